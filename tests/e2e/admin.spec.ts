import { expect, test } from '@playwright/test';
import { ownServer, type OwnServer } from './own-server';
import { hydrated, PASSWORD, uniqueEmail } from './support';

let server: OwnServer;
const adminEmail = uniqueEmail('admin');
const learnerEmail = uniqueEmail('learner');

async function signUpByApi(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(response.ok).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

// In turn in one worker, so the server below starts once (as specServer does, tests/e2e/own-server.ts).
test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await ownServer();
  await signUpByApi(server.url, adminEmail);
  const token = await signUpByApi(server.url, learnerEmail);
  const completion = await fetch(`${server.url}/api/progress/lesson/complete`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      language: 'igbo',
      lessonId: '1-0',
      score: 100,
      timeSpent: 120,
      attempts: 1,
      mistakes: 0,
      hintsUsed: 0,
      completionId: crypto.randomUUID(),
      completedAt: new Date().toISOString(),
      timeZone: 'Africa/Lagos',
    }),
  });
  expect(completion.status).toBe(200);
  await server.admin('grant-admin', adminEmail);
});

test.afterAll(async () => {
  await server?.stop();
});

test('an admin sees the real figures on every tab of the dashboard', async ({ page }) => {
  const languages = (await (await fetch(`${server.url}/api/languages?status=active`)).json()) as { data: unknown[] };
  await page.goto(`${server.url}/onboarding?next=%2Fadmin`);
  await hydrated(page);
  await page.getByLabel('Email').fill(adminEmail);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL('**/admin');
  await expect(page.getByRole('heading', { name: 'Lugha Admin' })).toBeVisible();
  await expect(page.locator('[data-stat="Active Users"] dd').first()).toHaveText('1');
  await expect(page.locator('[data-stat="Languages"] dd')).toHaveText(String(languages.data.length));
  await expect(page.locator('[data-stat="Total Lessons"] dd')).toHaveText(/^[1-9][\d,]*$/);
  await expect(page.locator('[data-stat="Completion Rate"] dd').first()).toHaveText(/^\d+%$/);
  await expect(page.getByRole('heading', { name: 'Recent Content Activity' })).toBeVisible();
  await expect(page.locator('li').filter({ hasText: 'Lugha Content Team' }).first()).toBeVisible();

  // Tabs by keyboard.
  await page.getByRole('tab', { name: 'Overview' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Content' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Manage Lessons' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Audio Files' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Pending Reviews' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Users' })).toBeFocused();

  await page.getByLabel('Search learners').fill(learnerEmail);
  const row = page.locator(`tr[data-learner="${learnerEmail}"]`);
  await expect(row).toBeVisible();
  await expect(row).toContainText('igbo');
  await expect(row.locator('td').first()).not.toHaveText('0');
  await expect(page.getByRole('status').filter({ hasText: /^1 learner$/ })).toBeVisible();
  await page.getByLabel('Search learners').fill('no-such-learner-anywhere');
  await expect(page.getByText("No learner matches 'no-such-learner-anywhere'.")).toBeVisible();

  await page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(page.locator('dl').filter({ hasText: 'Completions' }).locator('dd').first()).toHaveText('1');
  await expect(page.getByRole('row', { name: /Info 1 100%/ })).toBeVisible();

  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByText('PGlite (embedded PostgreSQL)')).toBeVisible();
  await expect(page.getByText('Embedded (auth and database in this server)')).toBeVisible();
});

test('a learner granted the admin role while signed in reaches the dashboard without signing out', async ({ page }) => {
  const email = uniqueEmail('promoted');
  const response = await fetch(`${server.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const session = await response.text();
  await page.goto(`${server.url}/robots.txt`);
  await page.evaluate((value) => localStorage.setItem('lugha-auth-token', value), session);
  await page.goto(`${server.url}/admin`);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Not authorised' })).toBeVisible();
  await expect(page.getByText('there is no need to sign out')).toBeVisible();

  await server.admin('grant-admin', email);
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByRole('heading', { name: 'Lugha Admin' })).toBeVisible();
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Lugha Admin' })).toBeVisible();
});
