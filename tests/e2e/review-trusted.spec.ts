// Trusted speakers in a real Chromium: two speakers whose ten Igbo recordings an admin approved find the review queue
// in their header without being given any role, and between them decide a newcomer's recording: the first approval
// waits for a second vote, the second makes it live for learners. Neither can vote before hearing the clip to its end.
import { expect, test, type Page } from '@playwright/test';
import { TRUSTED_SPEAKER_APPROVED } from '../../src/domain/clipReview.ts';
import { sineMp3 } from '../helpers/mp3.ts';
import { specServer, type Session } from './own-server';
import { hydrated, uniqueEmail } from './support';

const LICENCE = 'CC-BY-SA-4.0';

const adminEmail = uniqueEmail('admin');
// Two speakers send ten recordings each from this machine's one address.
const server = specServer({ admin: adminEmail, env: { API_RATE_LIMIT_UPLOADS: '200', API_RATE_LIMIT_CALLS: '5000' } });
let boss: Session;

test.beforeAll(async () => {
  boss = await server.signIn(adminEmail);
});

type Prompt = { prompt: string; kind: string; text: string };

async function speaker(name: string): Promise<Session> {
  const session = await server.signUp(uniqueEmail(name), name);
  await server.api('/audio/igbo/speaker', session.access_token, { method: 'POST' });
  return session;
}

async function words(session: Session): Promise<Prompt[]> {
  const state = await server.api<{ prompts: Prompt[] }>('/audio/igbo/prompts', session.access_token, { method: 'GET' });
  return state.prompts.filter((p) => p.kind === 'vocabulary');
}

async function send(session: Session, prompt: string, credit: string): Promise<string> {
  const query = new URLSearchParams({ prompt, credit, licence: LICENCE });
  const clip = await server.api<{ id: string }>(`/audio/igbo/clips?${query}`, session.access_token, {
    mp3: sineMp3(1),
  });
  return clip.id;
}

/** Opens the queue from the header as `session`, hears the newcomer's clip through and approves it; the status said. */
async function approveInQueue(page: Page, session: Session, credit: string): Promise<string> {
  await server.storeSession(page, session);
  await page.goto(`${server.url}/profile`);
  await hydrated(page);
  await page.getByRole('link', { name: /^Review recordings \(\d+\)$/ }).click();
  await page.waitForURL('**/review-audio');
  await hydrated(page);
  const card = page.getByRole('article').filter({ hasText: credit });
  await expect(card).toBeVisible();
  const approve = card.getByRole('button', { name: 'Approve' });
  await expect(approve).toBeDisabled();
  await card.getByRole('button', { name: 'Listen' }).click();
  const audio = card.getByLabel(/^Recording of /);
  await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => el.ended), { timeout: 20_000 }).toBe(true);
  await approve.click();
  const status = page.getByRole('status').filter({ hasText: /^Approved “/ });
  await expect(status).toBeVisible();
  return (await status.textContent()) ?? '';
}

test('two speakers trusted by their approved recordings decide a newcomer’s clip in the review queue', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const trusted: Session[] = [];
  for (const name of ['amaka', 'obinna']) {
    const session = await speaker(name);
    // The admin approves each of the speaker's recordings: one admin's vote decides.
    for (const word of (await words(session)).slice(0, TRUSTED_SPEAKER_APPROVED)) {
      const id = await send(session, word.prompt, name);
      await server.api(`/audio/clips/${id}/review`, boss.access_token, { json: { verdict: 'approve' } });
    }
    trusted.push(session);
  }
  const newcomer = await speaker('chika');
  const [word] = await words(newcomer);
  const credit = `Chika ${Date.now().toString(36)}`;
  await send(newcomer, word!.prompt, credit);

  // Neither was given a role: the queue is theirs by their approved recordings.
  expect(await approveInQueue(page, trusted[0]!, credit)).toBe(
    `Approved “${word!.text}”. Your review is saved; one more reviewer decides it.`,
  );
  expect(await approveInQueue(page, trusted[1]!, credit)).toBe(`Approved “${word!.text}”. It is now approved.`);

  // Learners get it at once: the language's approved recordings now list the word, credited.
  const live = await fetch(`${server.url}/api/audio/igbo/recordings`).then((r) => r.json());
  expect(JSON.stringify(live.data)).toContain(credit);
});
