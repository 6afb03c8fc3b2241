import { expect, test, type Page } from '@playwright/test';
import { lessonReady, signInByApi } from './support';
import { readToTheEnd } from './reading.ts';

/** The learner's progress in a language as the server holds it, read with the browser's own token. */
async function serverProgress(page: Page, language: string) {
  return page.evaluate(async (code) => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('-auth-token'))!;
    const token = JSON.parse(localStorage.getItem(key)!).access_token as string;
    const response = await fetch(`/api/progress/language/${code}`, { headers: { authorization: `Bearer ${token}` } });
    return (await response.json()).data as {
      completedLessons: string[];
      totalLessonsCompleted: number;
      totalXP: number;
    };
  }, language);
}

test('a signed-in learner finishes a reading lesson with the keyboard, sees XP and moves on', async ({ page }) => {
  await signInByApi(page);
  await page.goto('/lesson/igbo/1-0');
  await lessonReady(page);
  await expect(page.getByRole('img', { name: '5/5 hearts remaining' })).toBeVisible();
  // Step by step with Enter; on the last step Enter is Continue.
  await readToTheEnd(page, { keyboard: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Lesson complete!' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/^\+\d+ XP$/).first()).toBeVisible();
  // The panel says it; no toast repeats it.
  await expect(page.locator('#toasts').getByText('Lesson complete!')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Next lesson/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.waitForURL('**/lesson/igbo/1-1');
  const progress = await serverProgress(page, 'igbo');
  expect(progress.completedLessons).toEqual(['1-0']);
  expect(progress.totalXP).toBeGreaterThan(0);
});

test('offline, the completion is saved locally and the server accepts it once when the connection returns', async ({
  page,
  context,
}) => {
  await signInByApi(page);
  await page.goto('/lesson/igbo/1-0');
  await lessonReady(page);
  await context.setOffline(true);
  await (await readToTheEnd(page)).click();
  await expect(page.getByText('Progress saved locally').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("We'll sync with the server when connection is restored").first()).toBeVisible();
  const queued = await page.evaluate(() => JSON.parse(localStorage.getItem('lugha_outbox') ?? '[]').length);
  expect(queued).toBe(1);
  await context.setOffline(false);
  await expect
    .poll(async () => page.evaluate(() => JSON.parse(localStorage.getItem('lugha_outbox') ?? '[]').length), {
      timeout: 15_000,
    })
    .toBe(0);
  const progress = await serverProgress(page, 'igbo');
  expect(progress.completedLessons).toEqual(['1-0']);
  expect(progress.totalLessonsCompleted).toBe(1);
});

test('a wrong quiz answer picked with the keyboard costs a heart and shows Try Again', async ({ page }) => {
  await signInByApi(page);
  await page.goto('/lesson/igbo/1-2');
  await lessonReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Greetings Quiz');
  // Options keep the file's order unless shuffled, so find the wrong one by its text.
  const wrong = page.getByRole('button', { name: /Ka chi foo/ }).or(page.getByRole('radio', { name: /Ka chi foo/ }));
  await wrong.first().focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Try Again').first()).toBeVisible();
  await expect(page.getByRole('img', { name: '4/5 hearts remaining' })).toBeVisible();
  await page.screenshot({ path: `test-results/quiz-${page.viewportSize()?.width}.png`, fullPage: true });
});
