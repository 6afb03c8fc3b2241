import { learnerAverages, lessonBaseSeconds, type LanguageProgress } from '../../domain/index.ts';

/** A learning tip for each lesson type, shown above the player. */
export const LEARNING_TIPS: Record<string, string> = {
  info: 'Read each line aloud: saying words helps you remember them.',
  'cultural-note': 'Notice how the language carries the culture: the same idea often has a respectful and a casual form.',
  'pattern-discovery': 'Look for what changes and what stays the same between the examples before you reveal the pattern.',
  quiz: 'Answer from memory first. If you miss one, read the explanation: it is the fastest way to learn it.',
  'memory-game': 'Say each word out loud as you flip it; pairing the sound with the meaning makes it stick.',
  'cultural-story': 'Read the story once for the gist, then open the translations for the lines you missed.',
  conversation: 'Play both speakers: read each line aloud, then try it again without looking at the translation.',
  'sentence-construction': 'Find the verb first, then build the sentence around it. Tone marks matter: check each one.',
};

/**
 * A recommendation from the learner's own record in this language: accuracy and time against this
 * lesson's expected time, or a first-lesson welcome.
 */
export function recommendationFor(progress: LanguageProgress, lesson: { type: string; position: number }): string {
  if (progress.totalLessonsCompleted === 0) return 'Your first lesson here: take your time, there is no clock.';
  const { accuracy, averageTime } = learnerAverages(progress);
  const expected = lessonBaseSeconds(lesson.type, lesson.position);
  const rounded = Math.round(accuracy);
  if (accuracy < 70) return `Your accuracy so far is ${rounded}%. Turn on hints and listen to each word before you answer.`;
  if (accuracy >= 90 && averageTime < expected) return `${rounded}% accuracy and quick: you are ready for this one. Try it without hints.`;
  if (averageTime > expected * 1.5) return `You take your time (about ${Math.round(averageTime / 60)} min a lesson), which is good for memory. Review the last lesson's words before you start.`;
  return `You are at ${rounded}% accuracy over ${progress.totalLessonsCompleted} lessons. Keep your streak going!`;
}
