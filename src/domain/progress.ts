/** The per-language progress record of docs/product/lessons.md §3 and the pure lesson completion of §4. */
import { evaluateAchievements } from './achievements.ts';
import type { AchievementDefinition, UnlockedAchievement } from './achievements.ts';
import { MAX_HEARTS } from './hearts.ts';
import { lessonPositionFromId } from './lessonIds.ts';
import { lessonOrder } from './outline.ts';
import type { CourseOutline } from './outline.ts';
import { streakWithDays } from './streak.ts';
import { lessonBaseXp, xpEarned } from './xp.ts';

/** Accuracy (%) assumed when a score was reported but is unknown, and for a learner with no lessons yet. */
export const DEFAULT_ACCURACY = 75;
/** Seconds assumed when the time spent is unknown, and for a learner with no lessons yet. */
export const DEFAULT_TIME_SPENT = 180;

export interface LanguageProgress {
  completedLessons: readonly string[];
  /** The lesson to take next, '' after the last lesson. */
  currentLessonId: string;
  /** Achievement ids (not titles: ids stay stable when a title is reworded or translated). */
  unlockedAchievements: readonly string[];
  totalXP: number;
  currentHearts: number;
  maxHearts: number;
  /** The last day hearts were checked for the daily refill (not in the spec's list; the refill needs it). */
  lastHeartsDate: string | null;
  currentStreak: number;
  longestStreak: number;
  /** 'YYYY-MM-DD' in the learner's time zone. */
  lastLessonDate: string | null;
  /** Seconds. */
  totalTimeSpent: number;
  /** Mean accuracy (%) over all completed lessons, 0 before the first. */
  averageAccuracy: number;
  /** Lessons completed per local day, 'YYYY-MM-DD' → count. */
  lessonsPerDay: Readonly<Record<string, number>>;
  /** Practice sessions finished per local day, 'YYYY-MM-DD' → count: with lessonsPerDay, the days the streak counts. */
  practicePerDay: Readonly<Record<string, number>>;
  totalLessonsCompleted: number;
}

export interface LessonCompletion {
  lessonId: string;
  /** Used with the lesson id's position for the base XP when the id has none. */
  lessonType?: string | undefined;
  /** Accuracy in %; omitted → 100 (the spec's completion default), null or not a number → 75 (unknown). */
  score?: number | null | undefined;
  /** Seconds; omitted, null or negative → 180. */
  timeSpent?: number | null | undefined;
  mistakeCount?: number | undefined;
  /** Cultural engagement in %, when the lesson measures it. */
  culturalEngagement?: number | undefined;
  /** XP the server granted; when present it replaces the local computation. */
  xpEarned?: number | undefined;
}

export interface CompletionContext {
  /** Learner's local date, 'YYYY-MM-DD'. */
  today: string;
  outline: CourseOutline;
  achievements: readonly AchievementDefinition[];
}

export interface CompletionResult {
  progress: LanguageProgress;
  /** XP for the lesson itself (0 when already completed). */
  xpEarned: number;
  unlockedAchievements: UnlockedAchievement[];
  /** Sum of the bonuses of the achievements unlocked now. */
  bonusXp: number;
  alreadyCompleted: boolean;
}

/** A fresh record: nothing completed, the first lesson in `order` current, 5 of 5 hearts, no streak. */
export function initialProgress(order: readonly string[]): LanguageProgress {
  return {
    completedLessons: [],
    currentLessonId: order[0] ?? '',
    unlockedAchievements: [],
    totalXP: 0,
    currentHearts: MAX_HEARTS,
    maxHearts: MAX_HEARTS,
    lastHeartsDate: null,
    currentStreak: 0,
    longestStreak: 0,
    lastLessonDate: null,
    totalTimeSpent: 0,
    averageAccuracy: 0,
    lessonsPerDay: {},
    practicePerDay: {},
    totalLessonsCompleted: 0,
  };
}

/** Accuracy of a completion: no score → 100, an unknown score → 75, otherwise the score clamped to 0..100. */
export function completionAccuracy(score: number | null | undefined): number {
  if (score === undefined) return 100;
  if (score === null || !Number.isFinite(score)) return DEFAULT_ACCURACY;
  return Math.min(100, Math.max(0, score));
}

