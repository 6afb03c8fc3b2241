// A learner who made progress offline with the version before the outbox updates the app: what waited under the old
// queues' keys is moved into the outbox on the next page and reaches the server, once.
import { expect, test, type Page } from '@playwright/test';
import { hydrated, signInByApi } from './support.ts';

/** The learner's progress in a language as the server holds it, read with the browser's own token. */
async function serverLessons(page: Page, language: string): Promise<string[]> {
  return page.evaluate(async (code) => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('-auth-token'))!;
    const token = JSON.parse(localStorage.getItem(key)!).access_token as string;
    const response = await fetch(`/api/progress/language/${code}`, { headers: { authorization: `Bearer ${token}` } });
    return ((await response.json()).data as { completedLessons: string[] }).completedLessons;
  }, language);
}

test('completions left under the old queue key are sent after an update, in order and once', async ({ page }) => {
  await signInByApi(page);
  // Written from a page without scripts, as the earlier version left them.
  await page.goto('/robots.txt');
  await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('-auth-token'))!;
    const owner = JSON.parse(localStorage.getItem(key)!).user.id as string;
    const completion = (lessonId: string, minutesAgo: number) => ({
      language: 'igbo',
      lessonId,
      score: 100,
      timeSpent: 60,
      attempts: 1,
      mistakes: 0,
      hintsUsed: 0,
      completionId: crypto.randomUUID(),
      completedAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
      timeZone: 'UTC',
      owner,
    });
    localStorage.setItem('lugha_pending_completions', JSON.stringify([completion('1-0', 20), completion('1-1', 10)]));
  });

  await page.goto('/select-language');
  await hydrated(page);
  await expect.poll(() => serverLessons(page, 'igbo'), { timeout: 20_000 }).toEqual(['1-0', '1-1']);
  await expect
    .poll(() =>
      page.evaluate(() => [
        localStorage.getItem('lugha_pending_completions'),
        JSON.parse(localStorage.getItem('lugha_outbox') ?? '[]').length,
      ]),
    )
    .toEqual([null, 0]);
});
