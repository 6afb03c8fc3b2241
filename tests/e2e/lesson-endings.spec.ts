import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { atBothWidths, completeOnServer, expectLessonComplete, lessonReady, signInByApi } from './support.ts';

// What a lesson's end and its Check say must follow what happened: no trophy over misses, the missed quiz
// questions named, and a Check that is off says why beside it. The answers come from the built lesson files.
const SHOTS = '/tmp/lessonui-shots';
const lessonFile = (id: string) => parse(readFileSync(`content/courses/igbo/lessons/${id}.yaml`, 'utf8'));
interface Question {
  question: string;
  options: { text: string; isCorrect?: boolean }[];
}
const { questions }: { questions: Question[] } = lessonFile('1-2');
const right = (q: Question) => q.options.find((o) => o.isCorrect)!.text;
const wrong = (q: Question) => q.options.find((o) => !o.isCorrect)!.text;

/** Screenshots the page at a phone's and a desktop's size, for a person to look at. */
const shoot = (page: Page, name: string, project: string) =>
  atBothWidths(page, async (width) => {
    await page.screenshot({ path: `${SHOTS}/${name}-${project}-${width}.png`, fullPage: true });
  });

/** Chooses the quiz option showing `text` and checks it. */
async function choose(page: Page, text: string) {
  await page.locator('[data-option]').filter({ hasText: text }).first().click();
  await page.getByRole('button', { name: 'Check' }).click();
}

test('a pattern lesson with answers missed says "Pattern learned", never "Pattern Mastered!"', async ({
  page,
}, info) => {
  await signInByApi(page);
  await completeOnServer(page, 'igbo', ['1-0']);
  await page.goto('/lesson/igbo/1-1');
  await lessonReady(page);
  const next = () => page.getByRole('button', { name: /^(Next step|Finish)/ }).click();
  const showPattern = () => page.getByRole('button', { name: /Show Pattern/ }).click();
  const missThenAnswer = async (answer: string) => {
    const box = page.getByRole('textbox');
    await box.fill('xyz');
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Try Again' })).toBeVisible();
    await box.fill(answer);
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Correct' })).toBeVisible();
  };
  const { steps } = lessonFile('1-1') as { steps: { answer?: string }[] };
  await next();
  await showPattern();
  await next();
  await missThenAnswer(steps[2]!.answer!);
  await next();
  await showPattern();
  await next();
  await next();
  await missThenAnswer(steps[5]!.answer!);
  await next();

  await expectLessonComplete(page);
  const card = page.locator('[data-completion-card]');
  await expect(card.getByRole('heading', { level: 2 })).toHaveText('Pattern learned');
  await expect(card.getByText('Pattern Mastered!')).toHaveCount(0);
  await expect(card.getByText('Right first time').locator('+ dd')).toHaveText('0 of 2');
  await expect(card.getByText('2 answers were not right first time', { exact: false })).toBeVisible();
  await shoot(page, 'pattern-learned', info.project.name);
});

test('a finished quiz names the question missed, its answer, and that it comes back in practice', async ({
  page,
}, info) => {
  await signInByApi(page);
  await completeOnServer(page, 'igbo', ['1-0', '1-1']);
  await page.goto('/lesson/igbo/1-2');
  await lessonReady(page);
  for (const [i, question] of questions.entries()) {
    await expect(page.getByText(`Question ${i + 1} of ${questions.length}`)).toBeVisible();
    if (i === 1) {
      await choose(page, wrong(question));
      await page.getByRole('button', { name: /Retry/ }).click();
    }
    await choose(page, right(question));
    await page.getByRole('button', { name: /^(Continue|Finish)/ }).click();
  }
  await expectLessonComplete(page);
  const missed = page.getByRole('region', { name: 'The question you missed' });
  await expect(missed).toBeVisible();
  await expect(missed.getByRole('listitem')).toHaveCount(1);
  await expect(missed.getByRole('listitem')).toContainText(questions[1]!.question);
  await expect(missed.getByRole('listitem')).toContainText(`Answer: ${right(questions[1]!)}`);
  await expect(missed).toContainText('It comes back in practice, to answer again.');
  await expect(page.getByText('Right first time').locator('+ dd')).toHaveText(
    `${questions.length - 1} of ${questions.length}`,
  );
  await shoot(page, 'quiz-missed', info.project.name);
});

test('out of hearts, Check says beside it why it is off, and the options cannot be chosen', async ({ page }, info) => {
  await signInByApi(page);
  await completeOnServer(page, 'igbo', ['1-0', '1-1']);
  await page.goto('/lesson/igbo/1-2');
  await lessonReady(page);
  const first = questions[0]!;
  for (let left = 4; left >= 0; left--) {
    await choose(page, wrong(first));
    await expect(page.getByRole('img', { name: `${left}/5 hearts remaining` }).first()).toBeVisible();
    await page.getByRole('button', { name: /Retry/ }).click();
  }
  const check = page.getByRole('button', { name: 'Check' });
  await expect(check).toBeDisabled();
  await expect(check).toHaveAccessibleDescription(
    /^Out of hearts — they refill tomorrow \(in .+\), or practise to earn one\.$/,
  );
  // The reason is beside Check, on screen with it (in the bar fixed to the bottom on phones).
  const reason = page.locator('[data-check-off]');
  await expect(reason).toBeInViewport();
  await expect(check).toBeInViewport();
  await expect(reason.getByRole('link', { name: 'practise to earn one' })).toHaveAttribute('href', '/practice/igbo');
  for (const option of first.options)
    await expect(page.locator('[data-option]').filter({ hasText: option.text }).first()).toBeDisabled();
  await shoot(page, 'out-of-hearts-quiz', info.project.name);
});
