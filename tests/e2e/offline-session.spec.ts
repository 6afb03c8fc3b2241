// Signed-in pages offline, in Chromium with the real service worker: the learner stays signed in from the stored
// session (even once its token has expired), the header says offline and how many results wait, and when the
// connection returns the session is refreshed first and the queue is replayed once, with the new token.
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { horizontalOverflows } from './overflow.ts';
import { atBothWidths, controlled, hydrated, lessonReady, signInByApi } from './support.ts';
import { readToTheEnd } from './reading.ts';

// The service worker is part of what this file tests (the others block it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const AUTH_KEY = 'lugha-auth-token';
const SCREENSHOTS = '/tmp/offline-session';

const accountButton = (page: Page) =>
  page
    .getByRole('button', { name: /^(Account \(.*\)|Menu)$/ })
    .filter({ visible: true })
    .first();
const syncIndicator = (page: Page) => page.locator('[data-learner-nav] button[data-figure="sync"]');

/** Opens a signed-in page and waits until the header shows the learner. */
async function openSignedIn(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
  await expect(accountButton(page)).toBeVisible();
}

/** Visits pages online under the service worker, so the worker keeps them for offline use. */
async function visitOnline(page: Page, paths: readonly string[]): Promise<void> {
  await page.goto(paths[0]!);
  await controlled(page);
  for (const path of paths) {
    if (path.startsWith('/lesson/')) {
      await page.goto(path);
      await lessonReady(page);
    } else await openSignedIn(page, path);
  }
}

/**
 * Turns the stored session into one whose access token has expired, as after a night offline: the page must not
 * use it, and the server refuses it too (its signature is spoilt), so a replay that skipped the refresh would
 * show up as a 401.
 */
async function expireStoredSession(page: Page): Promise<void> {
  await page.evaluate((key) => {
    const session = JSON.parse(localStorage.getItem(key)!) as { access_token: string; expires_at: number };
    const [header, payload] = session.access_token.split('.');
    session.access_token = `${header}.${payload}.expired-offline`;
    session.expires_at = Math.floor(Date.now() / 1000) - 60;
    localStorage.setItem(key, JSON.stringify(session));
  }, AUTH_KEY);
}

/** The learner's progress in a language as the server holds it, read with the browser's current token. */
async function serverProgress(page: Page, language: string) {
  return page.evaluate(
    async ({ key, code }) => {
      const token = (JSON.parse(localStorage.getItem(key)!) as { access_token: string }).access_token;
      const response = await fetch(`/api/progress/language/${code}`, { headers: { authorization: `Bearer ${token}` } });
      return (await response.json()).data as { completedLessons: string[]; totalLessonsCompleted: number };
    },
    { key: AUTH_KEY, code: language },
  );
}

async function completeReadingLesson(page: Page): Promise<void> {
  await (await readToTheEnd(page)).click();
  await expect(page.getByText('Progress saved locally').first()).toBeVisible({ timeout: 20_000 });
}

test('offline, signed-in pages visited before open signed in, even once the token has expired', async ({
  page,
  context,
}) => {
  await signInByApi(page);
  await visitOnline(page, ['/profile', '/course/igbo']);
  await context.setOffline(true);
  await expireStoredSession(page);
  const authCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/auth\/v1\/|supabase/.test(request.url())) authCalls.push(request.url());
  });

  for (const path of ['/profile', '/course/igbo']) {
    await openSignedIn(page, path);
    await expect(syncIndicator(page)).toHaveAccessibleName('Offline');
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Igbo');
  await page.goto('/profile');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Your Profile' })).toBeVisible();
  await expect(page.getByText('Total XP')).toBeVisible();
  // Nothing sends the learner away later either, and nothing tried to refresh the token without a connection.
  await page.waitForTimeout(1500);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(accountButton(page)).toBeVisible();
  expect(authCalls).toEqual([]);
});

