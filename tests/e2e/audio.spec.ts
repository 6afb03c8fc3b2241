import { expect, test, type Page, type Request } from '@playwright/test';
import { completeOnServer, expectLessonComplete, lessonReady, signUp, tabTo } from './support.ts';
import { readToTheEnd } from './reading.ts';
import { answerShowing } from './practice-support.ts';

// These tests answer audio requests themselves (page.route), which a service worker's own fetches would bypass;
// the worker's audio cache is held by tests/e2e/offline.spec.ts.
test.use({ serviceWorkers: 'block' });

const CLIP = '/audio/swahili/conversations/s1-5.mp3';
const PLAYER = 'Audio: Greeting an Elder, the whole conversation';

/** A short WAV tone: real audio the browser decodes, made here rather than kept as a file. */
function tone(seconds: number): Buffer {
  const rate = 8000;
  const samples = Math.round(rate * seconds);
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++)
    wav.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 3000), 44 + i * 2);
  return wav;
}

/** Requests for audio files and sound effects, and anything the page throws. */
function watch(page: Page) {
  const audio: string[] = [];
  const errors: string[] = [];
  page.on('request', (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/audio/') || path.startsWith('/sounds/')) audio.push(`${request.method()} ${path}`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { audio, errors };
}

/** The latency probe and the sound effects fail, as on a host without those files. */
async function failProbeAndSounds(page: Page) {
  await page.route('**/audio/test.mp3', (route) => route.abort('connectionrefused'));
  await page.route('**/sounds/*.mp3', (route) => route.abort('connectionrefused'));
}

test('a lesson without audio fetches no audio before the learner acts, and finishes with the keyboard while sound effects fail', async ({
  page,
}) => {
  await signUp(page);
  await failProbeAndSounds(page);
  const seen = watch(page);
  await page.goto('/lesson/igbo/1-0');
  await lessonReady(page);
  await expect(page.getByRole('region', { name: /^Audio/ })).toHaveCount(0);
  // Honest about it: no audio menu, no 🔊 buttons, a line anyone can read.
  await expect(page.getByText('No recordings for this lesson yet')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Audio|^Hear / })).toHaveCount(0);
  // Not even the latency probe: nothing on the page will play at a quality.
  expect(seen.audio).toEqual([]);
  await tabTo(page, await readToTheEnd(page, { keyboard: true }));
  await page.keyboard.press('Enter');
  await expectLessonComplete(page);
  // The success sound was asked for after the key press, failed, and stayed silent.
  await expect.poll(() => seen.audio.some((r) => r.endsWith('/sounds/success.mp3'))).toBe(true);
  expect(seen.audio.filter((r) => r.includes('/audio/'))).toEqual([]);
  expect(seen.errors).toEqual([]);
});

test("a missing conversation clip says 'Audio unavailable' and the lesson is still completed with the keyboard", async ({
  page,
}) => {
  await signUp(page);
  await completeOnServer(page, 'swahili', ['s1-0', 's1-1', 's1-2', 's1-3', 's1-4']);
  await failProbeAndSounds(page);
  await page.route(`**${CLIP}`, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  const seen = watch(page);
  await page.goto('/lesson/swahili/s1-5');
  await lessonReady(page);
  const player = page.getByRole('region', { name: PLAYER });
  await expect(player.getByText('Synthesized voice')).toBeVisible();
  // The probe failed: quality is low, and nothing is fetched until Play.
  expect(seen.audio.filter((r) => r.includes(CLIP))).toEqual([]);
  await tabTo(page, player.getByRole('button', { name: 'Play' }));
  await page.keyboard.press('Enter');
  const status = player.getByRole('status');
  await expect(status).toContainText('Audio unavailable');
  await expect(status).toContainText(`Failed to load audio: ${CLIP}`);
  await expect(player.getByRole('button', { name: 'Try again' })).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: /continue/i }));
  await page.keyboard.press('Enter');
  await expectLessonComplete(page);
  expect(seen.errors).toEqual([]);
});

