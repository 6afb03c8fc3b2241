import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { dealCards, roundSeed, type MemoryPair } from '../../src/lessons/memory-game/game.ts';
import { completeOnServer, expectLessonComplete, hydrated, lessonReady, signUp, tabTo } from './support.ts';

// Every lesson of Swahili unit 2 (introductions), one of each type, played in order by a new learner with the
// keyboard only, at a phone's and a desktop's width (issue 40). The answers come from the lesson files the pages
// are built from.
const lessonFile = (id: string) => parse(readFileSync(`content/courses/swahili/lessons/${id}.yaml`, 'utf8'));

/** Leaves a finished lesson by its focused 'Next lesson' link, and waits for the next player. */
async function goOn(page: Page, nextId: string) {
  await expectLessonComplete(page);
  await expect(page.getByRole('link', { name: /Next lesson/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.waitForURL(`**/lesson/swahili/${nextId}`);
  await lessonReady(page);
}

async function infoLesson(page: Page) {
  await expect(page.getByRole('heading', { level: 2, name: 'Introducing Yourself' })).toBeVisible();
  await expect(page.getByText('Jina langu ni Amina', { exact: false }).first()).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: /Continue/ }));
  await page.keyboard.press('Enter');
}

async function patternLesson(page: Page) {
  const { steps } = lessonFile('s2-1') as { steps: { answer?: string }[] };
  const step = (n: number) => expect(page.getByText(`Step ${n} of ${steps.length}`, { exact: true })).toBeVisible();
  const answerStep = async (typed: string) => {
    await expect(page.getByRole('textbox')).toBeFocused();
    await page.keyboard.type(typed);
    await page.keyboard.press('Enter'); // Check
    await expect(page.getByRole('status').filter({ hasText: 'Correct' })).toBeVisible();
  };
  await step(1);
  await page.keyboard.press('Enter'); // observation → next
  await step(2);
  await page.keyboard.press('Enter'); // Show Pattern
  await expect(page.getByRole('region', { name: 'Pattern' })).toBeFocused();
  await page.keyboard.press('Enter'); // next
  await step(3);
  await answerStep('Ninatoka Kenya');
  await expect(page.getByRole('button', { name: /^Next step/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await step(4);
  await page.keyboard.press('Enter'); // Show Pattern
  await page.keyboard.press('Enter'); // next
  await step(5);
  await page.keyboard.press('Enter'); // explanation → next
  await step(6);
  await answerStep('Hapana, mimi si mwalimu');
  await page.keyboard.press('Enter'); // Finish on the last step
  await expect(page.getByRole('heading', { name: 'Pattern Mastered!' })).toBeVisible({ timeout: 15_000 });
}

/** The number key of the option showing `text` (options are shuffled per attempt). */
async function optionKey(page: Page, text: string): Promise<string> {
  const index = await page.locator('[data-option]').filter({ hasText: text }).first().getAttribute('data-option');
  return String(Number(index) + 1);
}

async function quizLesson(page: Page) {
  const { questions } = lessonFile('s2-2') as { questions: { options: { text: string; isCorrect?: boolean }[] }[] };
  for (const [i, question] of questions.entries()) {
    await expect(page.getByText(`Question ${i + 1} of ${questions.length}`)).toBeVisible();
    const key = await optionKey(page, question.options.find((o) => o.isCorrect)!.text);
    await page.keyboard.press(key);
    await expect(page.locator(`[data-option="${Number(key) - 1}"]`)).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: /^✓\s*Correct/ })).toBeVisible();
    await page.keyboard.press('Enter'); // Continue, or Finish on the last question
  }
}

async function memoryLesson(page: Page) {
  const { pairs } = lessonFile('s2-3') as { pairs: { id: string; word: string; english: string }[] };
  // Cards are dealt per attempt; a known seed lets the test know where each card lies.
  await page.goto('/lesson/swahili/s2-3?seed=e2e');
  await lessonReady(page);
  const deal = dealCards(
    pairs.map((p): MemoryPair => ({ id: p.id, word: p.word, english: p.english })),
    roundSeed('e2e', 0),
  );
  const cards = page.getByRole('group', { name: 'Cards' }).getByRole('button');
  await tabTo(page, cards.first());
  let at = 0;
  const flip = async (key: string) => {
    const target = deal.findIndex((c) => c.key === key);
    for (; at < target; at++) await page.keyboard.press('ArrowRight');
    for (; at > target; at--) await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
  };
  for (const pair of pairs) {
    await flip(`${pair.id}:word`);
    await flip(`${pair.id}:english`);
    if (pair !== pairs.at(-1)) await expect(page.getByText(/^✓ Match!/)).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'All Pairs Matched!' })).toBeVisible({ timeout: 15_000 });
}

