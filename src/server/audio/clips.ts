import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  CLIP_LICENCE,
  clipCredit,
  clipRejectReasons,
  clipState,
  creditName,
  CREDIT_NAME_RULE,
  reviewRefusal,
  type ClipRejectReason,
  type ClipState,
  type ClipVerdict,
  type ReviewRefusal,
} from '../../domain/clipReview.ts';
import { creditWithVariety } from '../../domain/speakerDetails.ts';
import type { Caller } from '../auth/identify.ts';
import { storableText } from '../../shared/storable-text.ts';
import { audioClips, audioSpeakers, clipReviews } from '../db/schema.ts';
import type { ApiContext } from '../core/context.ts';
import { ApiError } from '../core/envelope.ts';
import { inspectMp3 } from './mp3.ts';
import { findPrompt, versionedUrl, wholeConversation, type AudioPrompt } from './prompts.ts';
import { mustReview } from './review-access.ts';
import { checkClipQuotas, DEFAULT_CLIP_QUOTAS, type ClipQuotas } from './quotas.ts';
import { clipHasBytes, type ClipStorage } from './storage.ts';

/** What an upload names beside its bytes, sent in the query string: the prompt, the credit and the licence accepted. */
export const clipUploadQuery = z.strictObject({
  prompt: storableText(120).describe("The prompt's key: 'vocabulary/<slug>' or 'conversations/<lesson id>-line-<n>'"),
  credit: storableText(200).describe(`The name to credit: ${CREDIT_NAME_RULE}`),
  licence: z
    .literal(CLIP_LICENCE, { error: `must be '${CLIP_LICENCE}', accepted by the contributor` })
    .describe('The licence the contributor grants'),
});

/** A verdict on a clip: an approval, or a rejection with its reason. */
export const clipReviewBody = z.strictObject({
  verdict: z.enum(['approve', 'reject']),
  reason: z.enum(clipRejectReasons).optional(),
});

export interface ClipSummary {
  id: string;
  language: string;
  prompt: string;
  text: string;
  meaning: string;
  creditName: string;
  credit: string;
  durationMs: number;
  state: ClipState;
  createdAt: string;
  /** Rejection reasons given so far (shown to the contributor as text). */
  reasons: ClipRejectReason[];
  /** Where a reviewer or the contributor listens to it. */
  audioUrl: string;
}

const refusals: Record<ReviewRefusal, ApiError> = {
  own_clip: new ApiError(403, 'own_clip', 'You cannot review your own recording.'),
  already_reviewed: new ApiError(409, 'already_reviewed', 'You have already reviewed this recording.'),
  already_decided: new ApiError(409, 'already_decided', 'This recording has already been decided.'),
  reason_required: new ApiError(
    400,
    'invalid_field',
    `reason: a rejection needs one of ${clipRejectReasons.join(', ')}`,
  ),
  reason_not_allowed: new ApiError(400, 'invalid_field', 'reason: only a rejection has a reason'),
};

/** The prompt a stored clip recorded: one offered today, or a whole conversation of before (prompts.ts). */
const promptOf = (ctx: ApiContext, language: string, key: string): AudioPrompt | undefined =>
  findPrompt(ctx.catalogue, language, key) ?? wholeConversation(ctx.catalogue, language, key);

/** A language that has a course, or 404. */
export function courseLanguage(ctx: ApiContext, language: string): string {
  if (!ctx.catalogue.courses.has(language)) throw new ApiError(404, 'language_not_found', 'Language not found');
  return language;
}

/** Whether the learner declared they speak the language. */
export async function isSpeaker(ctx: ApiContext, userId: string, language: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(audioSpeakers)
    .where(and(eq(audioSpeakers.userId, userId), eq(audioSpeakers.language, language)));
  return (row?.n ?? 0) > 0;
}

/** POST /audio/{language}/speaker: the learner declares they speak the language (once; again changes nothing). */
export async function declareSpeaker(ctx: ApiContext, caller: Caller, language: string) {
  courseLanguage(ctx, language);
  await ctx.db
    .insert(audioSpeakers)
    .values({ userId: caller.userId, language, declaredAt: ctx.now() })
    .onConflictDoNothing();
  return { language, speaker: true };
}

