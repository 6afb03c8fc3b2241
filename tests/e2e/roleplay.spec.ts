// Role-play in practice: a learner who completed the Yoruba conversation y1-5 is asked "Take …'s part": the other
// speaker's line is shown and the learner chooses their own reply while the line is new, builds it from word tiles
// once seen and types it once known; the answer reaches the server's card for the line. Keyboard only at 1280 px.
import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { roleplayMode, type ReviewItem } from '../../src/domain/index.ts';
import { completeOnServer, hydrated, seriousViolations, signInByApi } from './support.ts';
import { callApi, practiceState } from './practice-support.ts';

const SHOTS = '/tmp/roleplay-shots';
const DAY = 86_400_000;
mkdirSync(SHOTS, { recursive: true });

test.describe.configure({ timeout: 90_000 });

const answer = (itemId: string, direction: string, daysAgo: number, extra: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  itemId,
  direction,
  kind: 'right',
  responseMs: 8_000,
  answeredAt: new Date(Date.now() - daysAgo * DAY).toISOString(),
  ...extra,
});

/** A Yoruba learner who completed unit 1 up to the conversation y1-5 and recognised one word a minute ago. */
async function learnerAfterConversation(page: Page): Promise<ReviewItem[]> {
  await signInByApi(page);
  await completeOnServer(page, 'yoruba', ['y1-0', 'y1-1', 'y1-2', 'y1-3', 'y1-4', 'y1-5']);
  const { items } = await practiceState(page, 'yoruba');
  const word = items.find((i) => i.source === 'vocabulary')!;
  // A card already, so this is not the first session (which only introduces words); due again in minutes, not now.
  await callApi(page, '/practice/yoruba/answers', { answers: [answer(word.id, 'recognise', 1 / 1440)] });
  return items.filter((i) => i.source === 'dialogue');
}

/** 1280×900 on the desktop project, where the learner uses only the keyboard (returns true); 375×812 on the phone. */
async function atWidth(page: Page, project: string): Promise<boolean> {
  if (project !== 'desktop') return false;
  await page.setViewportSize({ width: 1280, height: 900 });
  return true;
}

async function openPractice(page: Page): Promise<void> {
  await page.goto('/practice/yoruba?seed=1');
  await hydrated(page);
  await expect(page.getByText(/^1 of \d+$/)).toBeVisible({ timeout: 15_000 });
}

/** Waits until the server's card for a line has been reviewed `reps` times (answers are sent once the page is idle). */
async function reviewed(page: Page, itemId: string, reps: number): Promise<void> {
  await expect
    .poll(async () => (await practiceState(page, 'yoruba')).cards.find((c) => c.itemId === itemId)?.card.reps ?? 0)
    .toBe(reps);
}

test('a new line: take the part by choosing the reply among three @both', async ({ page }, info) => {
  const keyboard = await atWidth(page, info.project.name);
  const lines = await learnerAfterConversation(page);
  await openPractice(page);
  const part = page.getByText(/^Take .*’s part$/);
  await expect(part).toBeVisible();
  const shown = (await page.locator('[data-roleplay-prompt]').textContent())!;
  const line = lines.find((l) => l.prompt === shown)!;
  expect(line, `a line answering “${shown}”`).toBeDefined();
  await expect(part).toHaveText(`Take ${line.dialogue!.speaker}’s part`);
  await expect(page.getByText(`${line.dialogue!.otherSpeaker} says`)).toBeVisible();
  const radios = page.getByRole('radio');
  await expect(radios).toHaveCount(3);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/choose-${info.project.name}.png`, fullPage: true });

  const values = await radios.evaluateAll((all) => all.map((r) => (r as HTMLInputElement).value));
  const right = values.indexOf(line.answers[0]!);
  expect(right).toBeGreaterThanOrEqual(0);
  if (keyboard) {
    await expect(radios.first()).toBeFocused();
    if (right === 0) await page.keyboard.press('Space');
    for (let i = 0; i < right; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
  } else {
    await radios.nth(right).check();
    await page.getByRole('button', { name: 'Check' }).click();
  }
  await expect(page.locator('[data-verdict="right"]')).toBeVisible();
  await expect(page.locator('[data-roleplay-line]')).toContainText(line.dialogue!.translation);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/choose-verdict-${info.project.name}.png`, fullPage: true });
  if (keyboard) await page.keyboard.press('Enter');
  else await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(/^2 of \d+$/)).toBeVisible();
  await reviewed(page, line.id, 1);
});

test('a seen line is built from word tiles, a known one typed @both', async ({ page }, info) => {
  const keyboard = await atWidth(page, info.project.name);
  const lines = await learnerAfterConversation(page);
  const [known, seen] = [lines[0]!, lines[1]!];
  // Recalled at once 20 days ago (easy: a week and more of stability), and once with effort 10 days ago: both due.
  await callApi(page, '/practice/yoruba/answers', {
    answers: [
      answer(known.id, 'recall', 20, { typed: true, responseMs: 1_000 }),
      answer(seen.id, 'recall', 10, { typed: false }),
    ],
  });
  const { cards } = await practiceState(page, 'yoruba');
  expect(roleplayMode(cards.find((c) => c.itemId === known.id)!.card)).toBe('type');
  expect(roleplayMode(cards.find((c) => c.itemId === seen.id)!.card)).toBe('tiles');
  await openPractice(page);

  // The known line, most overdue, comes first: typed.
  await expect(page.getByText(`Take ${known.dialogue!.speaker}’s part`)).toBeVisible();
  const field = page.getByRole('textbox', { name: `Type the reply: what does ${known.dialogue!.speaker} say?` });
  await expect(field).toBeFocused();
  await page.screenshot({ path: `${SHOTS}/type-${info.project.name}.png`, fullPage: true });
  await page.keyboard.type(known.answers[0]!);
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-verdict="right"]')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/type-verdict-${info.project.name}.png`, fullPage: true });
  await page.keyboard.press('Enter');

  // The seen line: built from its tiles, by number keys at 1280 px, by tapping on a phone.
  await expect(page.getByText(/^2 of \d+$/)).toBeVisible();
  await expect(page.getByText(`Take ${seen.dialogue!.speaker}’s part`)).toBeVisible();
  const bank = page.getByRole('group', { name: 'Word bank' });
  const tiles = await bank.getByRole('button').allTextContents();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/tiles-${info.project.name}.png`, fullPage: true });
  const words = seen.answers[0]!.split(' ');
  const shownAs = (tile: string) => tile.replace(/^\d/u, '');
  const used = new Set<number>();
  for (const [position, word] of words.entries()) {
    const index = tiles.findIndex(
      (tile, i) => !used.has(i) && (shownAs(tile) === word || (position === 0 && shownAs(tile) === word.toLowerCase())),
    );
    expect(index, `a tile for ${word} among ${tiles.join(' | ')}`).toBeGreaterThanOrEqual(0);
    used.add(index);
    if (keyboard) await page.keyboard.press(String(index + 1));
    else
      await bank
        .getByRole('button', { name: shownAs(tiles[index]!), exact: true })
        .first()
        .click();
  }
  await expect(page.getByRole('group', { name: 'Your sentence' }).getByRole('button')).toHaveCount(words.length);
  if (keyboard) await page.keyboard.press('Enter');
  else await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.locator('[data-verdict="right"]')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/tiles-verdict-${info.project.name}.png`, fullPage: true });
  await reviewed(page, seen.id, 2);
  await reviewed(page, known.id, 2);
});
