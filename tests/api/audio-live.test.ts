// Conversations recorded line by line, and approved recordings live at once on the real server and database (PGlite,
// and PostgreSQL when npm test provides one): the list lessons read, the versioned clip URLs and their cache headers,
// practice's word and role-play audio, and a replaced clip heard new.
import { describe, expect, it } from 'vitest';
import { grantAdmin } from '../../src/server/auth/admin.ts';
import { suiteDrivers, serverOn } from '../helpers/drivers.ts';
import { completionBody } from '../helpers/completion.ts';
import { sineMp3 } from '../helpers/mp3.ts';
import { uniqueEmail } from '../helpers/server.ts';

const LICENCE = 'CC-BY-SA-4.0';
type Recording = { kind: string; key: string; text: string; url: string; credit: string };
type Item = { id: string; source: string; prompt: string; audio: string | null; credit?: string };

describe.each(suiteDrivers)('$name', (driver) => {
  describe.skipIf(driver.skip !== undefined)(driver.skip ?? 'live community audio', { timeout: 60_000 }, () => {
    const server = serverOn(driver);
    const api = (path: string, init: { token?: string; method?: string; json?: unknown; mp3?: Buffer } = {}) =>
      fetch(`${server().url}/api${path}`, {
        method: init.method ?? (init.json !== undefined || init.mp3 ? 'POST' : 'GET'),
        headers: {
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
          ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(init.mp3 ? { 'content-type': 'audio/mpeg' } : {}),
        },
        ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
        ...(init.mp3 ? { body: new Uint8Array(init.mp3) } : {}),
      });
    const data = async <T>(response: Response): Promise<T> => {
      const body = await response.json();
      expect(response.status, JSON.stringify(body)).toBe(200);
      return body.data as T;
    };
    const account = async (label: string) => {
      const email = uniqueEmail(label);
      const { data: session } = await server().client().auth.signUp({ email, password: 'kasa-nkwu-42' });
      return { email, token: session.session!.access_token };
    };
    const speaker = async () => {
      const who = await account('speaker');
      await data(await api('/audio/igbo/speaker', { token: who.token, method: 'POST' }));
      return who;
    };
    const admin = async () => {
      const who = await account('admin');
      await grantAdmin(server().server.database.db, who.email);
      return who;
    };
    /** A clip of `prompt` by `credit`, approved by an admin: its id. */
    const approve = async (prompt: string, credit: string, bytes: Buffer) => {
      const { token } = await speaker();
      const query = new URLSearchParams({ prompt, credit, licence: LICENCE });
      const clip = await data<{ id: string }>(await api(`/audio/igbo/clips?${query}`, { token, mp3: bytes }));
      const boss = await admin();
      await data(await api(`/audio/clips/${clip.id}/review`, { token: boss.token, json: { verdict: 'approve' } }));
      return { id: clip.id, boss };
    };
    const recordings = async () => data<Recording[]>(await api('/audio/igbo/recordings'));

    it('offers each conversation line as its own prompt, with its speaker, and no whole-dialogue prompt', async () => {
      const who = await speaker();
      const state = await data<{
        prompts: { prompt: string; text: string; meaning: string; speaker?: string; url: string }[];
        progress: Record<string, { voiced: number; total: number }>;
      }>(await api('/audio/igbo/prompts', { token: who.token }));
      const lines = state.prompts.filter((p) => p.prompt.startsWith('conversations/1-5'));
      expect(lines.map((p) => p.prompt)).toEqual(
        Array.from({ length: 7 }, (_, i) => `conversations/1-5-line-${i + 1}`),
      );
      expect(lines[1]).toEqual({
        prompt: 'conversations/1-5-line-2',
        kind: 'conversations',
        key: '1-5-line-2',
        text: 'Mgbede ọma, nwa m. Nnọọ! Kedụ aha gị?',
        meaning:
          "Good evening, my child. Welcome! What is your name?\nMazị Okeke's line, 2 of 7 in “Greeting an Elder”",
        pronunciation: null,
        url: '/audio/igbo/conversations/1-5-line-2.mp3',
        speaker: 'Mazị Okeke',
      });
      expect(state.progress['lines']!.total).toBeGreaterThanOrEqual(7);
      // A whole-conversation take is no longer a prompt.
      const query = new URLSearchParams({ prompt: 'conversations/1-5', credit: 'Ada', licence: LICENCE });
      const refused = await api(`/audio/igbo/clips?${query}`, { token: who.token, mp3: sineMp3(1) });
      expect(refused.status).toBe(404);
      expect(await refused.json()).toMatchObject({ success: false, data: null, code: 'prompt_not_found' });
    });

    it('lists an approved line at once at a versioned URL, served immutable there and revalidated at the bare URL', async () => {
      const bytes = sineMp3(0.9);
      const { id } = await approve('conversations/1-5-line-3', 'Chiamaka', bytes);
      const listed = (await recordings()).find((r) => r.key === '1-5-line-3');
      expect(listed).toEqual({
        kind: 'conversations',
        key: '1-5-line-3',
        text: 'Aha m bụ Adaeze.',
        url: `/audio/igbo/conversations/1-5-line-3.mp3?v=${id}`,
        credit: 'Recorded by Chiamaka (CC BY-SA 4.0)',
      });
      const versioned = await fetch(`${server().url}${listed!.url}`);
      expect(versioned.status).toBe(200);
      expect(versioned.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(Buffer.from(await versioned.arrayBuffer()).equals(bytes)).toBe(true);
      const bare = await fetch(`${server().url}/audio/igbo/conversations/1-5-line-3.mp3`);
      expect(bare.headers.get('cache-control')).toBe('public, no-cache');
      expect(bare.headers.get('etag')).toBe(`"clip-${id}"`);
      const list = await api('/audio/igbo/recordings');
      expect(list.headers.get('cache-control')).toBe('no-cache');
    });

    it('hears a replaced clip new: withdraw and approve another, and the list, the URL and the bytes all change', async () => {
      const first = sineMp3(0.7);
      const old = await approve('conversations/1-5-line-4', 'Obi', first);
      const oldUrl = (await recordings()).find((r) => r.key === '1-5-line-4')!.url;
      await data(await api(`/audio/clips/${old.id}`, { token: old.boss.token, method: 'DELETE' }));
      expect((await recordings()).find((r) => r.key === '1-5-line-4')).toBeUndefined();
      // The withdrawn clip's URL is never answered with its bytes again.
      expect((await fetch(`${server().url}${oldUrl}`)).status).toBe(404);

      const second = sineMp3(1.3);
      const replacement = await approve('conversations/1-5-line-4', 'Ngozi', second);
      const now = (await recordings()).find((r) => r.key === '1-5-line-4')!;
      expect(now.url).toBe(`/audio/igbo/conversations/1-5-line-4.mp3?v=${replacement.id}`);
      expect(now.url).not.toBe(oldUrl);
      expect(now.credit).toBe('Recorded by Ngozi (CC BY-SA 4.0)');
      expect(Buffer.from(await (await fetch(`${server().url}${now.url}`)).arrayBuffer()).equals(second)).toBe(true);
      // An old version asked for again gets the current clip, and is told to revalidate rather than keep it.
      const stale = await fetch(`${server().url}${oldUrl}`);
      expect(stale.headers.get('cache-control')).toBe('public, no-cache');
      expect(Buffer.from(await stale.arrayBuffer()).equals(second)).toBe(true);
    });

    it("plays approved clips in practice at once: a word's, and the other speaker's line in role-play, credited", async () => {
      const learner = await account('learner');
      for (const lessonId of ['1-0', '1-1', '1-2', '1-3', '1-4', '1-5'])
        await data(await api('/progress/lesson/complete', { token: learner.token, json: completionBody(lessonId) }));
      const items = async () =>
        (await data<{ items: Item[] }>(await api('/practice/igbo', { token: learner.token }))).items;
      const before = await items();
      const okekeFirst = before.find((i) => i.source === 'dialogue' && i.prompt === 'Mgbede ọma, Mazị Okeke.')!;
      expect(okekeFirst.audio).toBeNull();
      expect(before.find((i) => i.id === 'igbo:ndewo')?.audio ?? null).toBeNull();

      const line = await approve('conversations/1-5-line-1', 'Adaeze N.', sineMp3(0.8));
      const word = await approve('vocabulary/ndewo', 'Emeka', sineMp3(0.6));
      const after = await items();
      expect(after.find((i) => i.id === okekeFirst.id)).toMatchObject({
        audio: `igbo/conversations/1-5-line-1?v=${line.id}`,
        credit: 'Recorded by Adaeze N. (CC BY-SA 4.0)',
      });
      expect(after.find((i) => i.id === 'igbo:ndewo')).toMatchObject({
        audio: `igbo/vocabulary/ndewo?v=${word.id}`,
        credit: 'Recorded by Emeka (CC BY-SA 4.0)',
      });
      const played = await fetch(`${server().url}/audio/igbo/vocabulary/ndewo.mp3?v=${word.id}`);
      expect(played.status).toBe(200);
    });
  });
});
