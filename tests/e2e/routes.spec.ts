import { expect, test, type Page } from '@playwright/test';
import { PENDING_ISLANDS, signInByApi } from './support';

/** Fails the test on any console error or uncaught exception in the page. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** Waits until every island on the page has hydrated, so keyboard and click handlers are attached. */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction((pending) => document.querySelectorAll(pending).length === 0, PENDING_ISLANDS);
}

test('home shows the hero, claims, why-section, testimonials and calls to action', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await expect(page).toHaveTitle(/Lugha/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Speak the languages of');
  // Both open the onboarding page on its Sign Up tab (issue 43), beside a way to start without an account.
  await expect(page.getByRole('link', { name: 'Get Started For Free' })).toHaveAttribute(
    'href',
    '/onboarding?mode=signup',
  );
  await expect(page.getByRole('link', { name: 'Start Learning Today' })).toHaveAttribute(
    'href',
    '/onboarding?mode=signup',
  );
  await expect(page.getByRole('button', { name: 'Start without an account' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse Languages' })).toHaveAttribute('href', '/select-language');
  await expect(page.getByRole('link', { name: 'Explore Languages' })).toHaveAttribute('href', '/select-language');
  // The big figures are facts; the goals are a plain sentence, not figures styled as stats.
  const figures = page.locator('[data-home-figures]');
  await expect(figures).toContainText(/Languages\s*4/);
  await expect(figures).toContainText(/Lessons so far\s*\d{3,}/);
  await expect(figures).not.toContainText(/10K|4\.9/);
  const goals = page.getByText('What we aim for, not yet true: 10,000 learners who rate Lugha 4.9 out of 5.');
  await expect(goals).toBeVisible();
  expect(await goals.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeLessThanOrEqual(16);
  await expect(page.getByRole('heading', { name: 'Why learners choose Lugha' })).toBeVisible();
  await expect(page.locator('figure blockquote')).toHaveCount(3);
  const footer = page.getByRole('navigation', { name: 'Footer' });
  await expect(footer.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
  await expect(footer.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/payment');
  // 'Course' names every course, so no learner is sent to one they do not take.
  await expect(footer.getByText('Course:')).toBeVisible();
  for (const code of ['igbo', 'yoruba', 'swahili', 'kriolu'])
    await expect(footer.locator(`a[href="/course/${code}"]`)).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('language selection lists available and coming-soon languages with their details', async ({ page }) => {
  await page.goto('/select-language');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Language Journey' })).toBeVisible();
  const available = page.getByRole('region', { name: 'Available Now' });
  for (const name of ['Igbo', 'Yoruba', 'Swahili', 'Kriolu']) {
    await expect(available.getByRole('heading', { name, exact: true })).toBeVisible();
  }
  const igbo = available.getByRole('article', { name: 'Igbo' });
  await expect(igbo.getByText('Featured')).toBeVisible();
  await expect(igbo.getByText('Asụsụ Igbo · Nigeria')).toBeVisible();
  await expect(igbo.getByText('speakers worldwide')).toBeVisible();
  await expect(igbo.getByRole('link', { name: 'Start Learning' })).toHaveAttribute(
    'href',
    '/onboarding?mode=signup&next=%2Fcourse%2Figbo',
  );
  await expect(igbo.getByRole('link', { name: 'Preview Igbo' })).toHaveAttribute('href', '/course/igbo');
  const soon = page.getByRole('region', { name: 'Coming Soon' });
  await expect(soon.getByRole('heading', { name: 'Hausa' })).toBeVisible();
  await expect(soon.getByText('Coming Soon').first()).toBeVisible();
  await expect(soon.getByRole('link')).toHaveCount(0);
});

test('the course overview shows Preview Mode and level cards with locks', async ({ page }) => {
  await page.goto('/course/igbo');
  await expect(page.getByRole('heading', { level: 1, name: 'Igbo for Beginners' })).toBeVisible();
  await expect(page.getByText('Preview Mode')).toBeVisible();
  const levels = page.locator('[data-level]');
  await expect(levels).toHaveCount(21);
  await expect(page.locator('[data-level="level-1"]')).toContainText('0% complete');
  await expect(page.locator('[data-level="level-1"] a')).toHaveAttribute('href', '/course/igbo/level/level-1');
  // Level 2 has no lessons yet: its lock says so.
  await expect(page.locator('[data-level="level-2"]')).toContainText('Locked, Coming soon');
  await expect(page.locator('[data-level="level-2"] a')).toHaveCount(0);
  await expect(page.getByText('21 (20 coming soon)', { exact: true })).toBeVisible();
  await page.goto('/course/swahili');
  await expect(page.locator('[data-level]')).toHaveCount(27);
});

test('a level page lists units and lesson buttons; empty parts say so', async ({ page }) => {
  await signInByApi(page);
  await page.goto('/course/igbo/level/level-1');
  await expect(page.getByRole('link', { name: 'Back to All Levels' })).toHaveAttribute('href', '/course/igbo');
  await expect(page.getByRole('heading', { level: 1, name: 'First Steps' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Greetings and respect' })).toBeVisible();
  const first = page.locator('[data-lesson="1-0"]');
  await expect(first).toHaveAttribute('data-state', 'current');
  await expect(first.getByRole('link')).toHaveAttribute('href', '/lesson/igbo/1-0');
  await expect(page.locator('[data-lesson="1-1"]')).toHaveAttribute('data-state', 'locked');
  await expect(page.locator('[data-lesson="1-1"] a')).toHaveCount(0);
  // The lesson's title under its button opens it too.
  await first.getByRole('link').locator('span').last().click();
  await expect(page).toHaveURL(/\/lesson\/igbo\/1-0$/);

  await page.goto('/course/igbo/level/level-5');
  await expect(page.getByText('Content Coming Soon!')).toBeVisible();
  await page.goto('/course/kriolu/level/kriolu-level-2');
  await expect(page.getByText('Content Coming Soon!')).toBeVisible();
});

const lessons: [string, string, RegExp][] = [
  ['1-0', 'Info', /Ndewo/],
  ['1-1', 'Pattern discovery', /Step 1 of/],
  ['1-2', 'Quiz', /Kedụ ka i mere\?/],
  ['1-3', 'Memory game', /Reset Game/],
  ['1-4', 'Cultural story', /ọjị/],
  ['1-5', 'Conversation', /Mazị Okeke/],
  ['1-6', 'Sentence construction', /./],
];
for (const [id, type, text] of lessons) {
  test(`lesson ${id} (${type}) renders its frame and content`, async ({ page }) => {
    await signInByApi(page);
    const errors = watchErrors(page);
    await page.goto(`/lesson/igbo/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const about = page.getByRole('list', { name: 'About this lesson' });
    await expect(about).toContainText(type);
    await expect(about).toContainText('XP');
    await expect(page.getByRole('region', { name: 'Lesson' })).toContainText(text);
    expect(errors).toEqual([]);
  });
}

test('lesson navigation: Previous only when one exists, Next disabled while locked', async ({ page, isMobile }) => {
  await signInByApi(page);
  await page.goto('/lesson/igbo/1-0');
  const nav = page.getByRole('navigation', { name: 'Lesson navigation' });
  await expect(nav.getByRole('link', { name: /^Prev(ious)? lesson$/ })).toHaveCount(0);
  await expect(nav.getByRole('button', { name: /Next/ })).toBeDisabled();
  await page.goto('/lesson/igbo/1-3');
  // Named by what it shows, so voice control users can say it: 'Prev lesson' on phones.
  await expect(
    nav.getByRole('link', { name: isMobile ? 'Prev lesson' : 'Previous lesson', exact: true }),
  ).toHaveAttribute('href', '/lesson/igbo/1-2');
  await expect(nav.getByText(isMobile ? 'Prev' : 'Previous', { exact: true })).toBeVisible();
  // A way out of the lesson on every screen: '✕' on phones, 'Back to Level' from 768 px.
  const back = nav.getByRole('link', { name: 'Back to Level' });
  await expect(back).toBeVisible();
  await expect(back).toHaveAttribute('href', '/course/igbo/level/level-1');
});

test('the legacy lesson path lands on the Igbo lesson', async ({ page }) => {
  await signInByApi(page);
  const response = await page.goto('/lesson/1-2');
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe('/lesson/igbo/1-2');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Greetings Quiz');
});

test('onboarding has Sign In (default) and Sign Up tabs with the spec’s fields', async ({ page }) => {
  await page.goto('/onboarding');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Lugha' })).toBeVisible();
  const signIn = page.getByRole('tab', { name: 'Sign In' });
  await expect(signIn).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByLabel('Password')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByText('Or continue with')).toBeVisible();
  await signIn.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  for (const label of ['First name', 'Last name', 'Username', 'Email', 'Password'])
    await expect(page.getByLabel(label)).toBeVisible();
  await expect(page.getByLabel('Password')).toHaveAttribute('placeholder', '8+ characters');
  await expect(page.getByText('Or sign up with')).toBeVisible();
  await page.getByLabel('Username').fill('ada');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert')).toHaveText('Password must be at least 8 characters.');
});

test('achievements, profile, payment and admin render their key text', async ({ page }) => {
  await signInByApi(page);
  await page.goto('/achievements');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Achievements' })).toBeVisible();
  await expect(page.getByText('0 of 14 achievements unlocked')).toBeVisible();
  await expect(page.getByText('+0 XP earned')).toBeVisible();
  await expect(page.locator('[data-achievement]')).toHaveCount(14);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
  await expect(page.getByText('0 / 1000')).toBeVisible();
  await expect(page.getByText('5 / 5')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/payment');

  await page.goto('/payment');
  await expect(page.getByRole('heading', { level: 1, name: 'Upgrade to Premium' })).toBeVisible();
  await expect(page.getByText('$9.99')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Subscription integration coming soon' })).toBeDisabled();

  // The dashboard itself is for admins (tests/e2e/admin.spec.ts); a learner is told they are not authorised.
  await page.goto('/admin');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Not authorised' })).toBeVisible();
});

test('signed-in-only pages send a visitor to /onboarding with the way back', async ({ page }) => {
  for (const path of [
    '/course/igbo/level/level-1',
    '/lesson/igbo/1-0',
    '/achievements',
    '/profile',
    '/payment',
    '/admin',
  ]) {
    await page.goto(path);
    await page.waitForURL(`**/onboarding?next=${encodeURIComponent(path)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Lugha' })).toBeVisible();
  }
});

const notFound: [string, string, string][] = [
  ['/no/such/page', 'Oops! Page not found', '/'],
  ['/lesson/klingon/1-0', 'Invalid language!', '/select-language'],
  ['/lesson/igbo/99-9', 'Lesson not found!', '/select-language'],
  ['/course/klingon', 'Course Not Found', '/select-language'],
  ['/course/igbo/level/level-99', 'Level not found!', '/course/igbo'],
  ['/course/klingon/level/level-1', 'Level not found!', '/select-language'],
];
for (const [path, heading, link] of notFound) {
  test(`${path} answers 404 with “${heading}”`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('main').getByRole('link')).toHaveAttribute('href', link);
  });
}

test('the layout fits the viewport without horizontal scrolling', async ({ page }) => {
  for (const path of [
    '/',
    '/select-language',
    '/course/igbo',
    '/course/igbo/level/level-1',
    '/lesson/igbo/1-2',
    '/onboarding',
    '/admin',
  ]) {
    await page.goto(path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
