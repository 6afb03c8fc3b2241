/**
 * Checking a typed answer to a pattern step's question. Exact spelling wins; an answer that differs only
 * in tone marks or subdots (ẹ/e, ọ́/o, ụ/u, ṣ/s, ñ/n) is 'So close!' and never silently right.
 */

export type PracticeResult = { kind: 'correct' } | { kind: 'close'; words: string[] } | { kind: 'wrong' };

const punctuation = /[^\p{L}\p{M}\p{N}\s]/gu;

/** Lower case, NFC, punctuation dropped, single spaces: 'Kedụ?' and ' kedụ ' read the same. */
export function normalizeAnswer(text: string): string {
  return text.toLowerCase().normalize('NFC').replace(punctuation, '').replace(/\s+/g, ' ').trim();
}

/** The text without combining marks: tone marks, subdots and tildes removed ('Ẹ kú' → 'E ku'). */
export function stripMarks(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
}

/**
 * The spellings accepted for an answer: the answer itself, the answer without its parenthesised notes
 * ('17 (three less than twenty)' → '17'), and an alternative given as '(or …, X)' or '(or X)'.
 */
export function acceptedAnswers(answer: string): string[] {
  const main = answer.replace(/\s*\([^)]*\)/g, '').trim();
  const alternatives = [...answer.matchAll(/\(\s*or\b[,:]?\s*([^)]*)\)/giu)].map(
    (m) => (m[1] ?? '').split(',').at(-1)?.trim() ?? '',
  );
  return [...new Set([answer.trim(), main, ...alternatives])].filter((a) => a.length > 0);
}

/** Checks a typed answer: correct when it equals an accepted spelling (see normalizeAnswer), close when only marks differ, else wrong. */
export function checkAnswer(input: string, answer: string): PracticeResult {
  const given = normalizeAnswer(input);
  if (given === '') return { kind: 'wrong' };
  const accepted = acceptedAnswers(answer).map(normalizeAnswer);
  if (accepted.includes(given)) return { kind: 'correct' };
  const near = accepted.find((a) => stripMarks(a) === stripMarks(given));
  if (near === undefined) return { kind: 'wrong' };
  const expected = near.split(' ');
  return { kind: 'close', words: given.split(' ').filter((word, i) => word !== expected[i]) };
}
