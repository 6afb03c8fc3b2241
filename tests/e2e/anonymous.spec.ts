import { expect, test, type Page } from '@playwright/test';
import {
  expectLessonComplete,
  hydrated,
  lessonReady,
  openAccountMenu,
  PASSWORD,
  signIn,
  uniqueEmail,
} from './support.ts';
import { readToTheEnd } from './reading.ts';
import { playToTheEnd, practiceState, practiceSummary, reviewCounts } from './practice-support.ts';

// A visitor starts without an account (an anonymous session), plays the first lesson and a practice session, saves
// the progress with an e-mail and password, signs out and back in, and finds the XP and the cards still theirs.

/** Plays the first Igbo lesson (information) to its completion panel; answers the XP it gave. */
async function playFirstLesson(page: Page): Promise<number> {
  await page.goto('/lesson/igbo/1-0');
  await lessonReady(page);
  await (await readToTheEnd(page)).click();
  await expectLessonComplete(page);
  const gained = await page
    .locator('[data-completion-card]')
    .getByText(/^\+\d+ XP$/)
    .textContent();
  return Number(/\d+/.exec(gained ?? '')![0]);
}

const headerXp = (page: Page, xp: number) =>
  page.getByRole('button', { name: new RegExp(`^${xp} XP, XP level`) }).filter({ visible: true });

test(
  'a visitor starts without an account, saves the progress with an e-mail, and keeps the XP and cards after signing in',
  { tag: '@both' },
  async ({ page, request }) => {
    test.setTimeout(120_000);
    const width = page.viewportSize()!.width;
    await page.goto('/onboarding');
    await hydrated(page);
    await page.screenshot({ path: `test-results/anonymous-onboarding-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Start without an account' }).click();
    await page.waitForURL('**/welcome');

    expect(await playFirstLesson(page)).toBeGreaterThan(0);
    // Practice works as for any learner: the session's cards are kept on the server under the anonymous account.
    await page.goto('/practice/igbo');
    await hydrated(page);
    expect(await playToTheEnd(page, 'igbo')).toBeGreaterThan(0);
    await expect(practiceSummary(page)).toBeVisible();
    await expect.poll(async () => (await practiceState(page, 'igbo')).cards.length).toBeGreaterThan(0);
    const cards = reviewCounts((await practiceState(page, 'igbo')).cards);
    await page.goto('/course/igbo');
    await hydrated(page);
    // The header's total (the lesson's XP and its first-lesson bonuses), as the server counts it.
    const figure = page.getByRole('button', { name: /^\d+ XP, XP level/ }).filter({ visible: true });
    const xp = Number(/^\d+/.exec((await figure.getAttribute('aria-label')) ?? '')?.[0]);
    expect(xp).toBeGreaterThan(0);

    // Signing out of an anonymous session warns first; declining keeps the learner signed in.
    await openAccountMenu(page);
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toContain("You haven't saved your progress.");
      void dialog.dismiss();
    });
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(figure).toBeVisible();
    expect(page.url()).toContain('/course/igbo');

    // An address that already has an account is refused in the server's words.
    const taken = uniqueEmail('taken');
    expect((await request.post('/auth/v1/signup', { data: { email: taken, password: PASSWORD } })).ok()).toBe(true);
    await page.getByRole('button', { name: 'Save your progress' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save your progress' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Username').fill('guest_ada');
    await dialog.getByLabel('Email').fill(taken);
    await dialog.getByLabel('Password').fill(PASSWORD);
    await page.screenshot({ path: `test-results/anonymous-save-form-${width}.png` });
    await dialog.getByRole('button', { name: 'Save progress' }).click();
    await expect(dialog.getByRole('alert')).toContainText('A user with this email address has already been registered');

    const email = uniqueEmail('saved');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Save progress' }).click();
    await expect(dialog.getByRole('status')).toHaveText(
      `Your progress is saved. From now on, sign in with ${email} and your password.`,
    );
    await page.screenshot({ path: `test-results/anonymous-saved-${width}.png` });
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('button', { name: 'Save your progress' })).toHaveCount(0);

    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL('**/onboarding');
    await signIn(page, email);
    await page.waitForURL('**/select-language');
    await expect(headerXp(page, xp)).toBeVisible();
    expect(reviewCounts((await practiceState(page, 'igbo')).cards)).toEqual(cards);
  },
);
