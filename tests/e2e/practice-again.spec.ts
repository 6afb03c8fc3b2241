// A missed word comes back in the same session: answered wrong, it is asked again after two other exercises (or at the
// end of a shorter session), labelled as such, and both answers reach the server.
import { expect, test } from '@playwright/test';
import { completeOnServer, hydrated, signInByApi } from './support.ts';
import { practiceState, practiceSummary, rightChoice } from './practice-support.ts';

const SHOTS = '/tmp/practice-again';

test(
  'a word answered wrong is asked again before the session ends, until it is answered right',
  { tag: '@both' },
  async ({ page }, info) => {
    await signInByApi(page);
    await completeOnServer(page, 'igbo', ['1-0']);
    await page.goto('/practice/igbo');
    await hydrated(page);
    // The first session introduces three words, each to recognise.
    await expect(page.getByText(/^1 of 3$/)).toBeVisible();
    const missedWord = ((await page.locator('legend span').nth(1).textContent()) ?? '').trim();
    const right = await rightChoice(page, 'igbo');
    const radios = page.getByRole('radio');
    await radios.nth(right === 0 ? 1 : 0).check();
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(page.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'wrong');
    await page.getByRole('button', { name: 'Continue' }).click();
    // The missed word is queued at the end of this short session: one more exercise than before.
    await expect(page.getByText(/^2 of 4$/)).toBeVisible();
    await expect(page.locator('[data-asked-again]')).toHaveCount(0);

    for (const step of [2, 3]) {
      await expect(page.getByText(`${step} of 4`, { exact: true })).toBeVisible();
      await radios.nth(await rightChoice(page, 'igbo')).check();
      await page.getByRole('button', { name: 'Check' }).click();
      await expect(page.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'right');
      await page.getByRole('button', { name: 'Continue' }).click();
    }

    await expect(page.getByText('4 of 4', { exact: true })).toBeVisible();
    await expect(page.locator('[data-asked-again]')).toHaveText(
      /Once more: you missed this one earlier in this session\./,
    );
    await expect(page.locator('legend span').nth(1)).toHaveText(missedWord);
    // Still three words: the one asked again is not a new word.
    await expect(page.getByText(/^Your first practice: 3 words from your lessons\./)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/again-${info.project.name}.png`, fullPage: true });
    await radios.nth(await rightChoice(page, 'igbo')).check();
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(page.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'right');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(practiceSummary(page)).toBeVisible({ timeout: 15_000 });
    const reviewed = page.locator('div', { has: page.getByText('Items reviewed', { exact: true }) }).last();
    await expect(reviewed).toContainText('3');

    // Both answers to the missed word reached the server: its card was reviewed twice, the others once.
    await expect
      .poll(async () => (await practiceState(page, 'igbo')).cards.map((c) => c.card.reps).sort())
      .toEqual([1, 1, 2]);
  },
);
