import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { audioReviewers, users } from '../db/schema.ts';

async function accountOf(db: Db, email: string): Promise<{ id: string; email: string }> {
  const address = email.trim().toLowerCase();
  const [user] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.email, address));
  if (!user) throw new Error(`No account uses ${address}.`);
  return { id: user.id, email: user.email ?? address };
}

function checkLanguage(language: string, languages: readonly string[]): void {
  if (!languages.includes(language))
    throw new Error(`No course for '${language}'. Languages with a course: ${languages.join(', ')}.`);
}

/** Lets an account review community recordings of one language (once is enough). */
export async function grantReviewer(
  db: Db,
  email: string,
  language: string,
  languages: readonly string[],
): Promise<{ email: string; language: string }> {
  checkLanguage(language, languages);
  const account = await accountOf(db, email);
  await db.insert(audioReviewers).values({ userId: account.id, language }).onConflictDoNothing();
  return { email: account.email, language };
}

/** Takes the reviewer role of one language away. */
export async function revokeReviewer(
  db: Db,
  email: string,
  language: string,
  languages: readonly string[],
): Promise<{ email: string; language: string }> {
  checkLanguage(language, languages);
  const account = await accountOf(db, email);
  await db
    .delete(audioReviewers)
    .where(and(eq(audioReviewers.userId, account.id), eq(audioReviewers.language, language)));
  return { email: account.email, language };
}
