import { expect, test } from '@playwright/test';
import { hydrated, PASSWORD, signIn, signInByApi, tabTo, uniqueEmail } from './support';

test('the header figures explain themselves by keyboard and by tap', async ({ page, isMobile }) => {
  await signInByApi(page);
  await page.goto('/course/igbo');
  await hydrated(page);
  const hearts = page.getByRole('button', { name: '5/5 hearts remaining' });
  await tabTo(page, hearts);
  await page.keyboard.press('Enter');
  await expect(hearts).toHaveAttribute('aria-expanded', 'true');
  const tip = page.locator(`#${await hearts.getAttribute('aria-controls')}`);
  await expect(tip).toContainText('These are your Igbo hearts: each language has its own 5.');
  await expect(tip).toContainText('refill to 5');
  await page.keyboard.press('Escape');
  await expect(tip).toBeEmpty();
  await expect(hearts).toBeFocused();

  const xp = page.getByRole('button', { name: '0 XP, XP level 1' });
  if (isMobile) await xp.tap();
  else await xp.click();
  const xpTip = page.locator(`#${await xp.getAttribute('aria-controls')}`);
  await expect(xpTip).toContainText('0 XP in total');
  await expect(xpTip).toContainText('XP level 1: 100 XP more to reach XP level 2.');
  // The tip is on screen whole, also on a phone.
  const box = (await xpTip.locator('span').first().boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  // A tap or click anywhere else closes it.
  if (isMobile) await page.touchscreen.tap(20, 600);
  else await page.mouse.click(20, 600);
  await expect(xpTip).toBeEmpty();
});

test('sign-up with empty fields marks them invalid and brings the error into view with focus', async ({ page }) => {
  await page.goto('/onboarding');
  await hydrated(page);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByRole('button', { name: 'Create Account' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText('Please fill in your username, email and password.');
  await expect(alert).toBeFocused();
  await expect(alert).toBeInViewport({ ratio: 1 });
  for (const label of ['Username', 'Email', 'Password'])
    await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('First name (optional)')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Username', { exact: true })).toHaveAccessibleDescription('Choose a username.');
});

test('a visitor sent to sign in is told why and lands back on the lesson after signing in', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('back');
  expect((await request.post('/auth/v1/signup', { data: { email, password: PASSWORD } })).ok()).toBe(true);
  await page.goto('/lesson/igbo/1-0');
  await page.waitForURL('**/onboarding?next=%2Flesson%2Figbo%2F1-0');
  await hydrated(page);
  await expect(page.getByRole('status').filter({ hasText: 'Sign in to continue to your lesson.' })).toBeVisible();
  await signIn(page, email);
  await page.waitForURL('**/lesson/igbo/1-0');
});

test('a visitor who signs up from a level lands back on it', async ({ page }) => {
  await page.goto('/course/yoruba/level/level-1');
  await page.waitForURL('**/onboarding?next=%2Fcourse%2Fyoruba%2Flevel%2Flevel-1');
  await hydrated(page);
  await expect(page.getByText('Sign in to continue to this level.')).toBeVisible();
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await expect(page.getByText('Create a free account to open this level.')).toBeVisible();
  await page.getByLabel('Username').fill('returner');
  await page.getByLabel('Email').fill(uniqueEmail('returner'));
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/course/yoruba/level/level-1');
  await hydrated(page);
  await expect(page.locator('[data-lesson="y1-0"]')).toHaveAttribute('data-state', 'current');
});

test('empty levels say Coming soon beside their lock, and a new learner is offered Start lesson 1', async ({
  page,
}) => {
  await signInByApi(page);
  await page.goto('/course/kriolu');
  await hydrated(page);
  await expect(page.locator('[data-level="level-2"]')).toContainText('Coming soon');
  await expect(page.locator('[data-level="level-27"]')).toContainText('Coming soon');
  await expect(page.locator('[data-level="level-1"]')).not.toContainText('Coming soon');
  await expect(page.getByRole('link', { name: 'Start lesson 1' })).toHaveAttribute('href', '/lesson/kriolu/k1-0');
  await expect(page.getByText('Kriolu (Kabuverdianu)', { exact: true })).toBeVisible();
});
