// Downloading units for offline play, in Chromium with the real service worker and the real server: a unit
// downloaded from its level page plays offline (a lesson never opened before, to completion, with its sounds), the
// completion reaches the server once on reconnection, and a lesson not downloaded shows the offline page with a
// link to what was downloaded.
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { controlled, hydrated, lessonReady, signUp } from './support.ts';
import { readToTheEnd } from './reading.ts';

// The service worker is part of what this file tests (the others block it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const LEVEL = '/course/igbo/level/level-1';
const SHOTS = 'test-results/offline-download';

const unitCard = (page: Page, n: number) => page.locator(`li#unit-${n}`);
const downloadButton = (page: Page, n: number) =>
  unitCard(page, n).getByRole('button', { name: new RegExp(`^Download for offline: Unit ${n},`) });
const removeButton = (page: Page, n: number) =>
  unitCard(page, n).getByRole('button', { name: new RegExp(`^Remove download: Unit ${n},`) });

/** The learner's progress as the server holds it, read with the browser's own token. */
function serverProgress(page: Page, language: string) {
  return page.evaluate(async (code) => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('-auth-token'))!;
    const token = JSON.parse(localStorage.getItem(key)!).access_token as string;
    const response = await fetch(`/api/progress/language/${code}`, { headers: { authorization: `Bearer ${token}` } });
    return (await response.json()).data as { completedLessons: string[]; totalLessonsCompleted: number };
  }, language);
}

/** The paths kept in the downloads cache and in the service worker's audio cache. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const paths = async (name: string) =>
      (await caches.has(name)) ? (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname) : [];
    return { downloads: await paths('lugha-downloads'), audio: await paths('lugha-audio') };
  });

const queued = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('lugha_outbox') ?? '[]').length as number);

/** Every text the status lines of the page showed, kept from before a click so progress is not missed. */
async function recordStatuses(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { statuses: string[] }).statuses = seen;
    new MutationObserver(() => {
      for (const status of document.querySelectorAll('[data-download] [role="status"]'))
        if (status.textContent) seen.push(status.textContent);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { statuses: string[] }).statuses);
}

async function openLevel(page: Page): Promise<void> {
  await page.goto(LEVEL);
  await controlled(page);
  await hydrated(page);
  // The download buttons act once the page has read what is already downloaded (aria-disabled until then, as a
  // learner sees them dimmed): a key pressed before that started nothing.
  await expect(page.locator('[data-download] button[aria-disabled="true"]')).toHaveCount(0);
}

