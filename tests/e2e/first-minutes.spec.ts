// A newcomer's first minutes (issue 43, item 4): the home page's Get Started opens Sign Up beside "Start without an
// account", and either way the learner lands on a welcome that starts the first lesson of their language.
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  completeOnServer,
  hydrated,
  lessonReady,
  PASSWORD,
  seriousViolations,
  signInByApi,
  tabTo,
  uniqueEmail,
} from './support.ts';

const SHOTS = '/tmp/first-shots';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()!.width}.png`, fullPage: true });

const welcome = (page: Page, state: string) => page.locator(`[data-welcome="${state}"]`);

test(
  'Get Started For Free opens Sign Up, and the new account lands on a welcome that starts lesson 1 by keyboard',
  { tag: '@both' },
  async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const hero = page.locator('section').first();
    await expect(hero.getByRole('button', { name: 'Start without an account' })).toBeVisible();
    await shot(page, 'home');
    await hero.getByRole('link', { name: 'Get Started For Free' }).click();
    await page.waitForURL('**/onboarding?mode=signup');
    await hydrated(page);
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: 'Start without an account' })).toBeVisible();
    await page.getByLabel('First name').fill('Tunde');
    await page.getByLabel('Username').fill('tunde_w');
    await page.getByLabel('Email').fill(uniqueEmail('welcome'));
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();

    // No language chosen yet: the welcome asks for one, the keyboard already in its list.
    await page.waitForURL('**/welcome');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Tunde!' })).toBeVisible();
    await expect(welcome(page, 'choose')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: /^Igbo/ })).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'welcome-choose');
    await tabTo(page, page.getByRole('button', { name: /^Yoruba/ }));
    await page.keyboard.press('Enter');

    const start = page.getByRole('link', { name: 'Start lesson 1' });
    await expect(welcome(page, 'start')).toHaveAttribute('data-language', 'yoruba');
    await expect(page.getByText('You are learning Yoruba')).toBeVisible();
    await expect(start).toHaveAttribute('href', '/lesson/yoruba/y1-0');
    await expect(start).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'welcome-start');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/lesson/yoruba/y1-0');
    await lessonReady(page);

    // Choosing enrolled the learner: the welcome remembers the language on the next visit.
    await page.goto('/welcome');
    await expect(welcome(page, 'start')).toHaveAttribute('data-language', 'yoruba', { timeout: 15_000 });
  },
);

test('Start without an account on the home page welcomes the learner, and a failed choice says so and retries', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('button', { name: 'Start without an account' }).click();
  await page.waitForURL('**/welcome');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome!' })).toBeVisible();
  await expect(welcome(page, 'choose')).toBeVisible({ timeout: 15_000 });

  // Offline, the choice cannot be saved: the error says which course and offers to try again.
  await context.setOffline(true);
  await page.getByRole('button', { name: /^Swahili/ }).click();
  const error = page.getByRole('alert');
  await expect(error).toContainText('We could not start your Swahili course', { timeout: 15_000 });
  await expect(error.getByRole('button', { name: 'Try again' })).toBeFocused();
  await shot(page, 'welcome-error');
  await context.setOffline(false);
  await error.getByRole('button', { name: 'Try again' }).click();
  await expect(welcome(page, 'start')).toHaveAttribute('data-language', 'swahili', { timeout: 15_000 });
  await expect(page.getByText('You are trying Lugha without an account')).toBeVisible();
  await page.getByRole('button', { name: 'Choose another language' }).click();
  await expect(page.getByRole('button', { name: /^Swahili/ })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: /^Swahili/ }).click();
  await page.getByRole('link', { name: 'Start lesson 1' }).click();
  await page.waitForURL('**/lesson/swahili/s1-0');
});

test('a visitor on a course page starts lesson 1 through sign-up or without an account, and its welcome', async ({
  page,
  browser,
}) => {
  await page.goto('/course/yoruba');
  await hydrated(page);
  const visitor = page.locator('[data-next-step="visitor"]');
  await expect(visitor).not.toContainText('freely');
  await expect(visitor).toContainText('Start lesson 1 with a free account');
  await shot(page, 'course-visitor');
  await visitor.getByRole('link', { name: 'Start lesson 1' }).click();
  await page.waitForURL('**/onboarding?mode=signup&next=%2Fcourse%2Fyoruba');
  await hydrated(page);
  await page.getByLabel('Username').fill('bisi');
  await page.getByLabel('Email').fill(uniqueEmail('bisi'));
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  // The language chosen on the way in: no question, Start lesson 1 of Yoruba at once.
  await page.waitForURL('**/welcome?language=yoruba');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, bisi!' })).toBeVisible();
  await expect(welcome(page, 'start')).toHaveAttribute('data-language', 'yoruba', { timeout: 15_000 });
  await page.getByRole('link', { name: 'Start lesson 1' }).click();
  await page.waitForURL('**/lesson/yoruba/y1-0');

  const other = await browser.newContext();
  const guest = await other.newPage();
  try {
    await guest.goto(`${new URL(page.url()).origin}/course/swahili`);
    await hydrated(guest);
    await guest.locator('[data-next-step="visitor"]').getByRole('link', { name: 'Start lesson 1' }).click();
    await guest.waitForURL('**/onboarding?mode=signup&next=%2Fcourse%2Fswahili');
    await hydrated(guest);
    await guest.getByRole('button', { name: 'Start without an account' }).click();
    await guest.waitForURL('**/welcome?language=swahili');
    await guest.getByRole('link', { name: 'Start lesson 1' }).click();
    await guest.waitForURL('**/lesson/swahili/s1-0');
    await lessonReady(guest);
  } finally {
    await other.close();
  }
});

test('practice is offered in the header only once a lesson has given the learner words', async ({ page }) => {
  await signInByApi(page);
  await page.goto('/course/igbo');
  await hydrated(page);
  await page.getByRole('link', { name: 'Start lesson 1' }).click();
  await lessonReady(page);
  await page.goto('/course/igbo/level/level-1');
  await hydrated(page);
  // The header shows the learner's Igbo hearts, and no practice: no lesson is done, so there are no words.
  await expect(page.getByRole('button', { name: '5/5 hearts remaining' }).filter({ visible: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-practice-due]')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /practi[sc]e/i })).toHaveCount(0);

  await completeOnServer(page, 'igbo', ['1-0']);
  await page.goto('/course/igbo');
  await hydrated(page);
  await expect(page.getByRole('link', { name: 'Practise your words' })).toBeVisible();
  await expect(page.locator('[data-practice-due]').filter({ visible: true })).toBeVisible({ timeout: 15_000 });
});

test(
  'a lesson and a practice session say "Offline — your progress is saved on this device" while offline',
  { tag: '@both' },
  async ({ page, context }) => {
    await signInByApi(page);
    await page.goto('/lesson/igbo/1-0');
    await lessonReady(page);
    const badge = page.getByRole('status').filter({ hasText: 'Offline — your progress is saved on this device' });
    await expect(badge).toHaveCount(0);
    await context.setOffline(true);
    await expect(badge).toBeVisible();
    await shot(page, 'lesson-offline');
    await context.setOffline(false);
    await expect(badge).toHaveCount(0, { timeout: 15_000 });

    await completeOnServer(page, 'igbo', ['1-0']);
    await page.goto('/practice/igbo');
    await hydrated(page);
    await expect(page.getByText(/^1 of \d+$/)).toBeVisible({ timeout: 15_000 });
    await context.setOffline(true);
    await expect(badge).toBeVisible();
    await shot(page, 'practice-offline');
    await context.setOffline(false);
    await expect(badge).toHaveCount(0, { timeout: 15_000 });
  },
);
