import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Islands still waiting to hydrate. A `client:visible` island (the report button at a lesson's foot) hydrates only
 * once scrolled into view, so it is left out: on a short screen it may never be seen.
 */
export const PENDING_ISLANDS = 'astro-island[ssr]:not([client="visible"])';

/** Waits until every island on the page has hydrated, so keyboard and click handlers are attached. */
export const hydrated = (page: Page) => expect(page.locator(PENDING_ISLANDS)).toHaveCount(0, { timeout: 15_000 });

export const uniqueEmail = (prefix = 'e2e') => `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

export const PASSWORD = 'kasa-nkwu-42';

/** Signs a new learner up on /onboarding through the real auth server; resolves once on the welcome it leads to. */
export async function signUp(page: Page, username = 'learner', email = uniqueEmail(username)): Promise<string> {
  await page.goto('/onboarding');
  await hydrated(page);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/welcome');
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
  await page
    .getByRole('button', { name: /^(Account \(.*\)|Menu)$/ })
    .filter({ visible: true })
    .click();
}

/**
 * Signs a new learner up through the auth API and stores the session where supabase-js keeps it, without going
 * through the onboarding page: for tests about other pages that only need someone signed in.
 */
export async function signInByApi(page: Page, email = uniqueEmail('api')): Promise<string> {
  const response = await page.request.post('/auth/v1/signup', {
    data: { email, password: PASSWORD, data: { username: 'tester' } },
  });
  expect(response.ok()).toBe(true);
  const session = await response.json();
  await page.goto('/robots.txt');
  await page.evaluate((value) => localStorage.setItem('lugha-auth-token', value), JSON.stringify(session));
  return email;
}

/** Waits until the page has hydrated and the lesson player's code is live (keys pressed earlier would be lost). */
export async function lessonReady(page: Page): Promise<void> {
  await hydrated(page);
  await expect(page.locator('body[data-lesson-ready="true"]')).toHaveCount(1, { timeout: 15_000 });
}

/** Records lessons as completed on the server with the browser's own token, as if the learner had played them. */
export async function completeOnServer(page: Page, language: string, lessonIds: readonly string[]): Promise<void> {
  await page.evaluate(
    async ({ language, lessonIds }) => {
      const key = Object.keys(localStorage).find((k) => k.endsWith('-auth-token'))!;
      const token = JSON.parse(localStorage.getItem(key)!).access_token as string;
      for (const lessonId of lessonIds) {
        const body = {
          language,
          lessonId,
          score: 100,
          timeSpent: 60,
          attempts: 1,
          mistakes: 0,
          hintsUsed: 0,
          completionId: crypto.randomUUID(),
          completedAt: new Date().toISOString(),
          timeZone: 'UTC',
        };
        const response = await fetch('/api/progress/lesson/complete', {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`completing ${lessonId}: ${response.status}`);
      }
    },
    { language, lessonIds },
  );
}

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would; fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 60 } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Checks a lesson's one completion panel is showing: 'Lesson complete!' (under the type's own heading, if any) and its XP. */
export async function expectLessonComplete(page: Page): Promise<void> {
  const card = page.locator('[data-completion-card]');
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(card.getByText('Lesson complete!')).toBeVisible();
  await expect(card.getByText(/^\+\d+ XP$/)).toBeVisible();
}

/** Runs `look` at a phone's and a desktop's size (375×812, 1280×900), then gives the page its own size back. */
export async function atBothWidths(page: Page, look: (width: number) => Promise<void>): Promise<void> {
  const own = page.viewportSize()!;
  for (const [width, height] of [
    [375, 812],
    [1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await look(width);
  }
  await page.setViewportSize(own);
}

/**
 * axe-core's serious and critical findings on the page as it stands, one line each (rule, then the elements). Every
 * rule runs; only violations are gathered: the passing and inapplicable nodes, which nothing reads, were a fifth of
 * each check's work in the browser.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The page's service worker registration, state by state, for a failure message. */
const workerStates = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return {
      controlled: navigator.serviceWorker.controller !== null,
      installing: registration?.installing?.state ?? null,
      waiting: registration?.waiting?.state ?? null,
      active: registration?.active?.state ?? null,
    };
  });

const isControlled = (page: Page, timeout: number) =>
  page
    .waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout })
    .then(
      () => true,
      () => false,
    );

/**
 * Waits until the service worker controls the page, reloading it once if the worker's claim missed it.
 *
 * The first install precaches the app shell, which a busy 2-core machine can take a while to do. The worker claims
 * the open pages when it activates, but a page whose response was still on its way at that moment is not one of
 * them: its navigation was matched while the worker was only installing, and its document did not exist yet to be
 * claimed. Chromium leaves such a page uncontrolled until the next navigation (docs/testing.md, "The service
 * worker"), which is what a learner's next page is and what the reload here is. Call it before building up state on
 * the page that a reload would lose.
 */
export async function controlled(page: Page, timeout = 60_000): Promise<void> {
  // Polled from here, one short evaluation at a time: a registration's state is only read asynchronously.
  const deadline = Date.now() + timeout;
  while ((await workerStates(page)).active !== 'activated') {
    if (Date.now() > deadline)
      throw new Error(
        `The service worker did not activate within ${timeout / 1000} s: ${JSON.stringify(await workerStates(page))}`,
      );
    await page.waitForTimeout(250);
  }
  if (await isControlled(page, 5_000)) return;
  await page.reload();
  if (!(await isControlled(page, 10_000)))
    throw new Error(
      `The page is not controlled by the active service worker, even reloaded: ${JSON.stringify(await workerStates(page))}`,
    );
}
