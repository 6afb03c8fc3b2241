import { and, countDistinct, eq, inArray, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { promptsByNeed, voicedCount } from '../../domain/promptNeed.ts';
import type { Caller } from '../auth/identify.ts';
import type { ApiContext } from '../core/context.ts';
import { ApiError } from '../core/envelope.ts';
import { audioClips, audioPromptSkips, clipReviews, lessonCompletions } from '../db/schema.ts';
import { courseLanguage, isSpeaker } from './clips.ts';
import { audioPrompts, findPrompt, lineLesson, type AudioPrompt } from './prompts.ts';
import { isReviewer, reviewLanguages } from './review-access.ts';
import { clipHasBytes } from './storage.ts';

/** The body of POST /audio/{language}/prompts/skip: the prompt the speaker passes over. */
export const promptSkipBody = z.strictObject({
  prompt: z.string().max(120).describe("The prompt's key: 'vocabulary/<slug>' or 'conversations/<lesson id>-line-<n>'"),
});

async function voicedPrompts(ctx: ApiContext, language: string): Promise<Set<string>> {
  const rows = await ctx.db
    .selectDistinct({ prompt: audioClips.promptKey })
    .from(audioClips)
    .where(and(eq(audioClips.language, language), eq(audioClips.state, 'approved'), clipHasBytes));
  return new Set(rows.map((r) => r.prompt));
}

/**
 * The prompts this speaker sent (in any state, withdrawn ones aside; a clip whose bytes were never stored is not a
 * recording, N3) or skipped in a language.
 */
async function seenPrompts(ctx: ApiContext, userId: string, language: string): Promise<Set<string>> {
  const sent = await ctx.db
    .selectDistinct({ prompt: audioClips.promptKey })
    .from(audioClips)
    .where(and(eq(audioClips.language, language), eq(audioClips.contributorId, userId), clipHasBytes));
  const skipped = await ctx.db
    .select({ prompt: audioPromptSkips.promptKey })
    .from(audioPromptSkips)
    .where(and(eq(audioPromptSkips.language, language), eq(audioPromptSkips.userId, userId)));
  return new Set([...sent, ...skipped].map((r) => r.prompt));
}

/** How many learners completed each lesson of a language. */
async function learnersByLesson(ctx: ApiContext, language: string): Promise<Map<string, number>> {
  const rows = await ctx.db
    .select({ lessonId: lessonCompletions.lessonId, n: countDistinct(lessonCompletions.userId) })
    .from(lessonCompletions)
    .where(eq(lessonCompletions.language, language))
    .groupBy(lessonCompletions.lessonId);
  return new Map(rows.map((r) => [r.lessonId, r.n]));
}

/** The lesson where learners meet a prompt: a word's teaching lesson, a conversation line's own lesson. */
function lessonOf(ctx: ApiContext, language: string): (prompt: AudioPrompt) => string | null {
  const teaching = new Map(
    (ctx.catalogue.practice.get(language)?.vocabulary ?? []).map((w) => [w.slug, w.lessonId] as const),
  );
  return (prompt) => (prompt.kind === 'conversations' ? lineLesson(prompt.key) : (teaching.get(prompt.key) ?? null));
}

/** How many conversations have a voice in every line, of how many. */
function voicedConversations(all: readonly AudioPrompt[], voiced: ReadonlySet<string>) {
  const byLesson = Map.groupBy(
    all.filter((p) => p.kind === 'conversations'),
    (p) => lineLesson(p.key),
  );
  const done = [...byLesson.values()].filter((lines) => lines.every((p) => voiced.has(p.prompt))).length;
  return { voiced: done, total: byLesson.size };
}

/**
 * GET /audio/{language}/prompts: whether the learner declared and reviews, the prompts to offer them by need (none
 * with an approved clip, none they sent or skipped; src/domain/promptNeed.ts), and how many words, conversations
 * (every line) and conversation lines have a voice.
 */
export async function contributionState(ctx: ApiContext, caller: Caller, language: string) {
  courseLanguage(ctx, language);
  const all = audioPrompts(ctx.catalogue, language);
  const voiced = await voicedPrompts(ctx, language);
  const order = ctx.catalogue.courses.get(language)?.order ?? [];
  const lesson = lessonOf(ctx, language);
  const offered = promptsByNeed(
    all.map((p) => ({ ...p, lessonId: lesson(p) })),
    {
      voiced,
      seen: await seenPrompts(ctx, caller.userId, language),
      position: new Map(order.map((id, index) => [id, index])),
      learners: await learnersByLesson(ctx, language),
    },
  );
  return {
    language,
    speaker: await isSpeaker(ctx, caller.userId, language),
    reviewer: await isReviewer(ctx, caller, language),
    prompts: offered.map(({ lessonId: _lesson, ...prompt }) => prompt),
    progress: {
      words: voicedCount(
        all.filter((p) => p.kind === 'vocabulary'),
        voiced,
      ),
      conversations: voicedConversations(all, voiced),
      lines: voicedCount(
        all.filter((p) => p.kind === 'conversations'),
        voiced,
      ),
    },
  };
}

/** POST /audio/{language}/prompts/skip: the speaker passes over a prompt, which is not offered to them again. */
export async function skipPrompt(
  ctx: ApiContext,
  caller: Caller,
  language: string,
  body: z.infer<typeof promptSkipBody>,
) {
  courseLanguage(ctx, language);
  if (!findPrompt(ctx.catalogue, language, body.prompt))
    throw new ApiError(404, 'prompt_not_found', `No word or conversation '${body.prompt}' in this course.`);
  await ctx.db
    .insert(audioPromptSkips)
    .values({ userId: caller.userId, language, promptKey: body.prompt, skippedAt: ctx.now() })
    .onConflictDoNothing();
  return { language, prompt: body.prompt, skipped: true as const };
}

/**
 * GET /audio/reviews/summary: the languages the caller reviews, with the clips waiting for them in each (not their
 * own, not yet reviewed by them), for the header's "Review recordings (N)".
 */
export async function reviewSummary(
  ctx: ApiContext,
  caller: Caller,
): Promise<{ reviewer: boolean; pending: number; languages: { language: string; pending: number }[] }> {
  const languages = await reviewLanguages(ctx, caller);
  if (languages.length === 0) return { reviewer: false, pending: 0, languages: [] };
  const reviewed = ctx.db
    .select({ id: clipReviews.clipId })
    .from(clipReviews)
    .where(eq(clipReviews.reviewerId, caller.userId));
  const rows = await ctx.db
    .select({ language: audioClips.language, n: sql<number>`count(*)`.mapWith(Number) })
    .from(audioClips)
    .where(
      and(
        inArray(audioClips.language, languages),
        eq(audioClips.state, 'pending'),
        clipHasBytes,
        ne(audioClips.contributorId, caller.userId),
        sql`${audioClips.id} not in ${reviewed}`,
      ),
    )
    .groupBy(audioClips.language);
  const waiting = languages.map((language) => ({
    language,
    pending: rows.find((r) => r.language === language)?.n ?? 0,
  }));
  return { reviewer: true, pending: waiting.reduce((sum, l) => sum + l.pending, 0), languages: waiting };
}
