import type { PracticeExercise } from '@/domain';
import type { ExerciseOutcome } from './practiceRun';

/** What every exercise of a practice session receives. */
export interface ExerciseProps<K extends PracticeExercise['kind']> {
  exercise: Extract<PracticeExercise, { kind: K }>;
  language: string;
  languageName: string;
  /** BCP 47 tag of the course language, for words shown or typed in it. */
  lang: string | undefined;
  /** Called once, when the learner checks: the verdict(s) and milliseconds since the exercise was shown. */
  onAnswer(outcome: ExerciseOutcome, responseMs: number): void;
  /** Called when the learner moves on after the verdict. */
  onContinue(): void;
  /** Says a sentence to screen readers (the page's live region). */
  announce(text: string): void;
}
