/**
 * Checking a built sentence (spec 001 §5): right only when it equals an accepted answer exactly (the
 * correct sentence or one of its alternatives); a sentence that differs only in tone marks or other
 * diacritics is never right, and the learner is told which words to look at.
 */

/** A word that matches the correct one in its letters but not in its marks. */
export interface ToneSlip {
  /** 0-based position in the sentence. */
  position: number;
  /** The word as the learner built it. */
  built: string;
  /** The word as the correct sentence has it. */
  expected: string;
}

export type SentenceVerdict =
  | { kind: 'correct' }
  /** Same letters as `answer`, different tone marks or diacritics on some words. */
  | { kind: 'tone'; answer: string; slips: readonly ToneSlip[] }
  /** The right words in the wrong order. */
  | { kind: 'order' }
  | { kind: 'wrong' };

/** Letters that carry their mark inside the letter itself, so Unicode decomposition cannot strip it. */
const UNDECOMPOSED: Readonly<Record<string, string>> = {
  ɛ: 'e',
  Ɛ: 'E',
  ɔ: 'o',
  Ɔ: 'O',
  ŋ: 'n',
  Ŋ: 'N',
  ı: 'i',
  ø: 'o',
  Ø: 'O',
  đ: 'd',
  Đ: 'D',
  ɗ: 'd',
  Ɗ: 'D',
  ɓ: 'b',
  Ɓ: 'B',
  ƙ: 'k',
  Ƙ: 'K',
  ƴ: 'y',
  Ƴ: 'Y',
};

/** The built words as one sentence: joined by single spaces. */
export function joinWords(words: readonly string[]): string {
  return words.join(' ');
}

/**
 * A text's bare letters: canonical decomposition (NFD), every combining mark removed — tone marks
 * (à á ā), dots below (ẹ ọ ụ ị ṣ), dots above (ṅ), tildes (ñ) and the like — and the few letters
 * Unicode does not decompose (ɛ ɔ ŋ …) mapped to their plain letter. Case and punctuation are kept.
 */
export function bareLetters(text: string): string {
  return Array.from(text.normalize('NFD').replace(/\p{M}/gu, ''), (ch) => UNDECOMPOSED[ch] ?? ch).join('');
}

const sameText = (a: string, b: string) => a.normalize('NFC') === b.normalize('NFC');

function sameWordsAnyOrder(built: readonly string[], correct: readonly string[]): boolean {
  if (built.length !== correct.length) return false;
  const sorted = (words: readonly string[]) => words.map((w) => w.normalize('NFC')).sort();
  const [a, b] = [sorted(built), sorted(correct)];
  return a.every((word, i) => word === b[i]);
}

function toneSlips(built: readonly string[], correct: readonly string[]): ToneSlip[] | null {
  if (built.length !== correct.length) return null;
  const slips: ToneSlip[] = [];
  for (const [position, word] of built.entries()) {
    const expected = correct[position] ?? '';
    if (sameText(word, expected)) continue;
    if (bareLetters(word) !== bareLetters(expected)) return null;
    slips.push({ position, built: word, expected });
  }
  return slips.length > 0 ? slips : null;
}

/** The answers a sentence item accepts: its correct sentence first, then its alternatives. */
export function acceptedAnswers(correctSentence: string, alternatives: readonly string[] = []): string[] {
  return [correctSentence, ...alternatives];
}

/** The accepted answers other than the one the learner built, to show what else is right. */
export function otherAnswers(builtWords: readonly string[], answers: readonly string[]): string[] {
  const sentence = joinWords(builtWords);
  return answers.filter((answer) => !sameText(answer, sentence));
}

/**
 * Checks the built words against the accepted answers (the correct sentence, then its alternatives).
 * Correct means the words joined by single spaces equal one of them exactly (as Unicode NFC text, so a
 * precomposed ọ́ equals ọ + marks); otherwise 'tone' when only marks differ, word by word, from the
 * closest answer (the fewest slipped words; the earlier answer on a tie); 'order' when the same words
 * as an answer are in another order; else 'wrong'.
 */
export function checkSentence(
  builtWords: readonly string[],
  correctSentence: string,
  alternatives: readonly string[] = [],
): SentenceVerdict {
  const answers = acceptedAnswers(correctSentence, alternatives);
  const sentence = joinWords(builtWords);
  if (answers.some((answer) => sameText(sentence, answer))) return { kind: 'correct' };
  const built = sentence.split(' ');
  let closest: { answer: string; slips: ToneSlip[] } | null = null;
  for (const answer of answers) {
    const slips = toneSlips(built, answer.split(' '));
    if (slips && (!closest || slips.length < closest.slips.length)) closest = { answer, slips };
  }
  if (closest) return { kind: 'tone', ...closest };
  if (answers.some((answer) => sameWordsAnyOrder(built, answer.split(' ')))) return { kind: 'order' };
  return { kind: 'wrong' };
}

/** The hint shown with 'So close!' for tone slips, naming the learner's words, e.g. "Check the tone marks on: ọ̀rẹ́". */
export function toneMessage(slips: readonly ToneSlip[]): string {
  return `Check the tone marks on: ${[...new Set(slips.map((slip) => slip.built))].join(', ')}`;
}
