import { expect, type Locator, type Page } from '@playwright/test';

/** Waits until the page has hydrated and the lesson player's code is live (keys pressed earlier would be lost). */
export async function lessonReady(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await expect(page.locator('body[data-lesson-ready="true"]')).toHaveCount(1, { timeout: 15_000 });
}

const unique = () => `learner.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** Signs a new learner up through the real auth server and leaves the browser signed in. */
export async function signUp(page: Page): Promise<void> {
  await page.goto('/onboarding');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Username').fill('learner');
  await page.getByLabel('Email').fill(unique());
  await page.getByLabel('Password').fill('kasa-nkwu-42');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/select-language');
}

/** Records lessons as completed on the server with the browser's own token, as if the learner had played them. */
export async function completeOnServer(page: Page, language: string, lessonIds: readonly string[]): Promise<void> {
  await page.evaluate(
    async ({ language, lessonIds }) => {
      const key = Object.keys(localStorage).find((k) => k.endsWith('-auth-token'))!;
      const token = JSON.parse(localStorage.getItem(key)!).access_token as string;
      for (const lessonId of lessonIds) {
        const body = { language, lessonId, score: 100, timeSpent: 60, attempts: 1, mistakes: 0, hintsUsed: 0, completionId: crypto.randomUUID(), completedAt: new Date().toISOString(), timeZone: 'UTC' };
        const response = await fetch('/api/progress/lesson/complete', { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
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

/** Finishes a lesson whose completion panel is showing, and checks the learner can move on. */
export async function expectLessonComplete(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Lesson complete!' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/^\+\d+ XP$/).first()).toBeVisible();
}
