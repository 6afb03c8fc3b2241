import type { RecentResult } from '@/stores/recentResults';

/**
 * Tips that hold for every lesson of a type; types without one show none (a tip about verbs, tones or audio
 * would be wrong for many of their lessons).
 */
export const LEARNING_TIPS: Readonly<Record<string, string>> = {
  'pattern-discovery':
    'Look for what changes and what stays the same between the examples before you reveal the pattern.',
  quiz: 'Answer from memory first. If you miss one, read the explanation: it is the fastest way to learn it.',
  'memory-game': 'Remember where each card was: a mismatch costs no heart, so turn cards over freely.',
};

/** Lesson types with nothing to answer. */
const READING_TYPES: ReadonlySet<string> = new Set(['info', 'cultural-note', 'conversation']);

/** Whether a lesson of this type asks the learner anything (its result says how they answer). */
export const hasAnswers = (type: string): boolean => !READING_TYPES.has(type);

/**
 * A recommendation from the learner's last results in lessons with answers (newest last), naming what it
 * averages; null for lessons with nothing to answer.
 */
export function recommendationFor(recent: readonly RecentResult[], lesson: { type: string }): string | null {
  if (!hasAnswers(lesson.type)) return null;
  if (recent.length === 0) return 'Your first lesson with answers here: take your time, there is no clock.';
  const average = Math.round(recent.reduce((sum, r) => sum + r.score, 0) / recent.length);
  const mistakes = recent.reduce((sum, r) => sum + r.mistakes, 0);
  const which =
    recent.length === 1
      ? `Your last lesson with answers (${recent[0]!.lessonId}) scored ${average}%`
      : `Your last ${recent.length} lessons with answers (${recent.map((r) => r.lessonId).join(', ')}) averaged ${average}%`;
  const slips = mistakes === 0 ? 'with no mistakes' : `with ${mistakes} ${mistakes === 1 ? 'mistake' : 'mistakes'}`;
  if (average < 70) return `${which}, ${slips}. Turn hints on: they rule out a wrong answer for you.`;
  if (average >= 90 && mistakes === 0) return `${which}, ${slips}. Try this one without hints.`;
  return `${which}, ${slips}. Read each explanation after a miss: it is the fastest way to learn it.`;
}
