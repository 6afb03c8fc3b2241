import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { completeOnServer, hydrated, lessonReady, signUp } from './support.ts';

// The course's keyboard under a pattern lesson's typed answer: Igbo letters, and Yoruba letters with tone keys,
// by click or tap, by Tab + Enter and by Alt shortcuts, with focus kept in the answer field.
const shots = '/tmp/tone-keyboard';

test.beforeEach(async ({ page }, testInfo) => {
  await page.setViewportSize(
    testInfo.project.name === 'phone' ? { width: 375, height: 812 } : { width: 1280, height: 900 },
  );
});

/** Opens a pattern lesson as a learner who finished the lessons before it, and walks to its first question. */
async function openFirstQuestion(page: Page, language: string, lessonId: string, before: readonly string[]) {
  await signUp(page);
  await completeOnServer(page, language, before);
  // The level page loads the server's progress, where this lesson is now the next one.
  await page.goto(`/course/${language}/level/level-1`);
  await hydrated(page);
  const lesson = page.locator(`[data-lesson="${lessonId}"]`);
  await expect(lesson).toHaveAttribute('data-state', 'current');
  await lesson.getByRole('link').click();
  await page.waitForURL(`**/lesson/${language}/${lessonId}`);
  await lessonReady(page);
  await page.keyboard.press('Enter'); // observation → next
  await page.keyboard.press('Enter'); // Show Pattern
  await page.keyboard.press('Enter'); // next
  const answer = page.getByRole('textbox');
  await expect(answer).toBeFocused();
  return answer;
}

async function screenshot(page: Page, name: string) {
  mkdirSync(shots, { recursive: true });
  const width = page.viewportSize()?.width;
  await page.getByRole('group', { name: /letters and tones/ }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/${name}-${width}.png` });
}

test('Igbo: the ị key types at the cursor, keeps focus in the answer, and the answer checks as correct', async ({
  page,
}, testInfo) => {
  const igbo1 = ['1-0', '1-1', '1-2', '1-3', '1-4', '1-5', '1-6', '2-0'];
  const answer = await openFirstQuestion(page, 'igbo', '2-1', igbo1);
  const keys = page.getByRole('group', { name: 'Igbo letters and tones' });
  await expect(keys.getByRole('button')).toHaveText(['ị', 'ọ', 'ụ', 'ṅ']);
  await expect(page.getByText('Shortcuts: Alt+Shift+1–4 letters')).toBeVisible();

  await page.keyboard.type('enyi g');
  const dottedI = page.getByRole('button', { name: 'Igbo letter i with dot below' });
  if (testInfo.project.name === 'phone') await dottedI.tap();
  else await dottedI.click();
  await expect(answer).toHaveValue('enyi gị');
  await expect(answer).toBeFocused();
  expect(await answer.evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd])).toEqual([7, 7]);
  await screenshot(page, 'igbo-2-1');

  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Correct' })).toBeVisible();
});

test('Yoruba: letters and tones by shortcut, tap and keyboard build Ẹ kú ọ̀sán, in NFC, and a tone after a consonant is refused politely', async ({
  page,
}, testInfo) => {
  const answer = await openFirstQuestion(page, 'yoruba', 'y1-1', ['y1-0']);
  const keys = page.getByRole('group', { name: 'Yoruba letters and tones' });
  await expect(keys.getByRole('button', { name: 'Yoruba letter e with dot below' })).toHaveAttribute(
    'aria-keyshortcuts',
    'Alt+Shift+1',
  );
  await expect(keys.getByRole('button', { name: 'Add low tone to the letter before the cursor' })).toHaveAttribute(
    'aria-keyshortcuts',
    'Alt+L',
  );
  for (const key of await keys.getByRole('button').all()) {
    const box = (await key.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
  }

  // Alt shortcuts while the answer has focus: ẹ, then a high tone on u.
  await page.keyboard.press('Alt+Shift+Digit1');
  await page.keyboard.type(' k');
  await page.keyboard.press('Alt+KeyH');
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: 'No tone added' })).toHaveCount(1);
  await expect(answer).toHaveValue('ẹ k');
  await page.keyboard.type('u');
  await page.keyboard.press('Alt+KeyH');
  await expect(answer).toHaveValue('ẹ kú');

  // The ọ key by click or tap, and the low tone key by Tab + Enter, which returns focus to the answer.
  await page.keyboard.type(' ');
  const dottedO = keys.getByRole('button', { name: 'Yoruba letter o with dot below' });
  if (testInfo.project.name === 'phone') await dottedO.tap();
  else await dottedO.click();
  await expect(answer).toBeFocused();
  const low = keys.getByRole('button', { name: 'Add low tone to the letter before the cursor' });
  await low.focus();
  await page.keyboard.press('Enter');
  await expect(answer).toBeFocused();
  await page.keyboard.type('sa');
  await keys.getByRole('button', { name: 'Add high tone to the letter before the cursor' }).click();
  await page.keyboard.type('n');
  await expect(answer).toHaveValue('ẹ kú ọ̀sán');
  expect(await answer.inputValue()).toBe('ẹ kú ọ̀sán'.normalize('NFC'));
  await screenshot(page, 'yoruba-y1-1');
  const { violations } = await new AxeBuilder({ page }).include('form').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Correct' })).toBeVisible();
});