test('a downloaded unit plays offline and its completion reaches the server once; a lesson not downloaded shows the offline page', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signUp(page);
  await openLevel(page);
  const statuses = await recordStatuses(page);

  // By keyboard: the button keeps focus while its label follows the download.
  await downloadButton(page, 1).focus();
  await page.keyboard.press('Enter');
  const unitStatus = unitCard(page, 1).getByRole('status');
  await expect(unitStatus).toContainText(/^Available offline · \d+ KB$/, { timeout: 30_000 });
  await expect(removeButton(page, 1)).toBeFocused();
  expect(await statuses()).toContainEqual(expect.stringMatching(/^Downloading \d+ of \d+…$/));
  const progress = (await statuses()).filter((s) => s.startsWith('Downloading'));
  // The level page, 7 lessons and the 5 sound effects.
  expect(progress.at(-1)).toBe('Downloading 13 of 13…');
  // Only unit 1: the level shows one of six units.
  await expect(page.locator('[data-download="igbo/level-1"] [role="status"]')).toContainText(
    /^1 of 6 units available offline/,
  );
  // Each file is kept once: in the downloads cache, not a second time in the audio cache on its way there.
  const kept = await cachedPaths(page);
  expect(kept.downloads).toEqual(expect.arrayContaining(['/sounds/correct.mp3', '/sounds/success.mp3']));
  expect(kept.audio).toEqual([]);

  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/level-${test.info().project.name}.png`, fullPage: true });

  // The download survives a reload.
  await page.reload();
  await hydrated(page);
  await expect(unitStatus).toContainText(/^Available offline/);
  await expect(removeButton(page, 1)).toBeVisible();
  await expect(downloadButton(page, 2)).toBeVisible();

  await context.setOffline(true);
  const sounds: { url: string; status: number; fromWorker: boolean }[] = [];
  page.on('response', (response) => {
    if (/\/(sounds|audio)\//.test(response.url()))
      sounds.push({ url: response.url(), status: response.status(), fromWorker: response.fromServiceWorker() });
  });
  await page.goto('/lesson/igbo/1-0');
  await lessonReady(page);
  await expect(page.getByRole('heading', { name: 'You are offline' })).toHaveCount(0);
  await (await readToTheEnd(page)).click();
  await expect(page.getByRole('heading', { name: 'Lesson complete!' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Progress saved locally').first()).toBeVisible({ timeout: 20_000 });
  expect(await queued(page)).toBe(1);
  // The lesson's sounds came from the download, whole.
  const fromDownload = await page.evaluate(() =>
    fetch('/sounds/success.mp3').then(
      (r) => r.status,
      () => 'failed',
    ),
  );
  expect(fromDownload).toBe(200);
  expect(sounds.filter((s) => s.status !== 200 && s.status !== 206)).toEqual([]);
  // Played from the download, the sounds were not copied into the audio cache either.
  expect((await cachedPaths(page)).audio).toEqual([]);

  // A lesson of a unit not downloaded: the offline page, with the way to the downloaded unit.
  await page.goto('/lesson/igbo/2-0');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  const downloaded = page.getByRole('region', { name: 'Downloaded units' });
  const unitLink = downloaded.getByRole('link', { name: /^Igbo · Unit 1: / });
  await expect(unitLink).toHaveAttribute('href', `${LEVEL}#unit-1`);
  await expect(downloaded.getByRole('link', { name: 'Greetings and Respect', exact: true })).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/offline-page-${test.info().project.name}.png`, fullPage: true });
  await unitLink.click();
  await expect(page).toHaveURL(new RegExp(`${LEVEL}#unit-1$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('First Steps');

  // Back online, the queued completion is sent once.
  await context.setOffline(false);
  await expect.poll(() => queued(page), { timeout: 20_000 }).toBe(0);
  const onServer = await serverProgress(page, 'igbo');
  expect(onServer.completedLessons).toEqual(['1-0']);
  expect(onServer.totalLessonsCompleted).toBe(1);
  await page.reload();
  await expect.poll(() => queued(page)).toBe(0);
  expect((await serverProgress(page, 'igbo')).totalLessonsCompleted).toBe(1);
});

test('a download without a connection says so and keeps nothing; a removed download leaves no file behind', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signUp(page);
  await openLevel(page);
  await context.setOffline(true);
  await downloadButton(page, 2).click();
  await expect(unitCard(page, 2).getByRole('status')).toHaveText(
    'The download stopped: there is no connection. Connect to the internet and try again.',
  );
  const files = () =>
    page.evaluate(async () =>
      (await (await caches.open('lugha-downloads')).keys()).map((r) => new URL(r.url).pathname),
    );
  expect(await files()).toEqual([]);

  await context.setOffline(false);
  await downloadButton(page, 2).click();
  await expect(unitCard(page, 2).getByRole('status')).toContainText(/^Available offline/, { timeout: 30_000 });
  await downloadButton(page, 3).click();
  await expect(unitCard(page, 3).getByRole('status')).toContainText(/^Available offline/, { timeout: 30_000 });
  expect(await files()).toContain('/lesson/igbo/2-0');

  await removeButton(page, 2).click();
  await expect(downloadButton(page, 2)).toBeVisible();
  const left = await files();
  expect(left.filter((path) => path.startsWith('/lesson/igbo/2-'))).toEqual([]);
  // What unit 3 still needs stays: its lessons, the level page and the shared sounds.
  expect(left).toContain('/lesson/igbo/3-0');
  expect(left).toContain(LEVEL);
  expect(left).toContain('/sounds/success.mp3');

  await page.reload();
  await hydrated(page);
  await expect(downloadButton(page, 2)).toBeVisible();
  await expect(unitCard(page, 3).getByRole('status')).toContainText(/^Available offline/);
});

