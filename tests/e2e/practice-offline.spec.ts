// Practice without a connection, in Chromium with the real service worker: a learner who opened practice once online
// plays whole sessions offline from the items on the device, and the server counts every answer once on reconnection.
import { expect, test, type Page } from '@playwright/test';
import { completeOnServer, controlled, hydrated, seriousViolations, signInByApi } from './support.ts';
import { playToTheEnd, practiceState, reviewCounts, serverXp } from './practice-support.ts';

// The service worker is part of what this file tests (the others block it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const SHOTS = '/tmp/practice-offline';
const offlineNote = (page: Page) => page.getByRole('status').filter({ hasText: 'You are offline.' });
const savedNote = (page: Page) => page.getByRole('status').filter({ hasText: 'Saved on this device' });
const earnedXp = async (page: Page) => Number((await page.getByText(/^\+\d+$/).textContent())!.slice(1));

test('practice opened online once plays offline from the device, and syncs each answer once when back online', async ({
  page,
  context,
}, info) => {
  // Two whole sessions, a reconnection and several reloads.
  test.setTimeout(120_000);
  await signInByApi(page);
  await completeOnServer(page, 'igbo', ['1-0', '1-1', '1-2']);
  const xpBefore = await serverXp(page, 'igbo');

  await page.goto('/practice/igbo');
  await controlled(page);
  // The first visit came before the worker: this one goes through it, so the page is kept, and practice is saved.
  await page.reload();
  await hydrated(page);
  await expect(page.getByText(/^1 of 3$/)).toBeVisible();
  await expect(offlineNote(page)).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await hydrated(page);
  await expect(offlineNote(page)).toBeVisible();
  await expect(offlineNote(page)).toContainText('your answers sync when the connection is restored');
  // The learner's first session introduces three words, and says so.
  await expect(page.getByText(/^Your first practice: 3 words from your lessons\./)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/offline-question-${info.project.name}.png` });
  expect(await seriousViolations(page)).toEqual([]);
  const first = await playToTheEnd(page, 'igbo');
  await expect(savedNote(page)).toBeVisible({ timeout: 15_000 });
  await expect(
    page.getByText(/^You have met your first 3 words in practice\. .*your next review is (tomorrow|in \d+ days)\.$/),
  ).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/first-summary-${info.project.name}.png`, fullPage: true });
  const firstXp = await earnedXp(page);

  // Another session, still offline: the answers waiting on the device count, so it asks other cards.
  await page.getByRole('link', { name: 'Practise again' }).click();
  await hydrated(page);
  await expect(offlineNote(page)).toBeVisible();
  await expect(page.getByText(/^Your first practice/)).toHaveCount(0);
  const second = await playToTheEnd(page, 'igbo');
  await expect(savedNote(page)).toBeVisible({ timeout: 15_000 });
  const secondXp = await earnedXp(page);
  await page.screenshot({ path: `${SHOTS}/offline-summary-${info.project.name}.png`, fullPage: true });

  await context.setOffline(false);
  await expect(savedNote(page)).toBeHidden({ timeout: 15_000 });
  const state = await practiceState(page, 'igbo');
  // Every card asked offline reached the server once: as many cards as exercises, each reviewed once.
  expect(reviewCounts(state.cards)).toHaveLength(first + second);
  for (const count of reviewCounts(state.cards)) expect(count).toMatch(/×1$/);
  expect(await serverXp(page, 'igbo')).toBe(xpBefore + firstXp + secondXp);

  // Loading practice again online sends nothing more.
  await page.reload();
  await hydrated(page);
  await expect(page.getByText(/^1 of \d+$/)).toBeVisible();
  await expect(offlineNote(page)).toHaveCount(0);
  expect(reviewCounts((await practiceState(page, 'igbo')).cards)).toEqual(reviewCounts(state.cards));
  expect(await serverXp(page, 'igbo')).toBe(xpBefore + firstXp + secondXp);
});

test("offline, another account on the same device never gets the first one's practice", async ({ page, context }) => {
  await signInByApi(page);
  await completeOnServer(page, 'igbo', ['1-0']);
  await page.goto('/practice/igbo');
  await controlled(page);
  await page.reload();
  await hydrated(page);
  await expect(page.getByText(/^1 of 3$/)).toBeVisible();

  // A second learner signs in on this device, and opens practice offline for the first time.
  await signInByApi(page);
  await context.setOffline(true);
  await page.goto('/practice/igbo');
  await hydrated(page);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Practice could not be loaded');
  await expect(alert).toContainText('open practice once while online to play it offline');
  await expect(page.getByText(/^1 of \d+$/)).toHaveCount(0);
});