function summaryOf(
  row: typeof audioClips.$inferSelect,
  prompt: AudioPrompt | undefined,
  reasons: ClipRejectReason[],
): ClipSummary {
  return {
    id: row.id,
    language: row.language,
    prompt: row.promptKey,
    text: prompt?.text ?? row.promptKey,
    meaning: prompt?.meaning ?? '',
    creditName: row.creditName,
    credit: clipCredit(row.creditName),
    durationMs: row.durationMs,
    state: row.state as ClipState,
    createdAt: row.createdAt.toISOString(),
    reasons,
    audioUrl: `/api/audio/clips/${row.id}/audio`,
  };
}

const clipColumns = {
  id: audioClips.id,
  language: audioClips.language,
  kind: audioClips.kind,
  promptKey: audioClips.promptKey,
  contributorId: audioClips.contributorId,
  creditName: audioClips.creditName,
  licence: audioClips.licence,
  mime: audioClips.mime,
  durationMs: audioClips.durationMs,
  size: audioClips.size,
  state: audioClips.state,
  createdAt: audioClips.createdAt,
  decidedAt: audioClips.decidedAt,
};
type ClipRow = Omit<typeof audioClips.$inferSelect, 'bytes'>;
const asRow = (row: ClipRow): typeof audioClips.$inferSelect => ({ ...row, bytes: null });

/**
 * POST /audio/{language}/clips: stores a declared speaker's recording of a prompt as pending. The bytes are parsed
 * (MP3, mono, 0.3-15 s) before anything is stored; the query names the prompt, the credit and the licence. The row
 * and its bytes are stored together, within the pending quotas.
 */
export async function uploadClip(
  ctx: ApiContext,
  storage: ClipStorage,
  caller: Caller,
  language: string,
  query: z.infer<typeof clipUploadQuery>,
  bytes: Buffer,
  quotas: ClipQuotas = DEFAULT_CLIP_QUOTAS,
): Promise<ClipSummary> {
  courseLanguage(ctx, language);
  const prompt = findPrompt(ctx.catalogue, language, query.prompt);
  if (!prompt) throw new ApiError(404, 'prompt_not_found', `No word or conversation '${query.prompt}' in this course.`);
  const name = creditName(query.credit);
  if (name === null) throw new ApiError(400, 'invalid_field', `credit: ${CREDIT_NAME_RULE}`);
  if (!(await isSpeaker(ctx, caller.userId, language)))
    throw new ApiError(403, 'not_a_speaker', 'Say that you speak this language before recording for it.');
  const { durationMs } = await inspectMp3(bytes);
  const clip = {
    id: randomUUID(),
    language,
    kind: prompt.kind,
    promptKey: prompt.prompt,
    contributorId: caller.userId,
    creditName: name,
    licence: query.licence,
    mime: 'audio/mpeg',
    durationMs,
    size: bytes.length,
    state: 'pending',
    createdAt: ctx.now(),
    decidedAt: null,
  } satisfies ClipRow;
  await storage.create(clip, bytes, (tx) => checkClipQuotas(tx, quotas, clip));
  return summaryOf(asRow(clip), prompt, []);
}

async function reasonsOf(ctx: ApiContext, ids: readonly string[]): Promise<Map<string, ClipRejectReason[]>> {
  const byClip = new Map<string, ClipRejectReason[]>();
  if (ids.length === 0) return byClip;
  const rows = await ctx.db
    .select({ clipId: clipReviews.clipId, reason: clipReviews.reason })
    .from(clipReviews)
    .where(and(inArray(clipReviews.clipId, [...ids]), eq(clipReviews.verdict, 'reject')));
  for (const row of rows)
    if (row.reason) byClip.set(row.clipId, [...(byClip.get(row.clipId) ?? []), row.reason as ClipRejectReason]);
  return byClip;
}

/** GET /audio/{language}/clips/pending: the clips this admin or reviewer can still review, oldest first (not their own, not reviewed by them). */
export async function pendingClips(ctx: ApiContext, caller: Caller, language: string): Promise<ClipSummary[]> {
  courseLanguage(ctx, language);
  await mustReview(ctx, caller, language);
  const reviewed = ctx.db
    .select({ id: clipReviews.clipId })
    .from(clipReviews)
    .where(eq(clipReviews.reviewerId, caller.userId));
  const rows = await ctx.db
    .select(clipColumns)
    .from(audioClips)
    .where(
      and(
        eq(audioClips.language, language),
        eq(audioClips.state, 'pending'),
        clipHasBytes,
        ne(audioClips.contributorId, caller.userId),
        sql`${audioClips.id} not in ${reviewed}`,
      ),
    )
    .orderBy(audioClips.createdAt)
    .limit(100);
  const reasons = await reasonsOf(
    ctx,
    rows.map((r) => r.id),
  );
  return rows.map((row) => summaryOf(asRow(row), promptOf(ctx, language, row.promptKey), reasons.get(row.id) ?? []));
}

