// The admin's Audio Files tab on the real server and database: community clips listed with the speaker's variety,
// filtered, played and withdrawn (after a confirmation), at 1280 and 375 px. @both
import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { sineMp3 } from '../helpers/mp3';
import { ownServer, type OwnServer } from './own-server';
import { horizontalOverflows } from './overflow';
import { hydrated, uniqueEmail } from './support';

const SHOTS = '/tmp/aadmin-shots';

let server: OwnServer;
const adminEmail = uniqueEmail('admin');
const words: { prompt: string; text: string; url: string }[] = [];

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await ownServer();
  const admin = await server.signUp(adminEmail);
  await server.admin('grant-admin', adminEmail);
  const ada = await server.signUp(uniqueEmail('ada'));
  await server.api('/audio/igbo/speaker', ada.access_token, { method: 'POST' });
  await server.api('/audio/igbo/speaker', ada.access_token, { method: 'PUT', json: { variety: 'Onitsha' } });
  const prompts = (await server.api('/audio/igbo/prompts', ada.access_token, { method: 'GET' }))['prompts'] as {
    prompt: string;
    kind: string;
    text: string;
    url: string;
  }[];
  words.push(...prompts.filter((p) => p.kind === 'vocabulary').slice(0, 2));
  const ids: string[] = [];
  for (const word of words) {
    const query = new URLSearchParams({ prompt: word.prompt, credit: 'Ada Obi', licence: 'CC-BY-SA-4.0' });
    ids.push(
      (await server.api(`/audio/igbo/clips?${query}`, ada.access_token, { method: 'POST', mp3: sineMp3(1) }))[
        'id'
      ] as string,
    );
  }
  await server.api(`/audio/clips/${ids[0]}/review`, admin.access_token, {
    method: 'POST',
    json: { verdict: 'approve' },
  });
});

test.afterAll(async () => {
  await server?.stop();
});

test('an admin lists, filters, plays and withdraws community recordings in Audio Files @both', async ({ page }) => {
  if (page.viewportSize()!.width >= 1280) await page.setViewportSize({ width: 1280, height: 900 });
  await server.storeSession(page, await server.signIn(adminEmail));
  await page.goto(`${server.url}/admin`);
  await hydrated(page);
  await page.getByRole('tab', { name: 'Audio Files' }).click();
  const list = page.getByRole('list', { name: 'Recordings' });
  const approved = list.getByRole('listitem', { name: `${words[0]!.text} by Ada Obi` });
  const pending = list.getByRole('listitem', { name: `${words[1]!.text} by Ada Obi` });
  await expect(approved).toContainText('Onitsha speaker');
  await expect(approved).toContainText('approved');
  await expect(pending).toContainText('pending');
  await expect(page.getByText('2 recordings · page 1 of 1')).toBeVisible();

  await page.getByRole('combobox', { name: 'Status' }).selectOption('pending');
  await expect(page.getByText('1 recording · page 1 of 1')).toBeVisible();
  await expect(approved).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Status' }).selectOption('');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('igbo');
  await page.getByRole('combobox', { name: 'Variety' }).selectOption('Owerri');
  await expect(page.getByText('No recordings match these filters.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Variety' }).selectOption('Onitsha');
  await page.getByRole('searchbox', { name: 'Speaker' }).fill('ada');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('2 recordings · page 1 of 1')).toBeVisible();

  await approved.getByRole('button', { name: 'Play' }).click();
  const audio = approved.locator('audio');
  await expect(audio).toBeVisible();
  await expect
    .poll(() => audio.evaluate((el) => (el as HTMLAudioElement).duration), { timeout: 10_000 })
    .toBeGreaterThan(0.5);

  mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize()!;
  await page.screenshot({ path: `${SHOTS}/audio-files-${size.width}x${size.height}.png` });
  expect(await horizontalOverflows(page)).toEqual([]);

  const served = `${server.url}${words[0]!.url}`;
  expect((await fetch(served)).status).toBe(200);
  await approved.getByRole('button', { name: 'Withdraw' }).click();
  await expect(approved.getByText('Withdraw this recording? Learners stop hearing it at once.')).toBeVisible();
  await approved.getByRole('button', { name: 'Yes, withdraw' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Withdrew “${words[0]!.text}” by Ada Obi.` })).toBeVisible();
  await expect(approved).toHaveCount(0);
  await expect(page.getByText('1 recording · page 1 of 1')).toBeVisible();
  expect((await fetch(served)).status).toBe(404);
  await page.getByRole('tab', { name: 'Pending Reviews' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Pending Reviews' })).toContainText(words[1]!.text);
  await page.screenshot({ path: `${SHOTS}/pending-reviews-${size.width}x${size.height}.png` });
});