/** Time of a completion in seconds: the reported time when it is a number ≥ 0, else 180. */
export function completionTime(timeSpent: number | null | undefined): number {
  return typeof timeSpent === 'number' && Number.isFinite(timeSpent) && timeSpent >= 0 ? timeSpent : DEFAULT_TIME_SPENT;
}

/** The learner's averages for the difficulty multiplier: mean accuracy and totalTimeSpent / lessons, or 75 % and 180 s before the first lesson. */
export function learnerAverages(progress: LanguageProgress): { accuracy: number; averageTime: number } {
  const n = progress.totalLessonsCompleted;
  return n > 0
    ? { accuracy: progress.averageAccuracy, averageTime: progress.totalTimeSpent / n }
    : { accuracy: DEFAULT_ACCURACY, averageTime: DEFAULT_TIME_SPENT };
}

/** The lesson after `lessonId` in `order` ('' after the last); the current lesson stays when the id is not in the order. */
function nextLessonId(order: readonly string[], lessonId: string, current: string): string {
  const index = order.indexOf(lessonId);
  return index < 0 ? current : (order[index + 1] ?? '');
}

/** Completes a lesson: ignored when already completed; else appends it, moves current to the next lesson, adds XP (server's, else round(base × performance multiplier)), updates the streak (streakAfterActivity: a back-dated completion never lowers it), time, running accuracy, lessons per day and count, then unlocks achievements once each and adds their bonus XP. */
export function completeLesson(
  progress: LanguageProgress,
  completion: LessonCompletion,
  context: CompletionContext,
): CompletionResult {
  if (progress.completedLessons.includes(completion.lessonId)) {
    return { progress, xpEarned: 0, unlockedAchievements: [], bonusXp: 0, alreadyCompleted: true };
  }
  const accuracy = completionAccuracy(completion.score);
  const timeSpent = completionTime(completion.timeSpent);
  const lesson = {
    accuracy,
    mistakeCount: completion.mistakeCount ?? 0,
    culturalEngagement: completion.culturalEngagement,
  };
  const base = lessonBaseXp(completion.lessonType ?? '', lessonPositionFromId(completion.lessonId));
  const earned =
    completion.xpEarned ?? xpEarned(base, { accuracy, timeSpent, culturalEngagement: completion.culturalEngagement });
  const count = progress.totalLessonsCompleted + 1;
  const updated: LanguageProgress = {
    ...progress,
    completedLessons: [...progress.completedLessons, completion.lessonId],
    currentLessonId: nextLessonId(lessonOrder(context.outline), completion.lessonId, progress.currentLessonId),
    totalXP: progress.totalXP + earned,
    ...streakWithDays(progress, context.today, activeDays(progress)),
    totalTimeSpent: progress.totalTimeSpent + timeSpent,
    averageAccuracy: (progress.averageAccuracy * progress.totalLessonsCompleted + accuracy) / count,
    lessonsPerDay: { ...progress.lessonsPerDay, [context.today]: (progress.lessonsPerDay[context.today] ?? 0) + 1 },
    totalLessonsCompleted: count,
  };
  const unlocked = evaluateAchievements({
    definitions: context.achievements,
    unlockedIds: progress.unlockedAchievements,
    progress: updated,
    outline: context.outline,
    lesson,
  });
  const bonusXp = unlocked.reduce((sum, item) => sum + item.xpBonus, 0);
  return {
    progress: {
      ...updated,
      totalXP: updated.totalXP + bonusXp,
      unlockedAchievements: [...progress.unlockedAchievements, ...unlocked.map((item) => item.achievement.id)],
    },
    xpEarned: earned,
    unlockedAchievements: unlocked,
    bonusXp,
    alreadyCompleted: false,
  };
}

/** The days with a lesson or a practice session that the record knows of (a record older than practicePerDay has none of the latter). */
export function activeDays(progress: Pick<LanguageProgress, 'lessonsPerDay' | 'practicePerDay'>): string[] {
  return [...Object.keys(progress.lessonsPerDay ?? {}), ...Object.keys(progress.practicePerDay ?? {})];
}