/** GET /audio/clips/mine: the learner's own clips, newest first, with their state and any rejection reasons. */
export async function myClips(ctx: ApiContext, caller: Caller): Promise<ClipSummary[]> {
  const rows = await ctx.db
    .select(clipColumns)
    .from(audioClips)
    .where(and(eq(audioClips.contributorId, caller.userId), clipHasBytes))
    .orderBy(desc(audioClips.createdAt))
    .limit(200);
  const reasons = await reasonsOf(
    ctx,
    rows.map((r) => r.id),
  );
  return rows.map((row) =>
    summaryOf(asRow(row), promptOf(ctx, row.language, row.promptKey), reasons.get(row.id) ?? []),
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const clipNotFound = () => new ApiError(404, 'clip_not_found', 'Recording not found');

async function clipById(ctx: ApiContext, clipId: string): Promise<ClipRow> {
  if (!UUID.test(clipId)) throw clipNotFound();
  // A row without its bytes (left by a crash before N3 was fixed) is no clip: it cannot be heard, reviewed or removed.
  const [row] = await ctx.db
    .select(clipColumns)
    .from(audioClips)
    .where(and(eq(audioClips.id, clipId), clipHasBytes));
  if (!row) throw clipNotFound();
  return row;
}

/** GET /audio/clips/{id}/audio: a clip's bytes, for its contributor and for whoever may review its language. */
export async function clipAudio(
  ctx: ApiContext,
  storage: ClipStorage,
  caller: Caller,
  clipId: string,
): Promise<Buffer> {
  const row = await clipById(ctx, clipId);
  if (row.contributorId !== caller.userId) await mustReview(ctx, caller, row.language);
  const bytes = await storage.read(row.id);
  if (!bytes) throw clipNotFound();
  return bytes;
}

/**
 * POST /audio/clips/{id}/review: records one verdict and applies the rule (one admin, or two reviewers, decide).
 * The clip's row is locked while its reviews are read and written, so two verdicts at once are counted in turn.
 */
export async function reviewClip(
  ctx: ApiContext,
  caller: Caller,
  clipId: string,
  body: z.infer<typeof clipReviewBody>,
) {
  const clip = await clipById(ctx, clipId);
  await mustReview(ctx, caller, clip.language);
  const verdict: ClipVerdict = body.verdict;
  const reason = body.reason ?? null;
  const asAdmin = caller.role === 'admin';
  return ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ state: audioClips.state })
      .from(audioClips)
      .where(eq(audioClips.id, clip.id))
      .for('update');
    // Withdrawn or removed while this verdict waited for the lock (or after clipById read it): nothing to review.
    if (!locked) throw clipNotFound();
    const reviews = (await tx.select().from(clipReviews).where(eq(clipReviews.clipId, clip.id))).map((r) => ({
      reviewerId: r.reviewerId,
      verdict: r.verdict as ClipVerdict,
      asAdmin: r.asAdmin,
    }));
    const refusal = reviewRefusal({
      contributorId: clip.contributorId,
      state: locked.state as ClipState,
      reviews,
      reviewerId: caller.userId,
      verdict,
      reason,
    });
    if (refusal) throw refusals[refusal];
    await tx
      .insert(clipReviews)
      .values({ clipId: clip.id, reviewerId: caller.userId, verdict, reason, asAdmin, createdAt: ctx.now() });
    const state = clipState([...reviews, { reviewerId: caller.userId, verdict, asAdmin }]);
    if (state !== 'pending')
      await tx.update(audioClips).set({ state, decidedAt: ctx.now() }).where(eq(audioClips.id, clip.id));
    return { id: clip.id, state, reviews: reviews.length + 1 };
  });
}

/** The dashboard's figures: approved clips (to add to the declared static files) and clips waiting for review. */
export async function clipCounts(ctx: ApiContext): Promise<{ approved: number; pending: number }> {
  const rows = await ctx.db
    .select({ state: audioClips.state, n: count() })
    .from(audioClips)
    .where(clipHasBytes)
    .groupBy(audioClips.state);
  const of = (state: ClipState) => rows.find((r) => r.state === state)?.n ?? 0;
  return { approved: of('approved'), pending: of('pending') };
}

