import { expect, test } from '@playwright/test';
import { hydrated } from './support';

const unique = () => `e2e.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

test('a newcomer signs up on /onboarding and lands on the welcome, signed in', async ({ page }) => {
  const email = unique();
  await page.goto('/onboarding');
  await hydrated(page);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Obi');
  await page.getByLabel('Username').fill('ada_obi');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('kasa-nkwu-42');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/welcome');
  const stored = await page.evaluate(() => Object.keys(localStorage).find((key) => key.endsWith('-auth-token')));
  expect(stored).toBeTruthy();
  const session = await page.evaluate((key) => JSON.parse(localStorage.getItem(key!) ?? '{}'), stored);
  expect(session.user.email).toBe(email);
  expect(session.user.user_metadata).toMatchObject({ first_name: 'Ada', last_name: 'Obi', username: 'ada_obi' });
});

test('a wrong password says so in plain words', async ({ page }) => {
  await page.goto('/onboarding');
  await hydrated(page);
  await page.getByLabel('Email').fill(unique());
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    "Wrong email or password. Try again, or choose 'Forgot password?' to set a new one.",
  );
});

test('a returning learner signs in', async ({ page, request }) => {
  const email = unique();
  const signUp = await request.post('/auth/v1/signup', { data: { email, password: 'kasa-nkwu-42' } });
  expect(signUp.ok()).toBe(true);
  await page.goto('/onboarding');
  await hydrated(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('kasa-nkwu-42');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/select-language');
});

test('Google and Apple sign-in that are not configured say so instead of offering buttons that fail', async ({
  page,
}) => {
  await page.goto('/onboarding');
  await hydrated(page);
  await expect(
    page.getByText('Google and Apple sign-in are not set up on this server: use your email and a password.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Google' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Apple' })).toHaveCount(0);
});
