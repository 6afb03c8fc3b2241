import { eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { audioClips } from '../db/schema.ts';

/** A new clip's row, without its bytes (the storage keeps those). */
export type NewClip = Omit<typeof audioClips.$inferInsert, 'bytes'>;

/**
 * Where the bytes of contributed recordings live, by clip id. Only ids the server made reach it: nothing a client
 * sends names a place. Today the bytes sit in the clip's own row; another store (a bucket) could take its place.
 */
export interface ClipStorage {
  /**
   * Saves a new clip, row and bytes together, so that no reader ever finds the row without its bytes (N3): a crash
   * leaves both or neither. `admit` runs first in the transaction that inserts the row and may refuse by throwing;
   * a bucket would write the bytes first and insert the row last.
   */
  create(clip: NewClip, bytes: Buffer, admit: (tx: Db) => Promise<void>): Promise<void>;
  /** The clip's bytes, or null when there are none. */
  read(clipId: string): Promise<Buffer | null>;
  remove(clipId: string): Promise<void>;
}

/** The condition a clip row meets when its bytes are stored: readers list, serve and review only such rows. */
export const clipHasBytes = isNotNull(audioClips.bytes);

/** Keeps recordings in the database, so every server on it (PGlite or PostgreSQL) serves the same clips. */
export function databaseClipStorage(db: Db): ClipStorage {
  return {
    async create(clip, bytes, admit) {
      await db.transaction(async (tx) => {
        await admit(tx);
        await tx.insert(audioClips).values({ ...clip, bytes });
      });
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

/**
 * Deletes clip rows that have no bytes, as an interrupted upload or removal by an older server left them (N3);
 * answers how many.
 */
export async function removeBytelessClips(db: Db): Promise<number> {
  const removed = await db.delete(audioClips).where(isNull(audioClips.bytes)).returning({ id: audioClips.id });
  return removed.length;
}
