// An info lesson in steps (Swahili s2-0): one paragraph a screen with the phrases it introduces as cards, a progress
// bar, Back and Next; by keyboard alone at 1280 px and by taps at 375 px. Its Continue completes the lesson as before,
// and the phrases it introduced are then asked in practice.
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { practiceSession, type PracticeExercise } from '../../src/domain/index.ts';
import { paragraphs, splitFrontmatter } from '../../src/content/read.ts';
import { readingSteps } from '../../src/lessons/info/steps.ts';
import { callApi, practiceState, rightChoice } from './practice-support.ts';
import {
  completeOnServer,
  expectLessonComplete,
  hydrated,
  lessonReady,
  seriousViolations,
  signInByApi,
  tabTo,
} from './support.ts';
import { unitsOf } from './unit-player.ts';

const SHOTS = '/tmp/info-shots';
const body = paragraphs(splitFrontmatter(readFileSync('content/courses/swahili/lessons/s2-0.md', 'utf8'))!.body);
const steps = readingSteps(body);
/** Plain text of a paragraph as the page shows it (no Markdown markers), cut short to find it. */
const shown = (paragraph: number) => body[paragraph]!.replaceAll('**', '').replaceAll('*', '').slice(0, 60);

test(
  'an info lesson is read one step at a time, its phrases as cards, and they are then asked in practice',
  { tag: '@both' },
  async ({ page }, info) => {
    test.setTimeout(120_000);
    const keyboard = info.project.name === 'desktop';
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signInByApi(page);
    await completeOnServer(page, 'swahili', unitsOf('swahili')[0]!);
    await page.goto('/lesson/swahili/s2-0');
    await lessonReady(page);

    const bar = page.getByRole('progressbar', { name: 'Lesson progress' });
    const heading = (n: number) => page.getByRole('heading', { level: 3, name: `Step ${n} of ${steps.length}` });
    const step = page.locator('section[data-step]:not([aria-hidden])');
    const next = page.getByRole('button', { name: 'Next', exact: true });
    const back = page.getByRole('button', { name: /Back/ });
    await expect(heading(1)).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuenow', '1');
    await expect(bar).toHaveAttribute('aria-valuetext', `Step 1 of ${steps.length}`);
    await expect(back).toBeDisabled();
    await expect(step).toContainText(shown(0));
    await expect(page.getByText(shown(1))).toBeHidden();

    // Forward two steps and back one, then on to the step that introduces "Unaitwa nani?".
    const forward = async () => (keyboard ? page.keyboard.press('Enter') : next.click());
    await forward();
    await expect(heading(2)).toBeFocused();
    if (keyboard) await page.keyboard.press('ArrowRight');
    else await next.click();
    await expect(heading(3)).toBeFocused();
    await expect(bar).toHaveAttribute('aria-valuenow', '3');
    if (keyboard) await page.keyboard.press('ArrowLeft');
    else await back.click();
    await expect(heading(2)).toBeFocused();
    await expect(step).toContainText(shown(1));
    await forward();
    await expect(heading(3)).toBeFocused();
    await expect(step).toContainText(shown(2));

    const cards = step.getByRole('list', { name: 'New phrases' });
    const card = cards.locator('[data-phrase="Unaitwa nani?"]');
    await expect(card).toContainText('oo-nah-EE-twah NAH-nee');
    await expect(card).toContainText('What is your name?');
    const hear = card.getByRole('button', { name: /^Hear Unaitwa nani\?/ });
    await expect(hear).toBeVisible();
    if (keyboard) {
      await tabTo(page, hear);
      await expect(hear).toBeFocused();
    }
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize(keyboard ? { width: 1280, height: 900 } : { width: 375, height: 812 });
    const width = keyboard ? 1280 : 375;
    await page.screenshot({ path: `${SHOTS}/s2-0-step3-${width}.png` });
    await cards.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/s2-0-step3-cards-${width}.png` });
    if (keyboard) await page.keyboard.press('ArrowRight');
    else await next.click();
    await expect(heading(4)).toBeFocused();

    // Every card the lesson shows, step by step, to the last, where Next has become Continue. The buttons stay where
    // they are all along: in the page from 768 px (every step takes the tallest one's room), fixed on phones.
    const shownPhrases = () =>
      cards.locator('[data-phrase]').evaluateAll((els) => els.map((e) => e.getAttribute('data-phrase')!));
    const primary = page.getByRole('navigation', { name: 'Steps' }).locator('button.btn-primary');
    const place = () =>
      primary.evaluate((button) => {
        const fixed = getComputedStyle(button.closest('[data-action-bar]')!).position === 'fixed';
        return Math.round(button.getBoundingClientRect().top + (fixed ? 0 : window.scrollY));
      });
    const seen = new Set<string>(['Unaitwa nani?']);
    const places = new Set<number>();
    for (let n = 4; n <= steps.length; n++) {
      for (const word of await shownPhrases()) seen.add(word);
      places.add(await place());
      if (n < steps.length) {
        await forward();
        await expect(heading(n + 1)).toBeFocused();
      }
    }
    expect(places.size, `the primary button's places: ${[...places].join(', ')}`).toBe(1);
    await page.screenshot({ path: `${SHOTS}/s2-0-last-${width}.png`, fullPage: true });
    await expect(next).toHaveCount(0);
    const done = page.getByRole('button', { name: /Continue/ });
    await expect(done).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    if (keyboard) await page.keyboard.press('Enter');
    else await done.click();
    await expectLessonComplete(page);

    // The phrases the lesson showed are now the learner's practice items.
    const { items } = await practiceState(page, 'swahili');
    const idOf = (word: string) => items.find((i) => i.source === 'vocabulary' && i.answers[0] === word)?.id;
    const phraseIds = [...seen].map(idOf);
    expect(seen.size).toBeGreaterThanOrEqual(10);
    expect(phraseIds.filter((id) => id === undefined)).toEqual([]);

    // Unit 1 was practised before: its words are answered now, so the next session's new words are this lesson's.
    const practised = items.filter((i) => !phraseIds.includes(i.id));
    const answers = practised.flatMap((item) =>
      item.directions.map((direction) => ({
        id: randomUUID(),
        itemId: item.id,
        direction,
        kind: 'right',
        responseMs: 3_000,
        answeredAt: new Date().toISOString(),
      })),
    );
    // In batches the request size limit allows.
    for (let at = 0; at < answers.length; at += 40)
      await callApi(page, '/practice/swahili/answers', { answers: answers.slice(at, at + 40) });
    const exercise = await openSessionAsking(page, new Set(phraseIds as string[]));
    const legend = page.locator('legend');
    await expect(legend).toContainText(exercise.prompt);
    const radios = page.getByRole('radio');
    const right = await rightChoice(page, 'swahili');
    if (keyboard) {
      await tabTo(page, radios.first());
      for (let i = 0; i < right; i++) await page.keyboard.press('ArrowDown');
      if (right === 0) await page.keyboard.press('Space');
      await page.keyboard.press('Enter');
    } else {
      await radios.nth(right).check();
      await page.getByRole('button', { name: 'Check' }).click();
    }
    await expect(page.locator('[data-verdict]')).toBeVisible();
    await expect
      .poll(async () => (await practiceState(page, 'swahili')).cards.some((c) => c.itemId === exercise.itemId))
      .toBe(true);
    expect(errors).toEqual([]);
  },
);

/** Opens the practice session whose first exercise recognises one of `itemIds`, built as the page builds it. */
async function openSessionAsking(
  page: Page,
  itemIds: ReadonlySet<string>,
): Promise<Extract<PracticeExercise, { kind: 'recognise' | 'listen' }>> {
  const { items, cards } = await practiceState(page, 'swahili');
  for (let seed = 1; seed < 2000; seed++) {
    const [first] = practiceSession(items, cards, new Date(), seed);
    if (first?.kind !== 'recognise' || !itemIds.has(first.itemId)) continue;
    await page.goto(`/practice/swahili?seed=${seed}`);
    await hydrated(page);
    await expect(page.getByText(/^1 of \d+$/)).toBeVisible();
    return first;
  }
  throw new Error('No session starts by recognising a phrase of the lesson');
}
