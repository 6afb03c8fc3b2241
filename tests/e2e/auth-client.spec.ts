// The auth client (supabase-js, the largest script of the site) stays unloaded while the stored access token is
// good: pages take the learner from the stored session. It starts when a refresh is due or another tab changes
// the session, and from then on drives the header as before.
import { expect, test, type Page } from '@playwright/test';
import { hydrated, openAccountMenu, signInByApi } from './support';

const LEVEL = '/course/igbo/level/level-1';
const isAuthClient = (url: string) => /\/_astro\/supabase\.[\w-]+\.js$/.test(url);

function watchAuthClient(page: Page): string[] {
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (isAuthClient(request.url())) loaded.push(request.url());
  });
  return loaded;
}

const stored = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('lugha-auth-token') ?? 'null') as {
        access_token: string;
        expires_at: number;
      } | null,
  );

test('a signed-in page with a fresh token shows the learner and calls the API without loading the auth client', async ({
  page,
}) => {
  await signInByApi(page);
  const authClient = watchAuthClient(page);
  const progress = page.waitForResponse((r) => r.url().includes('/api/progress/') && r.request().method() === 'GET');
  await page.goto(LEVEL);
  await hydrated(page);
  expect((await progress).status()).toBe(200);
  await expect(page.getByRole('button', { name: /^(Account \(.*\)|Menu)$/ }).filter({ visible: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(authClient).toEqual([]);
});

test('a token close to its expiry is refreshed by the auth client, which then loads', async ({ page }) => {
  await signInByApi(page);
  const before = await page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('lugha-auth-token')!);
    session.expires_at = Math.floor(Date.now() / 1000) + 60;
    localStorage.setItem('lugha-auth-token', JSON.stringify(session));
    return session.access_token as string;
  });
  const authClient = watchAuthClient(page);
  await page.goto(LEVEL);
  await hydrated(page);
  await expect.poll(() => authClient.length).toBeGreaterThan(0);
  await expect.poll(async () => (await stored(page))?.access_token).not.toBe(before);
  expect((await stored(page))!.expires_at * 1000).toBeGreaterThan(Date.now() + 10 * 60_000);
  await expect(page.getByRole('button', { name: /^(Account \(.*\)|Menu)$/ }).filter({ visible: true })).toBeVisible();
});

test('signing out in another tab signs this one out too', async ({ page, context }) => {
  await signInByApi(page);
  await page.goto(LEVEL);
  await hydrated(page);
  const other = await context.newPage();
  await other.goto('/achievements');
  await hydrated(other);
  await openAccountMenu(other);
  await other.getByRole('menuitem', { name: /Sign Out/ }).click();
  await other.waitForURL('**/onboarding');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await stored(page)).toBeNull();
});
