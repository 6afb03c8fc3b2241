import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { dealCards, roundSeed, type MemoryPair } from '../../src/lessons/memory-game/game.ts';
import { completeOnServer, lessonReady, signInByApi } from './support.ts';
import { readToTheEnd } from './reading.ts';

// The layout promises of the lesson screen, at 375×812 (phone) and 1280×900 (desktop).

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  expect(b, `${locator.toString()} has a box`).not.toBeNull();
  return b!;
}

async function expectInViewport(page: Page, locator: Locator) {
  const b = await box(locator);
  const { height, width } = page.viewportSize()!;
  expect(b.y, `${locator.toString()} starts inside the screen`).toBeGreaterThanOrEqual(0);
  expect(b.y + b.height, `${locator.toString()} ends inside the screen`).toBeLessThanOrEqual(height);
  expect(b.x + b.width).toBeLessThanOrEqual(width);
}

type ToastWindow = Window & { toastBoxes?: Box[] };

/**
 * Records where every toast is drawn while it is on screen: a toast leaves after a few seconds, which on a slow
 * machine can be before the page is ready to be measured. Call before the page opens.
 */
async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const seen = new Map<Element, { x: number; y: number; width: number; height: number }>();
    const measure = () => {
      for (const toast of document.querySelectorAll('#toasts li')) {
        const { x, y, width, height } = toast.getBoundingClientRect();
        if (width > 0 && height > 0) seen.set(toast, { x, y, width, height });
      }
      (window as ToastWindow).toastBoxes = [...seen.values()];
      requestAnimationFrame(measure);
    };
    requestAnimationFrame(measure);
  });
}

/** The boxes of the toasts shown so far (as last drawn), once there is at least one. */
async function toastBoxes(page: Page): Promise<Box[]> {
  await page.waitForFunction(() => ((window as ToastWindow).toastBoxes ?? []).length > 0, null, { timeout: 15_000 });
  return page.evaluate(() => (window as ToastWindow).toastBoxes ?? []);
}

/** The server's copy of the learner's progress in a language, read with the browser's own token. */
async function serverHearts(page: Page, language: string): Promise<number> {
  return page.evaluate(async (code) => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('-auth-token'))!;
    const token = JSON.parse(localStorage.getItem(key)!).access_token as string;
    const response = await fetch(`/api/progress/language/${code}`, { headers: { authorization: `Bearer ${token}` } });
    return ((await response.json()).data as { currentHearts: number }).currentHearts;
  }, language);
}

test.beforeEach(async ({ page, isMobile }) => {
  if (!isMobile) await page.setViewportSize({ width: 1280, height: 900 });
});

test("a quiz's first option and Check are on screen without scrolling, and nothing of the exercise is cut off", async ({
  page,
  isMobile,
}) => {
  await signInByApi(page);
  await completeOnServer(page, 'igbo', ['1-0', '1-1']);
  await page.goto('/lesson/igbo/1-2');
  await lessonReady(page);
  // The lesson says where it sits, never its internal id '1-2'.
  await expect(page.getByText('Igbo · Unit 1 · Lesson 3 of 7', { exact: true })).toBeVisible();
  expect(await page.locator('body').innerText()).not.toMatch(/\b1-2\b/);
  await expect(page.locator('meta[name="description"]')).not.toHaveAttribute('content', /\b1-2\b/);
  await expectInViewport(page, page.locator('[data-option="0"]'));
  await expectInViewport(page, page.getByRole('button', { name: 'Check' }));
  if (!isMobile) await expectInViewport(page, page.getByRole('region', { name: 'Lesson' }));
  // The page leaves room for the phone's Check bar: the last option can be scrolled clear of it.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const last = await box(page.locator('[data-option]').last());
  const bar = await box(page.locator('[data-action-bar]'));
  expect(intersects(last, bar)).toBe(false);
  // A verdict makes the bar taller; the room follows it (a frame later), so the last option still scrolls clear.
  await page.locator('[data-option="0"]').click();
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Correct|Try Again/ })).toBeVisible();
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      return intersects(await box(page.locator('[data-option]').last()), await box(page.locator('[data-action-bar]')));
    })
    .toBe(false);
});

test("an option reached from the keyboard stops above the phone's Check bar, not behind it", async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'the bar is fixed to the screen only on phones');
  // A shorter phone (an iPhone SE's height), where the quiz's last option starts below the screen.
  await page.setViewportSize({ width: 375, height: 667 });
  await signInByApi(page);
  await completeOnServer(page, 'igbo', ['1-0', '1-1']);
  await page.goto('/lesson/igbo/1-2');
  await lessonReady(page);
  const last = page.locator('[data-option]').last();
  const bar = page.locator('[data-action-bar]');
  expect((await box(last)).y + (await box(last)).height).toBeGreaterThan((await box(bar)).y);
  // Focus scrolls the option into view as Tab does: the browser stops it above the bar, which it knows as padding.
  await last.focus();
  expect(intersects(await box(last), await box(bar))).toBe(false);
});

