// The installable app and its service worker, in Chromium with the real worker: install criteria, pages kept
// for offline use, the offline page, and a new deploy reaching an open tab through the reload prompt.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/lib/chromium.ts';
import { ownServer } from './own-server.ts';
import { playToTheEnd, practiceSummary } from './practice-support.ts';
import { readToTheEnd } from './reading.ts';
import { completeOnServer, controlled, hydrated, lessonReady, signInByApi, signUp } from './support.ts';

// The service worker is part of what this file tests (the others block it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test("the app meets Chromium's install criteria: a manifest with icons and a service worker with a fetch handler", async ({
  request,
  baseURL,
}) => {
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  expect(await manifest.json()).toMatchObject({ name: 'Lugha', start_url: '/', scope: '/', display: 'standalone' });
  const worker = await request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');

  // Chromium never offers to install from a private window, which is what a test's context is: a profile of its own.
  const profile = mkdtempSync(join(tmpdir(), 'lugha-profile-'));
  const executablePath = chromiumPath();
  const browser = await chromium.launchPersistentContext(profile, {
    ...(executablePath ? { executablePath } : {}),
    args: CHROMIUM_ARGS,
    ...(baseURL ? { baseURL } : {}),
  });
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    await page.goto('/');
    await controlled(page);
    const cdp = await browser.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('a page visited online reloads offline from the cache', async ({ page, context }) => {
  await page.goto('/course/igbo');
  await controlled(page);
  // The first visit came before the worker: this one goes through it and is kept.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Igbo');
  // The server's redirects still reach the browser through the worker.
  await page.goto('/course/igbo/');
  await expect(page).toHaveURL(/\/course\/igbo$/);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Igbo');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toHaveCount(0);
});

test('a lesson never opened shows the offline page offline, with links to the pages kept', async ({
  page,
  context,
}) => {
  await page.goto('/course/igbo');
  await controlled(page);
  await page.reload();
  await context.setOffline(true);
  await page.goto('/lesson/igbo/1-3');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page).toHaveURL(/\/lesson\/igbo\/1-3$/);
  const kept = page.getByRole('region', { name: 'Available offline' });
  await expect(kept.getByRole('link', { name: /Igbo/ })).toHaveAttribute('href', '/course/igbo');
  await page.screenshot({ path: `/tmp/offline-pwa/offline-${test.info().project.name}.png`, fullPage: true });
  // Back online, the same address serves the lesson itself.
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toHaveCount(0);
});

test('audio that played online plays offline from the cache; a missing clip is never kept', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await controlled(page);
  const status = (url: string) =>
    page.evaluate(
      (u) =>
        fetch(u).then(
          (r) => r.status,
          () => 'failed',
        ),
      url,
    );
  expect(await status('/sounds/success.mp3')).toBe(200);
  // A clip the server does not have yet (a community recording may be approved later) is asked for again next time.
  expect(await status('/audio/igbo/vocabulary/not-recorded-yet.mp3')).toBe(404);
  await context.setOffline(true);
  expect(await status('/sounds/success.mp3')).toBe(200);
  expect(await status('/audio/igbo/vocabulary/not-recorded-yet.mp3')).toBe('failed');
  expect(await status('/sounds/correct.mp3')).toBe('failed');
});

/** A copy of the build to serve as one deploy and then change into the next one. */
function copyOfBuild(): string {
  const site = mkdtempSync(join(tmpdir(), 'lugha-site-'));
  cpSync('dist', site, { recursive: true });
  return site;
}

/** Turns the copy into the next deploy: another revision of a precached file, and pages that say which build they are. */
function nextDeploy(site: string, pages: string[]): void {
  const worker = readFileSync(join(site, 'sw.js'), 'utf8');
  const next = worker.replace(/("revision":")[0-9a-f]+(","url":"offline")/, '$1next$2');
  expect(next).not.toBe(worker);
  writeFileSync(join(site, 'sw.js'), next);
  for (const page of pages) {
    writeFileSync(
      join(site, page),
      readFileSync(join(site, page), 'utf8').replace('<head>', '<head><meta name="lugha-build" content="next">'),
    );
  }
  for (const file of ['sw.js', ...pages])
    for (const twin of ['.br', '.gz']) rmSync(join(site, file + twin), { force: true });
}

const updatePrompt = (page: Page) => page.getByRole('status').filter({ hasText: 'A new version is ready' });
const checkForUpdate = (page: Page) =>
  page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));

