// The profile page offline, in Chromium with the real service worker: the practice statistics kept on the device
// are shown with the day they were saved, Save is disabled with its reason, and both come back when the connection
// does. Another account on the same browser never sees the first one's statistics.
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { horizontalOverflows } from './overflow.ts';
import { atBothWidths, completeOnServer, controlled, hydrated, signInByApi } from './support.ts';

// The service worker is part of what this file tests (the others block it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const SCREENSHOTS = '/tmp/profile-offline';

/** Opens the profile online under the service worker, so the worker keeps the page for offline use. */
async function visitProfileOnline(page: Page): Promise<void> {
  await page.goto('/profile');
  await controlled(page);
  await page.goto('/profile');
  await hydrated(page);
}

/** Answers `count` of the learner's Igbo practice items on the server, as a practice session would. */
async function practiseOnServer(page: Page, baseURL: string, count: number): Promise<void> {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('lugha-auth-token')!) as { access_token: string }).access_token,
  );
  // Sent from the test itself, not the browser: the browser may be offline.
  const call = async (path: string, body?: unknown) => {
    const response = await fetch(`${baseURL}/api${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    expect(response.status, path).toBe(200);
    return (await response.json()).data;
  };
  const { items } = (await call('/practice/igbo')) as { items: { id: string }[] };
  const answers = items.slice(0, count).map((item) => ({
    id: crypto.randomUUID(),
    itemId: item.id,
    direction: 'recognise',
    kind: 'right',
    responseMs: 4000,
    answeredAt: new Date().toISOString(),
  }));
  expect(answers).toHaveLength(count);
  await call('/practice/igbo/answers', { answers });
}

const igboStats = (page: Page) => page.locator('[data-practice-stats="igbo"]');
const wordsLearned = (page: Page) =>
  igboStats(page)
    .locator('div', { has: page.getByText('Words learned', { exact: true }) })
    .locator('dd');
const savedLine = (page: Page) => page.getByText(/^Saved on this device on .+; updated when you are back online\.$/);
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save Changes' });
const offlineReason = "You're offline: settings can be saved when you're back online.";

test('offline, the profile shows the practice statistics saved on the device and disables Save until the connection returns', async ({
  page,
  context,
  baseURL,
}, info) => {
  await signInByApi(page);
  await completeOnServer(page, 'igbo', ['1-0']);
  await practiseOnServer(page, baseURL!, 1);
  await visitProfileOnline(page);
  await expect(wordsLearned(page)).toHaveText('1');
  await expect(savedLine(page)).toHaveCount(0);
  await expect(saveButton(page)).toBeEnabled();

  await context.setOffline(true);
  await page.reload();
  await hydrated(page);
  const today = new Date().toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
  await expect(savedLine(page)).toHaveText(`Saved on this device on ${today}; updated when you are back online.`);
  await expect(wordsLearned(page)).toHaveText('1');
  await expect(page.getByText(/Practice figures are unavailable/)).toHaveCount(0);
  await expect(saveButton(page)).toBeDisabled();
  await expect(page.getByText(offlineReason)).toBeVisible();
  await expect(saveButton(page)).toHaveAccessibleDescription(offlineReason);
  // Enter in a field saves nothing either, and shows no error.
  await page.getByLabel('Username').fill('offline-name');
  await page.getByLabel('Username').press('Enter');
  await expect(page.getByRole('alert')).toHaveCount(0);

  mkdirSync(SCREENSHOTS, { recursive: true });
  await atBothWidths(page, async (width) => {
    expect(await horizontalOverflows(page), `${width} px`).toEqual([]);
    await page.getByRole('heading', { name: 'Practice' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOTS}/practice-${info.project.name}-${width}.png` });
    await saveButton(page).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOTS}/settings-${info.project.name}-${width}.png` });
  });

  // The learner practised elsewhere meanwhile: the page shows the server's figures once it is back online.
  await practiseOnServer(page, baseURL!, 2);
  await context.setOffline(false);
  await expect(saveButton(page)).toBeEnabled({ timeout: 20_000 });
  await expect(page.getByText(offlineReason)).toHaveCount(0);
  await expect(wordsLearned(page)).toHaveText('2', { timeout: 20_000 });
  await expect(savedLine(page)).toHaveCount(0);
});

test("offline, another account on the same browser is told practice statistics need a connection, never shown the first one's", async ({
  page,
  context,
  baseURL,
}) => {
  await signInByApi(page);
  await completeOnServer(page, 'igbo', ['1-0']);
  await practiseOnServer(page, baseURL!, 1);
  await visitProfileOnline(page);
  await expect(wordsLearned(page)).toHaveText('1');

  await signInByApi(page);
  await context.setOffline(true);
  await page.goto('/profile');
  await hydrated(page);
  await expect(page.getByText('Practice statistics need a connection.')).toBeVisible();
  await expect(igboStats(page)).toHaveCount(0);
  await expect(savedLine(page)).toHaveCount(0);
  await expect(page.getByText(/Practice figures are unavailable/)).toHaveCount(0);
});
