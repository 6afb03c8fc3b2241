// Playing practice in the browser the way a learner does, and reading what the server then holds.
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { parse } from 'yaml';
import type { ItemCard } from '../../src/domain/index.ts';
import { shortGloss } from '../../src/domain/meaningOptions.ts';
import type { PracticeState } from '../../src/shared/api-types.ts';

export const practiceSummary = (page: Page) => page.getByRole('heading', { name: 'Practice complete' });

const vocabularies = new Map<string, { word: string; translation: string; hint?: string }[]>();

/** A language's vocabulary as content gives it, read once. */
function vocabularyOf(language: string): { word: string; translation: string; hint?: string }[] {
  if (!vocabularies.has(language))
    vocabularies.set(language, parse(readFileSync(`content/vocabulary/${language}.yaml`, 'utf8')));
  return vocabularies.get(language)!;
}

/** The word content gives for a meaning in a language, whole or as an option shows it (shortGloss). */
export function wordFor(language: string, meaning: string): string | undefined {
  const words = vocabularyOf(language);
  const shown = (v: { translation: string; hint?: string }) =>
    v.hint ? `${v.translation} (${v.hint})` : v.translation;
  return (
    words.find((v) => shown(v) === meaning) ??
    words.find((v) => v.translation === meaning) ??
    words.find((v) => shortGloss(v.translation) === meaning)
  )?.word;
}

/** The meanings content gives a word in a language, whole and as an option shows them (shortGloss). */
function meaningsOf(language: string, word: string): string[] {
  return vocabularyOf(language)
    .filter((v) => v.word.normalize('NFC') === word.normalize('NFC'))
    .flatMap((v) => [v.translation, shortGloss(v.translation)]);
}

/** Types a recall answer its own way: `type` returns false to leave a meaning to content's word; `checked` sees each verdict. */
export interface Typist {
  type(meaning: string): Promise<boolean>;
  checked(meaning: string): Promise<void>;
}

/** Answers the exercise showing with the keyboard: a word typed from content (or as `typist` types it), a choice by its first option. */
export async function answerShowing(page: Page, language: string, typist?: Typist): Promise<void> {
  let meaning: string | null = null;
  const textbox = page.getByRole('textbox');
  if (await textbox.isVisible()) {
    await expect(textbox).toBeFocused();
    meaning = /for “(.*)”/.exec((await page.locator('label').first().textContent()) ?? '')?.[1] ?? '';
    if (!(await typist?.type(meaning))) await page.keyboard.type(wordFor(language, meaning) ?? 'x');
    await page.keyboard.press('Enter');
  } else {
    const radios = page.getByRole('radio');
    await expect(radios.first()).toBeFocused();
    const right = await rightChoice(page, language);
    // Arrows move the choice as a keyboard user would; Space chooses the first.
    if (right === 0) await page.keyboard.press('Space');
    for (let i = 0; i < right; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
  }
  await expect(page.locator('[data-verdict]')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeFocused();
  if (meaning !== null) await typist?.checked(meaning);
}

/** The index of the option content says is right: the meaning of the word shown, or the word for the meaning shown (else 0). */
export async function rightChoice(page: Page, language: string): Promise<number> {
  const nfc = (text: string | undefined) => text?.normalize('NFC').trim();
  const prompt = nfc((await page.locator('legend span').nth(1).textContent()) ?? '');
  const options = await page
    .getByRole('radio')
    .evaluateAll((radios) => radios.map((r) => (r as HTMLInputElement).value));
  const byMeaning = options.findIndex((option) => meaningsOf(language, prompt ?? '').includes(option));
  if (byMeaning >= 0) return byMeaning;
  // A tone choice asks 'Which spelling means “Hello”?'.
  const meaning = /means “(.*)”\?$/.exec(prompt ?? '')?.[1] ?? prompt ?? '';
  const word = nfc(wordFor(language, meaning));
  return Math.max(0, word === undefined ? 0 : options.findIndex((option) => nfc(option) === word));
}

/**
 * Plays the session showing to its summary by keyboard (sessions without match boards), choosing the option content
 * says is right; returns how many exercises it had, counting a missed card asked again.
 */
export async function playToTheEnd(page: Page, language: string, typist?: Typist): Promise<number> {
  await expect(page.getByText(/^1 of \d+$/)).toBeVisible({ timeout: 15_000 });
  let played = 0;
  while (!(await practiceSummary(page).isVisible())) {
    const counter = page.getByText(new RegExp(`^${played + 1} of \\d+$`));
    await expect(counter.or(practiceSummary(page)).first()).toBeVisible({ timeout: 15_000 });
    if (await practiceSummary(page).isVisible()) break;
    await answerShowing(page, language, typist);
    await page.keyboard.press('Enter');
    played += 1;
  }
  await expect(practiceSummary(page)).toBeVisible({ timeout: 15_000 });
  return played;
}

/** Runs a call to /api with the browser's own token. */
export async function callApi<T>(page: Page, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ path, body }) => {
      const key = Object.keys(localStorage).find((k) => k.endsWith('-auth-token'))!;
      const token = JSON.parse(localStorage.getItem(key)!).access_token as string;
      const response = await fetch(`/api${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const envelope = await response.json();
      if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(envelope)}`);
      return envelope.data;
    },
    { path, body },
  ) as Promise<T>;
}

/** The learner's practice state in a language, as the server holds it. */
export const practiceState = (page: Page, language: string) => callApi<PracticeState>(page, `/practice/${language}`);

/** The learner's XP in a language, as the server holds it. */
export const serverXp = async (page: Page, language: string) =>
  (await callApi<{ totalXP: number }>(page, `/progress/language/${language}`)).totalXP;

/** A card's item, direction and how often it was reviewed, sorted, for comparing what the server counted. */
export const reviewCounts = (cards: readonly ItemCard[]) =>
  cards.map((c) => `${c.itemId} ${c.direction} ×${c.card.reps}`).sort();
