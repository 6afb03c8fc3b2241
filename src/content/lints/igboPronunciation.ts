import type { ContentProblem, ContentTree } from '../read.ts';
import { PLACEHOLDER } from '../skeleton.ts';
import { vocabularyKey } from '../vocabulary.ts';

/**
 * The Igbo respelling convention of CONTENT.md ('Igbo respellings'): each Igbo vowel has one respelling, so
 * a guide never lets ị sound like i, ụ like u or ọ like o.
 */
export const IGBO_VOWEL_RESPELLING: Readonly<Record<string, string>> = {
  a: 'ah',
  e: 'eh',
  i: 'ee',
  ị: 'ih',
  o: 'oh',
  ọ: 'aw',
  u: 'oo',
  ụ: 'u',
};

/** Igbo letters written with two characters that are one sound, so a guide keeps them whole. */
export const IGBO_SINGLE_SOUNDS = ['gb', 'kp', 'gw', 'kw', 'nw', 'ny'] as const;

/**
 * Names usually written without their dots (CONTENT.md, 2-4, 6-0): the guide follows how they sound, so they
 * are checked against their dotted spelling.
 */
const UNDOTTED_NAMES: Readonly<Record<string, string>> = {
  chinonso: 'chinọnso',
  ngozi: 'ngọzi',
};

const DOT_BELOW = '\u0323';

/** The word in lower case with only its dots kept (any tone mark dropped), undotted names replaced by their sound. */
function soundSpelling(word: string): string {
  const dotsOnly = word
    .normalize('NFD')
    .replace(/\p{M}/gu, (mark) => (mark === DOT_BELOW ? mark : ''))
    .normalize('NFC')
    .toLowerCase();
  return dotsOnly.replace(/\p{L}+/gu, (name) => UNDOTTED_NAMES[name] ?? name);
}

/** Runs of the same vowel inside one word count once: a long vowel (Daalụ, nnọọ) may be respelled once or twice. */
function collapse(vowels: readonly string[]): string[] {
  return vowels.filter((v, i) => i === 0 || vowels[i - 1] !== v);
}

/** The vowels of each space-separated word, long vowels collapsed, in order. */
const byWord = (text: string, read: (word: string) => string[]) => text.split(/\s+/).flatMap((word) => collapse(read(word)));

const isVowelLetter = (ch: string) => ch in IGBO_VOWEL_RESPELLING;

/** The respellings read back: two letters of a guide and the Igbo vowel they stand for (a lone u is ụ). */
const RESPELLED_VOWEL: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(IGBO_VOWEL_RESPELLING).filter(([, respelling]) => respelling.length === 2).map(([letter, respelling]) => [respelling, letter]),
);

/** The Igbo vowels of a word, in order. */
export function wordVowels(word: string): string[] {
  return [...soundSpelling(word)].filter(isVowelLetter);
}

/** A guide read as the Igbo vowels its respellings stand for; `stray` names a letter no respelling explains. */
export function guideVowels(pronunciation: string): { vowels: string[]; stray: string[] } {
  const text = pronunciation.toLowerCase();
  const vowels: string[] = [];
  const stray: string[] = [];
  for (let i = 0; i < text.length; i++) {
    const pair = text.slice(i, i + 2);
    const vowel = RESPELLED_VOWEL[pair];
    if (vowel) {
      vowels.push(vowel);
      i++;
    } else if (text[i] === 'u') {
      vowels.push('ụ');
    } else if ('aeio'.includes(text[i] ?? '')) {
      stray.push(text[i] ?? '');
    }
  }
  return { vowels, stray };
}

const count = (text: string, part: string) => text.split(part).length - 1;

/** What is wrong with an Igbo pronunciation guide for `word`, as messages; none when it follows the convention. */
export function igboGuideProblems(word: string, pronunciation: string): string[] {
  const problems: string[] = [];
  const { stray } = guideVowels(pronunciation);
  const key = Object.entries(IGBO_VOWEL_RESPELLING)
    .map(([letter, respelling]) => `${respelling} = ${letter}`)
    .join(', ');
  for (const letter of new Set(stray)) {
    problems.push(`'${letter}' on its own is no vowel of the Igbo respelling (${key})`);
  }
  if (stray.length === 0) {
    const expected = byWord(word, wordVowels);
    const found = byWord(pronunciation, (chunk) => guideVowels(chunk).vowels);
    const at = expected.findIndex((v, i) => found[i] !== v);
    if (found.length !== expected.length) {
      problems.push(`'${word}' has ${expected.length} vowel sound(s) (${expected.join(' ')}) but the guide respells ${found.length}: one respelling per vowel (${key})`);
    } else if (at !== -1) {
      const wrote = found[at] ?? '';
      const wanted = expected[at] ?? '';
      problems.push(`vowel ${at + 1} of '${word}' is ${wanted}, respelled '${IGBO_VOWEL_RESPELLING[wanted]}', but the guide has '${IGBO_VOWEL_RESPELLING[wrote]}' (${wrote})`);
    }
  }
  const spelled = soundSpelling(word);
  const guide = pronunciation.toLowerCase();
  for (const sound of IGBO_SINGLE_SOUNDS) {
    const inWord = count(spelled, sound);
    const inGuide = count(guide, sound);
    if (inGuide < inWord) problems.push(`${sound} is one sound: keep it whole in the guide, as in m-GBEH-deh or ah-KPU`);
    else if (inGuide > inWord) problems.push(`the guide has '${sound}', which '${word}' does not: ${sound} stands for the Igbo sound ${sound} only`);
  }
  if (guide.includes('gh') && !spelled.includes('gh')) {
    problems.push(`'gh' is the Igbo letter gh; the g of '${word}' is always hard and is respelled 'g'`);
  }
  return problems;
}

const unfinished = (text: string) => text.startsWith(`${PLACEHOLDER}:`);

/** Every Igbo pronunciation guide — the vocabulary list and the story vocabulary — checked against its word; errors. */
export function igboPronunciationProblems(tree: ContentTree): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const report = (file: string, field: string, word: string, pronunciation: string) => {
    if (unfinished(word) || unfinished(pronunciation)) return;
    for (const message of igboGuideProblems(word, pronunciation)) {
      problems.push({ file, field, message: `'${pronunciation}' for '${word}': ${message}`, severity: 'error' });
    }
  };
  for (const list of tree.vocabulary.filter((l) => l.language === 'igbo')) {
    list.entries.forEach((entry, i) => report(list.file, `${i}.pronunciation`, entry.word, entry.pronunciation));
  }
  for (const lesson of tree.lessons) {
    if (lesson.language !== 'igbo' || lesson.type !== 'cultural-story') continue;
    // A word listed twice is reported by the duplicates lint; its guide is checked where it first appears.
    const seen = new Set<string>();
    lesson.vocabulary.forEach((item, i) => {
      const key = vocabularyKey(item.word);
      if (seen.has(key)) return;
      seen.add(key);
      if (item.pronunciation !== undefined) report(lesson.file, `vocabulary.${i}.pronunciation`, item.word, item.pronunciation);
    });
  }
  return problems;
}
