// Approved voices heard without a rebuild, in a real Chromium against a server of the test's own: a speaker records
// every line of the Yoruba conversation y1-5 and an admin approves them through the API; a learner hears each line
// in the conversation lesson (Play all, each line highlighted, credited) and the other speaker's line in role-play
// practice; a line's clip is withdrawn and another approved, and the next play fetches the new bytes.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { completionBody } from '../helpers/completion.ts';
import { sineMp3 } from '../helpers/mp3.ts';
import { specServer } from './own-server';
import { hydrated, uniqueEmail } from './support';

// The service worker is part of what this file tests (the others block it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const SHOTS = '/tmp/live-shots';
const LESSON = 'y1-5';
const LINES = (readFileSync(`content/courses/yoruba/lessons/${LESSON}.yaml`, 'utf8').match(/^ {2}- speaker:/gm) ?? [])
  .length;

const adminEmail = uniqueEmail('admin');
const server = specServer({ admin: adminEmail });

/** A speaker's take of a line, approved by the admin: the clip's id. */
async function approvedLine(speaker: string, n: number, credit: string, bytes: Buffer): Promise<string> {
  const query = new URLSearchParams({ prompt: `conversations/${LESSON}-line-${n}`, credit, licence: 'CC-BY-SA-4.0' });
  const clip = await server.api<{ id: string }>(`/audio/yoruba/clips?${query}`, speaker, { mp3: bytes });
  await server.api(`/audio/clips/${clip.id}/review`, (await server.signIn(adminEmail)).access_token, {
    json: { verdict: 'approve' },
  });
  return clip.id;
}

test.describe.configure({ timeout: 120_000 });

test('a learner hears approved lines in the lesson and in role-play, credited, and a replaced line new', async ({
  page,
}) => {
  expect(LINES).toBeGreaterThan(2);
  const speaker = (await server.signUp(uniqueEmail('speaker'), 'speaker')).access_token;
  await server.api('/audio/yoruba/speaker', speaker, { method: 'POST' });
  const takes = Array.from({ length: LINES }, (_, i) => sineMp3(0.8 + i * 0.05));
  for (let n = 1; n <= LINES; n += 1) await approvedLine(speaker, n, 'Bísí', takes[n - 1]!);

  // The learner, on the build that knew of none of these clips.
  const learner = await server.signUp(uniqueEmail('learner'), 'learner');
  await server.storeSession(page, learner);
  for (const lessonId of ['y1-0', 'y1-1', 'y1-2', 'y1-3', 'y1-4', 'y1-5'])
    await server.api('/progress/lesson/complete', learner.access_token, {
      json: completionBody(lessonId, { language: 'yoruba', completedAt: new Date(Date.now() - 60_000).toISOString() }),
    });
  const fetched: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes(`/audio/yoruba/conversations/${LESSON}-line-`)) fetched.push(response.url());
  });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${server.url}/lesson/yoruba/${LESSON}`);
  await hydrated(page);
  const dialogue = page.getByRole('list', { name: 'Dialogue' });
  await expect(page.getByText('Every line is recorded.')).toBeVisible({ timeout: 15_000 });
  await expect(dialogue.getByText('Recorded by Bísí (CC BY-SA 4.0)')).toHaveCount(LINES);
  await expect(page.getByRole('region', { name: /whole conversation/ })).toHaveCount(0);
  await expect(page.getByText('No recordings for this lesson yet')).toHaveCount(0);
  await page.getByRole('button', { name: 'Play all' }).click();
  // Each line is highlighted while it plays, in order, and the whole dialogue plays through.
  const items = dialogue.getByRole('listitem');
  await expect(items.nth(0)).toHaveAttribute('data-playing', 'true');
  await page.screenshot({ path: `${SHOTS}/lesson-1280.png`, fullPage: true });
  await expect(items.nth(1)).toHaveAttribute('data-playing', 'true', { timeout: 10_000 });
  await expect(items.nth(LINES - 1)).toHaveAttribute('data-playing', 'true', { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Play all' })).toBeVisible({ timeout: 10_000 });
  await expect(items.locator('[data-playing]')).toHaveCount(0);
  expect(fetched.filter((u) => u.includes('?v=')).length).toBeGreaterThanOrEqual(LINES);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: `${SHOTS}/lesson-375.png`, fullPage: true });

  // Role-play: the other speaker's line is played with its credit. One answer a minute ago makes this not the first
  // session (which only introduces words).
  const state = await server.api<{ items: { id: string; source: string; audio: string | null }[] }>(
    '/practice/yoruba',
    learner.access_token,
  );
  const word = state.items.find((i) => i.source === 'vocabulary')!;
  await server.api('/practice/yoruba/answers', learner.access_token, {
    json: {
      answers: [
        {
          id: randomUUID(),
          itemId: word.id,
          direction: 'recognise',
          kind: 'right',
          responseMs: 8_000,
          answeredAt: new Date(Date.now() - 60_000).toISOString(),
        },
      ],
    },
  });
  expect(state.items.filter((i) => i.source === 'dialogue').every((i) => i.audio?.includes('?v='))).toBe(true);
  await page.setViewportSize({ width: 1280, height: 900 });
  fetched.length = 0;
  await page.goto(`${server.url}/practice/yoruba?seed=1`);
  await hydrated(page);
  await expect(page.getByText(/^Take .*’s part$/)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Recorded by Bísí (CC BY-SA 4.0)')).toBeVisible();
  await expect.poll(() => fetched.some((u) => u.includes('?v='))).toBe(true);
  await page.screenshot({ path: `${SHOTS}/roleplay-1280.png`, fullPage: true });

  // The first line is withdrawn and a new take approved: the lesson's next play fetches the new bytes.
  const lines = await server.api<{ key: string; url: string }[]>('/audio/yoruba/recordings', learner.access_token);
  const oldUrl = lines.find((r) => r.key === `${LESSON}-line-1`)!.url;
  const oldId = new URL(oldUrl, server.url).searchParams.get('v')!;
  await server.api(`/audio/clips/${oldId}`, speaker, { method: 'DELETE' });
  const fresh = sineMp3(1.5);
  const newId = await approvedLine(speaker, 1, 'Tádé', fresh);
  await page.goto(`${server.url}/lesson/yoruba/${LESSON}`);
  await hydrated(page);
  await expect(items.nth(0).getByText('Recorded by Tádé (CC BY-SA 4.0)')).toBeVisible({ timeout: 15_000 });
  const answer = page.waitForResponse((r) => r.url().endsWith(`${LESSON}-line-1.mp3?v=${newId}`));
  await items
    .nth(0)
    .getByRole('button', { name: /^Hear .*’s line$/ })
    .click();
  const body = await (await answer).body();
  expect(body.equals(fresh)).toBe(true);
  await expect(items.nth(0)).toHaveAttribute('data-playing', 'true');
});
