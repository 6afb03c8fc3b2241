// The community audio loop in a real Chromium with its fake microphone (a steady beep): a speaker records and sends a
// word, an admin approves it, and the lesson that shows the word plays it as a native recording with its credit.
import { chromium, expect, test, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/lib/chromium.ts';
import { specServer } from './own-server';
import { hydrated, uniqueEmail } from './support';
import { sineMp3 } from '../helpers/mp3.ts';
import { microphone, microphoneLaunch } from './fake-microphone.ts';

const FAKE_MICROPHONE = microphone('syllables.wav');
const SHOTS = '/tmp/community-audio';

const adminEmail = uniqueEmail('admin');
const server = specServer({ admin: adminEmail });

async function signedIn(page: Page, username: string): Promise<string> {
  const session = await server.signUp(uniqueEmail(username), username);
  await server.storeSession(page, session);
  return session.access_token;
}

// The fake microphone, and its permission granted without a prompt.
test.use({
  launchOptions: microphoneLaunch('syllables.wav'),
});

test.describe('with a microphone', () => {
  test('a speaker records and sends a word, an admin approves it, and the lesson plays it as native, credited', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const width = page.viewportSize()?.width ?? 0;
    await signedIn(page, 'speaker');
    await page.goto(`${server.url}/contribute/igbo`);
    await hydrated(page);
    await expect(page.getByRole('heading', { name: 'Do you speak Igbo?' })).toBeVisible();
    const start = page.getByRole('button', { name: 'Start recording' });
    await expect(start).toBeDisabled();
    await page.getByLabel('I speak Igbo').check();
    await page.screenshot({ path: `${SHOTS}/declare-${width}.png`, fullPage: true });
    await start.click();

    await expect(page.getByRole('heading', { name: 'Ndewo' })).toBeVisible();
    await expect(page.getByText('Hello', { exact: true })).toBeVisible();
    await expect(page.getByText('n-DEH-woh')).toBeVisible();
    await page.getByRole('button', { name: 'Record', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Stop' })).toBeFocused();
    const meter = page.getByRole('meter', { name: 'Microphone level' });
    await expect(meter).toBeVisible();
    await expect
      .poll(async () => Number(await meter.getAttribute('aria-valuenow')), { timeout: 5000 })
      .toBeGreaterThan(0);
    await expect(page.getByText(/^1\.\d s of 10 s$/)).toBeVisible({ timeout: 5000 });
    await page.screenshot({ path: `${SHOTS}/recording-${width}.png`, fullPage: true });
    await page.screenshot({ path: `/tmp/rec-shots/recording-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Stop' }).click();
    // The take is kept in the batch, and the next word is offered with the focus on its Record button.
    const row = page.locator('[data-batch-clip="vocabulary/ndewo"]');
    await expect(row).toContainText(/Ndewo \([1-9](\.\d)? s\)/, { timeout: 10_000 });
    await expect(page.getByRole('status').filter({ hasText: 'Kept your recording of “Ndewo”' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Nnọọ' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Record', exact: true })).toBeFocused();
    const send = page.getByRole('button', { name: 'Send 1 recording' });
    await page.getByLabel('Name to credit').fill('');
    await expect(send).toBeDisabled();
    await page.getByLabel('Name to credit').fill('Ada Obi');
    await page.getByLabel(/I release this recording under/).check();
    await page.screenshot({ path: `${SHOTS}/recorded-${width}.png`, fullPage: true });
    await page.screenshot({ path: `/tmp/rec-shots/recorded-${width}.png`, fullPage: true });
    await send.click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you! 1 recording sent for review.' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Nnọọ' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Record', exact: true })).toBeFocused();

    // An admin approves it through the API.
    const adminToken = (await server.signIn(adminEmail)).access_token;
    const auth = { authorization: `Bearer ${adminToken}` };
    const pending = (await (await fetch(`${server.url}/api/audio/igbo/clips/pending`, { headers: auth })).json()) as {
      data: { id: string; creditName: string; prompt: string; durationMs: number }[];
    };
    const clip = pending.data.find((c) => c.creditName === 'Ada Obi' && c.prompt === 'vocabulary/ndewo');
    expect(clip).toBeDefined();
    expect(clip!.durationMs).toBeGreaterThan(300);
    const verdict = await fetch(`${server.url}/api/audio/clips/${clip!.id}/review`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ verdict: 'approve' }),
    });
    expect(((await verdict.json()) as { data: { state: string } }).data.state).toBe('approved');

    // The first lesson names Ndewo: its word button now plays the speaker's recording from the spec URL, versioned
    // by the approved clip's id.
    const clipAnswers: number[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname === '/audio/igbo/vocabulary/ndewo.mp3' && url.searchParams.get('v') === clip!.id)
        clipAnswers.push(response.status());
    });
    await page.goto(`${server.url}/lesson/igbo/1-0`);
    await hydrated(page);
    const hear = page.getByRole('button', { name: 'Hear Ndewo' }).first();
    await expect(hear).toBeVisible();
    await hear.click();
    await expect.poll(() => clipAnswers, { timeout: 10_000 }).toContain(200);
    await expect(page.getByText('Audio unavailable')).toHaveCount(0);
  });
});

test('an admin reaches the review queue from the dashboard, listens, approves one and rejects one with a reason; the speaker sees both', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const width = page.viewportSize()?.width ?? 0;
  const speaker = await server.signUp(uniqueEmail('voice'), 'voice');
  const auth = { authorization: `Bearer ${speaker.access_token}` };
  expect((await fetch(`${server.url}/api/audio/kriolu/speaker`, { method: 'POST', headers: auth })).status).toBe(200);
  const prompts = (
    (await (await fetch(`${server.url}/api/audio/kriolu/prompts`, { headers: auth })).json()) as {
      data: { prompts: { prompt: string; text: string }[] };
    }
  ).data.prompts;
  const [first, second] = prompts as [{ prompt: string; text: string }, { prompt: string; text: string }];
  for (const prompt of [first, second]) {
    const query = new URLSearchParams({ prompt: prompt.prompt, credit: `Voice ${width}`, licence: 'CC-BY-SA-4.0' });
    const sent = await fetch(`${server.url}/api/audio/kriolu/clips?${query}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'audio/mpeg' },
      body: new Uint8Array(sineMp3(1)),
    });
    expect(sent.status).toBe(200);
  }

  await server.storeSession(page, await server.signIn(adminEmail));
  await page.goto(`${server.url}/admin`);
  await hydrated(page);
  await page.getByRole('tab', { name: 'Content' }).click();
  await page.getByRole('button', { name: 'Audio Files' }).click();
  await page.getByRole('link', { name: 'Review contributed recordings' }).click();
  await page.waitForURL('**/review-audio');
  await hydrated(page);
  await page.getByLabel('Language').selectOption('kriolu');
  const cardOf = (text: string) =>
    page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: text, exact: true }) })
      .filter({ hasText: `Voice ${width}` });
  await expect(cardOf(first.text)).toBeVisible();
  await cardOf(first.text).getByRole('button', { name: 'Listen' }).click();
  await expect(cardOf(first.text).getByLabel(`Recording of ${first.text}`)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/review-${width}.png`, fullPage: true });
  await cardOf(first.text).getByRole('button', { name: 'Approve' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Approved “${first.text}”. It is now approved.` }),
  ).toBeVisible();
  // Reject, like Approve, waits until the clip has played to its end.
  await cardOf(second.text).getByRole('button', { name: 'Listen' }).click();
  await cardOf(second.text).getByLabel('Reason to reject').selectOption('noisy');
  await cardOf(second.text).getByRole('button', { name: 'Reject' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Rejected “${second.text}”. It is now rejected.` }),
  ).toBeVisible();
  await expect(cardOf(second.text)).toHaveCount(0);

  await page.evaluate((value) => localStorage.setItem('lugha-auth-token', value), JSON.stringify(speaker));
  await page.goto(`${server.url}/recordings`);
  await hydrated(page);
  const row = (text: string) => page.getByRole('listitem').filter({ hasText: text });
  await expect(row(first.text)).toContainText('Approved: learners hear it');
  await expect(row(second.text)).toContainText('Not accepted');
  await expect(row(second.text)).toContainText('Reviewers said: Noisy');
  await page.screenshot({ path: `${SHOTS}/recordings-${width}.png`, fullPage: true });
  await row(second.text)
    .getByRole('button', { name: `Withdraw your recording of ${second.text}` })
    .click();
  await expect(
    page.getByRole('status').filter({ hasText: `Your recording of “${second.text}” is withdrawn and deleted.` }),
  ).toBeVisible();
  await expect(row(second.text)).toHaveCount(0);
  await page.reload();
  await hydrated(page);
  await expect(row(first.text)).toBeVisible();
  await expect(row(second.text)).toHaveCount(0);
});

test.describe('with a silent microphone', () => {
  test('a silent take is refused with what to do, and Record again keeps the focus @both', async ({ viewport }) => {
    const path = chromiumPath();
    const browser = await chromium.launch({
      ...(path ? { executablePath: path } : {}),
      args: [...CHROMIUM_ARGS, ...microphone('silence.wav'), '--use-fake-ui-for-media-stream'],
    });
    const page = await browser.newPage({ viewport });
    const width = viewport?.width ?? 0;
    await signedIn(page, 'quiet');
    await page.goto(`${server.url}/contribute/igbo`);
    await hydrated(page);
    await page.getByLabel('I speak Igbo').check();
    await page.getByRole('button', { name: 'Start recording' }).click();
    // Whichever word comes first: the tests before this one, on the same server, may have recorded the first words.
    await expect(page.getByRole('button', { name: 'Record', exact: true })).toBeVisible();
    await page.keyboard.press('r');
    await expect(page.getByRole('button', { name: 'Stop' })).toBeFocused();
    await page.waitForTimeout(1500);
    await page.keyboard.press('r');
    await expect(page.getByRole('alert')).toContainText('We heard nothing in this take', { timeout: 10_000 });
    await expect(page.getByRole('button', { name: 'Record again' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Send recordings' })).toBeDisabled();
    await page.screenshot({ path: `/tmp/rec-shots/silent-${width}.png`, fullPage: true });
    await browser.close();
  });
});

test.describe('without microphone permission', () => {
  test('a refused microphone says how to allow it, and the page stays usable', async ({ viewport }) => {
    // A browser of its own without the automatic grant: headless Chromium refuses the microphone prompt. The whole
    // browser, as a learner has it: the headless shell answers an ungranted microphone as unsupported instead.
    const path = chromiumPath({ full: true });
    const browser = await chromium.launch({
      ...(path ? { executablePath: path } : {}),
      args: [...CHROMIUM_ARGS, ...FAKE_MICROPHONE],
    });
    const page = await browser.newPage({ viewport });
    const width = viewport?.width ?? 0;
    await signedIn(page, 'shy');
    await page.goto(`${server.url}/contribute/yoruba`);
    await hydrated(page);
    await page.getByLabel('I speak Yoruba').check();
    await page.getByRole('button', { name: 'Start recording' }).click();
    await page.getByRole('button', { name: 'Record', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('Microphone access was refused');
    await page.screenshot({ path: `${SHOTS}/refused-${width}.png`, fullPage: true });
    await expect(page.getByRole('button', { name: 'Record', exact: true })).toBeEnabled();
    await page.getByRole('button', { name: 'Skip' }).click();
    await expect(page.getByText(/^2 of \d+ for you to record, the words learners meet most first$/)).toBeVisible();
    await browser.close();
  });
});
