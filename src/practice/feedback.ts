/** The words of practice feedback: a verdict's title and the sentence a screen reader announces. */
import type { AnswerKind } from '@/domain';

/** Languages whose marks are tones; elsewhere (Kriolu, Swahili) they are accents. */
const TONAL = new Set(['igbo', 'yoruba']);

/** 'tone' for a tonal language, 'accent' otherwise, for describeVerdict. */
export function markNameOf(language: string): string {
  return TONAL.has(language) ? 'tone' : 'accent';
}

/** The headline of a verdict: right, a slip in the marks (graded Hard), or wrong. */
export function verdictTitle(kind: AnswerKind): string {
  switch (kind) {
    case 'right':
      return 'Correct!';
    case 'slip':
      return 'Almost — check the marks';
    case 'wrong':
      return 'Not quite';
  }
}

/** One sentence for screen readers: the title, what differs, and the right answer when it was not typed exactly. */
export function verdictAnnouncement(kind: AnswerKind, details: readonly string[], answer: string): string {
  const parts = [verdictTitle(kind), ...details.map((d) => `${d[0]?.toUpperCase() ?? ''}${d.slice(1)}.`)];
  if (kind !== 'right') parts.push(`The answer is ${answer}.`);
  return parts.join(' ');
}