test("no toast covers the completion card's way on or its figures", async ({ page }) => {
  await recordToasts(page);
  await signInByApi(page);
  await page.goto('/lesson/igbo/1-0');
  await lessonReady(page);
  await (await readToTheEnd(page)).click();
  await expect(page.locator('[data-completion-card]')).toBeVisible({ timeout: 15_000 });
  // A first lesson unlocks achievements, each with its toast; 'Lesson complete!' itself is not toasted.
  const toasts = await toastBoxes(page);
  await expect(page.locator('#toasts').getByText('Lesson complete!')).toHaveCount(0);
  const action = await box(page.locator('[data-primary-action]'));
  for (const toast of toasts) expect(intersects(toast, action)).toBe(false);
  await expectInViewport(page, page.locator('[data-primary-action]'));
  // Nor the card's figures: its heading, the XP earned and the type's own figures stay readable under the toasts.
  const figures = page.locator('[data-completion-card]').locator('h2, [data-completion-xp], dl > div');
  await expect(figures.first()).toBeVisible();
  for (const figure of await figures.all()) {
    const where = await box(figure);
    for (const toast of toasts) expect(intersects(toast, where), await figure.innerText()).toBe(false);
  }
});

test('no toast covers the Check bar', async ({ page }) => {
  await recordToasts(page);
  await signInByApi(page);
  await completeOnServer(page, 'igbo', ['1-0', '1-1']);
  // A completion queued on this device that the server refuses (its lesson is still locked) is toasted on the next page.
  // It is written from a page without scripts: an app page's status poll could replay it (and toast it there) first.
  // It is stored under the key of the queue before the outbox, which the next page moves into the outbox.
  await page.goto('/robots.txt');
  await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('-auth-token'))!;
    const owner = JSON.parse(localStorage.getItem(key)!).user.id as string;
    const refused = {
      language: 'igbo',
      lessonId: '3-0',
      score: 100,
      timeSpent: 60,
      attempts: 1,
      mistakes: 0,
      hintsUsed: 0,
      completionId: crypto.randomUUID(),
      completedAt: new Date().toISOString(),
      timeZone: 'UTC',
      owner,
    };
    localStorage.setItem('lugha_pending_completions', JSON.stringify([refused]));
  });
  await page.goto('/lesson/igbo/1-2');
  await lessonReady(page);
  await page.locator('[data-option="0"]').click();
  const toasts = await toastBoxes(page);
  const check = await box(page.getByRole('button', { name: 'Check' }));
  const bar = await box(page.locator('[data-action-bar]'));
  for (const toast of toasts) {
    expect(intersects(toast, check)).toBe(false);
    expect(intersects(toast, bar)).toBe(false);
  }
});

test('a memory game played with mismatches leaves every heart, on screen and on the server', async ({ page }) => {
  await signInByApi(page);
  await completeOnServer(page, 'igbo', ['1-0', '1-1', '1-2']);
  await page.goto('/lesson/igbo/1-3?seed=hearts');
  await lessonReady(page);
  await expect(page.getByRole('img', { name: '5/5 hearts remaining' })).toBeVisible();
  const { pairs } = parse(readFileSync('content/courses/igbo/lessons/1-3.yaml', 'utf8')) as { pairs: MemoryPair[] };
  const deal = dealCards(pairs, roundSeed('hearts', 0));
  const cards = page.getByRole('group', { name: 'Cards' }).getByRole('button');
  const flip = (key: string) => cards.nth(deal.findIndex((c) => c.key === key)).click();
  for (const [a, b] of [
    [0, 1],
    [2, 3],
    [4, 5],
  ] as const) {
    await flip(`${pairs[a]!.id}:word`);
    await flip(`${pairs[b]!.id}:english`);
    await expect(page.locator('p[aria-live]').filter({ hasText: 'Not a match' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Cards' }).getByRole('button', { name: /face down/ })).toHaveCount(
      deal.length,
      { timeout: 3000 },
    );
  }
  for (const pair of pairs) {
    await flip(`${pair.id}:word`);
    await flip(`${pair.id}:english`);
  }
  await expect(page.getByRole('heading', { name: 'All Pairs Matched!' })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('[data-completion-card]').getByText('Attempts').locator('..')).toContainText(
    String(pairs.length + 3),
  );
  await expect(page.getByRole('img', { name: '5/5 hearts remaining' })).toBeVisible();
  expect(await serverHearts(page, 'igbo')).toBe(5);
});

test('a wrong answer that costs a heart is announced', async ({ page }) => {
  await signInByApi(page);
  await completeOnServer(page, 'igbo', ['1-0', '1-1']);
  await page.goto('/lesson/igbo/1-2');
  await lessonReady(page);
  const { questions } = parse(readFileSync('content/courses/igbo/lessons/1-2.yaml', 'utf8')) as {
    questions: { options: { text: string; isCorrect?: boolean }[] }[];
  };
  await page
    .locator('[data-option]')
    .filter({ hasText: questions[0]!.options.find((o) => !o.isCorrect)!.text })
    .click();
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You lost a heart. 4 hearts left.' })).toBeAttached();
  await expect(page.getByRole('img', { name: '4/5 hearts remaining' })).toBeVisible();
});