async function storyLesson(page: Page) {
  const { segments, comprehensionQuestions } = lessonFile('s2-4') as {
    segments: unknown[];
    comprehensionQuestions: { options: { isCorrect?: boolean }[] }[];
  };
  const story = page.getByRole('tabpanel', { name: /Story/ });
  await tabTo(page, story.getByRole('button', { name: /^Next/ }));
  for (let part = 2; part <= segments.length; part++) {
    await page.keyboard.press('Enter');
    await expect(story.getByText(`Part ${part} of ${segments.length}`)).toBeVisible();
  }
  await expect(story.getByRole('button', { name: /Continue to Vocabulary/ })).toBeFocused();
  await page.keyboard.press('Enter');
  const vocabulary = page.getByRole('tabpanel', { name: /Key Vocabulary/ });
  await expect(vocabulary).toBeFocused();
  await expect(vocabulary.getByText('Ninafurahi kukutana nawe')).toBeVisible();
  await tabTo(page, vocabulary.getByRole('button', { name: /Continue to Questions/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tabpanel', { name: /Questions/ })).toBeFocused();
  for (const [i, question] of comprehensionQuestions.entries()) {
    await expect(page.getByText(`Question ${i + 1} of ${comprehensionQuestions.length}`)).toBeVisible();
    await page.keyboard.press(String(question.options.findIndex((o) => o.isCorrect) + 1));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Correct' })).toBeVisible();
    await page.keyboard.press('Enter'); // Next Question, or Finish
  }
  await expect(page.getByRole('heading', { name: 'Cultural Journey Complete!' })).toBeVisible({ timeout: 15_000 });
}

async function conversationLesson(page: Page) {
  const { lines } = lessonFile('s2-5') as { lines: unknown[] };
  await expect(page.getByRole('list', { name: 'Dialogue' }).getByRole('listitem')).toHaveCount(lines.length);
  // A translation opened from the keyboard, then Continue.
  await tabTo(page, page.getByRole('button', { name: 'Show translation' }).first());
  await page.keyboard.press('Enter');
  await expect(page.getByText('(Respectful greeting), sir.')).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: /Continue/ }));
  await page.keyboard.press('Enter');
}

async function sentenceLesson(page: Page) {
  const { sentences } = lessonFile('s2-6') as { sentences: { wordBank: string[]; correctSentence: string }[] };
  for (const [i, sentence] of sentences.entries()) {
    await expect(page.getByText(`Sentence ${i + 1} of ${sentences.length}`)).toBeVisible();
    const used: number[] = [];
    for (const word of sentence.correctSentence.split(' ')) {
      // Tiles are case-neutral (a capital would give the first word away): match them as the player shows them.
      const index = sentence.wordBank.findIndex((w, j) => w.toLowerCase() === word.toLowerCase() && !used.includes(j));
      expect(index).toBeGreaterThanOrEqual(0);
      used.push(index);
      await page.keyboard.press(String(index + 1));
    }
    await page.keyboard.press('Enter'); // Check
    await expect(page.getByRole('status').filter({ hasText: /^✓\s*Correct!/ })).toBeVisible();
    await page.keyboard.press('Enter'); // Continue, or Finish
  }
}

test(
  'every lesson of Swahili unit 2 is played end to end with the keyboard only',
  { tag: '@both' },
  async ({ page }) => {
    test.setTimeout(150_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signUp(page);
    // Lessons open one after another: unit 1 is recorded as done, so unit 2 is the learner's next. The course page
    // loads the server's record into the device's copy, which the lesson pages read.
    await completeOnServer(page, 'swahili', ['s1-0', 's1-1', 's1-2', 's1-3', 's1-4', 's1-5', 's1-6']);
    await page.goto('/course/swahili');
    await hydrated(page);
    await page.waitForFunction(() => localStorage.getItem('lugha_progress')?.includes('"s1-6"'));
    await page.goto('/lesson/swahili/s2-0');
    await lessonReady(page);

    await infoLesson(page);
    await goOn(page, 's2-1');
    await patternLesson(page);
    await goOn(page, 's2-2');
    await quizLesson(page);
    await goOn(page, 's2-3');
    await memoryLesson(page);
    await goOn(page, 's2-4');
    await storyLesson(page);
    await goOn(page, 's2-5');
    await conversationLesson(page);
    await goOn(page, 's2-6');
    await sentenceLesson(page);
    await expectLessonComplete(page);
    await page.screenshot({
      path: `test-results/swahili-unit2-done-${page.viewportSize()?.width}.png`,
      fullPage: true,
    });
    expect(errors).toEqual([]);
  },
);
