/** The one grader of typed answers: right, a slip in marks or spacing only, or wrong (with notes only when it is close). */
import { answerLetters, dottedLetter } from './letters.ts';
import type { AnswerLetter } from './letters.ts';

/** Right: the same letters, dots and marks; slip: only tone marks, dots, other marks or spaces differ; wrong: a letter differs. */
export type AnswerKind = 'right' | 'slip' | 'wrong';

/**
 * Why a letter differs: 'dot' (a missing or extra subdot, ẹ ọ ṣ ị ụ ṅ), 'tone' (a missing, extra or other tone mark),
 * 'mark' (another mark missing or extra: the tilde of ñ, a cedilla), 'spacing' (words run together or split),
 * 'letter' (another base letter), 'missing' or 'extra' (a letter too few or too many).
 */
export type DifferenceReason = 'dot' | 'tone' | 'mark' | 'spacing' | 'letter' | 'missing' | 'extra';

/** One place where the typed answer differs from the closest accepted answer. */
export interface AnswerDifference {
  /** Grapheme index in `closest` of the expected letter (for 'extra', of the letter the extra one stands before, or its length). */
  index: number;
  /** 0-based word of `closest`. */
  word: number;
  /** 1-based syllable within that word, counted by vowel nuclei (approximate for diphthongs). */
  syllable: number;
  /** The expected letter as written ('' for 'extra'). */
  expected: string;
  /** The typed letter as written ('' for 'missing'). */
  got: string;
  reason: DifferenceReason;
}

/** The outcome of checking a typed answer against its accepted answers. */
export interface AnswerVerdict {
  kind: AnswerKind;
  /** The accepted answer the typed one is closest to, as content writes it (NFC). */
  closest: string;
  /**
   * Where the answer differs from `closest`, letter by letter: for a slip, and for a wrong answer only when it is close
   * (see isCloseMiss); a plainly wrong answer has none, since notes on it would not be true.
   */
  differences: AnswerDifference[];
}

/** A wrong answer is close when at most 2 letters are off and at most a third of the expected letters. */
export const CLOSE_MISS = { maxEdits: 2, maxShare: 1 / 3 } as const;

/** True when `edits` letter edits away from an answer of `letters` letters is a near miss worth letter notes. */
export function isCloseMiss(edits: number, letters: number): boolean {
  return edits <= CLOSE_MISS.maxEdits && edits <= letters * CLOSE_MISS.maxShare;
}

const KIND_RANK: Record<AnswerKind, number> = { right: 0, slip: 1, wrong: 2 };

function markDifferences(expected: AnswerLetter, got: AnswerLetter): AnswerDifference[] {
  const at = {
    index: expected.index,
    word: expected.word,
    syllable: expected.syllable,
    expected: expected.text,
    got: got.text,
  };
  const out: AnswerDifference[] = [];
  if (expected.dot !== got.dot) out.push({ ...at, reason: 'dot' });
  if (expected.tones !== got.tones) out.push({ ...at, reason: 'tone' });
  if (expected.marks !== got.marks) out.push({ ...at, reason: 'mark' });
  return out;
}

/** Levenshtein alignment of two letter sequences by base letter; marks on matched letters are compared too. */
function align(expected: AnswerLetter[], got: AnswerLetter[]): { edits: number; differences: AnswerDifference[] } {
  const rows = expected.length + 1;
  const cols = got.length + 1;
  const cost: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const same = expected[i - 1]?.base === got[j - 1]?.base ? 0 : 1;
      cost[i]![j] = Math.min(cost[i - 1]![j]! + 1, cost[i]![j - 1]! + 1, cost[i - 1]![j - 1]! + same);
    }
  }
  const differences: AnswerDifference[] = [];
  let i = expected.length;
  let j = got.length;
  const endIndex = (expected.at(-1)?.index ?? -1) + 1;
  while (i > 0 || j > 0) {
    const e = expected[i - 1];
    const g = got[j - 1];
    const here = cost[i]![j]!;
    if (e && g && here === cost[i - 1]![j - 1]! + (e.base === g.base ? 0 : 1)) {
      if (e.base === g.base) differences.push(...markDifferences(e, g));
      else
        differences.push({
          index: e.index,
          word: e.word,
          syllable: e.syllable,
          expected: e.text,
          got: g.text,
          reason: 'letter',
        });
      i--;
      j--;
    } else if (e && here === cost[i - 1]![j]! + 1) {
      differences.push({
        index: e.index,
        word: e.word,
        syllable: e.syllable,
        expected: e.text,
        got: '',
        reason: 'missing',
      });
      i--;
    } else if (g) {
      const next = expected[i];
      differences.push({
        index: next?.index ?? endIndex,
        word: next?.word ?? e?.word ?? 0,
        syllable: next?.syllable ?? e?.syllable ?? 1,
        expected: '',
        got: g.text,
        reason: 'extra',
      });
      j--;
    }
  }
  return { edits: cost[expected.length]![got.length]!, differences: differences.reverse() };
}

