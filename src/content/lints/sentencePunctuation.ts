import { capitalisedWords, caseNeutral, caseNeutralSentence } from '../../domain/wordBankCase.ts';
import type { LessonEntry } from '../read.ts';
import { PLACEHOLDER } from '../skeleton.ts';

/** A breach of the word-bank punctuation policy, with the field it sits in, e.g. 'sentences.0.wordBank.2'. */
export interface PunctuationProblem {
  field: string;
  message: string;
}

/**
 * Sentence-ending and clause punctuation, with its full-width (，．！？；：。、) and inverted (¡ ¿) forms and
 * the ellipsis. Hyphens and apostrophes belong to words (ga-aga, ng'ombe) and are allowed.
 */
const PUNCTUATION = /[,.!?;:\u2026\uFF0C\uFF0E\uFF01\uFF1F\uFF1B\uFF1A\u3002\u3001\u00A1\u00BF]/gu;

// A new draft's 'TODO: …' placeholders are reported by the placeholder lint, not as punctuation.
const marksIn = (text: string) =>
  text.startsWith(`${PLACEHOLDER}:`) ? '' : [...new Set(text.match(PUNCTUATION) ?? [])].map((mark) => `'${mark}'`).join(' ');

/** Whether `sentence` is some of `tiles` (each used at most once) joined by single spaces, compared as NFC text. */
export function isBuiltFromTiles(sentence: string, tiles: readonly string[]): boolean {
  const target = sentence.normalize('NFC');
  const pool = tiles.map((tile) => tile.normalize('NFC'));
  const used = pool.map(() => false);
  const from = (start: number): boolean =>
    pool.some((tile, i) => {
      if (used[i] || tile.length === 0 || !target.startsWith(tile, start)) return false;
      const end = start + tile.length;
      if (end !== target.length && target[end] !== ' ') return false;
      used[i] = true;
      const built = end === target.length || from(end + 1);
      used[i] = false;
      return built;
    });
  return target.length > 0 && from(0);
}

/**
 * The punctuation policy of sentence construction: word-bank tiles hold words only, never punctuation,
 * and the correct sentence and every alternative are exactly tiles joined by single spaces (so they carry
 * no punctuation either, and a learner never has to find the tile with the comma on it).
 */
export function sentencePunctuation(lesson: LessonEntry): PunctuationProblem[] {
  if (lesson.type !== 'sentence-construction') return [];
  const problems: PunctuationProblem[] = [];
  // As the player shows them: tiles and answers case-neutral, so a capital on the first word decides nothing.
  const keep = capitalisedWords(lesson.sentences);
  lesson.sentences.forEach((item, i) => {
    const tiles = item.wordBank.map((tile) => caseNeutral(tile, keep));
    const where = `sentence ${i + 1}`;
    item.wordBank.forEach((tile, j) => {
      const marks = marksIn(tile);
      if (marks) problems.push({ field: `sentences.${i}.wordBank.${j}`, message: `${where}: tile '${tile}' holds punctuation (${marks}); tiles carry words only` });
    });
    const answers = [{ field: `sentences.${i}.correctSentence`, text: item.correctSentence }, ...item.alternatives.map((text, k) => ({ field: `sentences.${i}.alternatives.${k}`, text }))];
    for (const { field, text } of answers) {
      const marks = marksIn(text);
      if (marks) {
        problems.push({ field, message: `${where}: '${text}' holds punctuation (${marks}); a sentence is its tiles joined by single spaces, with no punctuation` });
      } else if (!text.startsWith(`${PLACEHOLDER}:`) && !isBuiltFromTiles(caseNeutralSentence(text, keep), tiles)) {
        problems.push({ field, message: `${where}: '${text}' is not word-bank tiles joined by single spaces` });
      }
    }
  });
  return problems;
}
