import { and, eq } from 'drizzle-orm';
import { initialProgress, type LanguageProgress } from '../../domain/index.ts';
import type { Db } from '../db/database.ts';
import { languageProgress } from '../db/schema.ts';

/** A stored record read back as the domain's LanguageProgress, with defaults for any field it lacks. */
export function asProgress(stored: Record<string, unknown> | undefined, order: readonly string[]): LanguageProgress {
  return { ...initialProgress(order), ...(stored ?? {}) } as LanguageProgress;
}

/** The learner's record for a language, or a fresh one when there is none yet. */
export async function readProgress(
  db: Db,
  userId: string,
  language: string,
  order: readonly string[],
): Promise<LanguageProgress> {
  const [row] = await db
    .select()
    .from(languageProgress)
    .where(and(eq(languageProgress.userId, userId), eq(languageProgress.language, language)));
  return asProgress(row?.progress, order);
}

/**
 * The learner's record for a language, locked until the transaction `tx` ends, so writes that read it first are applied
 * one after the other; a fresh record, with `stored` false, when there is none yet.
 */
export async function lockProgress(
  tx: Pick<Db, 'select'>,
  userId: string,
  language: string,
  order: readonly string[],
): Promise<{ progress: LanguageProgress; stored: boolean }> {
  const [row] = await tx
    .select({ progress: languageProgress.progress })
    .from(languageProgress)
    .where(and(eq(languageProgress.userId, userId), eq(languageProgress.language, language)))
    .for('update');
  return { progress: asProgress(row?.progress, order), stored: row !== undefined };
}

/** Every language's record of a learner. */
export async function readAllProgress(
  db: Db,
  userId: string,
): Promise<{ language: string; progress: LanguageProgress }[]> {
  const rows = await db.select().from(languageProgress).where(eq(languageProgress.userId, userId));
  return rows.map((row) => ({ language: row.language, progress: asProgress(row.progress, []) }));
}
