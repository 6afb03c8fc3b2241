// Recording in batches of five with Chromium's fake microphone: a speaker records five prompts in a row, one of them a
// conversation line, has one take refused as silent and records it again, re-records another from the batch's list,
// sends all five at once, and finds them waiting for review on the server; the credit comes back on the next visit.
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { specServer } from './own-server';
import { horizontalOverflows } from './overflow';
import { hydrated, uniqueEmail } from './support';
import { microphoneLaunch } from './fake-microphone.ts';

const SHOTS = '/tmp/batch-shots';
mkdirSync(SHOTS, { recursive: true });

const server = specServer();

test.use({
  launchOptions: microphoneLaunch('pause-then-syllables.wav'),
});

async function speaker(page: Page, username: string): Promise<{ authorization: string }> {
  const session = await server.signUp(uniqueEmail(username), username);
  await server.storeSession(page, session);
  return { authorization: `Bearer ${session.access_token}` };
}

/** One take by keyboard: R, speak for `seconds` (the fake microphone's file), R again. */
async function take(page: Page, seconds: number) {
  await page.keyboard.press('r');
  await expect(page.getByRole('button', { name: 'Stop' })).toBeFocused();
  await page.waitForTimeout(seconds * 1000);
  await page.keyboard.press('r');
}

test('a speaker records a batch of five with a conversation line, one take refused as silent, and sends it at once', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const auth = await speaker(page, 'batcher');
  expect((await fetch(`${server.url}/api/audio/igbo/speaker`, { method: 'POST', headers: auth })).status).toBe(200);
  // Words learners meet most come first; skipping all but the two before the first conversation line puts a line
  // third in the batch.
  const { prompts } = (
    (await (await fetch(`${server.url}/api/audio/igbo/prompts`, { headers: auth })).json()) as {
      data: { prompts: { prompt: string; text: string }[] };
    }
  ).data;
  const line = prompts.findIndex((p) => p.prompt.startsWith('conversations/'));
  expect(line).toBeGreaterThan(1);
  for (const p of prompts.slice(0, line - 2)) {
    const skipped = await fetch(`${server.url}/api/audio/igbo/prompts/skip`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ prompt: p.prompt }),
    });
    expect(skipped.status).toBe(200);
  }
  const batch = prompts.slice(line - 2, line + 3);
  expect(batch[2]!.prompt).toMatch(/^conversations\/.+-line-\d+$/);

  await page.goto(`${server.url}/contribute/igbo`);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: batch[0]!.text, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send recordings' })).toBeDisabled();

  // The first take ends inside the microphone's pause: refused as silent, kept out of the batch, Record again focused.
  await take(page, 1);
  await expect(page.getByRole('alert')).toContainText('We heard nothing in this take', { timeout: 10_000 });
  await expect(page.getByRole('button', { name: 'Record again' })).toBeFocused();
  await expect(page.locator('[data-batch-clip]')).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Stop' })).toBeFocused();
  await page.waitForTimeout(3500);
  await page.keyboard.press('r');

  for (const [i, prompt] of batch.entries()) {
    if (i > 0) {
      await expect(page.getByRole('heading', { name: prompt.text.split('\n')[0]!, exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Record', exact: true })).toBeFocused();
      await take(page, 3.5);
    }
    await expect(page.locator('[data-batch-clip]')).toHaveCount(i + 1, { timeout: 10_000 });
    await expect(page.locator(`[data-batch-clip="${prompt.prompt}"]`)).toBeVisible();
  }
  await expect(page.getByText('Your batch is full.')).toBeVisible();
  const send = page.getByRole('button', { name: 'Send 5 recordings' });
  await expect(send).toBeFocused();

  // Re-record the second take from the list: it is replaced in place, and the batch still holds five.
  const second = batch[1]!.text.split('\n')[0]!;
  await page.getByRole('button', { name: `Re-record ${second}` }).click();
  await expect(page.getByText(/^Record again: Igbo word$/)).toBeVisible();
  await page.getByRole('button', { name: 'Record', exact: true }).click();
  await page.waitForTimeout(3000);
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Kept your recording of “${second}”` })).toBeVisible({
    timeout: 10_000,
  });
  await expect(page.locator('[data-batch-clip]')).toHaveCount(5);
  await expect(page.locator('[data-batch-clip]').nth(1)).toHaveAttribute('data-batch-clip', batch[1]!.prompt);
  // Each take plays on its own.
  await page.getByRole('button', { name: `Play ${second}` }).click();
  await expect
    .poll(() =>
      page
        .locator('[data-batch-clip] audio')
        .nth(1)
        .evaluate((a: HTMLAudioElement) => a.currentTime),
    )
    .toBeGreaterThan(0);

  await page.getByLabel('Name to credit').fill('Ada Obi, Enugu');
  await page.getByLabel(/I release this recording under/).check();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/batch-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: `${SHOTS}/batch-375.png`, fullPage: true });
  expect(await horizontalOverflows(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });

  await send.click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you! 5 recordings sent for review.' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.locator('[data-batch-clip]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Record', exact: true })).toBeFocused();

  // All five wait for review on the server, the conversation line among them, credited as chosen.
  const mine = (
    (await (await fetch(`${server.url}/api/audio/clips/mine`, { headers: auth })).json()) as {
      data: { prompt: string; state: string; creditName: string; durationMs: number }[];
    }
  ).data;
  expect(mine.map((c) => c.prompt).sort()).toEqual(batch.map((p) => p.prompt).sort());
  for (const clip of mine) {
    expect(clip).toMatchObject({ state: 'pending', creditName: 'Ada Obi, Enugu' });
    expect(clip.durationMs).toBeGreaterThan(2000);
  }

  // The next visit offers the same credit and licence, remembered on the server.
  await page.reload();
  await hydrated(page);
  await expect(page.getByLabel('Name to credit')).toHaveValue('Ada Obi, Enugu');
  await expect(page.getByLabel(/I release this recording under/)).toBeChecked();
});

test('a speaker’s variety, age range and gender are saved and shown again after a reload', async ({ page }) => {
  await speaker(page, 'details');
  await page.goto(`${server.url}/contribute/yoruba`);
  await hydrated(page);
  await page.getByLabel('I speak Yoruba').check();
  await page.getByRole('button', { name: 'Start recording' }).click();
  await page.getByText('About your voice (optional)').click();
  await page.getByLabel('Variety or dialect').selectOption('Èkìtì'.normalize('NFC'));
  await page.getByLabel('Age range').selectOption('30-49');
  await page.getByLabel('Gender').selectOption('woman');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Saved. Your next recordings carry these details.' }),
  ).toBeVisible();
  await page.reload();
  await hydrated(page);
  await page.getByText('About your voice (optional)').click();
  await expect(page.getByLabel('Variety or dialect')).toHaveValue('Èkìtì'.normalize('NFC'));
  await expect(page.getByLabel('Age range')).toHaveValue('30-49');
  await expect(page.getByLabel('Gender')).toHaveValue('woman');
});