test('the header says offline with the number of results waiting, explains it, and clears once they have synced', async ({
  page,
  context,
}, info) => {
  await signInByApi(page);
  await visitOnline(page, ['/course/igbo', '/lesson/igbo/1-0']);
  await context.setOffline(true);
  await completeReadingLesson(page);

  await openSignedIn(page, '/course/igbo');
  const indicator = syncIndicator(page);
  await expect(indicator).toHaveAccessibleName('Offline · 1 to sync');
  await expect(indicator).toHaveAttribute(
    'title',
    '1 result is saved on this device and will sync when the connection returns.',
  );
  await expect(indicator).toContainText(/^Offline · 1/);
  expect(await horizontalOverflows(page, 'header')).toEqual([]);

  mkdirSync(SCREENSHOTS, { recursive: true });
  await atBothWidths(page, async (width) => {
    await expect(indicator).toBeVisible();
    expect(await horizontalOverflows(page, 'header'), `${width} px`).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/header-offline-${info.project.name}-${width}.png` });
  });

  // Keyboard: the indicator opens what it means and closes on Escape.
  await indicator.focus();
  await page.keyboard.press('Enter');
  const tip = page.locator('[data-learner-nav]').getByRole('status').filter({ hasText: 'You are offline' });
  await expect(tip).toContainText('Waiting on this device: 1 finished lesson.');
  await expect(tip).toContainText('sent when the connection returns');
  await page.screenshot({ path: `${SCREENSHOTS}/header-offline-tip-${info.project.name}.png` });
  await page.keyboard.press('Escape');
  await expect(tip).toHaveCount(0);
  await expect(indicator).toBeFocused();

  await context.setOffline(false);
  await expect(indicator).toHaveCount(0, { timeout: 20_000 });
  const progress = await serverProgress(page, 'igbo');
  expect(progress.completedLessons).toEqual(['1-0']);
  expect(progress.totalLessonsCompleted).toBe(1);
});

test('a token that expired offline is refreshed when the connection returns, before the queue is replayed once', async ({
  page,
  context,
}) => {
  await signInByApi(page);
  await visitOnline(page, ['/course/igbo', '/lesson/igbo/1-0']);
  await context.setOffline(true);
  await expireStoredSession(page);
  await page.reload();
  await lessonReady(page);
  await expect(page).toHaveURL(/\/lesson\/igbo\/1-0$/);
  await completeReadingLesson(page);
  await openSignedIn(page, '/course/igbo');
  await expect(syncIndicator(page)).toHaveAccessibleName('Offline · 1 to sync');

  // The calls in the order the page made them, with the token each carried and the answer it got.
  const calls: { what: string; authorization: string | null; status?: number }[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname !== '/auth/v1/token' && !pathname.startsWith('/api/')) return;
    const call: (typeof calls)[number] = {
      what: pathname === '/auth/v1/token' ? 'refresh' : pathname,
      authorization: request.headers()['authorization'] ?? null,
    };
    calls.push(call);
    void request.response().then((response) => (call.status = response?.status() ?? 0));
  });
  await context.setOffline(false);
  await expect(syncIndicator(page)).toHaveCount(0, { timeout: 20_000 });

  await expect.poll(() => calls.every((c) => c.status !== undefined)).toBe(true);

  const refreshed = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key)!).access_token as string,
    AUTH_KEY,
  );
  expect(refreshed).not.toMatch(/expired-offline$/);
  const completions = calls.filter((c) => c.what === '/api/progress/lesson/complete');
  expect(completions).toEqual([
    { what: '/api/progress/lesson/complete', status: 200, authorization: `Bearer ${refreshed}` },
  ]);
  const refresh = calls.findIndex((c) => c.what === 'refresh');
  expect(calls[refresh]?.status).toBe(200);
  expect(refresh).toBeLessThan(calls.indexOf(completions[0]!));
  // No call went out with the dead token, and none was refused.
  expect(calls.filter((c) => c.authorization?.endsWith('expired-offline') || c.status === 401)).toEqual([]);
  await expect(accountButton(page)).toBeVisible();

  const progress = await serverProgress(page, 'igbo');
  expect(progress.completedLessons).toEqual(['1-0']);
  expect(progress.totalLessonsCompleted).toBe(1);
});

test("a signed-in course page asks the server for the learner's overview once, on the first load and after", async ({
  page,
}) => {
  await signInByApi(page);
  const overviews: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/progress/overview') overviews.push(request.url());
  });
  // The first page after sign-in loads the server's progress too, and with it the overview the header uses.
  for (let load = 1; load <= 2; load++) {
    await openSignedIn(page, '/course/igbo');
    await expect.poll(() => overviews.length).toBe(load);
    await page.waitForTimeout(1000);
    expect(overviews).toHaveLength(load);
  }
});
