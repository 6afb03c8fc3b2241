import { expect, test, type Page } from '@playwright/test';
import { horizontalOverflows } from './overflow.ts';
import { playToTheEnd } from './practice-support.ts';
import { completeOnServer, hydrated, signInByApi } from './support.ts';

// "↻ N to practise" is what a session started now asks: after the first two Yoruba lessons the header's N is the
// number of cards the practice page then asks, and the profile shows the same number; after the session, again.
const SHOTS = '/tmp/practice-counts';

const badge = (page: Page) => page.locator('header').getByRole('link', { name: /^Yoruba practice: \d+ to practise$/ });
const headerCount = async (page: Page) => Number(await badge(page).getAttribute('data-practice-due'));

/** The count the header shows on the course page. */
async function countOnCoursePage(page: Page): Promise<number> {
  await page.goto('/course/yoruba');
  await hydrated(page);
  await expect(badge(page)).toBeVisible();
  return headerCount(page);
}

/** Plays the session the practice page asks to its end; the cards it asked, as its summary counts them. */
async function cardsAsked(page: Page): Promise<number> {
  await page.goto('/practice/yoruba');
  await hydrated(page);
  await playToTheEnd(page, 'yoruba');
  const reviewed = page.locator('div', { has: page.getByText('Items reviewed', { exact: true }) }).last();
  return Number((await reviewed.textContent())?.replace(/\D+/g, ''));
}

/** The profile's Yoruba "To practise" figure and its split into due and new cards. */
async function profileFigure(page: Page): Promise<{ total: number; note: string }> {
  await page.goto('/profile');
  await hydrated(page);
  const card = page.locator('[data-practice-stats="yoruba"]');
  const tile = card.locator('div', { has: page.getByText('To practise', { exact: true }) });
  await expect(tile).toBeVisible({ timeout: 15_000 });
  const [total, note] = await tile.locator('dd').allTextContents();
  return { total: Number(total), note: note ?? '' };
}

test('after the first two Yoruba lessons, the header counts the cards practice asks, and the profile says the same', async ({
  page,
}, info) => {
  // Four pages to load and hydrate and two sessions to play: a busy machine can stretch this past 30 s.
  test.setTimeout(120_000);
  await signInByApi(page);
  await completeOnServer(page, 'yoruba', ['y1-0', 'y1-1']);

  const before = await countOnCoursePage(page);
  // Not every word of the unit: a first session introduces three.
  expect(before).toBe(3);
  await page.screenshot({ path: `${SHOTS}/header-${info.project.name}.png` });
  expect(await profileFigure(page)).toEqual({ total: before, note: `0 due · ${before} new` });
  expect(await horizontalOverflows(page, '[data-practice-stats="yoruba"]')).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/profile-${info.project.name}.png`, fullPage: true });

  expect(await cardsAsked(page)).toBe(before);

  // After the session: the header's new count is again what the next session asks, and the profile agrees.
  const next = await countOnCoursePage(page);
  expect(await profileFigure(page)).toMatchObject({ total: next });
  expect(await cardsAsked(page)).toBe(next);
  expect(next).toBeGreaterThan(0);
});
