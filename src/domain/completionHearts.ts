/** A completion applied to a record in one step, as the server sees a lesson only once it ends (docs/product/lessons.md §4). */
import { heartsAfterCompletion, heartsForActivity, mistakesStillOwed } from './hearts.ts';
import {
  completeLesson,
  type CompletionContext,
  type CompletionResult,
  type LanguageProgress,
  type LessonCompletion,
} from './progress.ts';

/**
 * Completes a lesson together with its hearts: refilled first when `today` is a new day, then the lesson completed,
 * then one heart taken per reported mistake when the lesson's type costs hearts, less the `alreadyLost` mistakes whose
 * hearts were recorded one by one while the lesson was played (heartsAfterLoss, mistakesStillOwed). The lesson shell
 * reaches the same record by refilling on opening, taking a heart at each wrong check, and then completing the lesson.
 */
export function completeLessonWithHearts(
  progress: LanguageProgress,
  completion: LessonCompletion,
  context: CompletionContext,
  alreadyLost = 0,
): CompletionResult {
  const refilled = heartsForActivity({
    hearts: progress.currentHearts,
    lastHeartsDate: progress.lastHeartsDate,
    today: context.today,
  });
  const result = completeLesson(
    { ...progress, currentHearts: refilled.hearts, lastHeartsDate: refilled.lastHeartsDate },
    completion,
    context,
  );
  const hearts = heartsAfterCompletion(
    result.progress.currentHearts,
    completion.lessonType ?? '',
    mistakesStillOwed(completion.mistakeCount ?? 0, alreadyLost),
  );
  return { ...result, progress: { ...result.progress, currentHearts: hearts } };
}
