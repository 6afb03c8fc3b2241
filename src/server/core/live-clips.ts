import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { clipCredit } from '../../domain/clipReview.ts';
import type { Db } from '../db/database.ts';
import { audioClips } from '../db/schema.ts';

/** The newest approved clip of a prompt: its id (which versions its URL) and its credit. */
export interface LiveClip {
  id: string;
  credit: string;
}

/**
 * The newest approved clip (with its bytes stored) of each prompt of a language, by prompt key ('vocabulary/ndewo'),
 * read when asked, so practice plays a clip from the moment it is approved (no export, no rebuild). Here rather than in
 * src/server/audio so that practice, beside audio, can read it.
 */
export async function liveClips(db: Pick<Db, 'select'>, language: string): Promise<Map<string, LiveClip>> {
  const rows = await db
    .select({ id: audioClips.id, promptKey: audioClips.promptKey, creditName: audioClips.creditName })
    .from(audioClips)
    .where(and(eq(audioClips.language, language), eq(audioClips.state, 'approved'), isNotNull(audioClips.bytes)))
    .orderBy(desc(audioClips.decidedAt), desc(audioClips.createdAt));
  const clips = new Map<string, LiveClip>();
  for (const row of rows)
    if (!clips.has(row.promptKey)) clips.set(row.promptKey, { id: row.id, credit: clipCredit(row.creditName) });
  return clips;
}

/** The practice audio key of an approved clip: '<language>/<kind>/<key>?v=<clip id>' (see practiceAudioUrl). */
export function liveAudioKey(language: string, prompt: string, clipId: string): string {
  return `${language}/${prompt}?v=${encodeURIComponent(clipId)}`;
}
