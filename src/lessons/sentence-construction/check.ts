/**
 * Checking a built sentence (docs/product/lessons.md §5) with the one grader of typed answers (src/domain/answers.ts): right when it
 * equals an accepted answer (the correct sentence or one of its alternatives) letter for letter and mark for mark; a
 * sentence that differs only in tone marks, dots or other marks is a slip, named word by word and letter by letter.
 */
import { answerLetters, checkAnswer, describeVerdict } from '@/domain';

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
  /** Same letters as `answer`, different tone marks or other marks on some words; `notes` say where, letter by letter. */
  | { kind: 'slip'; answer: string; slips: readonly ToneSlip[]; notes: readonly string[] }
  /** The right words in the wrong order. */
  | { kind: 'order' }
  | { kind: 'wrong' };

/** The built words as one sentence: joined by single spaces. */
export function joinWords(words: readonly string[]): string {
  return words.join(' ');
}

function sameWordsAnyOrder(built: readonly string[], correct: readonly string[]): boolean {
  if (built.length !== correct.length) return false;
  const sorted = (words: readonly string[]) => words.map((w) => w.normalize('NFC').toLowerCase()).sort();
  const [a, b] = [sorted(built), sorted(correct)];
  return a.every((word, i) => word === b[i]);
}

/** The answers a sentence item accepts: its correct sentence first, then its alternatives. */
export function acceptedAnswers(correctSentence: string, alternatives: readonly string[] = []): string[] {
  return [correctSentence, ...alternatives];
}

/** The accepted answers other than the one the learner built, to show what else is right. */
export function otherAnswers(builtWords: readonly string[], answers: readonly string[]): string[] {
  const sentence = joinWords(builtWords);
  if (!/[\p{L}\p{N}]/u.test(sentence)) return [...answers];
  return answers.filter((answer) => checkAnswer(sentence, [answer]).kind !== 'right');
}

/**
 * Checks the built words against the accepted answers (the correct sentence, then its alternatives) with the domain's one
 * grader (checkAnswer): 'correct' when it is right (case and punctuation aside), 'slip' when only tone marks, dots or
 * other marks differ from the closest answer, with the slipped words and the grader's letter notes; 'order' when the same
 * words as an answer are in another order; else 'wrong'.
 */
export function checkSentence(
  builtWords: readonly string[],
  correctSentence: string,
  alternatives: readonly string[] = [],
  markName = 'tone',
): SentenceVerdict {
  const answers = acceptedAnswers(correctSentence, alternatives);
  const sentence = joinWords(builtWords);
  if (builtWords.length === 0 || !/[\p{L}\p{N}]/u.test(sentence)) return { kind: 'wrong' };
  const verdict = checkAnswer(sentence, answers);
  if (verdict.kind === 'right') return { kind: 'correct' };
  if (verdict.kind === 'slip') {
    const expected = verdict.closest.split(/\s+/);
    // The grader counts 'ga-aga' as two words; a tile is one: each of the grader's words is mapped to its tile.
    const tileOf = expected.flatMap((word, tile) =>
      Array.from({ length: new Set(answerLetters(word).map((l) => l.word)).size }, () => tile),
    );
    const positions = [...new Set(verdict.differences.map((d) => tileOf[d.word] ?? d.word))].sort((a, b) => a - b);
    return {
      kind: 'slip',
      answer: verdict.closest,
      slips: positions.map((position) => ({
        position,
        built: builtWords[position] ?? '',
        expected: expected[position] ?? '',
      })),
      notes: describeVerdict(verdict, markName),
    };
  }
  if (answers.some((answer) => sameWordsAnyOrder(builtWords, answer.split(' ')))) return { kind: 'order' };
  return { kind: 'wrong' };
}

/** The hint shown with 'So close!' for tone slips, naming the learner's words, e.g. "Check the tone marks on: ọ̀rẹ́". */
export function toneMessage(slips: readonly ToneSlip[]): string {
  return `Check the tone marks on: ${[...new Set(slips.map((slip) => slip.built))].join(', ')}`;
}
