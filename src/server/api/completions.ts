import type { z } from 'zod';
import {
  completeLessonWithHearts,
  isLessonLocked,
  withoutFutureDays,
  type LanguageProgress,
} from '../../domain/index.ts';
import type { ApiUnlockedAchievement, CompletionResponse } from '../../shared/api-types.ts';
import type { Caller } from '../auth/identify.ts';
import type { lessonCompletions } from '../db/schema.ts';
import type { ApiContext } from '../core/context.ts';
import { ApiError } from '../core/envelope.ts';
import { localDate } from '../core/local-date.ts';
import type { completionSchema } from '../../shared/completion-request.ts';
import type { QuizQuestion } from '../core/practice-content.ts';

/** A completion as the server reads it, once completionSchema has checked it. */
export type CompletionInput = z.infer<typeof completionSchema>;

export type CompletionRow = typeof lessonCompletions.$inferSelect;

/** What deciding and answering a completion needs of a stored one. */
export type StoredCompletion = Pick<
  CompletionRow,
  'id' | 'userId' | 'language' | 'lessonId' | 'xpEarned' | 'bonusXp' | 'unlockedAchievements'
>;

function achievementsById(ctx: ApiContext, ids: readonly string[]): ApiUnlockedAchievement[] {
  return ids.flatMap((id) => {
    const a = ctx.catalogue.achievements.find((d) => d.id === id);
    return a
      ? [{ id: a.id, title: a.title, description: a.description, icon: a.icon, xpBonus: a.xpBonus, rarity: a.rarity }]
      : [];
  });
}

function stored(
  ctx: ApiContext,
  row: StoredCompletion,
  progress: LanguageProgress,
  sameRequest: boolean,
): CompletionResponse {
  return {
    completionId: row.id,
    language: row.language,
    lessonId: row.lessonId,
    xpEarned: sameRequest ? row.xpEarned : 0,
    bonusXp: sameRequest ? row.bonusXp : 0,
    alreadyCompleted: !sameRequest,
    unlockedAchievements: sameRequest ? achievementsById(ctx, row.unlockedAchievements) : [],
    progress,
  };
}

/** The lesson a completion names, with its course; 404 when either is unknown. */
export interface CompletionTarget {
  lesson: NonNullable<ReturnType<ApiContext['catalogue']['lessons']['get']>>;
  course: NonNullable<ReturnType<ApiContext['catalogue']['courses']['get']>>;
}

export function completionTarget(ctx: ApiContext, input: CompletionInput): CompletionTarget {
  const lesson = ctx.catalogue.lessons.get(input.lessonId);
  if (!lesson || lesson.language !== input.language) throw new ApiError(404, 'lesson_not_found', 'Lesson not found');
  const course = ctx.catalogue.courses.get(lesson.language);
  if (!course) throw new ApiError(404, 'course_not_found', 'Course not found');
  return { lesson, course };
}

/**
 * The quiz questions a completion says the learner missed, read in the lesson's content by position: a position the
 * lesson no longer has, or a lesson that is no longer a quiz, names nothing, so a completion queued on a device before a
 * content edit still replays.
 */
export function missedQuestions(ctx: ApiContext, input: CompletionInput, target: CompletionTarget): QuizQuestion[] {
  const questions = ctx.catalogue.practice.get(target.lesson.language)?.quizzes.get(target.lesson.id) ?? [];
  return [...new Set(input.missedQuestions ?? [])].flatMap((position) => questions[position] ?? []);
}

export type NewCompletionRow = typeof lessonCompletions.$inferInsert & {
  id: string;
  unlockedAchievements: string[];
  receivedAt: Date;
};

/** What one completion does, decided with the domain rules from the learner's record and what is already stored. */
export type CompletionStep =
  /** A replay of this completion, or a lesson completed before: answered from what is stored, nothing added. */
  | { kind: 'answer'; response: CompletionResponse }
  | { kind: 'refuse'; error: ApiError }
  | { kind: 'write'; row: NewCompletionRow; next: LanguageProgress };

/**
 * Decides a completion. `earlier` holds the stored completions with this completion's id or of this learner and
 * lesson (zero, one or two); `progress` is the learner's record in the lesson's language, locked by the caller;
 * `attempt.heartsLost` counts the hearts this attempt already lost one by one (heart_losses), which its mistakes do not
 * cost again.
 */
export function decideCompletion(
  ctx: ApiContext,
  caller: Caller,
  input: CompletionInput,
  target: CompletionTarget,
  progress: LanguageProgress,
  earlier: readonly StoredCompletion[],
  attempt: { heartsLost: number } = { heartsLost: 0 },
): CompletionStep {
  const { lesson, course } = target;
  const byId = earlier.find((row) => row.id === input.completionId);
  if (byId) {
    if (byId.userId !== caller.userId || byId.lessonId !== input.lessonId)
      return {
        kind: 'refuse',
        error: new ApiError(409, 'completion_conflict', 'This completion id was already used for another lesson.'),
      };
    return { kind: 'answer', response: stored(ctx, byId, progress, true) };
  }
  const byLesson = earlier.find(
    (row) => row.userId === caller.userId && row.language === lesson.language && row.lessonId === lesson.id,
  );
  if (byLesson) return { kind: 'answer', response: stored(ctx, byLesson, progress, false) };
  if (isLessonLocked(course.order, progress.completedLessons, lesson.id)) {
    return {
      kind: 'refuse',
      error: new ApiError(409, 'lesson_locked', 'This lesson is still locked: complete the lessons before it first.'),
    };
  }

  const today = localDate(new Date(input.completedAt), input.timeZone);
  const result = completeLessonWithHearts(
    // A day stored from a device clock that ran ahead is read as the server's today, so it holds back no refill.
    withoutFutureDays(progress, localDate(ctx.now(), input.timeZone)),
    {
      lessonId: lesson.id,
      lessonType: lesson.lessonType,
      score: input.score,
      timeSpent: input.timeSpent,
      mistakeCount: input.mistakes,
      culturalEngagement: input.culturalEngagement,
    },
    { today, outline: course.outline, achievements: ctx.catalogue.achievements },
    attempt.heartsLost,
  );
  const next = result.progress;
  return {
    kind: 'write',
    next,
    row: {
      id: input.completionId,
      userId: caller.userId,
      language: lesson.language,
      lessonId: lesson.id,
      score: Math.round(input.score),
      timeSpent: Math.round(input.timeSpent),
      attempts: input.attempts,
      mistakes: input.mistakes,
      hintsUsed: input.hintsUsed,
      culturalEngagement: input.culturalEngagement === undefined ? null : Math.round(input.culturalEngagement),
      xpEarned: result.xpEarned,
      bonusXp: result.bonusXp,
      unlockedAchievements: result.unlockedAchievements.map((u) => u.achievement.id),
      localDate: today,
      timeZone: input.timeZone,
      completedAt: new Date(input.completedAt),
      receivedAt: ctx.now(),
    },
  };
}

/** The answer to a completion just written. */
export const writtenResponse = (ctx: ApiContext, row: StoredCompletion, next: LanguageProgress) =>
  stored(ctx, row, next, true);
