// Match pairs and listen-and-choose in practice, by mouse and by keyboard only. A Swahili learner (every word has a
// recording) has all of unit 1's words due; the page's seed (?seed=) fixes the session, and the test finds a seed whose
// first exercise is the kind it plays with the same domain code the page runs.
import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { practiceSession, type ItemCard, type PracticeExercise } from '../../src/domain/index.ts';
import { completeOnServer, hydrated, signInByApi } from './support.ts';
import { callApi, practiceState, seriousViolations } from './practice-support.ts';

const SHOTS = '/tmp/practice-exercises';
const DAY = 86_400_000;
type Match = Extract<PracticeExercise, { kind: 'match' }>;
type Listen = Extract<PracticeExercise, { kind: 'recognise' | 'listen' }>;
type Recall = Extract<PracticeExercise, { kind: 'recall' }>;

/**
 * Signs a Swahili learner up whose every unit 1 word was recognised ten days ago, so each is due now; or, with
 * `daysAgo` 0, just now, so none is due and the words come back to be typed (recall).
 */
async function learnerWithDueWords(page: Page, daysAgo = 10): Promise<void> {
  await signInByApi(page);
  await completeOnServer(page, 'swahili', ['s1-0']);
  const { items } = await practiceState(page, 'swahili');
  const words = items.filter((i) => i.source === 'vocabulary').slice(0, 40);
  expect(words.length).toBeGreaterThanOrEqual(12);
  const answeredAt = new Date(Date.now() - daysAgo * DAY).toISOString();
  await callApi(page, '/practice/swahili/answers', {
    answers: words.map((w) => ({
      id: randomUUID(),
      itemId: w.id,
      direction: 'recognise',
      kind: 'right',
      responseMs: 60_000,
      answeredAt,
    })),
  });
}

/** Opens the session whose first exercise is of `kind`, built from the learner's cards as the page builds it. */
async function openSessionStartingWith(page: Page, kind: PracticeExercise['kind']): Promise<PracticeExercise> {
  const { items, cards } = await practiceState(page, 'swahili');
  for (let seed = 1; seed < 5000; seed++) {
    const [first] = practiceSession(items, cards, new Date(), seed);
    if (first?.kind !== kind) continue;
    await page.goto(`/practice/swahili?seed=${seed}`);
    await hydrated(page);
    await expect(page.getByText(/^1 of \d+$/)).toBeVisible();
    return first;
  }
  throw new Error(`No seed starts a session with ${kind}`);
}

/** The server's cards for these items' recognition, once each has taken `reps` reviews (answers are sent after the verdict). */
async function reviewedCards(page: Page, itemIds: readonly string[], reps: number): Promise<ItemCard['card'][]> {
  let found: (ItemCard['card'] | undefined)[] = [];
  await expect
    .poll(async () => {
      const { cards } = await practiceState(page, 'swahili');
      found = itemIds.map((id) => cards.find((c) => c.itemId === id && c.direction === 'recognise')?.card);
      return found.map((card) => card?.reps);
    })
    .toEqual(itemIds.map(() => reps));
  return found as ItemCard['card'][];
}

