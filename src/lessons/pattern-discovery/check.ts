/**
 * Checking a typed answer to a pattern step's question with the one grader of typed answers (src/domain/answers.ts):
 * right, a slip in the marks only ('Almost', with letter notes, answered at no cost in hearts), or wrong (letter notes
 * only when it is close).
 */
import { checkAnswer, describeVerdict } from '@/domain';

export type PracticeResult =
  | { kind: 'correct' }
  /** Only tone marks, dots, other marks or spacing differ from `answer`; `notes` say where, letter by letter. */
  | { kind: 'slip'; answer: string; notes: string[] }
  /** Another word; `notes` name the letters only when the answer is close. */
  | { kind: 'wrong'; notes: string[] };

/**
 * The spellings accepted for an answer: the answer itself, the answer without its parenthesised notes
 * ('17 (three less than twenty)' → '17'), and an alternative given as '(or …, X)' or '(or X)'.
 */
export function acceptedAnswers(answer: string): string[] {
  const main = answer.replace(/\s*\([^)]*\)/g, '').trim();
  const alternatives = [...answer.matchAll(/\(\s*or\b[,:]?\s*([^)]*)\)/giu)].map(
    (m) => (m[1] ?? '').split(',').at(-1)?.trim() ?? '',
  );
  return [...new Set([answer.trim(), main, ...alternatives])].filter((a) => /[\p{L}\p{N}]/u.test(a));
}

/** Checks a typed answer against the step's accepted spellings (see acceptedAnswers) with the domain's checkAnswer. */
export function checkStepAnswer(input: string, answer: string, markName = 'tone'): PracticeResult {
  const accepted = acceptedAnswers(answer);
  if (!/[\p{L}\p{N}]/u.test(input) || accepted.length === 0) return { kind: 'wrong', notes: [] };
  const verdict = checkAnswer(input, accepted);
  const notes = describeVerdict(verdict, markName);
  switch (verdict.kind) {
    case 'right':
      return { kind: 'correct' };
    case 'slip':
      return { kind: 'slip', answer: verdict.closest, notes };
    case 'wrong':
      return { kind: 'wrong', notes };
  }
}
