// A form the course teaches as right is right in practice too: Igbo 'Ndeewo' (an accepted form of Ndewo, `accept:` in
// content/vocabulary/igbo.yaml) typed for "Hello" is Correct!, not a slip or a miss.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { practiceSession } from '../../src/domain/index.ts';
import { IGBO } from '../../src/test-support/spellings.ts';
import { completeOnServer, hydrated, signInByApi } from './support.ts';
import { callApi, practiceState } from './practice-support.ts';

const SHOTS = '/tmp/practice-variant';

test('an accepted form of a word, typed in practice, is graded right', { tag: '@both' }, async ({ page }, info) => {
  await signInByApi(page);
  await completeOnServer(page, 'igbo', ['1-0']);
  const { items } = await practiceState(page, 'igbo');
  const words = items.filter((i) => i.source === 'vocabulary');
  // Every word recognised just now: a session then brings their recall, the word to type, as new cards.
  await callApi(page, '/practice/igbo/answers', {
    answers: words.map((w) => ({
      id: randomUUID(),
      itemId: w.id,
      direction: 'recognise',
      kind: 'right',
      responseMs: 9000,
      answeredAt: new Date().toISOString(),
    })),
  });
  const { cards } = await practiceState(page, 'igbo');
  const hello = items.find((i) => i.id === 'igbo:ndewo')!;
  expect(hello.answers).toContain('Ndeewo');
  let seed = 1;
  for (; seed < 5000; seed++) {
    const [first] = practiceSession(items, cards, new Date(), seed, { spelling: IGBO });
    if (first?.kind === 'recall' && first.itemId === hello.id) break;
  }
  expect(seed).toBeLessThan(5000);
  await page.goto(`/practice/igbo?seed=${seed}`);
  await hydrated(page);
  await expect(page.getByText(/^1 of \d+$/)).toBeVisible();
  await expect(page.getByLabel(/for “Hello/)).toBeFocused();
  await page.keyboard.type('Ndeewo');
  await page.keyboard.press('Enter');
  const verdict = page.locator('[data-verdict]');
  await expect(verdict).toHaveAttribute('data-verdict', 'right');
  await expect(verdict).toContainText('Correct!');
  await page.screenshot({ path: `${SHOTS}/accepted-${info.project.name}.png`, fullPage: true });
  // The server graded it as the device did: a right answer, not a lapse.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect
    .poll(async () => {
      const card = (await practiceState(page, 'igbo')).cards.find(
        (c) => c.itemId === hello.id && c.direction === 'recall',
      )?.card;
      return card ? [card.reps, card.lapses, card.scheduledDays >= 2] : null;
    })
    .toEqual([1, 0, true]);
});
