import {
  completeLesson,
  type AchievementDefinition,
  type CourseOutline,
  type LanguageProgress,
} from '../../domain/index.ts';
import type { ApiClient } from '../../lib/api/client.ts';
import type { CompletionRequest } from '../../shared/api-types.ts';
import { MAX_MISSED_QUESTIONS } from '../../shared/completion-limits.ts';
import { completeLessonOnline } from '../../lib/api/completion-outbox.ts';
import type { AppOutbox } from '../../lib/api/outbox.ts';
import type { LessonOutcome } from '../types.ts';

export interface CompletionInput {
  language: string;
  lesson: { id: string; type: string };
  outcome: LessonOutcome;
  /** Seconds from the start of the lesson. */
  timeSpent: number;
  progress: LanguageProgress;
  outline: CourseOutline;
  achievements: readonly AchievementDefinition[];
  now: Date;
  timeZone: string;
  today: string;
  completionId: string;
  /** Present when a learner is signed in: the completion then goes to the server. */
  server?: { client: ApiClient; outbox?: AppOutbox | undefined } | undefined;
}

export interface RecordedCompletion {
  progress: LanguageProgress;
  xpEarned: number;
  achievements: { title: string; icon: string; xpBonus: number }[];
  /** The server could not be reached: kept here and queued for later. */
  savedLocally: boolean;
}

/** What the server is sent for a finished lesson. */
export function completionRequest(input: CompletionInput): CompletionRequest {
  const missed = [...new Set(input.outcome.missedQuestions ?? [])].slice(0, MAX_MISSED_QUESTIONS);
  return {
    language: input.language,
    lessonId: input.lesson.id,
    score: input.outcome.score,
    timeSpent: Math.round(input.timeSpent),
    attempts: Math.max(1, input.outcome.attempts),
    mistakes: input.outcome.mistakes,
    hintsUsed: input.outcome.hintsUsed,
    ...(input.outcome.culturalEngagement !== undefined ? { culturalEngagement: input.outcome.culturalEngagement } : {}),
    completionId: input.completionId,
    completedAt: input.now.toISOString(),
    timeZone: input.timeZone,
    ...(missed.length > 0 ? { missedQuestions: missed } : {}),
  };
}

/**
 * Records a finished lesson: the domain computes it locally, a signed-in learner's completion goes to the
 * server (whose answer wins), and an unreachable server leaves it queued. A refusal by the server throws.
 */
export async function recordCompletion(input: CompletionInput): Promise<RecordedCompletion> {
  // Computed from what the server is sent (whole seconds), so both reach the same record.
  const request = completionRequest(input);
  const local = completeLesson(
    input.progress,
    {
      lessonId: request.lessonId,
      lessonType: input.lesson.type,
      score: request.score,
      timeSpent: request.timeSpent,
      mistakeCount: request.mistakes,
      culturalEngagement: request.culturalEngagement,
    },
    { today: input.today, outline: input.outline, achievements: input.achievements },
  );
  const localResult: RecordedCompletion = {
    progress: local.progress,
    xpEarned: local.xpEarned,
    achievements: local.unlockedAchievements.map((u) => ({
      title: u.achievement.title,
      icon: u.achievement.icon,
      xpBonus: u.xpBonus,
    })),
    savedLocally: false,
  };
  if (!input.server) return localResult;
  const result = await completeLessonOnline(input.server.client, request, input.server.outbox);
  if (result.queued) return { ...localResult, savedLocally: true };
  return {
    progress: result.response.progress,
    xpEarned: result.response.xpEarned,
    achievements: result.response.unlockedAchievements.map((a) => ({
      title: a.title,
      icon: a.icon,
      xpBonus: a.xpBonus,
    })),
    savedLocally: false,
  };
}