test('a clip plays from the keyboard, changes speed, mutes, returns to the start, and once downloaded plays from the browser copy', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('lugha_audio_settings', JSON.stringify({ quality: 'high' })));
  await signUp(page);
  let clipRequests = 0;
  await page.route(`**${CLIP}`, (route) => {
    clipRequests += 1;
    return route.fulfill({ status: 200, contentType: 'audio/mpeg', body: tone(1.5) });
  });
  await failProbeAndSounds(page);
  const seen = watch(page);
  await page.goto('/lesson/swahili/s1-5');
  await lessonReady(page);
  const player = page.getByRole('region', { name: PLAYER });
  const position = player.getByRole('slider', { name: 'Position' });
  // High quality: the clip is fetched and decoded as soon as the player shows.
  await expect(position).toBeEnabled();
  await expect(position).toHaveAttribute('aria-valuetext', '0:00 of 0:01');

  const speed = player.getByRole('combobox', { name: 'Speed' });
  await tabTo(page, speed);
  await page.keyboard.press('ArrowDown');
  await expect(speed).toHaveValue('1.25');

  await tabTo(page, player.getByRole('button', { name: 'Mute' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(player.getByRole('button', { name: 'Mute' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Enter');
  await expect(player.getByRole('button', { name: 'Mute' })).toHaveAttribute('aria-pressed', 'false');

  await tabTo(page, player.getByRole('button', { name: 'Play' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();
  await page.screenshot({ path: `test-results/audio-player-${page.viewportSize()?.width}.png`, fullPage: true });
  // At the end the player is back at the start, ready to play again.
  await expect(player.getByRole('button', { name: 'Play' })).toBeVisible({ timeout: 5000 });
  await expect(position).toHaveAttribute('aria-valuetext', '0:00 of 0:01');

  await tabTo(page, player.getByRole('button', { name: 'Keep for offline' }));
  await page.keyboard.press('Enter');
  await expect(player.getByText('Saved for offline use')).toBeVisible();
  const stored = await page.evaluate(
    (url) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('lugha-audio');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('files').objectStore('files').get(url);
          get.onsuccess = () => resolve((get.result as Blob | undefined)?.size ?? 0);
        };
      }),
    CLIP,
  );
  expect(stored).toBeGreaterThan(1000);

  clipRequests = 0;
  await page.reload();
  await lessonReady(page);
  await expect(player.getByText('Saved for offline use')).toBeVisible();
  await expect(position).toBeEnabled();
  await tabTo(page, player.getByRole('button', { name: 'Play' }));
  await page.keyboard.press('Enter');
  await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();
  expect(clipRequests).toBe(0);
  expect(seen.errors).toEqual([]);
});

test('with automatic download on, a clip is kept for offline use as soon as its player shows', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lugha_audio_settings', JSON.stringify({ autoDownload: true })));
  await signUp(page);
  await failProbeAndSounds(page);
  await page.route(`**${CLIP}`, (route) => route.fulfill({ status: 200, contentType: 'audio/mpeg', body: tone(1) }));
  await page.goto('/lesson/swahili/s1-5');
  await lessonReady(page);
  const player = page.getByRole('region', { name: PLAYER });
  await expect(player.getByText('Saved for offline use')).toBeVisible();
  await expect(player.getByRole('button', { name: 'Keep for offline' })).toHaveCount(0);
});

test('the phrases Swahili s1-0 introduces can be played from their cards', async ({ page }) => {
  await signUp(page);
  await failProbeAndSounds(page);
  const seen = watch(page);
  await page.route('**/audio/swahili/vocabulary/*.mp3', (route) =>
    route.fulfill({ status: 200, contentType: 'audio/mpeg', body: tone(1) }),
  );
  await page.goto('/lesson/swahili/s1-0');
  await lessonReady(page);
  await expect(page.getByText('No recordings for this lesson yet')).toHaveCount(0);
  // Hujambo? is introduced on one of the first steps.
  const hear = page.locator('[data-phrase="Hujambo?"]').getByRole('button', { name: /^Hear Hujambo\?/ });
  for (let step = 0; step < 3 && !(await hear.isVisible()); step++)
    await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(hear).toBeVisible();
  await hear.click();
  await expect.poll(() => seen.audio.some((r) => r.includes('/audio/swahili/vocabulary/'))).toBe(true);
  expect(seen.errors).toEqual([]);
});

test('a learner who prefers native recordings says so from the header with the keyboard, and the synthesized clip is not played', async ({
  page,
}) => {
  await signUp(page);
  await failProbeAndSounds(page);
  const seen = watch(page);
  await page.goto('/lesson/swahili/s1-5');
  await lessonReady(page);
  const badge = page.getByRole('button', { name: 'Audio settings' });
  await tabTo(page, badge);
  await page.keyboard.press('Enter');
  const settings = page.getByRole('group', { name: 'Audio settings' });
  await expect(settings).toBeVisible();
  // The probe failed: automatic quality is low.
  await expect(settings.getByRole('option', { name: 'Automatic (low)' })).toBeAttached();
  await expect(settings.getByRole('checkbox', { name: 'Prefer native recordings' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(settings.getByRole('checkbox', { name: 'Prefer native recordings' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();
  await expect(badge).toBeFocused();
  await expect(page.getByText('Native recording not available yet')).toBeVisible();
  await expect(page.getByRole('region', { name: PLAYER })).toHaveCount(0);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('lugha_audio_settings') ?? '{}').preferNative)).toBe(
    true,
  );
  expect(seen.audio.filter((r) => r.includes(CLIP))).toEqual([]);
});

test('who is heard shows beside every played word and line, in lessons and in practice @both', async ({ page }) => {
  await signUp(page);
  await completeOnServer(page, 'swahili', ['s1-0', 's1-1', 's1-2', 's1-3', 's1-4']);
  await failProbeAndSounds(page);
  const CREDIT = 'Synthesized voice (espeak-ng sw)';
  // A word of a reading lesson: the credit sits beside its button, outside the button's name.
  await page.goto('/lesson/swahili/s1-0');
  await lessonReady(page);
  // Hujambo? is introduced on one of the first steps.
  const hear = page.locator('[data-phrase="Hujambo?"]').getByRole('button', { name: /^Hear Hujambo\?/ });
  for (let step = 0; step < 3 && !(await hear.isVisible()); step++)
    await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(hear).toBeVisible();
  await expect(hear).not.toContainText(CREDIT);
  await expect(hear.locator('xpath=..').getByText(CREDIT)).toBeVisible();
  // A conversation: the credit under its player.
  await page.goto('/lesson/swahili/s1-5');
  await lessonReady(page);
  await expect(page.getByRole('region', { name: PLAYER }).getByText(CREDIT)).toBeVisible();
  // Practice: the first exercise with a recording credits it beside its play button.
  await page.goto('/practice/swahili');
  const play = page.getByRole('button', { name: /^(Hear it|Play the word|Play again)$/ });
  for (let i = 0; i < 10 && !(await play.isVisible()); i++) {
    await answerShowing(page, 'swahili');
    await page.getByRole('button', { name: 'Continue' }).click();
  }
  await expect(play).toBeVisible();
  await expect(play.locator('xpath=..').getByText(CREDIT)).toBeVisible();
  await expect(play).not.toContainText(CREDIT);
});
