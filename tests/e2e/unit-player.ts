import { existsSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { dealCards, roundSeed, type MemoryPair } from '../../src/lessons/memory-game/game.ts';
import { readToTheEnd } from './reading.ts';
import { completeOnServer, expectLessonComplete, hydrated, lessonReady, signInByApi, tabTo } from './support.ts';

// Plays a whole unit of a course in order, as a learner with the keyboard only: one player for every unit's
// browser test, driven by the lesson files the pages are built from, so a new unit needs one line of test.

interface Option {
  text: string;
  isCorrect?: boolean;
}

interface Lesson {
  id: string;
  title: string;
  type: string;
  status?: string;
  steps?: { type: string; answer?: string }[];
  questions?: { options: Option[] }[];
  pairs?: { id: string; word: string; english: string }[];
  segments?: unknown[];
  vocabulary?: { pronunciation?: string }[];
  comprehensionQuestions?: { options: Option[] }[];
  lines?: { translation: string }[];
  sentences?: { wordBank: string[]; correctSentence: string }[];
}

interface Course {
  levels: { id: string; units: { id: string; lessons: string[] }[] }[];
}

const courseDir = (language: string) => `content/courses/${language}`;

/** A lesson's data: the YAML file, or the front matter of a Markdown lesson (info and cultural notes). */
export function lessonFile(language: string, id: string): Lesson {
  const yamlPath = `${courseDir(language)}/lessons/${id}.yaml`;
  if (existsSync(yamlPath)) return parse(readFileSync(yamlPath, 'utf8')) as Lesson;
  const markdown = readFileSync(`${courseDir(language)}/lessons/${id}.md`, 'utf8');
  return parse(markdown.split(/^---$/m)[1]!) as Lesson;
}

/** The lesson ids of every unit of a level, in the course's order. */
export function unitsOf(language: string, levelId = 'level-1'): string[][] {
  const course = parse(readFileSync(`${courseDir(language)}/course.yaml`, 'utf8')) as Course;
  return course.levels.find((level) => level.id === levelId)!.units.map((unit) => unit.lessons);
}

/** Leaves a finished lesson by its focused 'Next lesson' link, and waits for the next player. */
async function goOn(page: Page, language: string, nextId: string) {
  await expectLessonComplete(page);
  await expect(page.getByRole('link', { name: /Next lesson/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.waitForURL(`**/lesson/${language}/${nextId}`);
  await lessonReady(page);
}

async function readingLesson(page: Page, lesson: Lesson) {
  await expect(page.getByRole('heading', { level: 2, name: lesson.title })).toBeVisible();
  // Step by step with Enter (each new step's heading takes the focus); on the last step Enter is Continue.
  await readToTheEnd(page, { keyboard: true });
  await page.keyboard.press('Enter');
}

async function patternLesson(page: Page, lesson: Lesson) {
  const steps = lesson.steps!;
  for (const [i, step] of steps.entries()) {
    const last = i === steps.length - 1;
    await expect(page.getByText(`Step ${i + 1} of ${steps.length}`, { exact: true })).toBeVisible();
    if (step.type === 'practice') {
      await expect(page.getByRole('textbox')).toBeFocused();
      await page.keyboard.type(step.answer!);
      await page.keyboard.press('Enter'); // Check
      await expect(page.getByRole('status').filter({ hasText: 'Correct' })).toBeVisible();
      await expect(page.getByRole('button', { name: last ? /^Finish/ : /^Next step/ })).toBeFocused();
    } else if (step.type === 'discovery' && (await page.getByRole('button', { name: /Show Pattern/ }).count()) > 0) {
      await page.keyboard.press('Enter'); // Show Pattern
      await expect(page.getByRole('region', { name: 'Pattern' })).toBeFocused();
    }
    await page.keyboard.press('Enter'); // Next step, or Finish on the last
  }
  await expect(page.getByRole('heading', { name: 'Pattern Mastered!' })).toBeVisible({ timeout: 15_000 });
}

/** The number key of the option showing exactly `text` (options are shuffled per attempt; "40" must not find "400"). */
async function optionKey(page: Page, text: string): Promise<string> {
  const option = page.locator('[data-option]').filter({ has: page.getByText(text, { exact: true }) });
  return String(Number(await option.first().getAttribute('data-option')) + 1);
}

async function quizLesson(page: Page, lesson: Lesson, wrongFirst: boolean) {
  const questions = lesson.questions!;
  if (wrongFirst) {
    // One wrong answer first: it costs a heart and Retry brings the question back.
    await page.keyboard.press(await optionKey(page, questions[0]!.options.find((o) => !o.isCorrect)!.text));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Try Again').first()).toBeVisible();
    await expect(page.getByRole('img', { name: '4/5 hearts remaining' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Retry/ })).toBeFocused();
    await page.keyboard.press('Enter');
  }
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

async function memoryLesson(page: Page, language: string, lesson: Lesson) {
  const pairs = lesson.pairs!;
  // Cards are dealt per attempt; a known seed lets the test know where each card lies.
  await page.goto(`/lesson/${language}/${lesson.id}?seed=e2e`);
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

async function storyLesson(page: Page, lesson: Lesson) {
  const segments = lesson.segments!;
  const questions = lesson.comprehensionQuestions!;
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
  const respelling = lesson.vocabulary?.find((word) => word.pronunciation)?.pronunciation;
  if (respelling) await expect(vocabulary.getByText(respelling).first()).toBeVisible();
  await tabTo(page, vocabulary.getByRole('button', { name: /Continue to Questions/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tabpanel', { name: /Questions/ })).toBeFocused();
  for (const [i, question] of questions.entries()) {
    await expect(page.getByText(`Question ${i + 1} of ${questions.length}`)).toBeVisible();
    await page.keyboard.press(String(question.options.findIndex((o) => o.isCorrect) + 1));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Correct' })).toBeVisible();
    await page.keyboard.press('Enter'); // Next Question, or Finish
  }
  await expect(page.getByRole('heading', { name: 'Cultural Journey Complete!' })).toBeVisible({ timeout: 15_000 });
}

async function conversationLesson(page: Page, lesson: Lesson) {
  const lines = lesson.lines!;
  await expect(page.getByRole('list', { name: 'Dialogue' }).getByRole('listitem')).toHaveCount(lines.length);
  // A translation opened from the keyboard, then Continue.
  await tabTo(page, page.getByRole('button', { name: 'Show translation' }).first());
  await page.keyboard.press('Enter');
  await expect(page.getByText(lines[0]!.translation, { exact: true })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: /Continue/ }));
  await page.keyboard.press('Enter');
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function sentenceLesson(page: Page, lesson: Lesson) {
  const sentences = lesson.sentences!;
  for (const [i, sentence] of sentences.entries()) {
    await expect(page.getByText(`Sentence ${i + 1} of ${sentences.length}`)).toBeVisible();
    const used: number[] = [];
    for (const word of sentence.correctSentence.split(' ')) {
      // Tiles are case-neutral (a capital would give the first word away): match them as the player shows them.
      const index = sentence.wordBank.findIndex((w, j) => w.toLowerCase() === word.toLowerCase() && !used.includes(j));
      used.push(index);
      await page.keyboard.press(String(index + 1));
    }
    await expect(page.getByRole('group', { name: 'Your sentence' })).toHaveText(
      new RegExp(`^${escape(sentence.correctSentence.replaceAll(' ', ''))}$`, 'iu'),
    );
    await page.keyboard.press('Enter'); // Check
    await expect(page.getByRole('status').filter({ hasText: /^✓\s*Correct!/ })).toBeVisible();
    await page.keyboard.press('Enter'); // Continue, or Finish
  }
}

async function playLesson(page: Page, language: string, lesson: Lesson, options: UnitOptions) {
  switch (lesson.type) {
    case 'info':
    case 'cultural-note':
      return readingLesson(page, lesson);
    case 'pattern-discovery':
      return patternLesson(page, lesson);
    case 'quiz':
      return quizLesson(page, lesson, options.wrongFirst ?? false);
    case 'memory-game':
      return memoryLesson(page, language, lesson);
    case 'cultural-story':
      return storyLesson(page, lesson);
    case 'conversation':
      return conversationLesson(page, lesson);
    case 'sentence-construction':
      return sentenceLesson(page, lesson);
    default:
      throw new Error(`No player for lesson type ${lesson.type} (${lesson.id})`);
  }
}

interface UnitOptions {
  /** Answers the quiz's first question wrong once, to see the heart go and Retry come back. */
  wrongFirst?: boolean;
  /** Runs at the phone's width too (the `@both` tag); otherwise only at the desktop's. */
  bothWidths?: boolean;
}

/**
 * Declares the test that plays every lesson of a unit (1-based) of a course's first level in order, with the
 * keyboard only: a new learner with the earlier units recorded as done opens the unit's first lesson from the
 * level page, plays each lesson from its file's answers, and goes on by the focused 'Next lesson' link.
 */
export function unitTest(language: string, unit: number, options: UnitOptions = {}): void {
  const units = unitsOf(language);
  const lessons = units[unit - 1]!;
  const name = `every lesson of ${language} unit ${unit}, one of each type, is played end to end with the keyboard`;
  test(name, options.bothWidths ? { tag: '@both' } : {}, async ({ page }) => {
    test.setTimeout(180_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signInByApi(page);
    const earlier = units.slice(0, unit - 1).flat();
    if (earlier.length > 0) {
      await completeOnServer(page, language, earlier);
      // The level page loads the server's progress, where the unit's first lesson is now the next one.
      await page.goto(`/course/${language}/level/level-1`);
      await hydrated(page);
      const first = page.locator(`[data-lesson="${lessons[0]}"]`);
      await expect(first).toHaveAttribute('data-state', 'current');
      await first.getByRole('link').click();
      await page.waitForURL(`**/lesson/${language}/${lessons[0]}`);
    } else {
      await page.goto(`/lesson/${language}/${lessons[0]}`);
    }
    await lessonReady(page);
    await expect(page.getByText(/This lesson is still locked/)).toHaveCount(0);

    for (const [i, id] of lessons.entries()) {
      if (i > 0) await goOn(page, language, id);
      await playLesson(page, language, lessonFile(language, id), options);
    }
    await expectLessonComplete(page);
    const next = units[unit]?.[0];
    if (next && lessonFile(language, next).status === 'published') {
      await expect(page.getByRole('link', { name: /Next lesson/ })).toHaveAttribute(
        'href',
        `/lesson/${language}/${next}`,
      );
    }
    await page.screenshot({
      path: `test-results/${language}-unit${unit}-done-${page.viewportSize()?.width}.png`,
      fullPage: true,
    });
    expect(errors).toEqual([]);
  });
}
