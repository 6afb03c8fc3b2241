import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { clipCredit, type ClipState } from '../../domain/clipReview.ts';
import { varietyChoices } from '../../domain/speakerDetails.ts';
import { audioFile } from '../../content/audio.ts';
import { ADMIN_CLIP_STATES, type AdminClipFilterField } from '../../shared/admin-clip-filters.ts';
import { recordAuthEvent } from '../auth/audit.ts';
import type { Caller } from '../auth/identify.ts';
import type { ApiContext } from '../core/context.ts';
import { ApiError } from '../core/envelope.ts';
import { audioClips, audioSpeakers } from '../db/schema.ts';
import { removeClip } from './clips.ts';
import { findPrompt } from './prompts.ts';
import { clipHasBytes, type ClipStorage } from './storage.ts';

/** Clips per page of the admin's Audio Files list. */
export const ADMIN_CLIPS_PAGE_SIZE = 20;

/** GET /admin/audio/clips's filters: language, state, speaker (a credit name or an account id), variety, page. */
export const adminClipsQuery = z.strictObject({
  language: z.string().max(40).optional(),
  state: z.enum(ADMIN_CLIP_STATES).optional(),
  speaker: z.string().max(80).optional().describe("Part of the speaker's credit name, or their account id"),
  variety: z.string().max(80).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
} satisfies Record<AdminClipFilterField | 'page', z.ZodType>);

/** One clip as the admin's Audio Files list shows it. */
export interface AdminClip {
  id: string;
  language: string;
  prompt: string;
  text: string;
  contributorId: string;
  creditName: string;
  credit: string;
  variety: string | null;
  ageRange: string | null;
  gender: string | null;
  state: ClipState;
  durationMs: number;
  createdAt: string;
  decidedAt: string | null;
  audioUrl: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The varieties the filter offers: the language's (or every language's), then the one for a variety not listed. */
function filterVarieties(ctx: ApiContext, language: string | undefined): string[] {
  return varietyChoices(
    language ? (ctx.catalogue.varieties.get(language) ?? []) : [...ctx.catalogue.varieties.values()].flat(),
  );
}

function filterOf(ctx: ApiContext, query: z.infer<typeof adminClipsQuery>): SQL | undefined {
  if (query.language !== undefined && !ctx.catalogue.courses.has(query.language))
    throw new ApiError(400, 'unknown_language', `language: no course '${query.language}'`);
  const variety = query.variety?.normalize('NFC').trim();
  if (variety && !filterVarieties(ctx, query.language).includes(variety))
    throw new ApiError(400, 'unknown_variety', `variety: '${variety}' is not a listed variety`);
  const speaker = query.speaker?.trim();
  return and(
    clipHasBytes,
    query.language ? eq(audioClips.language, query.language) : undefined,
    query.state ? eq(audioClips.state, query.state) : undefined,
    variety ? eq(audioSpeakers.variety, variety) : undefined,
    speaker
      ? UUID.test(speaker)
        ? eq(audioClips.contributorId, speaker.toLowerCase())
        : ilike(audioClips.creditName, `%${likeEscaped(speaker)}%`)
      : undefined,
  );
}

/**
 * GET /admin/audio/clips: every stored clip, newest first, filtered and paged, with its speaker's details and the
 * varieties the variety filter offers (the language's, or every language's).
 */
export async function adminClips(ctx: ApiContext, query: z.infer<typeof adminClipsQuery>) {
  const where = filterOf(ctx, query);
  const speakerJoin = and(
    eq(audioSpeakers.userId, audioClips.contributorId),
    eq(audioSpeakers.language, audioClips.language),
  );
  const [total] = await ctx.db
    .select({ n: count() })
    .from(audioClips)
    .leftJoin(audioSpeakers, speakerJoin)
    .where(where);
  const rows = await ctx.db
    .select({
      id: audioClips.id,
      language: audioClips.language,
      promptKey: audioClips.promptKey,
      contributorId: audioClips.contributorId,
      creditName: audioClips.creditName,
      state: audioClips.state,
      durationMs: audioClips.durationMs,
      createdAt: audioClips.createdAt,
      decidedAt: audioClips.decidedAt,
      variety: audioSpeakers.variety,
      ageRange: audioSpeakers.ageRange,
      gender: audioSpeakers.gender,
    })
    .from(audioClips)
    .leftJoin(audioSpeakers, speakerJoin)
    .where(where)
    .orderBy(desc(audioClips.createdAt), desc(audioClips.id))
    .limit(ADMIN_CLIPS_PAGE_SIZE)
    .offset((query.page - 1) * ADMIN_CLIPS_PAGE_SIZE);
  const clips: AdminClip[] = rows.map((row) => ({
    id: row.id,
    language: row.language,
    prompt: row.promptKey,
    text: findPrompt(ctx.catalogue, row.language, row.promptKey)?.text ?? row.promptKey,
    contributorId: row.contributorId,
    creditName: row.creditName,
    credit: clipCredit(row.creditName),
    variety: row.variety,
    ageRange: row.ageRange,
    gender: row.gender,
    state: row.state as ClipState,
    durationMs: row.durationMs,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    audioUrl: `/api/audio/clips/${row.id}/audio`,
  }));
  const varieties = filterVarieties(ctx, query.language);
  return { clips, total: total?.n ?? 0, page: query.page, pageSize: ADMIN_CLIPS_PAGE_SIZE, varieties };
}

/**
 * DELETE /admin/audio/clips/{id}: an admin withdraws a clip (its bytes, row and reviews go, so it is no longer served)
 * and the withdrawal is written to the audit log with the admin's id; an unknown clip is 404.
 */
export async function withdrawClip(ctx: ApiContext, storage: ClipStorage, admin: Caller, clipId: string) {
  const [clip] = UUID.test(clipId)
    ? await ctx.db
        .select({
          language: audioClips.language,
          promptKey: audioClips.promptKey,
          contributorId: audioClips.contributorId,
        })
        .from(audioClips)
        .where(eq(audioClips.id, clipId))
    : [];
  const removed = await removeClip(ctx, storage, admin, clipId);
  await recordAuthEvent(
    ctx.db,
    {
      event: 'clip_withdrawn',
      userId: clip?.contributorId ?? null,
      actor: 'admin',
      detail: { clip: clipId, language: clip?.language ?? null, prompt: clip?.promptKey ?? null, by: admin.userId },
    },
    ctx.now(),
  );
  return removed;
}

/**
 * The dashboard's Audio Files figure: distinct files learners can hear, the declared static files plus each prompt
 * with an approved clip that no declared file already covers (an exported clip is one file, not two).
 */
export async function audioFileCount(ctx: ApiContext): Promise<number> {
  const rows = await ctx.db
    .selectDistinct({ language: audioClips.language, promptKey: audioClips.promptKey })
    .from(audioClips)
    .where(and(eq(audioClips.state, 'approved'), clipHasBytes));
  const files = new Set(ctx.catalogue.audioFiles);
  for (const row of rows) {
    const prompt = findPrompt(ctx.catalogue, row.language, row.promptKey);
    if (prompt) files.add(audioFile(row.language, prompt.kind, prompt.key));
  }
  return files.size;
}
