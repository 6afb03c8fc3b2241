import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { quizItemId } from '../../src/domain/reviewItems.ts';
import { completeOnServer, expectLessonComplete, hydrated, lessonReady, signInByApi } from './support.ts';

// A quiz question answered wrong on the first try comes back in the next practice session, with its own options.
const SHOTS = '/tmp/practice-missed-ui';
interface Question {
  question: string;
  options: { text: string; isCorrect?: boolean }[];
}
const { questions }: { questions: Question[] } = parse(readFileSync('content/courses/igbo/lessons/1-2.yaml', 'utf8'));
const MISSED = 1;
const missed = questions[MISSED]!;
const right = (q: Question) => q.options.find((o) => o.isCorrect)!.text;
const wrong = (q: Question) => q.options.find((o) => !o.isCorrect)!.text;

/** The number key of the option showing `text` (options are shuffled per attempt). */
async function optionKey(page: Page, text: string): Promise<string> {
  const index = await page.locator('[data-option]').filter({ hasText: text }).first().getAttribute('data-option');
  return String(Number(index) + 1);
}

/** Chooses an option by its number key and checks it with Enter. */
async function answer(page: Page, text: string) {
  const key = await optionKey(page, text);
  await page.keyboard.press(key);
  await expect(page.locator(`[data-option="${Number(key) - 1}"]`)).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Enter');
}

/** The learner's quiz items and cards in Igbo, as the server holds them. */
async function serverPractice(page: Page): Promise<{ quizItems: string[]; cards: string[] }> {
  return page.evaluate(async () => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('-auth-token'))!;
    const headers = { authorization: `Bearer ${JSON.parse(localStorage.getItem(key)!).access_token as string}` };
    const { data } = await (await fetch('/api/practice/igbo', { headers })).json();
    return {
      quizItems: data.items.filter((i: { source: string }) => i.source === 'quiz').map((i: { id: string }) => i.id),
      cards: data.cards.map((c: { itemId: string }) => c.itemId),
    };
  });
}

test('a quiz question answered wrong on the first try is met again in practice', async ({ page }, info) => {
  // A whole quiz, then practice: two pages to load and hydrate, which a busy machine can stretch past 30 s.
  test.setTimeout(90_000);
  await signInByApi(page);
  await completeOnServer(page, 'igbo', ['1-0', '1-1']);
  await page.goto('/lesson/igbo/1-2');
  await lessonReady(page);

  for (const [i, question] of questions.entries()) {
    await expect(page.getByText(`Question ${i + 1} of ${questions.length}`)).toBeVisible();
    if (i === MISSED) {
      await answer(page, wrong(question));
      await expect(page.getByRole('button', { name: /Retry/ })).toBeFocused();
      await page.keyboard.press('Enter');
    }
    await answer(page, right(question));
    await expect(page.getByRole('status').filter({ hasText: /^✓\s*Correct/ })).toBeVisible();
    await page.keyboard.press('Enter'); // Continue, or Finish on the last question
  }
  await expectLessonComplete(page);
  const itemId = quizItemId('igbo', missed.question);
  expect((await serverPractice(page)).quizItems).toEqual([itemId]);

  await page.goto('/practice/igbo');
  await hydrated(page);
  // The missed question comes before the new words of the unit.
  await expect(page.getByText(/^1 of 3$/)).toBeVisible();
  const exercise = page.getByRole('form', { name: 'Practice exercise' });
  await expect(exercise.getByText('A quiz question you missed')).toBeVisible();
  await expect(exercise.getByText(missed.question)).toBeVisible();
  const choices = exercise.getByRole('radio');
  await expect(choices).toHaveCount(missed.options.length);
  for (const option of missed.options)
    await expect(exercise.getByRole('radio', { name: option.text, exact: true })).toBeAttached();
  await expect(choices.first()).toBeFocused();
  await page.screenshot({ path: `${SHOTS}/question-${info.project.name}.png` });

  // Keyboard only: Space chooses the focused option, arrows move the choice, Enter checks.
  const correct = exercise.getByRole('radio', { name: right(missed), exact: true });
  await page.keyboard.press('Space');
  for (let i = 0; i < missed.options.length && !(await correct.isChecked()); i++)
    await page.keyboard.press('ArrowDown');
  await expect(correct).toBeChecked();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-verdict="right"]')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeFocused();
  await page.screenshot({ path: `${SHOTS}/verdict-${info.project.name}.png` });
  await expect.poll(async () => (await serverPractice(page)).cards, { timeout: 15_000 }).toContain(itemId);
  expect((await serverPractice(page)).quizItems).toEqual([itemId]);
});
