import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { audioClips } from '../db/schema.ts';

/**
 * Where the bytes of contributed recordings live, by clip id. Only ids the server made reach it: nothing a client
 * sends names a place. Today the bytes sit in the clip's own row; another store (a bucket) could take its place.
 */
export interface ClipStorage {
  write(clipId: string, bytes: Buffer): Promise<void>;
  /** The clip's bytes, or null when there are none. */
  read(clipId: string): Promise<Buffer | null>;
  remove(clipId: string): Promise<void>;
}

/** Keeps recordings in the database, so every server on it (PGlite or PostgreSQL) serves the same clips. */
export function databaseClipStorage(db: Db): ClipStorage {
  return {
    async write(clipId, bytes) {
      await db.update(audioClips).set({ bytes }).where(eq(audioClips.id, clipId));
    },
    async read(clipId) {
      const [row] = await db.select({ bytes: audioClips.bytes }).from(audioClips).where(eq(audioClips.id, clipId));
      return row?.bytes ?? null;
    },
    async remove(clipId) {
      await db.update(audioClips).set({ bytes: null }).where(eq(audioClips.id, clipId));
    },
  };
}
