// Signing out takes the account's practice off the device (saved cards and statistics), and its recordings not yet
// sent: what waits for the server is sent first; what a server in trouble could not take stays for the learner's next
// sign-in here, and the onboarding page says so.
import { expect, test, type Page } from '@playwright/test';
import { microphoneLaunch } from './fake-microphone.ts';
import { completeOnServer, hydrated, openAccountMenu, signIn, signInByApi } from './support.ts';
import { playToTheEnd, practiceState } from './practice-support.ts';

// page.route sees the page's own calls only when no service worker stands between; the fake microphone records a take.
test.use({
  serviceWorkers: 'block',
  launchOptions: microphoneLaunch('syllables.wav'),
});

const stored = (page: Page, key: string) =>
  page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? '[]') as { owner?: string }[], key);
const SAVED = 'lugha_practice_offline';
const QUEUED = 'lugha_outbox';

/** Where this browser still names `owner`: localStorage keys, and IndexedDB stores, whose values mention the account. */
const traces = (page: Page, owner: string) =>
  page.evaluate(async (who) => {
    const found = Object.keys(localStorage).filter((key) => (localStorage.getItem(key) ?? '').includes(who));
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((done, fail) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => done(request.result);
        request.onerror = () => fail(request.error);
      });
      for (const store of db.objectStoreNames) {
        const values = await new Promise<unknown[]>((done) => {
          const request = db.transaction(store).objectStore(store).getAll();
          request.onsuccess = () => done(request.result);
          request.onerror = () => done([]);
        });
        // Audio blobs hold no account; their metadata would.
        if (values.some((v) => JSON.stringify(v ?? null).includes(who))) found.push(`indexedDB:${name}/${store}`);
      }
      db.close();
    }
    return found;
  }, owner);

async function signOutByMenu(page: Page): Promise<void> {
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.waitForURL('**/onboarding');
  await hydrated(page);
}

test('sign-out sends what waits, keeps only what the server could not take, and leaves no saved practice', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = await signInByApi(page);
  await completeOnServer(page, 'igbo', ['1-0', '1-1', '1-2']);
  await page.goto('/practice/igbo');
  await hydrated(page);
  await expect(page.getByText(/^1 of \d+$/)).toBeVisible({ timeout: 15_000 });
  const owner = (await stored(page, SAVED))[0]?.owner;
  expect(owner).toBeTruthy();

  // The server takes no practice call for a while: the session's answers wait on the device.
  await page.route('**/api/practice/**', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: '{"success":false,"data":null,"error":"Down for a moment","code":"unavailable"}',
        })
      : route.continue(),
  );
  const played = await playToTheEnd(page, 'igbo');
  expect((await stored(page, QUEUED)).length).toBeGreaterThan(0);

  await signOutByMenu(page);
  const notice = page.getByRole('status').filter({ hasText: "You're signed out." });
  await expect(notice).toContainText('could not be sent yet');
  await expect(notice).toContainText('saved to your account when you sign in here again');
  expect((await stored(page, SAVED)).filter((e) => e.owner === owner)).toEqual([]);
  expect((await stored(page, QUEUED)).filter((e) => e.owner === owner).length).toBeGreaterThan(0);

  // Back, with the server well again: signing in sends the answers that waited, each once.
  await page.unroute('**/api/practice/**');
  await signIn(page, email);
  await page.waitForURL('**/select-language');
  await expect
    .poll(async () => (await practiceState(page, 'igbo')).cards.reduce((n, c) => n + c.card.reps, 0), {
      timeout: 20_000,
    })
    .toBe(played);
  await expect.poll(async () => (await stored(page, QUEUED)).length).toBe(0);

  // Nothing waits now: the plain sign-out message, and still no practice of this account on the device.
  await page.goto('/practice/igbo');
  await hydrated(page);
  await expect(page.getByText(/^1 of \d+$/)).toBeVisible({ timeout: 15_000 });
  expect((await stored(page, SAVED)).some((e) => e.owner === owner)).toBe(true);
  // The profile keeps the practice statistics on the device for offline use.
  await page.goto('/profile');
  await hydrated(page);
  await expect
    .poll(async () => page.evaluate(() => localStorage.getItem('lugha_practice_stats') ?? ''), { timeout: 15_000 })
    .toContain(owner!);
  await signOutByMenu(page);
  await expect(page.getByRole('status').filter({ hasText: "You're signed out." })).toHaveText(
    "You're signed out. Your progress is kept with your account.",
  );
  // Nothing of the account is left on the device: no saved practice, no statistics, nothing waiting.
  expect(await traces(page, owner!)).toEqual([]);
});

test('sign-out takes the recordings not yet sent off the device', async ({ page }) => {
  test.setTimeout(60_000);
  await signInByApi(page);
  const owner = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('lugha-auth-token') ?? '{}') as { user?: { id?: string } }).user?.id,
  );
  expect(owner).toBeTruthy();
  await page.goto('/contribute/kriolu');
  await hydrated(page);
  await page.getByLabel('I speak Kriolu').check();
  await page.getByRole('button', { name: 'Start recording' }).click();
  await page.getByRole('button', { name: 'Record', exact: true }).click();
  await page.waitForTimeout(2000);
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.locator('[data-batch-clip]')).toHaveCount(1, { timeout: 10_000 });
  await expect.poll(() => traces(page, owner!)).toContain('indexedDB:lugha-takes/takes');

  await signOutByMenu(page);
  expect(await traces(page, owner!)).toEqual([]);
});
