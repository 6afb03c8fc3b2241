// Match pairs, listen-and-choose and dictation in practice, by mouse and by keyboard only. A Swahili learner (every word has a
// recording) has all of unit 1's words due; the page's seed (?seed=) fixes the session, and the test finds a seed whose
// first exercise is the kind it plays with the same domain code the page runs.
import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { practiceSession, type ItemCard, type PracticeExercise } from '../../src/domain/index.ts';
import { completeOnServer, hydrated, seriousViolations, signInByApi } from './support.ts';
import { callApi, practiceState } from './practice-support.ts';

const SHOTS = '/tmp/practice-exercises';
const DAY = 86_400_000;
type Match = Extract<PracticeExercise, { kind: 'match' }>;
type Listen = Extract<PracticeExercise, { kind: 'recognise' | 'listen' }>;
type Recall = Extract<PracticeExercise, { kind: 'recall' }>;
type Dictation = Extract<PracticeExercise, { kind: 'dictation' }>;

/**
 * Signs a Swahili learner up whose every unit 1 word was recognised ten days ago, so each is due now; or, with
 * `daysAgo` 0, just now, so none is due and the words come back to be typed (recall). With `direction` recall, the
 * words (those `which` keeps) were recalled instead, so their recall cards are due.
 */
async function learnerWithDueWords(
  page: Page,
  daysAgo = 10,
  direction: 'recognise' | 'recall' = 'recognise',
  which: (word: string) => boolean = () => true,
): Promise<void> {
  await signInByApi(page);
  await completeOnServer(page, 'swahili', ['s1-0']);
  const { items } = await practiceState(page, 'swahili');
  const words = items.filter((i) => i.source === 'vocabulary' && which(i.answers[0]!)).slice(0, 40);
  expect(words.length).toBeGreaterThanOrEqual(direction === 'recognise' ? 12 : 3);
  const answeredAt = new Date(Date.now() - daysAgo * DAY).toISOString();
  await callApi(page, '/practice/swahili/answers', {
    answers: words.map((w) => ({
      id: randomUUID(),
      itemId: w.id,
      direction,
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

/** The server's cards for these items' recognition (or recall), once each has taken `reps` reviews (answers are sent after the verdict). */
async function reviewedCards(
  page: Page,
  itemIds: readonly string[],
  reps: number,
  direction: 'recognise' | 'recall' = 'recognise',
): Promise<ItemCard['card'][]> {
  let found: (ItemCard['card'] | undefined)[] = [];
  await expect
    .poll(async () => {
      const { cards } = await practiceState(page, 'swahili');
      found = itemIds.map((id) => cards.find((c) => c.itemId === id && c.direction === direction)?.card);
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
    // The word heard, written at last, with its respelling and its meaning.
    await expect(verdict.locator('[data-heard]')).toHaveText(
      `You heard ${listen.prompt} /${listen.pronunciation}/: “${listen.answer}”`,
    );
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
    await expect(verdict.locator('[data-heard]')).toHaveText(
      `You heard ${listen.prompt} /${listen.pronunciation}/: “${listen.answer}”`,
    );
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

test.describe('type what you hear (dictation)', () => {
  test.beforeEach(async ({ page }) => {
    // Records each clip the page plays and each that the browser played to its end.
    await page.addInitScript(() => {
      const played: string[] = [];
      const ended: string[] = [];
      Object.assign(window, { played, ended });
      const play = HTMLMediaElement.prototype.play;
      HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
        const path = this.src ? new URL(this.src).pathname : '';
        played.push(path);
        this.addEventListener('ended', () => ended.push(path), { once: true });
        return play.call(this);
      };
    });
  });
  const heardClips = (page: Page) =>
    page.evaluate(() => {
      const { played, ended } = window as unknown as { played: string[]; ended: string[] };
      return { played: [...played], ended: [...ended] };
    });

  test(
    'by keyboard: the word plays, Alt+P plays it again, the word typed right is Correct',
    { tag: '@both' },
    async ({ page, isMobile }, info) => {
      if (!isMobile) await page.setViewportSize({ width: 1280, height: 900 });
      // Every unit 1 word recalled ten days ago: each recall card is due, and a third of those with audio are dictated.
      await learnerWithDueWords(page, 10, 'recall');
      const dictation = (await openSessionStartingWith(page, 'dictation')) as Dictation;
      const clip = `/audio/${dictation.audio}.mp3`;
      await expect(page.getByText('Type what you hear')).toBeVisible();
      const answer = page.getByRole('textbox', { name: 'The Swahili word you hear' });
      await expect(answer).toBeFocused();
      // Neither the word nor its meaning is on the page before the answer.
      await expect(page.getByText(dictation.answers[0]!, { exact: true })).toHaveCount(0);
      await expect(page.getByText(dictation.prompt, { exact: true })).toHaveCount(0);
      await expect.poll(async () => (await heardClips(page)).played).toEqual([clip]);
      // Alt+P while typing plays it again, and Chromium plays the mp3 to its end.
      await page.keyboard.press('Alt+KeyP');
      await expect.poll(async () => (await heardClips(page)).played).toEqual([clip, clip]);
      await expect.poll(async () => (await heardClips(page)).ended, { timeout: 15_000 }).toContain(clip);
      await expect(answer).toHaveValue('');
      await expect(page.getByRole('button', { name: 'Play again' })).toHaveAttribute('aria-keyshortcuts', 'Alt+P');
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/dictation-${info.project.name}.png`, fullPage: true });

      await page.keyboard.type(dictation.answers[0]!);
      await page.keyboard.press('Enter');
      const verdict = page.locator('[data-verdict]');
      await expect(verdict).toHaveAttribute('data-verdict', 'right');
      await expect(verdict).toContainText('Correct!');
      await expect(verdict.locator('[data-heard]')).toHaveText(
        `You heard ${dictation.answers[0]} /${dictation.pronunciation}/: “${dictation.prompt}”`,
      );
      await expect(page.getByRole('button', { name: 'Report a problem' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Continue' })).toBeFocused();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/dictation-right-${info.project.name}.png`, fullPage: true });
      await page.keyboard.press('Enter');
      await expect(page.getByText(/^2 of \d+$/)).toBeVisible();
      // The server scheduled the recall card: a second review, no lapse.
      expect((await reviewedCards(page, [dictation.itemId], 2, 'recall'))[0]!.lapses).toBe(0);
    },
  );

  test('words typed run together are a slip, with the recall verdict, and no lapse', async ({ page }, info) => {
    // Only the words of several words were recalled ten days ago, so each due card is one of them.
    await learnerWithDueWords(page, 10, 'recall', (word) => word.includes(' '));
    const dictation = (await openSessionStartingWith(page, 'dictation')) as Dictation;
    expect(dictation.answers[0]).toContain(' ');
    const word = dictation.answers[0]!;
    await page.getByRole('textbox', { name: 'The Swahili word you hear' }).fill(word.replaceAll(' ', ''));
    await page.getByRole('button', { name: 'Check' }).click();
    const verdict = page.locator('[data-verdict]');
    await expect(verdict).toHaveAttribute('data-verdict', 'slip');
    await expect(verdict).toContainText('Almost — check the marks');
    await expect(verdict).toContainText('Check the spaces between the words');
    await expect(verdict).toContainText(`Answer: ${word}`);
    await page.screenshot({ path: `${SHOTS}/dictation-slip-${info.project.name}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText(/^2 of \d+$/)).toBeVisible();
    const [card] = await reviewedCards(page, [dictation.itemId], 2, 'recall');
    expect(card!.lapses).toBe(0);
  });

  test('a recording that cannot be had says Audio unavailable and asks for the word by its meaning', async ({
    page,
  }) => {
    // The context's route also reaches what a service worker fetches, and any version of the clip's URL.
    await page.context().route('**/audio/swahili/vocabulary/*.mp3*', (route) => route.abort('connectionrefused'));
    await learnerWithDueWords(page, 10, 'recall');
    const dictation = (await openSessionStartingWith(page, 'dictation')) as Dictation;
    // The first play starts without a gesture, which Chromium's autoplay policy may refuse (the button then waits for
    // the learner's press): the learner's press of Play again is what finds the clip cannot be had.
    await page.getByRole('button', { name: 'Play again' }).click();
    await expect(page.getByRole('status').getByText('Audio unavailable')).toBeVisible();
    await expect(page.getByText(`Type the Swahili for “${dictation.prompt}” instead.`)).toBeVisible();
    await page.getByRole('textbox', { name: 'The Swahili word you hear' }).fill(dictation.answers[0]!);
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'right');
  });
});