/** The newest approved clip of a prompt, with its bytes, for the spec's /audio/ URL; undefined when there is none. */
export async function approvedClip(ctx: ApiContext, storage: ClipStorage, language: string, kind: string, key: string) {
  const [row] = await ctx.db
    .select({ id: audioClips.id, creditName: audioClips.creditName, decidedAt: audioClips.decidedAt })
    .from(audioClips)
    .where(
      and(
        eq(audioClips.language, language),
        eq(audioClips.kind, kind),
        eq(audioClips.promptKey, `${kind}/${key}`),
        eq(audioClips.state, 'approved'),
        clipHasBytes,
      ),
    )
    .orderBy(desc(audioClips.decidedAt), desc(audioClips.createdAt))
    .limit(1);
  if (!row) return undefined;
  const bytes = await storage.read(row.id);
  return bytes ? { id: row.id, creditName: row.creditName, bytes } : undefined;
}

/**
 * GET /audio/{language}/recordings: each prompt's newest approved clip, as the lesson players add it (native,
 * credited), at its versioned URL ('?v=<clip id>', see serve.ts): a new approval is a new URL, never stale bytes.
 */
export async function approvedRecordings(ctx: ApiContext, language: string) {
  courseLanguage(ctx, language);
  const rows = await ctx.db
    .select({
      id: audioClips.id,
      promptKey: audioClips.promptKey,
      creditName: audioClips.creditName,
      variety: audioSpeakers.variety,
    })
    .from(audioClips)
    .leftJoin(
      audioSpeakers,
      and(eq(audioSpeakers.userId, audioClips.contributorId), eq(audioSpeakers.language, audioClips.language)),
    )
    .where(and(eq(audioClips.language, language), eq(audioClips.state, 'approved'), clipHasBytes))
    .orderBy(desc(audioClips.decidedAt), desc(audioClips.createdAt));
  const seen = new Set<string>();
  return rows.flatMap((row) => {
    const prompt = promptOf(ctx, language, row.promptKey);
    if (!prompt || seen.has(prompt.prompt)) return [];
    seen.add(prompt.prompt);
    return [
      {
        kind: prompt.kind,
        key: prompt.key,
        text: prompt.text,
        url: versionedUrl(prompt.url, row.id),
        credit: creditWithVariety(clipCredit(row.creditName), row.variety),
      },
    ];
  });
}

/**
 * DELETE /audio/clips/{id}: contributors withdraw their own recordings (in any state) and admins remove any; the
 * bytes go first, then the clip and its reviews. Of two removals at once, the one that deletes no row answers 404.
 */
export async function removeClip(ctx: ApiContext, storage: ClipStorage, caller: Caller, clipId: string) {
  const clip = await clipById(ctx, clipId);
  if (clip.contributorId !== caller.userId && caller.role !== 'admin')
    throw new ApiError(
      403,
      'forbidden',
      'Only the speaker who recorded it, or an administrator, can remove a recording.',
    );
  await storage.remove(clip.id);
  const removed = await ctx.db.delete(audioClips).where(eq(audioClips.id, clip.id)).returning({ id: audioClips.id });
  if (removed.length === 0) throw clipNotFound();
  return { id: clip.id, removed: true };
}

/** How long a rejected recording is kept (so its speaker can read why) before it is deleted. */
export const REJECTED_KEPT_DAYS = 30;

/** Deletes recordings rejected more than REJECTED_KEPT_DAYS ago; answers how many. */
export async function purgeRejectedClips(ctx: ApiContext, storage: ClipStorage): Promise<number> {
  const before = new Date(ctx.now().getTime() - REJECTED_KEPT_DAYS * 24 * 60 * 60 * 1000);
  const old = await ctx.db
    .select({ id: audioClips.id })
    .from(audioClips)
    .where(and(eq(audioClips.state, 'rejected'), lt(audioClips.decidedAt, before)));
  for (const { id } of old) await storage.remove(id);
  if (old.length > 0)
    await ctx.db.delete(audioClips).where(
      inArray(
        audioClips.id,
        old.map((r) => r.id),
      ),
    );
  return old.length;
}
