import { expect, type Locator, type Page } from '@playwright/test';

// Reading lessons (info, cultural notes) come one step at a time; a test that only needs the lesson done reads on.

/** The reading lesson's "Step n of m" count, from its progress bar. */
export async function readingSteps(page: Page): Promise<number> {
  const bar = page.getByRole('progressbar', { name: 'Lesson progress' });
  return Number(await bar.getAttribute('aria-valuemax'));
}

/**
 * Goes through the reading lesson showing to its last step and answers its Continue button: by clicking Next, or with
 * `keyboard`, by pressing Enter on each step as a keyboard user does (the new step's heading has the focus).
 */
export async function readToTheEnd(page: Page, { keyboard = false } = {}): Promise<Locator> {
  const total = await readingSteps(page);
  const bar = page.getByRole('progressbar', { name: 'Lesson progress' });
  for (let step = Number(await bar.getAttribute('aria-valuenow')); step < total; step++) {
    if (keyboard) await page.keyboard.press('Enter');
    else await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(bar).toHaveAttribute('aria-valuenow', String(step + 1));
  }
  return page.getByRole('button', { name: /Continue/ });
}