test('the whole level downloads in one action with one progress line, and is removed in one', async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page);
  await openLevel(page);
  const level = page.locator('[data-download="igbo/level-1"]');
  await level.getByRole('button', { name: 'Download for offline: Level 1' }).click();
  await expect(level.getByRole('status')).toContainText(/^Available offline · [\d.]+ (KB|MB)$/, { timeout: 60_000 });
  for (const n of [1, 2, 3, 4, 5, 6]) await expect(removeButton(page, n)).toBeVisible();
  await level.getByRole('button', { name: 'Remove download: Level 1' }).click();
  await expect(level.getByRole('button', { name: 'Download for offline: Level 1' })).toBeVisible();
  for (const n of [1, 2, 3, 4, 5, 6]) await expect(downloadButton(page, n)).toBeVisible();
  expect(await page.evaluate(async () => (await (await caches.open('lugha-downloads')).keys()).length)).toBe(0);
});

test.describe('"Download my next unit automatically on Wi-Fi"', () => {
  // Each test signs up, enrols and waits for the service worker's first install.
  test.describe.configure({ timeout: 90_000 });
  const autoSetting = (page: Page) =>
    page.getByRole('checkbox', { name: 'Download my next unit automatically on Wi-Fi' });
  const cachedFiles = (page: Page) =>
    page.evaluate(async () =>
      (await caches.has('lugha-downloads')) ? (await (await caches.open('lugha-downloads')).keys()).length : 0,
    );

  async function enrolledInIgbo(page: Page): Promise<void> {
    await signUp(page);
    await page.goto('/select-language');
    await hydrated(page);
    await page.getByRole('button', { name: 'Enroll Now in Igbo' }).click();
    await page.waitForURL('**/course/igbo');
  }

  /** Waits until the level page has read the downloads and had its chance to start one. */
  async function settled(page: Page): Promise<void> {
    await expect(downloadButton(page, 1).or(removeButton(page, 1))).toHaveAttribute('aria-disabled', 'false');
    await page.waitForTimeout(1000);
  }

  test('is off by default, and then opening the level page downloads nothing', async ({ page }) => {
    await enrolledInIgbo(page);
    await openLevel(page);
    await expect(autoSetting(page)).not.toBeChecked();
    await settled(page);
    await expect(downloadButton(page, 1)).toBeVisible();
    expect(await cachedFiles(page)).toBe(0);
  });

  test('turned on by keyboard on a Wi-Fi-like connection, downloads the next unit and the one after it', async ({
    page,
  }) => {
    await enrolledInIgbo(page);
    await openLevel(page);
    await autoSetting(page).focus();
    await page.keyboard.press('Space');
    await expect(autoSetting(page)).toBeChecked();
    await expect(unitCard(page, 1).getByRole('status')).toContainText(/^Available offline/, { timeout: 30_000 });
    await expect(unitCard(page, 2).getByRole('status')).toContainText(/^Available offline/, { timeout: 30_000 });
    await settled(page);
    await expect(downloadButton(page, 3)).toBeVisible();
    // The choice is kept.
    await page.reload();
    await hydrated(page);
    await expect(autoSetting(page)).toBeChecked();
  });

  test('turned on, downloads nothing on a cellular connection', async ({ page }) => {
    // Chromium reports a connection type only on phones: this page is told it is on mobile data.
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'connection', {
        configurable: true,
        get: () => ({ type: 'cellular', effectiveType: '4g', saveData: false }),
      }),
    );
    await page.addInitScript(() => localStorage.setItem('lugha_auto_download_units', 'on'));
    await enrolledInIgbo(page);
    await openLevel(page);
    await expect(autoSetting(page)).toBeChecked();
    await settled(page);
    await expect(downloadButton(page, 1)).toBeVisible();
    expect(await cachedFiles(page)).toBe(0);
  });
});