function spacingDifference(expected: AnswerLetter[], got: AnswerLetter[]): AnswerDifference[] {
  const k = expected.findIndex((e, n) => {
    const g = got[n];
    const prevE = expected[n - 1];
    const prevG = got[n - 1];
    return g !== undefined && prevE !== undefined && prevG !== undefined && e.word - prevE.word !== g.word - prevG.word;
  });
  const at = expected[Math.max(0, k)];
  return at
    ? [
        {
          index: at.index,
          word: at.word,
          syllable: at.syllable,
          expected: at.text,
          got: got[Math.max(0, k)]?.text ?? '',
          reason: 'spacing',
        },
      ]
    : [];
}

function checkOne(typed: AnswerLetter[], accepted: string): { verdict: AnswerVerdict; distance: number } {
  const expected = answerLetters(accepted);
  if (expected.length === 0) throw new RangeError(`An accepted answer needs at least one letter: '${accepted}'`);
  const closest = accepted.normalize('NFC');
  const { edits, differences } = align(expected, typed);
  if (edits > 0) {
    const notes = isCloseMiss(edits, expected.length) ? differences : [];
    return { verdict: { kind: 'wrong', closest, differences: notes }, distance: edits * 100 + differences.length };
  }
  const spacing = expected.some((e, n) => e.word !== typed[n]?.word) ? spacingDifference(expected, typed) : [];
  const slips = [...differences, ...spacing];
  return {
    verdict: { kind: slips.length === 0 ? 'right' : 'slip', closest, differences: slips },
    distance: slips.length,
  };
}

/**
 * Checks a typed answer against the accepted answers (the target first, then its alternatives) and returns the verdict for
 * the closest one: both sides in Unicode NFC; case, punctuation and spaces around or between words ignored except that
 * words must be split the same way; 'right' when every letter, dot and mark matches, 'slip' when only tone marks, dots
 * (ẹ ọ ṣ ị ụ ṅ versus e o s i u n), other marks (ñ versus n) or word spacing differ, 'wrong' when any base letter differs,
 * is missing or is extra. Tone marks the accepted answer does not write are extra marks, so an unmarked Igbo word typed
 * with tones is a slip. Every typed answer in lessons and practice is checked here, so one pair gets one verdict.
 */
export function checkAnswer(typed: string, accepted: readonly string[]): AnswerVerdict {
  if (accepted.length === 0) throw new RangeError('checkAnswer needs at least one accepted answer');
  const letters = answerLetters(typed);
  let best: { verdict: AnswerVerdict; distance: number } | null = null;
  for (const answer of accepted) {
    const candidate = checkOne(letters, answer);
    if (
      best === null ||
      KIND_RANK[candidate.verdict.kind] < KIND_RANK[best.verdict.kind] ||
      (candidate.verdict.kind === best.verdict.kind && candidate.distance < best.distance)
    ) {
      best = candidate;
    }
  }
  return best!.verdict;
}

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];

/** 'first' … 'tenth', then '11th', '12th', '21st', … for larger numbers. */
export function ordinal(n: number): string {
  const word = ORDINALS[n - 1];
  if (word !== undefined) return word;
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/**
 * One sentence a learner understands for a difference, e.g. 'the ọ needs its dot', 'the o has no dot',
 * 'check the tone on the second syllable' (with 'of the third word' when the answer has several words); `markName`
 * names the marks ('tone' for Yoruba and Igbo, 'accent' for a language whose marks are not tones).
 */
export function describeDifference(difference: AnswerDifference, wordCount = 1, markName = 'tone'): string {
  const ofWord = wordCount > 1 ? ` of the ${ordinal(difference.word + 1)} word` : '';
  switch (difference.reason) {
    case 'dot': {
      const expected = answerLetters(difference.expected)[0];
      const got = answerLetters(difference.got)[0];
      if (expected && expected.dot !== '') return `the ${dottedLetter(expected)} needs its dot`;
      return `the ${got ? got.base : difference.got} has no dot`;
    }
    case 'tone':
      return `check the ${markName} on the ${ordinal(difference.syllable)} syllable${ofWord}`;
    case 'mark':
      return difference.expected.normalize('NFD').length > difference.got.normalize('NFD').length
        ? `write ${difference.expected.toLowerCase()}, not ${difference.got.toLowerCase()}`
        : `the ${difference.got.toLowerCase()} takes no mark here: ${difference.expected.toLowerCase()}`;
    case 'spacing':
      return `check the spaces between the words`;
    case 'letter':
      return `the ${ordinal(difference.syllable)} syllable${ofWord} has another letter`;
    case 'missing':
      return `a letter is missing in the ${ordinal(difference.syllable)} syllable${ofWord}`;
    case 'extra':
      return `there is a letter too many near the ${ordinal(difference.syllable)} syllable${ofWord}`;
  }
}

/** The sentences for all differences of a verdict, one per difference, in order (nothing for a right answer). */
export function describeVerdict(verdict: AnswerVerdict, markName = 'tone'): string[] {
  const words = new Set(answerLetters(verdict.closest).map((l) => l.word)).size;
  return [...new Set(verdict.differences.map((d) => describeDifference(d, words, markName)))];
}
