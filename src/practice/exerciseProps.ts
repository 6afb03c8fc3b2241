import type { PracticeExercise } from '@/domain';
import type { ExerciseOutcome } from '@/stores/practiceRun';

/** What every exercise of a practice session receives. */
export interface ExerciseProps<K extends PracticeExercise['kind']> {
  exercise: Extract<PracticeExercise, { kind: K }>;
  language: string;
  languageName: string;
  /** BCP 47 tag of the course language, for words shown or typed in it. */
  lang: string | undefined;
  /** What feedback calls the language's marks: 'tone' for a tonal language (content/languages/<code>.yaml), else 'accent'. */
  markName: 'tone' | 'accent';
  /** Called once, when the learner checks: the verdict(s) and milliseconds since the exercise was shown. */
  onAnswer(outcome: ExerciseOutcome, responseMs: number): void;
  /** Called when the learner moves on after the verdict. */
  onContinue(): void;
  /** Says a sentence to screen readers (the page's live region). */
  announce(text: string): void;
  /** The version of the content an item comes from (its lesson's lastModified), sent with a report about it. */
  contentVersion?: ((itemId: string) => string | undefined) | undefined;
}

/** The report field naming the content's version of an item, or nothing when it is not known. */
export function versionOf(
  contentVersion: ((itemId: string) => string | undefined) | undefined,
  itemId: string,
): { contentVersion?: string } {
  const version = contentVersion?.(itemId);
  return version ? { contentVersion: version } : {};
}
