import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { completeOnServer, expectLessonComplete, hydrated, lessonReady, signInByApi } from './support.ts';

// A learner builds another right sentence than the lesson's main answer, and it is accepted. The items come from
// the lesson file the page is built from: the sentence with alternatives is y1-6's "ẹ kú iṣẹ́" (also right:
// "ẹ kú iṣẹ́ o", the form y1-4's story models), or else the first sentence of y1-6 that lists alternatives.
interface SentenceItem {
  wordBank: string[];
  correctSentence: string;
  alternatives?: string[];
  explanation: string;
}

const { sentences } = parse(readFileSync('content/courses/yoruba/lessons/y1-6.yaml', 'utf8')) as {
  sentences: SentenceItem[];
};
const preferred = sentences.findIndex((s) => s.correctSentence === 'ẹ kú iṣẹ́' && (s.alternatives ?? []).length > 0);
const target = preferred !== -1 ? preferred : sentences.findIndex((s) => (s.alternatives ?? []).length > 0);

/** A sentence as the player shows it: with a capital on its first letter. */
const capitalised = (sentence: string) => sentence.charAt(0).toUpperCase() + sentence.slice(1);

/**
 * Taps the word-bank tiles of `sentence` in order (tiles show words with a small first letter unless they are names,
 * so the first word is looked for in either case); a placed tile leaves the bank, so the first one left is unused.
 */
async function build(page: Page, sentence: string) {
  const bank = page.getByRole('group', { name: 'Word bank' });
  for (const [i, word] of sentence.split(' ').entries()) {
    const name = i === 0 ? new RegExp(`^(${word}|${word.charAt(0).toLowerCase()}${word.slice(1)})$`) : word;
    await bank.getByRole('button', { name, exact: true }).first().click();
  }
  await expect(page.getByRole('group', { name: 'Your sentence' })).toHaveText(
    capitalised(sentence).replaceAll(' ', ''),
  );
}

const hearts = (page: Page, label: string) => page.getByRole('img', { name: label }).filter({ visible: true }).first();

test(
  'a learner builds an alternative answer of a sentence and it is accepted without costing a heart',
  { tag: '@both' },
  async ({ page }) => {
    expect(target, 'y1-6.yaml lists alternatives for at least one sentence').toBeGreaterThanOrEqual(0);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signInByApi(page);
    await completeOnServer(page, 'yoruba', ['y1-0', 'y1-1', 'y1-2', 'y1-3', 'y1-4', 'y1-5']);
    // The level page loads the server's progress, where y1-6 is now the next lesson.
    await page.goto('/course/yoruba/level/level-1');
    await hydrated(page);
    const lesson = page.locator('[data-lesson="y1-6"]');
    await expect(lesson).toHaveAttribute('data-state', 'current');
    await lesson.getByRole('link').click();
    await page.waitForURL('**/lesson/yoruba/y1-6');
    await lessonReady(page);
    await expect(page.getByText(/This lesson is still locked/)).toHaveCount(0);
    await expect(hearts(page, '5/5 hearts remaining')).toBeVisible();

    const feedback = page.getByRole('status').filter({ hasText: /Correct!|Try Again|Almost — check the marks/ });
    for (const [i, item] of sentences.entries()) {
      await expect(page.getByText(`Sentence ${i + 1} of ${sentences.length}`)).toBeVisible();
      const alternative = i === target ? item.alternatives![0]! : null;
      await build(page, alternative ?? item.correctSentence);
      await page.getByRole('button', { name: 'Check' }).click();
      await expect(feedback).toContainText('Correct!');
      if (alternative) {
        expect(alternative).not.toBe(item.correctSentence);
        await expect(feedback).toContainText(`Also right: ${capitalised(item.correctSentence)}`);
        // The explanation is written for a wrong answer: after a right one it waits behind "Why".
        await expect(feedback.getByText(item.explanation)).toBeHidden();
        await feedback.getByText('Why', { exact: true }).click();
        await expect(feedback.getByText(item.explanation)).toBeVisible();
        await page.screenshot({
          path: `test-results/sentence-alternative-${page.viewportSize()?.width}.png`,
          fullPage: true,
        });
      }
      await page.getByRole('button', { name: i === sentences.length - 1 ? /Finish/ : /Continue/ }).click();
    }
    await expectLessonComplete(page);
    await expect(hearts(page, '5/5 hearts remaining')).toBeVisible();
    expect(errors).toEqual([]);
  },
);

// Swahili s1-6 writes each sentence's first word with a capital (Habari, Shikamoo, Asante, Lala): the bank must not
// show it, so the first word is not given away, while the sentence built from it is shown and accepted capitalised.
const swahili = parse(readFileSync('content/courses/swahili/lessons/s1-6.yaml', 'utf8')) as {
  sentences: SentenceItem[];
};

test(
  'word-bank tiles hide the capital of the first word, and the built sentence is shown capitalised and accepted',
  { tag: '@both' },
  async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signInByApi(page);
    await completeOnServer(page, 'swahili', ['s1-0', 's1-1', 's1-2', 's1-3', 's1-4', 's1-5']);
    // The level page loads the server's progress, where s1-6 is now the next lesson.
    await page.goto('/course/swahili/level/level-1');
    await hydrated(page);
    await page.locator('[data-lesson="s1-6"]').getByRole('link').click();
    await page.waitForURL('**/lesson/swahili/s1-6');
    await lessonReady(page);
    await expect(page.getByText(/This lesson is still locked/)).toHaveCount(0);

    const bank = page.getByRole('group', { name: 'Word bank' });
    const feedback = page.getByRole('status').filter({ hasText: /Correct!|Try Again|So close!/ });
    for (const [i, item] of swahili.sentences.entries()) {
      await expect(page.getByText(`Sentence ${i + 1} of ${swahili.sentences.length}`)).toBeVisible();
      const [first, ...rest] = item.correctSentence.split(' ');
      expect(first, 'the content writes the first word with a capital').toMatch(/^\p{Lu}/u);
      const small = first!.charAt(0).toLowerCase() + first!.slice(1);
      await expect(bank.getByRole('button', { name: first!, exact: true })).toHaveCount(0);
      await bank.getByRole('button', { name: small, exact: true }).click();
      for (const word of rest) await bank.getByRole('button', { name: word, exact: true }).first().click();
      await expect(page.getByRole('group', { name: 'Your sentence' })).toHaveText(
        item.correctSentence.replaceAll(' ', ''),
      );
      await page.getByRole('button', { name: 'Check' }).click();
      await expect(feedback).toContainText('Correct!');
      await expect(feedback.getByText(item.correctSentence, { exact: true })).toBeVisible();
      if (i === 0) {
        await page.screenshot({
          path: `test-results/word-bank-case-${page.viewportSize()?.width}.png`,
          fullPage: true,
        });
      }
      await page.getByRole('button', { name: i === swahili.sentences.length - 1 ? /Finish/ : /Continue/ }).click();
    }
    await expectLessonComplete(page);
    await expect(hearts(page, '5/5 hearts remaining')).toBeVisible();
    expect(errors).toEqual([]);
  },
);
