import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { callApi, playToTheEnd, practiceSummary } from './practice-support.ts';
import { completeOnServer, controlled, hydrated, lessonReady, signUp } from './support.ts';

// The service worker is part of what this file tests (the others block it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

// Hearts lost in a quiz left unfinished reach the server: after practice wins one back, the header, the profile and
// the API show the same hearts, and practice's summary says what it restored.
interface Question {
  options: { text: string; isCorrect?: boolean }[];
}
const { questions }: { questions: Question[] } = parse(readFileSync('content/courses/igbo/lessons/1-2.yaml', 'utf8'));
const wrong = questions[0]!.options.find((o) => !o.isCorrect)!.text;

/** Records a lesson as the learner's, with `mistakes` wrong checks, through the API with the browser's own token. */
const completeWith = (page: Page, lessonId: string, mistakes: number) =>
  callApi(page, '/progress/lesson/complete', {
    language: 'igbo',
    lessonId,
    score: 100 - 10 * mistakes,
    timeSpent: 60,
    attempts: 1 + mistakes,
    mistakes,
    hintsUsed: 0,
    completionId: crypto.randomUUID(),
    completedAt: new Date().toISOString(),
    timeZone: 'UTC',
  });

/** Chooses the option showing `text` by its number key and checks it with Enter. */
async function answer(page: Page, text: string) {
  const index = await page.locator('[data-option]').filter({ hasText: text }).first().getAttribute('data-option');
  await page.keyboard.press(String(Number(index) + 1));
  await expect(page.locator(`[data-option="${index}"]`)).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Enter');
}

const headerHearts = (page: Page, hearts: number) =>
  page.getByRole('button', { name: `${hearts}/5 hearts remaining` }).filter({ visible: true });

test(
  'hearts lost in an unfinished quiz stay lost: header, profile and API agree after practice',
  { tag: '@both' },
  async ({ page }) => {
    // Sign-up, a course page, a quiz, a practice session and the profile: five pages on a busy machine.
    test.setTimeout(120_000);
    await signUp(page, 'hearts');
    // Earlier lessons: the pattern lesson cost 3 hearts of 5.
    await completeWith(page, '1-0', 0);
    await completeWith(page, '1-1', 3);
    await page.goto('/course/igbo');
    await hydrated(page);
    await expect(headerHearts(page, 2)).toBeVisible();

    await page.goto('/lesson/igbo/1-2');
    await lessonReady(page);
    await answer(page, wrong);
    await expect(page.getByRole('button', { name: /Retry/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await answer(page, wrong);
    await expect(page.getByRole('alert').filter({ hasText: /out of hearts/i })).toBeVisible();
    // The lesson's own status bar stands where the header would.
    await expect(page.getByRole('img', { name: '0/5 hearts remaining' })).toBeVisible();
    // The losses reached the server as they happened, before the learner leaves the lesson.
    await expect
      .poll(async () => (await callApi<{ currentHearts: number }>(page, '/progress/language/igbo')).currentHearts)
      .toBe(0);

    await page.getByRole('link', { name: 'Practise to earn a heart' }).click();
    await page.waitForURL('**/practice/igbo');
    await hydrated(page);
    await playToTheEnd(page, 'igbo');
    await expect(practiceSummary(page)).toBeVisible();
    await expect(page.getByText('❤️ +1 heart restored')).toBeVisible();
    await expect(headerHearts(page, 1)).toBeVisible();

    const api = await callApi<{ currentHearts: number }>(page, '/progress/language/igbo');
    expect(api.currentHearts).toBe(1);

    await page.goto('/profile');
    await hydrated(page);
    await expect(page.locator('[data-stat="Igbo hearts"]').getByText('1 / 5', { exact: true })).toBeVisible();
    await expect(headerHearts(page, 1)).toBeVisible();
  },
);

test('after an offline practice session syncs, the header shows the server’s XP and hearts without a page load, another device’s lesson included', async ({
  page,
  context,
}) => {
  // Sign-up, a course page, practice through the service worker, offline and back.
  test.setTimeout(120_000);
  await signUp(page, 'synced');
  await completeOnServer(page, 'igbo', ['1-0']);
  await completeWith(page, '1-1', 4);
  await page.goto('/course/igbo');
  await hydrated(page);
  await expect(headerHearts(page, 1)).toBeVisible();
  await page.goto('/practice/igbo');
  await controlled(page);
  // The first visit came before the worker: this one goes through it, so the page is kept, and practice is saved.
  await page.reload();
  await hydrated(page);
  await expect(page.getByText(/^1 of \d+$/)).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await hydrated(page);
  await playToTheEnd(page, 'igbo');
  await expect(page.getByRole('status').filter({ hasText: 'Saved on this device' })).toBeVisible({ timeout: 15_000 });
  // The device applies the session's heart with the server's rule, and says so.
  await expect(page.getByText('❤️ +1 heart restored')).toBeVisible();
  await expect(headerHearts(page, 2)).toBeVisible();

  // Meanwhile another device finishes the quiz for this learner: the server's record moves on without this page.
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('-auth-token'))!;
    return JSON.parse(localStorage.getItem(key)!).access_token as string;
  });
  const elsewhere = await page.request.post('/api/progress/lesson/complete', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      language: 'igbo',
      lessonId: '1-2',
      score: 100,
      timeSpent: 60,
      attempts: 1,
      mistakes: 0,
      hintsUsed: 0,
      completionId: crypto.randomUUID(),
      completedAt: new Date().toISOString(),
      timeZone: 'UTC',
    },
  });
  expect(elsewhere.ok()).toBe(true);

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'Saved on this device' })).toBeHidden({ timeout: 15_000 });
  const record = await callApi<{ totalXP: number; currentHearts: number }>(page, '/progress/language/igbo');
  expect(record.currentHearts).toBe(2);
  await expect(
    page.getByRole('button', { name: new RegExp(`^${record.totalXP} XP, XP level \\d+$`) }).filter({ visible: true }),
  ).toBeVisible();
  await expect(headerHearts(page, record.currentHearts)).toBeVisible();
});
