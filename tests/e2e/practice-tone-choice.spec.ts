// The Yoruba tone choice in practice: ọkọ "husband", written without a mark, is asked beside ọkọ̀ and ọkọ́, which are
// real words; after the verdict each is shown as the word it is, with its meaning, never as "not a word". The learner's
// recall card for ọkọ is due, and the page's seed (?seed=) is one whose first exercise is that tone choice, found with
// the same domain code the page runs.
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { practiceSession, type PracticeExercise } from '../../src/domain/index.ts';
import { YORUBA } from '../../src/test-support/spellings.ts';
import { completeOnServer, hydrated, seriousViolations, signInByApi } from './support.ts';
import { callApi, practiceState } from './practice-support.ts';

const SHOTS = '/tmp/practice-tone-choice';
const DAY = 86_400_000;
type ToneChoice = Extract<PracticeExercise, { kind: 'tone-choice' }>;

test.describe.configure({ timeout: 90_000 });

/** A Yoruba learner who recalled ọkọ "husband" ten days ago, so that card is due now; returns its item id. */
async function learnerWithHusbandDue(page: Page): Promise<string> {
  await signInByApi(page);
  // Lessons open in order: units 1 to 3, then the first lesson of unit 4, which brings ọkọ.
  const units = [1, 2, 3].flatMap((unit) => [0, 1, 2, 3, 4, 5, 6].map((n) => `y${unit}-${n}`));
  await completeOnServer(page, 'yoruba', [...units, 'y4-0']);
  const { items } = await practiceState(page, 'yoruba');
  const husband = items.find((i) => i.source === 'vocabulary' && i.prompt === 'husband');
  expect(husband?.answers[0]).toBe('ọkọ'.normalize('NFC'));
  await callApi(page, '/practice/yoruba/answers', {
    answers: [
      {
        id: randomUUID(),
        itemId: husband!.id,
        direction: 'recall',
        kind: 'right',
        responseMs: 4_000,
        answeredAt: new Date(Date.now() - 10 * DAY).toISOString(),
      },
    ],
  });
  return husband!.id;
}

const SPELLINGS = ['ọkọ', 'ọkọ̀', 'ọkọ́'].map((w) => w.normalize('NFC'));
const MEANINGS = ['husband', 'vehicle, boat', 'hoe'];

/** Opens the session whose first exercise is the tone choice for `itemId` between ọkọ, ọkọ̀ and ọkọ́, as the page builds it. */
async function openToneChoice(page: Page, itemId: string): Promise<ToneChoice> {
  const { items, cards } = await practiceState(page, 'yoruba');
  for (let seed = 1; seed < 2000; seed++) {
    const [first] = practiceSession(items, cards, new Date(), seed, { spelling: YORUBA });
    if (first?.kind !== 'tone-choice' || first.itemId !== itemId) continue;
    if (!SPELLINGS.every((w) => first.choices.includes(w))) continue;
    await page.goto(`/practice/yoruba?seed=${seed}`);
    await hydrated(page);
    await expect(page.getByText(/^1 of \d+$/)).toBeVisible();
    return first;
  }
  throw new Error('No seed starts the session with the tone choice for ọkọ');
}

/** The option whose spelling is exactly `word` (ọkọ is a prefix of ọkọ̀ and ọkọ́, so text matching alone would not do). */
const option = (page: Page, word: string) =>
  page.locator('label').filter({ has: page.getByText(word.normalize('NFC'), { exact: true }) });

test(
  'a real word offered beside the right spelling is shown with its meaning, never as not a word',
  { tag: '@both' },
  async ({ page }, info) => {
    const itemId = await learnerWithHusbandDue(page);
    const exercise = await openToneChoice(page, itemId);
    expect(exercise.choiceMeanings).toEqual(exercise.choices.map((c) => MEANINGS[SPELLINGS.indexOf(c)]));

    await expect(page.getByText('Which spelling means “husband”?')).toBeVisible();
    // Before the verdict no meaning gives the answer away.
    await expect(page.getByText('“vehicle, boat”')).toHaveCount(0);
    await option(page, 'ọkọ̀').click();
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(page.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'wrong');

    await expect(option(page, 'ọkọ̀')).toContainText('“vehicle, boat”');
    await expect(option(page, 'ọkọ́')).toContainText('“hoe”');
    await expect(option(page, 'ọkọ')).toContainText('“husband”');
    await expect(page.getByText(/not a word/)).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/verdict-${info.project.name}.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
  },
);