test.describe('a new deploy', () => {
  // The update is the same at both widths (the first test looks at both), so one project runs these.
  test.skip(({ isMobile }) => isMobile, 'the desktop project covers both widths');
  // Each test starts a server twice and installs the worker twice: on a loaded machine that outlasts the default.
  test.describe.configure({ timeout: 90_000 });

  test('is offered to an open tab as "A new version is ready — Reload" and reloads into it', async ({ page }) => {
    const site = copyOfBuild();
    const server = await ownServer({ DIST_DIR: site });
    try {
      await page.goto(`${server.url}/`);
      await controlled(page);
      await expect(page.locator('#update-prompt')).toHaveCount(0);

      await server.stop();
      nextDeploy(site, ['index.html']);
      await server.start();

      await checkForUpdate(page);
      const prompt = updatePrompt(page);
      await expect(prompt).toBeVisible({ timeout: 45_000 });
      await page.screenshot({ path: '/tmp/offline-pwa/update-prompt-desktop.png' });
      await page.setViewportSize({ width: 375, height: 812 });
      await page.screenshot({ path: '/tmp/offline-pwa/update-prompt-phone.png' });
      await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
      await expect(page.locator('meta[name="lugha-build"]')).toHaveAttribute('content', 'next');
      await expect(page.locator('#update-prompt')).toHaveCount(0);
      expect(
        await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.waiting ?? null)),
      ).toBeNull();
    } finally {
      await server.stop();
      rmSync(site, { recursive: true, force: true });
    }
  });

  test('waits while a lesson is played and is offered once it is complete', async ({ browser }) => {
    const site = copyOfBuild();
    const server = await ownServer({ DIST_DIR: site });
    const context = await browser.newContext({ baseURL: server.url });
    try {
      const page = await context.newPage();
      await signUp(page);
      await page.goto('/lesson/igbo/1-0');
      await controlled(page);
      await lessonReady(page);
      await expect(page.locator('body[data-activity="in-progress"]')).toHaveCount(1);

      await server.stop();
      nextDeploy(site, ['lesson/igbo/1-0.html']);
      await server.start();
      await checkForUpdate(page);
      await page.waitForFunction(
        () => navigator.serviceWorker.getRegistration().then((r) => r?.waiting != null),
        undefined,
        { timeout: 45_000 },
      );
      // The new version waits; the learner is not interrupted.
      await page.waitForTimeout(500);
      await expect(page.locator('#update-prompt')).toHaveCount(0);

      await (await readToTheEnd(page)).click();
      await expect(page.getByRole('heading', { name: 'Lesson complete!' })).toBeVisible({ timeout: 15_000 });
      await expect(page.locator('body[data-lesson]')).toHaveCount(0);
      const prompt = updatePrompt(page);
      await expect(prompt).toBeVisible();
      await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
      await expect(page.locator('meta[name="lugha-build"]')).toHaveAttribute('content', 'next');
    } finally {
      await context.close();
      await server.stop();
      rmSync(site, { recursive: true, force: true });
    }
  });

  test('waits while a practice session is played and is offered on its summary', async ({ browser }) => {
    const site = copyOfBuild();
    const server = await ownServer({ DIST_DIR: site });
    const context = await browser.newContext({ baseURL: server.url });
    try {
      const page = await context.newPage();
      await signInByApi(page);
      await completeOnServer(page, 'igbo', ['1-0']);
      await page.goto('/practice/igbo');
      await controlled(page);
      await hydrated(page);
      await expect(page.getByText(/^1 of \d+$/)).toBeVisible({ timeout: 15_000 });
      await expect(page.locator('body[data-activity="in-progress"]')).toHaveCount(1);

      await server.stop();
      nextDeploy(site, ['practice/igbo.html']);
      await server.start();
      await checkForUpdate(page);
      await page.waitForFunction(
        () => navigator.serviceWorker.getRegistration().then((r) => r?.waiting != null),
        undefined,
        { timeout: 45_000 },
      );
      // The new version waits through every exercise of the session.
      await page.waitForTimeout(500);
      await expect(page.locator('#update-prompt')).toHaveCount(0);
      await playToTheEnd(page, 'igbo');
      await expect(practiceSummary(page)).toBeVisible();
      await expect(page.locator('body[data-activity="in-progress"]')).toHaveCount(0);
      await expect(updatePrompt(page)).toBeVisible();
      await page.screenshot({ path: '/tmp/first-shots/practice-summary-update-1280.png', fullPage: true });
    } finally {
      await context.close();
      await server.stop();
      rmSync(site, { recursive: true, force: true });
    }
  });
});
