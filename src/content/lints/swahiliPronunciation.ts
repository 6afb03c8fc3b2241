import type { ContentProblem } from '../problems.ts';
import type { ContentTree } from '../read.ts';

/**
 * Swahili tells ng' (the ng of "singer") from ng (the ng of "finger", with a g you hear), and so must its
 * respellings (CONTENT.md 'Swahili respellings'): ng' is respelled ng; ng is respelled with the n closing one
 * syllable and the g opening the next (wangu → WAHN-goo), or ngg (ngoma → NGGOH-mah). A guide's plain ng
 * therefore always means ng'.
 */

/** How many of each sound a piece of text holds. */
interface NgCount {
  /** ng' — the ng of "singer". */
  singer: number;
  /** ng — the ng of "finger". */
  finger: number;
}

/** The ng and ng' of a Swahili word as written (either apostrophe, ' or ’). */
export function ngInWord(word: string): NgCount {
  const text = word.toLowerCase();
  const singer = (text.match(/ng['’]/g) ?? []).length;
  const finger = (text.match(/ng(?!['’])/g) ?? []).length;
  return { singer, finger };
}

/** The ng and ng' a respelling stands for; an explanation in brackets ('(th as in "this")') is not part of it. */
export function ngInGuide(guide: string): NgCount {
  const text = guide.toLowerCase().replace(/\([^)]*\)/g, '');
  let singer = 0;
  let finger = 0;
  for (const [match] of text.matchAll(/ngg|n-g|ng/g)) {
    if (match === 'ng') singer++;
    else finger++;
  }
  return { singer, finger };
}

/** Why `guide` does not respell the ng and ng' of `word` as the convention says, or null when it does. */
export function ngMismatch(word: string, guide: string): string | null {
  const want = ngInWord(word);
  const have = ngInGuide(guide);
  if (want.singer === have.singer && want.finger === have.finger) return null;
  const describe = ({ singer, finger }: NgCount) => `${finger} ng (as in "finger") and ${singer} ng' (as in "singer")`;
  return (
    `the guide '${guide}' for '${word}' respells ${describe(have)}, but the word has ${describe(want)}: ` +
    `respell ng' as ng, and ng as n-g across two syllables (WAHN-goo) or ngg`
  );
}

const error = (file: string, field: string, message: string): ContentProblem => ({ file, field, message, severity: 'error' });

/** Every Swahili pronunciation guide (the vocabulary list and the story vocabulary) that confuses ng with ng'. */
export function swahiliGuideProblems(tree: ContentTree): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const list of tree.vocabulary.filter((l) => l.language === 'swahili')) {
    list.entries.forEach((entry, i) => {
      const message = ngMismatch(entry.word, entry.pronunciation);
      if (message) problems.push(error(list.file, `${i}.pronunciation`, message));
    });
  }
  for (const lesson of tree.lessons) {
    if (lesson.language !== 'swahili' || lesson.type !== 'cultural-story') continue;
    lesson.vocabulary.forEach((item, i) => {
      const message = item.pronunciation ? ngMismatch(item.word, item.pronunciation) : null;
      if (message) problems.push(error(lesson.file, `vocabulary.${i}.pronunciation`, message));
    });
  }
  return problems;
}
