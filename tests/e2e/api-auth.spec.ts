import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './support';

const unique = () => `retry.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

async function signUp(page: Page): Promise<string> {
  await page.goto('/onboarding');
  await hydrated(page);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Username').fill('retry');
  await page.getByLabel('Email').fill(unique());
  await page.getByLabel('Password').fill('kasa-nkwu-42');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/welcome');
  // Leave the app for a page without scripts: the signed-in page's own auth client and API calls would race the
  // test's changes to the stored session and its navigation.
  await page.goto('/robots.txt');
  return page.evaluate(() => Object.keys(localStorage).find((k) => k.endsWith('-auth-token'))!);
}

test('a refused access token is refreshed once and the call retried with the new one', async ({ page }) => {
  const key = await signUp(page);
  // From a page without the app's scripts, so only the lesson page below calls the API.
  await page.goto('/robots.txt');
  // The stored token still looks fresh to the client, but its signature no longer holds, so the server answers 401.
  const forged = await page.evaluate((k) => {
    const session = JSON.parse(localStorage.getItem(k)!);
    const [header, payload] = session.access_token.split('.');
    session.access_token = `${header}.${payload}.forged-signature`;
    localStorage.setItem(k, JSON.stringify(session));
    return session.access_token as string;
  }, key);
  const statuses: number[] = [];
  const tokens: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/user/profile')) tokens.push(request.headers()['authorization'] ?? '');
  });
  page.on('response', (response) => {
    if (response.url().endsWith('/api/user/profile')) statuses.push(response.status());
  });
  await page.goto('/lesson/igbo/1-0');
  await expect.poll(() => statuses, { timeout: 20_000 }).toEqual([401, 200]);
  expect(tokens[0]).toBe(`Bearer ${forged}`);
  expect(tokens[1]).not.toBe(`Bearer ${forged}`);
  const stored = await page.evaluate((k) => JSON.parse(localStorage.getItem(k)!).access_token as string, key);
  expect(stored).not.toBe(forged);
  expect(new URL(page.url()).pathname).toBe('/lesson/igbo/1-0');
});

test('when the refresh fails too, the learner is signed out and sent to /onboarding', async ({ page }) => {
  const key = await signUp(page);
  // From a page without the app's scripts, so no island notices before the lesson page is opened.
  await page.goto('/robots.txt');
  // End every session on the server behind the client's back: the access token and the refresh token both die.
  await page.evaluate(async (k) => {
    const session = JSON.parse(localStorage.getItem(k)!);
    await fetch('/auth/v1/logout?scope=global', {
      method: 'POST',
      headers: { authorization: `Bearer ${session.access_token}`, apikey: 'lugha-embedded-anon-key' },
    });
  }, key);
  // The redirect may come before the page's load event: wait for the navigation to start, not to finish.
  await page.goto('/lesson/igbo/1-0', { waitUntil: 'commit' });
  await page.waitForURL(/\/onboarding(\?|$)/, { timeout: 20_000 });
  expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBeNull();
});
