// Takes not yet sent survive a reload, with Chromium's fake microphone: a speaker records two words, the page reloads,
// both are back in the batch and play; once sent, a reload brings none back and the device holds none.
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { specServer } from './own-server';
import { horizontalOverflows } from './overflow';
import { hydrated, uniqueEmail } from './support';
import { microphoneLaunch } from './fake-microphone.ts';

const SHOTS = '/tmp/saved-takes-shots';
mkdirSync(SHOTS, { recursive: true });

const server = specServer();

test.use({
  launchOptions: microphoneLaunch('syllables.wav'),
});

/** How many take records the device keeps in its database of unsent takes. */
const storedTakes = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((done) => {
        const request = indexedDB.open('lugha-takes');
        request.onsuccess = () => {
          const db = request.result;
          if (!db.objectStoreNames.contains('takes')) return done(0);
          const count = db.transaction('takes').objectStore('takes').count();
          count.onsuccess = () => done(count.result);
        };
        request.onerror = () => done(-1);
      }),
  );

test('two takes come back after a reload, play, and leave the device once sent', async ({ page }) => {
  test.setTimeout(120_000);
  const session = await server.signUp(uniqueEmail('keeper'), 'keeper');
  await server.storeSession(page, session);
  await server.api('/audio/igbo/speaker', session.access_token, { method: 'POST' });
  const { prompts } = await server.api<{ prompts: { prompt: string; text: string }[] }>(
    '/audio/igbo/prompts',
    session.access_token,
  );
  const words = prompts.slice(0, 3).map((p) => p.text.split('\n')[0]!);

  await page.goto(`${server.url}/contribute/igbo`);
  await hydrated(page);
  for (const [i, word] of words.slice(0, 2).entries()) {
    await expect(page.getByRole('heading', { name: word, exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Record', exact: true }).click();
    await page.waitForTimeout(2000);
    await page.getByRole('button', { name: 'Stop' }).click();
    await expect(page.locator('[data-batch-clip]')).toHaveCount(i + 1, { timeout: 10_000 });
  }
  await expect.poll(() => storedTakes(page)).toBe(2);

  await page.reload();
  await hydrated(page);
  await expect(
    page.getByRole('status').filter({ hasText: '2 recordings from before are still waiting to be sent.' }),
  ).toBeVisible();
  await expect(page.locator('[data-batch-clip]')).toHaveCount(2);
  await expect(page.locator('[data-batch-clip]').first()).toHaveAttribute('data-batch-clip', prompts[0]!.prompt);
  // The next prompt is the third word: the two waiting in the batch are not offered again.
  await expect(page.getByRole('heading', { name: words[2]!, exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Play ${words[1]!}` }).click();
  await expect
    .poll(() =>
      page
        .locator('[data-batch-clip] audio')
        .nth(1)
        .evaluate((a: HTMLAudioElement) => a.currentTime),
    )
    .toBeGreaterThan(0);

  for (const [width, height] of [
    [375, 812],
    [1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SHOTS}/restored-${width}.png`, fullPage: true });
    expect(await horizontalOverflows(page)).toEqual([]);
  }

  await page.getByLabel(/I release this recording under/).check();
  await page.getByRole('button', { name: 'Send 2 recordings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you! 2 recordings sent for review.' })).toBeVisible({
    timeout: 15_000,
  });
  await expect.poll(() => storedTakes(page)).toBe(0);

  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('heading', { name: words[2]!, exact: true })).toBeVisible();
  await expect(page.locator('[data-batch-clip]')).toHaveCount(0);
  await expect(page.getByText('from before')).toHaveCount(0);
});
