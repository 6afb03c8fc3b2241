import { atom } from 'nanostores';
import {
  costsHearts,
  heartsForActivity,
  initialProgress,
  isOutOfHearts,
  levelForXp,
  loseHeart,
  type LanguageProgress,
} from '@/domain';
import { $progress, saveLanguageProgress } from './progress';
import { rememberResult, type RecentResult } from './recentResults';

/** True once the lesson on this page is finished: its completion panel then holds the way on. */
export const $lessonFinished = atom(false);

/** Marks the page's lesson finished. */
export function finishLesson(): void {
  $lessonFinished.set(true);
}

/** The unit holding a lesson: its title and the ids of its lessons. */
export interface LessonUnit {
  title: string;
  lessonIds: readonly string[];
}

/** What a finished lesson reached beyond its own record: a new level, its unit completed. */
export interface LessonMilestones {
  /** The learner's new level across languages, when the lesson raised it; else null. */
  levelUp: number | null;
  /** The title of the unit this lesson completed, when it was its last lesson left; else null. */
  unitComplete: string | null;
}

type ProgressByLanguage = Readonly<Record<string, LanguageProgress>>;

const totalXp = (all: ProgressByLanguage) => Object.values(all).reduce((sum, p) => sum + p.totalXP, 0);

/** The learner's level across every language on this device (the header's log2 curve over the summed XP). */
export function overallLevel(all: ProgressByLanguage = $progress.get()): number {
  return levelForXp(totalXp(all));
}

/**
 * A language's progress as a lesson shows it on `today`: the stored record (a fresh one over the course's lesson
 * `order` when there is none) with the hearts refilled on the first activity of a new day.
 */
export function progressOnDay(
  stored: LanguageProgress | undefined,
  order: readonly string[],
  today: string,
): LanguageProgress {
  const progress = stored ?? initialProgress(order);
  const refilled = heartsForActivity({
    hearts: progress.currentHearts,
    lastHeartsDate: progress.lastHeartsDate,
    today,
  });
  return { ...progress, currentHearts: refilled.hearts, lastHeartsDate: refilled.lastHeartsDate };
}

/** Whether a lesson of `lessonType` must show the out-of-hearts state: its type costs hearts and none are left. */
export function isLessonOutOfHearts(progress: LanguageProgress, lessonType: string): boolean {
  return costsHearts(lessonType) && isOutOfHearts(progress.currentHearts);
}

/**
 * Takes one heart for a wrong checked answer in a lesson of `lessonType` (from the hearts as shown on `today`) and
 * keeps it in the language's progress; returns the hearts left, or null when the type costs no heart.
 */
export function loseLessonHeart(
  lesson: { language: string; type: string; order: readonly string[] },
  today: string,
): number | null {
  if (!costsHearts(lesson.type)) return null;
  const progress = progressOnDay($progress.get()[lesson.language], lesson.order, today);
  const left = loseHeart(progress.currentHearts);
  saveLanguageProgress(lesson.language, { ...progress, currentHearts: left });
  return left;
}

/**
 * Finishes the page's lesson with `record` (which computes the completion and sends it to the server when there is
 * one): keeps the recorded progress and the lesson's result (null for a lesson with nothing to answer), marks the
 * lesson finished, and says whether the learner reached a new level or completed the lesson's unit. A `record` that
 * throws keeps nothing and finishes nothing.
 */
export async function completeLessonWith<Recorded extends { progress: LanguageProgress }>(
  lesson: { language: string; unit?: LessonUnit | undefined; result: RecentResult | null },
  record: () => Promise<Recorded>,
): Promise<Recorded & LessonMilestones> {
  const { language, unit, result } = lesson;
  const levelBefore = overallLevel();
  const completedBefore = $progress.get()[language]?.completedLessons ?? [];
  const unitWasDone = unit !== undefined && unit.lessonIds.every((id) => completedBefore.includes(id));
  const recorded = await record();
  saveLanguageProgress(language, recorded.progress);
  if (result) rememberResult(language, result);
  const levelAfter = overallLevel();
  const unitDone =
    unit !== undefined && !unitWasDone && unit.lessonIds.every((id) => recorded.progress.completedLessons.includes(id));
  finishLesson();
  return {
    ...recorded,
    levelUp: levelAfter > levelBefore ? levelAfter : null,
    unitComplete: unitDone ? unit.title : null,
  };
}
