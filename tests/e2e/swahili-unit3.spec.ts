import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { dealCards, roundSeed, type MemoryPair } from '../../src/lessons/memory-game/game.ts';
import { completeOnServer, expectLessonComplete, hydrated, lessonReady, signUp, tabTo } from './support.ts';

// Swahili unit 3 (numbers and money) played end to end with the keyboard, one lesson of each of the seven types,
// at the phone's and the desktop's width (issue 40). The answers come from the lesson files the pages are built from.
const lessonFile = (id: string) => parse(readFileSync(`content/courses/swahili/lessons/${id}.yaml`, 'utf8'));

interface Option {
  text: string;
  isCorrect?: boolean;
}

/** Leaves a finished lesson by its focused 'Next lesson' link, and waits for the next player. */
async function goOn(page: Page, nextId: string) {
  await expectLessonComplete(page);
  await expect(page.getByRole('link', { name: /Next lesson/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.waitForURL(`**/lesson/swahili/${nextId}`);
  await lessonReady(page);
}

async function infoLesson(page: Page) {
  await expect(page.getByRole('heading', { level: 2, name: 'Numbers and Money' })).toBeVisible();
  await expect(page.getByText(/Bei gani\?/).first()).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: /Continue/ }));
  await page.keyboard.press('Enter');
}

async function patternLesson(page: Page) {
  const step = (n: number) => expect(page.getByText(`Step ${n} of 7`, { exact: true })).toBeVisible();
  await step(1);
  await page.keyboard.press('Enter'); // observation → next
  await step(2);
  await page.keyboard.press('Enter'); // Show Pattern
  await expect(page.getByRole('region', { name: 'Pattern' })).toBeFocused();
  await page.keyboard.press('Enter'); // next
  await step(3);
  await expect(page.getByRole('textbox')).toBeFocused();
  await page.keyboard.type('kumi na nne');
  await page.keyboard.press('Enter'); // Check
  await expect(page.getByRole('status').filter({ hasText: 'Correct' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Next step/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await step(4);
  await page.keyboard.press('Enter'); // Show Pattern
  await page.keyboard.press('Enter'); // next
  await step(5);
  await expect(page.getByRole('textbox')).toBeFocused();
  await page.keyboard.type('thelathini na sita');
  await page.keyboard.press('Enter'); // Check
  await expect(page.getByRole('status').filter({ hasText: 'Correct' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Next step/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await step(6);
  await page.keyboard.press('Enter'); // explanation → next
  await step(7);
  // The step's other accepted answer, without Ni, is right too.
  await page.keyboard.type('Shilingi mia mbili');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Correct' })).toBeVisible();
  await page.keyboard.press('Enter'); // Finish on the last step
  await expect(page.getByRole('heading', { name: 'Pattern Mastered!' })).toBeVisible({ timeout: 15_000 });
}

/** The number key of the option showing exactly `text` (options are shuffled per attempt; "40" must not find "400"). */
async function optionKey(page: Page, text: string): Promise<string> {
  const option = page.locator('[data-option]').filter({ has: page.getByText(text, { exact: true }) });
  return String(Number(await option.first().getAttribute('data-option')) + 1);
}

async function quizLesson(page: Page) {
  const { questions } = lessonFile('s3-2') as { questions: { options: Option[] }[] };
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
  const { pairs } = lessonFile('s3-3') as { pairs: { id: string; word: string; english: string }[] };
  // Cards are dealt per attempt; a known seed lets the test know where each card lies.
  await page.goto('/lesson/swahili/s3-3?seed=e2e');
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
  const { segments, comprehensionQuestions } = lessonFile('s3-4') as {
    segments: unknown[];
    comprehensionQuestions: { options: Option[] }[];
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
  await expect(vocabulary.getByText('shee-LEEN-gee')).toBeVisible();
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
  const { lines } = lessonFile('s3-5') as { lines: unknown[] };
  await expect(page.getByRole('list', { name: 'Dialogue' }).getByRole('listitem')).toHaveCount(lines.length);
  // A translation opened from the keyboard, then Continue.
  await tabTo(page, page.getByRole('button', { name: 'Show translation' }).first());
  await page.keyboard.press('Enter');
  await expect(page.getByText('(Respectful greeting), Mama Zawadi.')).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: /Continue/ }));
  await page.keyboard.press('Enter');
}

async function sentenceLesson(page: Page) {
  const { sentences } = lessonFile('s3-6') as { sentences: { wordBank: string[]; correctSentence: string }[] };
  for (const [i, sentence] of sentences.entries()) {
    await expect(page.getByText(`Sentence ${i + 1} of ${sentences.length}`)).toBeVisible();
    const used: number[] = [];
    for (const word of sentence.correctSentence.split(' ')) {
      // Tiles are written in small letters (except names), the sentence with its capital.
      const index = sentence.wordBank.findIndex((w, j) => w.toLowerCase() === word.toLowerCase() && !used.includes(j));
      used.push(index);
      await page.keyboard.press(String(index + 1));
    }
    const built = sentence.correctSentence.charAt(0).toUpperCase() + sentence.correctSentence.slice(1);
    await expect(page.getByRole('group', { name: 'Your sentence' })).toHaveText(built.replaceAll(' ', ''));
    await page.keyboard.press('Enter'); // Check
    await expect(page.getByRole('status').filter({ hasText: /^✓\s*Correct!/ })).toBeVisible();
    await page.keyboard.press('Enter'); // Continue, or Finish
  }
}

test(
  'every lesson of Swahili unit 3, one of each type, is played end to end with the keyboard',
  { tag: '@both' },
  async ({ page }) => {
    test.setTimeout(180_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signUp(page);
    await completeOnServer(page, 'swahili', [
      ...['s1-0', 's1-1', 's1-2', 's1-3', 's1-4', 's1-5', 's1-6'],
      ...['s2-0', 's2-1', 's2-2', 's2-3', 's2-4', 's2-5', 's2-6'],
    ]);
    // The level page loads the server's progress, where s3-0 is now the next lesson.
    await page.goto('/course/swahili/level/level-1');
    await hydrated(page);
    const first = page.locator('[data-lesson="s3-0"]');
    await expect(first).toHaveAttribute('data-state', 'current');
    await first.getByRole('link').click();
    await page.waitForURL('**/lesson/swahili/s3-0');
    await lessonReady(page);
    await expect(page.getByText(/This lesson is still locked/)).toHaveCount(0);

    await infoLesson(page);
    await goOn(page, 's3-1');
    await patternLesson(page);
    await goOn(page, 's3-2');
    await quizLesson(page);
    await goOn(page, 's3-3');
    await memoryLesson(page);
    await goOn(page, 's3-4');
    await storyLesson(page);
    await goOn(page, 's3-5');
    await conversationLesson(page);
    await goOn(page, 's3-6');
    await sentenceLesson(page);
    await expectLessonComplete(page);
    await page.screenshot({
      path: `test-results/swahili-unit3-done-${page.viewportSize()?.width}.png`,
      fullPage: true,
    });
    expect(errors).toEqual([]);
  },
);
