// Tone letters drawn right (issue 43 item 5): a dotted vowel with a tone mark (ọ̀, ẹ́, ị̀) is drawn in the same
// face as the plain letter, so "àárọ̀" never shows one letter from a fallback font, taller than its neighbours.
// The faces are the site's own subsets (public/fonts/, src/styles/fonts.css), measured as the page lays them out.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { atBothWidths, lessonReady, signInByApi } from './support';

/**
 * Each dotted or toned letter beside the letter it is built on. In one face the mark adds no advance and a tone
 * mark stands as high over ọ as over o; a letter drawn from a fallback font is wider or narrower and taller.
 */
const PAIRS = [
  ['ọ̀', 'ò'],
  ['ọ', 'o'],
  ['ẹ́', 'é'],
  ['ẹ', 'e'],
  ['ị̀', 'ì'],
  ['ị', 'i'],
  ['ṣ', 's'],
  ['ụ̀', 'ù'],
] as const;
/** Measured at this size in the element's own family and weight (the face chosen does not depend on the size). */
const SIZE = 60;

interface Metrics {
  width: number;
  ascent: number;
  height: number;
}

/** Canvas metrics of `texts` in the font family and weight `host` is drawn with, once its faces have loaded. */
async function metricsIn(host: Locator, texts: readonly string[]): Promise<Record<string, Metrics>> {
  return host.evaluate(
    async (element, { texts, size }) => {
      const style = getComputedStyle(element);
      const font = `${style.fontWeight} ${size}px ${style.fontFamily}`;
      await document.fonts.load(font, texts.join(''));
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = font;
      return Object.fromEntries(
        texts.map((text) => {
          const m = context.measureText(text);
          const height = m.actualBoundingBoxAscent + m.actualBoundingBoxDescent;
          return [text, { width: m.width, ascent: m.actualBoundingBoxAscent, height }];
        }),
      );
    },
    { texts, size: SIZE },
  );
}

/**
 * Whether `document.fonts` holds a loaded face of `family` whose unicode-range has `letter`, and what its check()
 * says of drawing the letter in that family.
 */
const faceFor = (page: Page, family: string, weight: number, letter: string) =>
  page.evaluate(
    async ({ family, weight, letter }) => {
      await document.fonts.load(`${weight} 24px "${family}"`, letter);
      await document.fonts.ready;
      const code = letter.codePointAt(0)!;
      const covers = (range: string) =>
        range.split(',').some((part) => {
          const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
          return code >= parseInt(from!, 16) && code <= parseInt(to!, 16);
        });
      const loaded = [...document.fonts].some(
        (f) => f.family.replace(/"/g, '') === family && f.status === 'loaded' && covers(f.unicodeRange),
      );
      return { loaded, check: document.fonts.check(`${weight} 24px "${family}"`, letter) };
    },
    { family, weight, letter },
  );

test('ọ̀, ẹ́ and ị̀ are drawn in the heading and body faces like ọ, ẹ and ị, at 375 and 1280 px @both', async ({
  page,
}) => {
  await signInByApi(page);
  await page.goto('/lesson/yoruba/y1-0');
  await lessonReady(page);
  // The lesson's second step writes "Ẹ kú àárọ̀" in its body text.
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  const paragraph = page.locator('section[data-step="2"] p').filter({ hasText: 'àárọ̀' }).first();
  await expect(paragraph).toBeVisible();
  const heading = page.locator('#info-lesson-title');
  await expect(heading).toBeVisible();

  // The subsets are the faces the page asks for first, and they are loaded with the toned letters.
  expect(await heading.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"?Lugha Serif"?,/);
  expect(await paragraph.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"?Lugha Sans"?,/);
  for (const letter of ['ọ', 'ẹ', 'ị', 'ṣ', 'à']) {
    for (const [family, weight] of [
      ['Lugha Serif', 700],
      ['Lugha Sans', 400],
      ['Lugha Sans', 700],
    ] as const)
      expect(await faceFor(page, family, weight, letter), `${family} ${weight} draws ${letter}`).toEqual({
        loaded: true,
        check: true,
      });
  }

  await atBothWidths(page, async (width) => {
    for (const [face, host] of [
      ['heading', heading],
      ['body', paragraph],
    ] as const) {
      const m = await metricsIn(host, [...PAIRS.flat(), 'à']);
      for (const [toned, base] of PAIRS) {
        const where = `${toned} beside ${base} in the ${face} face at ${width} px: ${JSON.stringify([m[toned], m[base]])}`;
        expect(m[base]!.width, where).toBeGreaterThan(0);
        expect(Math.abs(m[toned]!.width - m[base]!.width), where).toBeLessThanOrEqual(2);
        expect(Math.abs(m[toned]!.ascent - m[base]!.ascent), where).toBeLessThanOrEqual(SIZE * 0.05);
      }
      // "àárọ̀": the last letter's tone mark stands no higher than the first's, and ọ̀ is ọ and a mark, no taller.
      const word = `àárọ̀ in the ${face} face at ${width} px: ${JSON.stringify([m['ọ̀'], m['à'], m['ọ']])}`;
      expect(Math.abs(m['ọ̀']!.ascent - m['à']!.ascent), word).toBeLessThanOrEqual(SIZE * 0.05);
      expect(Math.abs(m['ọ̀']!.width - m['ọ']!.width), word).toBeLessThanOrEqual(1);
      expect(m['ọ̀']!.height / m['ọ']!.height, word).toBeLessThanOrEqual(1.35);
    }
  });
});
