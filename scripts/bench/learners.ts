// Learners for the benchmark, signed up through the real auth API.
import type { BrowserContext } from '@playwright/test';

export const PASSWORD = 'bench-kasa-nkwu-42';
export const AUTH_STORAGE_KEY = 'lugha-auth-token';

export interface Session {
  access_token: string;
  refresh_token: string;
  user: { id: string; email: string };
}

let counter = 0;
export const benchEmail = (prefix: string) => `${prefix}.${Date.now()}.${counter++}@bench.example.com`;

/** Signs a learner up (POST /auth/v1/signup) and returns the session, as supabase-js would store it. */
export async function signUp(baseUrl: string, email = benchEmail('learner')): Promise<Session> {
  const response = await fetch(`${baseUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, data: { username: 'bench' } }),
  });
  if (!response.ok) throw new Error(`sign-up of ${email} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Session;
}

/** Signs in with a password (the admin's token must be made after the role was granted). */
export async function signIn(baseUrl: string, email: string): Promise<Session> {
  const response = await fetch(`${baseUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Session;
}

/** Signs `count` learners up, a few at a time (password hashing is the slow part). */
export async function signUpMany(baseUrl: string, count: number, prefix: string, concurrency = 4): Promise<Session[]> {
  const sessions: Session[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        next++;
        sessions.push(await signUp(baseUrl, benchEmail(prefix)));
      }
    }),
  );
  return sessions;
}

/** Puts a session where supabase-js keeps it, so the next page loads signed in; null signs the browser out. */
export async function storeSession(context: BrowserContext, baseUrl: string, session: Session | null): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/robots.txt`);
  await page.evaluate(
    ([key, value]) => (value === null ? localStorage.removeItem(key!) : localStorage.setItem(key!, value)),
    [AUTH_STORAGE_KEY, session ? JSON.stringify(session) : null] as const,
  );
  await page.close();
}

/** A learner who has completed the given lessons through the API, so the practice page has words to ask. */
export async function practiser(baseUrl: string, course: { language: string; lessonIds: string[] }, prefix = 'practiser'): Promise<Session> {
  const session = await signUp(baseUrl, benchEmail(prefix));
  for (const lessonId of course.lessonIds) {
    const response = await fetch(`${baseUrl}/api/progress/lesson/complete`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.access_token}` },
      body: JSON.stringify({
        language: course.language,
        lessonId,
        score: 100,
        timeSpent: 120,
        attempts: 1,
        mistakes: 0,
        hintsUsed: 0,
        completionId: crypto.randomUUID(),
        completedAt: new Date().toISOString(),
        timeZone: 'Africa/Lagos',
      }),
    });
    if (!response.ok) throw new Error(`completing ${course.language} ${lessonId} answered ${response.status}: ${await response.text()}`);
  }
  return session;
}
