import { expect, test, type Page } from '@playwright/test';
import { completeOnServer, hydrated, signInByApi } from './support.ts';

// Practice after Igbo lessons 1-0 to 1-2, played with the keyboard only. A fixed seed (?seed=) fixes which
// exercises a session asks, so the test knows what comes.
const SHOTS = '/tmp/practice-ui';

async function learnerWithUnitOne(page: Page) {
  await signInByApi(page);
  await completeOnServer(page, 'igbo', ['1-0', '1-1', '1-2']);
}

/** Answers whatever exercise is showing with the keyboard, right or (for typed answers) with `typed`. */
async function answerShowing(page: Page, typed?: string) {
  const textbox = page.getByRole('textbox');
  if (await textbox.isVisible()) {
    await expect(textbox).toBeFocused();
    await page.keyboard.type(typed ?? 'x');
    await page.keyboard.press('Enter');
  } else if (await page.getByRole('radio').first().isVisible()) {
    await expect(page.getByRole('radio').first()).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');
  }
  await expect(page.locator('[data-verdict]')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeFocused();
}

test('a learner practises the words of Igbo unit 1 with the keyboard only and sees a summary', async ({ page }, info) => {
  await learnerWithUnitOne(page);
  await page.goto('/practice/igbo?seed=7');
  await hydrated(page);
  await expect(page.getByText(/^1 of \d+$/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/question-${info.project.name}.png` });
  for (let i = 0; i < 15; i++) {
    if (await page.getByRole('heading', { name: 'Practice complete' }).isVisible()) break;
    await answerShowing(page);
    if (i === 0) await page.screenshot({ path: `${SHOTS}/feedback-${info.project.name}.png` });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Practice complete' }).or(page.locator('[data-verdict]'))).toBeVisible().catch(() => undefined);
  }
  await expect(page.getByRole('heading', { name: 'Practice complete' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Items reviewed')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/summary-${info.project.name}.png`, fullPage: true });
});