/** Moves focus to `target` with Tab or Shift+Tab, whichever way it lies, as a keyboard user would. */
async function keyTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 40; i++) {
    const where = await target.evaluate((el) => {
      const active = document.activeElement;
      if (el === active) return 'here';
      return active && active !== document.body && el.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING
        ? 'before'
        : 'after';
    });
    if (where === 'here') return;
    await page.keyboard.press(where === 'before' ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Focus never reached ${target.toString()}`);
}

// Each test signs a learner up and prepares forty cards first; the machine running them may be busy.
test.describe.configure({ timeout: 90_000 });

const board = (page: Page) => page.getByRole('list', { name: 'Cards' });
const cardButton = (page: Page, text: string) => board(page).getByRole('button', { name: text, exact: true });
const announced = (page: Page, text: string) => page.locator('[aria-live="polite"]').getByText(text, { exact: true });

test.describe('match pairs', () => {
  test('by mouse: a pair chosen wrongly first is graded as missed, the others as known', async ({ page }, info) => {
    await learnerWithDueWords(page);
    const match = (await openSessionStartingWith(page, 'match')) as Match;
    await expect(page.getByRole('heading', { name: 'Choose a word, then its meaning' })).toBeVisible();
    await expect(board(page).getByRole('button')).toHaveCount(match.pairs.length * 2);
    expect(await seriousViolations(page)).toEqual([]);
    const [missed, other] = match.pairs as [Match['pairs'][number], Match['pairs'][number]];

    await cardButton(page, missed.word).click();
    await cardButton(page, other.meaning).click();
    await expect(announced(page, `${other.meaning}: not a pair. Try again.`)).toBeAttached();
    await page.screenshot({ path: `${SHOTS}/match-mismatch-${info.project.name}.png` });
    // The two cards turn back before the learner tries again.
    await expect(cardButton(page, missed.word)).toHaveAttribute('aria-pressed', 'false');
    await expect(cardButton(page, other.meaning)).toHaveAttribute('aria-pressed', 'false');

    const continueButton = page.getByRole('button', { name: 'Continue' });
    for (const pair of match.pairs) {
      await expect(continueButton).toBeDisabled();
      await cardButton(page, pair.word).click();
      await cardButton(page, pair.meaning).click();
      await expect(cardButton(page, pair.meaning)).toHaveAttribute('aria-disabled', 'true');
      await expect(cardButton(page, pair.word)).toHaveAttribute('aria-disabled', 'true');
    }
    await expect(page.getByText('All pairs matched!')).toBeVisible();
    await expect(announced(page, 'All pairs matched; 1 needed a second try.')).toBeAttached();
    await page.screenshot({ path: `${SHOTS}/match-done-${info.project.name}.png`, fullPage: true });
    await continueButton.click();
    await expect(page.getByText(/^2 of \d+$/)).toBeVisible();

    // The server graded the missed pair Again (a lapse, back soonest) and the others Good.
    const [missedCard, ...known] = await reviewedCards(
      page,
      match.pairs.map((p) => p.itemId),
      2,
    );
    expect(missedCard!.lapses).toBe(1);
    for (const card of known) {
      expect(card.lapses).toBe(0);
      expect(Date.parse(card.due)).toBeGreaterThan(Date.parse(missedCard!.due));
    }
  });

  test('by keyboard only: Tab to a word, Enter, Tab to its meaning, Space', async ({ page }) => {
    await learnerWithDueWords(page);
    const match = (await openSessionStartingWith(page, 'match')) as Match;
    for (const pair of match.pairs) {
      await keyTo(page, cardButton(page, pair.word));
      await page.keyboard.press('Enter');
      await expect(cardButton(page, pair.word)).toHaveAttribute('aria-pressed', 'true');
      await keyTo(page, cardButton(page, pair.meaning));
      await page.keyboard.press('Space');
      await expect(cardButton(page, pair.meaning)).toHaveAttribute('aria-disabled', 'true');
      if (pair !== match.pairs.at(-1)) await expect(announced(page, `${pair.meaning}: matched.`)).toBeAttached();
    }
    await expect(announced(page, 'All pairs matched.')).toBeAttached();
    await expect(page.getByRole('button', { name: 'Continue' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(/^2 of \d+$/)).toBeVisible();
    const cards = await reviewedCards(
      page,
      match.pairs.map((p) => p.itemId),
      2,
    );
    expect(cards.map((c) => c.lapses)).toEqual(match.pairs.map(() => 0));
  });
});

test.describe('listen and choose', () => {
  test.beforeEach(async ({ page }) => {
    // Records what the page plays (the browser may refuse to play sound without a gesture; the attempt is what counts).
    await page.addInitScript(() => {
      const played: string[] = [];
      Object.assign(window, { played });
      const play = HTMLMediaElement.prototype.play;
      HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
        played.push(this.src ? new URL(this.src).pathname : '');
        return play.call(this);
      };
    });
  });
  const played = (page: Page) => page.evaluate(() => (window as unknown as { played: string[] }).played);

  test('by mouse: the word is heard, not shown, and the right meaning is right', async ({ page }, info) => {
    await learnerWithDueWords(page);
    const listen = (await openSessionStartingWith(page, 'listen')) as Listen;
    const clip = `/audio/${listen.audio}.mp3`;
    await expect(page.getByText('Listen and choose the meaning')).toBeVisible();
    await expect(page.getByText('What does the Swahili word you hear mean?')).toBeVisible();
    await expect(page.getByText(listen.prompt, { exact: true })).toHaveCount(0);
    await expect.poll(() => played(page)).toEqual([clip]);
    expect((await page.request.get(clip)).status()).toBe(200);
    await page.getByRole('button', { name: 'Play the word' }).click();
    await expect.poll(() => played(page)).toEqual([clip, clip]);

    await expect(page.getByRole('radio')).toHaveCount(listen.choices.length);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByText(listen.answer, { exact: true }).click();
    await page.getByRole('button', { name: 'Check' }).click();
    const verdict = page.locator('[data-verdict]');
    await expect(verdict).toHaveAttribute('data-verdict', 'right');
    await expect(verdict).toContainText('Correct!');
    // The word heard, written at last, with its meaning.
    await expect(verdict).toContainText(`You heard ${listen.prompt}: “${listen.answer}”`);
    await expect(verdict.getByText(listen.prompt, { exact: true })).toHaveAttribute('lang', 'sw');
    await page.screenshot({ path: `${SHOTS}/listen-right-${info.project.name}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText(/^2 of \d+$/)).toBeVisible();
    expect((await reviewedCards(page, [listen.itemId], 2))[0]!.lapses).toBe(0);
  });

  test('by keyboard only: arrows choose, Enter checks, a wrong meaning shows the right one', async ({ page }, info) => {
    await learnerWithDueWords(page);
    const listen = (await openSessionStartingWith(page, 'listen')) as Listen;
    const radios = page.getByRole('radio');
    await expect(radios.first()).toBeFocused();
    const wrong = listen.choices.findIndex((c) => c !== listen.answer);
    if (wrong === 0) await page.keyboard.press('Space');
    for (let i = 0; i < wrong; i++) await page.keyboard.press('ArrowDown');
    await expect(radios.nth(wrong)).toBeChecked();
    await expect(radios.nth(wrong)).toHaveAccessibleName(listen.choices[wrong]!);
    await page.keyboard.press('Enter');
    const verdict = page.locator('[data-verdict]');
    await expect(verdict).toHaveAttribute('data-verdict', 'wrong');
    await expect(verdict).toContainText('Not this one');
    await expect(verdict).toContainText(`You heard ${listen.prompt}: “${listen.answer}”`);
    // The options show it too: the right meaning framed in green, the wrong choice in clay, the others as they were.
    const option = (i: number) => radios.nth(i).locator('xpath=..');
    const right = listen.choices.indexOf(listen.answer);
    await expect(option(right)).toHaveCSS('border-top-color', 'rgb(31, 122, 74)');
    await expect(option(wrong)).toHaveCSS('border-top-color', 'rgb(185, 80, 28)');
    const other = listen.choices.findIndex((_, i) => i !== right && i !== wrong);
    if (other >= 0) await expect(option(other)).toHaveCSS('border-top-color', 'rgb(246, 234, 215)');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeFocused();
    await page.screenshot({ path: `${SHOTS}/listen-wrong-${info.project.name}.png`, fullPage: true });
    await page.keyboard.press('Enter');
    await expect(page.getByText(/^2 of \d+$/)).toBeVisible();
    expect((await reviewedCards(page, [listen.itemId], 2))[0]!.lapses).toBe(1);
  });
});

test.describe('type the word', () => {
  test(
    'by touch or mouse: Check leaves the focus in the answer until the verdict is shown, then Continue has it',
    { tag: '@both' },
    async ({ page, isMobile }) => {
      await learnerWithDueWords(page, 0);
      const recall = (await openSessionStartingWith(page, 'recall')) as Recall;
      const answer = page.getByRole('textbox');
      await expect(answer).toBeFocused();
      await answer.fill(recall.answers[0]!);
      // Whether the answer lost the focus before the verdict was on the page (a phone's keyboard would drop first).
      await answer.evaluate((input) =>
        input.addEventListener(
          'blur',
          () => ((window as unknown as { lostEarly: boolean }).lostEarly = !document.querySelector('[data-verdict]')),
          { once: true },
        ),
      );
      const check = page.getByRole('button', { name: 'Check' });
      if (isMobile) await check.tap();
      else await check.click();
      await expect(page.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'right');
      await expect(page.getByRole('button', { name: 'Continue' })).toBeFocused();
      expect(await page.evaluate(() => (window as unknown as { lostEarly?: boolean }).lostEarly)).toBe(false);
      await page.keyboard.press('Enter');
      await expect(page.getByText(/^2 of \d+$/)).toBeVisible();
    },
  );
});
