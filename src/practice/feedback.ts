/** The words of practice feedback: a verdict's title and the sentence a screen reader announces. */
import type { AnswerKind } from '@/domain';

/**
 * The headline of a verdict: right, a slip in the marks (graded Hard), a close miss ('Not quite', with its letter notes),
 * or a plainly wrong answer ('Not this one', followed by the answer, with no notes: none would be true).
 */
export function verdictTitle(kind: AnswerKind, details: readonly string[] = []): string {
  switch (kind) {
    case 'right':
      return 'Correct!';
    case 'slip':
      return 'Almost — check the marks';
    case 'wrong':
      return details.length > 0 ? 'Not quite' : 'Not this one';
  }
}

/** True when a verdict is plainly wrong: it is shown as 'Not this one: the answer is …' alone. */
export function isPlainMiss(kind: AnswerKind, details: readonly string[]): boolean {
  return kind === 'wrong' && details.length === 0;
}

/** One sentence for screen readers: the title, what differs, and the right answer when it was not typed exactly. */
export function verdictAnnouncement(kind: AnswerKind, details: readonly string[], answer: string): string {
  if (isPlainMiss(kind, details)) return `Not this one: the answer is ${answer}.`;
  const parts = [verdictTitle(kind, details), ...details.map((d) => `${d[0]?.toUpperCase() ?? ''}${d.slice(1)}.`)];
  if (kind !== 'right') parts.push(`The answer is ${answer}.`);
  return parts.join(' ');
}
