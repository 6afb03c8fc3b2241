import { expect, type Page } from '@playwright/test';

/** Waits until every island on the page has hydrated, so keyboard and click handlers are attached. */
export const hydrated = (page: Page) => expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 15_000 });

export const uniqueEmail = (prefix = 'e2e') => `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

export const PASSWORD = 'kasa-nkwu-42';

/** Signs a new learner up on /onboarding through the real auth server; resolves once on /select-language. */
export async function signUp(page: Page, username = 'learner', email = uniqueEmail(username)): Promise<string> {
  await page.goto('/onboarding');
  await hydrated(page);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/select-language');
  return email;
}

/** Fills the Sign In form of the current onboarding page and submits it. */
export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await hydrated(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Opens the header's account menu: 'Account (name)' on desktop, 'Menu' on phones. */
export async function openAccountMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^(Account \(.*\)|Menu)$/ }).filter({ visible: true }).click();
}

/**
 * Signs a new learner up through the auth API and stores the session where supabase-js keeps it, without going
 * through the onboarding page: for tests about other pages that only need someone signed in.
 */
export async function signInByApi(page: Page, email = uniqueEmail('api')): Promise<string> {
  const response = await page.request.post('/auth/v1/signup', { data: { email, password: PASSWORD, data: { username: 'tester' } } });
  expect(response.ok()).toBe(true);
  const session = await response.json();
  await page.goto('/robots.txt');
  await page.evaluate((value) => localStorage.setItem('lugha-auth-token', value), JSON.stringify(session));
  return email;
}
