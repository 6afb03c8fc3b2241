// The contribute queue and the review flow on the real server and database, on PGlite and (when npm test provides
// one) PostgreSQL: no prompt twice, prompts by need, the progress figure, trusted speakers, and the reviewer role an
// admin grants and removes at once, written to the audit log.
import { describe, expect, it } from 'vitest';
import { readContent } from '../../src/content/read.ts';
import { buildApiCatalogue } from '../../src/server/core/catalogue.ts';
import { grantAdmin } from '../../src/server/auth/admin.ts';
import { readAuditLog } from '../../src/server/auth/audit.ts';
import { grantReviewer } from '../../src/server/audio/reviewers.ts';
import { completionBody } from '../helpers/completion.ts';
import { suiteDrivers, serverOn } from '../helpers/drivers.ts';
import { sineMp3 } from '../helpers/mp3.ts';
import { uniqueEmail } from '../helpers/server.ts';

const LICENCE = 'CC-BY-SA-4.0';
const PASSWORD = 'kasa-nkwu-42';
const take = sineMp3(1);
const catalogue = buildApiCatalogue(await readContent('content'));
const igboWords = catalogue.practice.get('igbo')!.vocabulary;
const lessonOfWord = new Map(igboWords.map((w) => [`vocabulary/${w.slug}`, w.lessonId]));
const igboOrder = catalogue.courses.get('igbo')!.order;

type Prompt = { prompt: string; kind: string };
type State = {
  speaker: boolean;
  reviewer: boolean;
  prompts: Prompt[];
  progress: { words: { voiced: number; total: number }; conversations: { voiced: number; total: number } };
};

describe.each(suiteDrivers)('$name', (driver) => {
  describe.skipIf(driver.skip !== undefined)(
    driver.skip ?? 'the contribute and review queues',
    { timeout: 120_000 },
    () => {
      const server = serverOn(driver, { API_RATE_LIMIT_UPLOADS: '200', API_RATE_LIMIT_CALLS: '1000' });

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
      const data = async (response: Response) => {
        expect(response.status).toBe(200);
        return (await response.json()).data;
      };
      const refused = async (response: Response, status: number, code: string) => {
        expect(response.status).toBe(status);
        const body = await response.json();
        expect(body).toMatchObject({ success: false, data: null, error: expect.any(String), code });
        return body.error as string;
      };
      const account = async (label = 'speaker') => {
        const email = uniqueEmail(label);
        const { data: signed } = await server().client().auth.signUp({ email, password: PASSWORD });
        return { email, id: signed.user!.id, token: signed.session!.access_token };
      };
      const speaker = async (language = 'igbo') => {
        const who = await account();
        await data(await api(`/audio/${language}/speaker`, { token: who.token, method: 'POST' }));
        return who;
      };
      const admin = async () => {
        const who = await account('admin');
        await grantAdmin(server().server.database.db, who.email);
        return who;
      };
      const state = async (token: string, language = 'igbo'): Promise<State> =>
        data(await api(`/audio/${language}/prompts`, { token }));
      const upload = (token: string, prompt: string, language = 'igbo') =>
        api(`/audio/${language}/clips?${new URLSearchParams({ prompt, credit: 'Ada', licence: LICENCE })}`, {
          token,
          mp3: take,
        });
      const uploaded = async (token: string, prompt: string) => (await data(await upload(token, prompt))).id as string;
      const review = (token: string, clipId: string, json: unknown) =>
        api(`/audio/clips/${clipId}/review`, { token, json });
      const approved = async (boss: string, speakerToken: string, prompt: string) =>
        data(await review(boss, await uploaded(speakerToken, prompt), { verdict: 'approve' }));

      it('never offers a prompt the speaker sent or skipped again, in a new session on another device', async () => {
        const who = await speaker();
        const [first, second, third] = (await state(who.token)).prompts;
        const clipId = await uploaded(who.token, first!.prompt);
        expect(
          await data(await api('/audio/igbo/prompts/skip', { token: who.token, json: { prompt: second!.prompt } })),
        ).toEqual({ language: 'igbo', prompt: second!.prompt, skipped: true });
        // Skipping again changes nothing.
        await data(await api('/audio/igbo/prompts/skip', { token: who.token, json: { prompt: second!.prompt } }));
        const { data: again } = await server()
          .client()
          .auth.signInWithPassword({ email: who.email, password: PASSWORD });
        const elsewhere = (await state(again.session!.access_token)).prompts.map((p) => p.prompt);
        expect(elsewhere).not.toContain(first!.prompt);
        expect(elsewhere).not.toContain(second!.prompt);
        expect(elsewhere[0]).toBe(third!.prompt);
        // A rejected take is still a prompt they sent; another speaker is offered both.
        const boss = await admin();
        await data(await review(boss.token, clipId, { verdict: 'reject', reason: 'noisy' }));
        expect((await state(who.token)).prompts.map((p) => p.prompt)).not.toContain(first!.prompt);
        const other = (await state((await speaker()).token)).prompts.map((p) => p.prompt);
        expect(other.slice(0, 2)).toEqual([first!.prompt, second!.prompt]);
      });

      it('refuses a skip of an unknown prompt or language, a bad body, and a caller without a session', async () => {
        const who = await speaker();
        const skip = (json: unknown, language = 'igbo', token: string = who.token) =>
          api(`/audio/${language}/prompts/skip`, { token, json });
        expect(await refused(await skip({ prompt: 'vocabulary/no-such-word' }), 404, 'prompt_not_found')).toBe(
          "No word or conversation 'vocabulary/no-such-word' in this course.",
        );
        await refused(await skip({ prompt: 'vocabulary/ndewo' }, 'klingon'), 404, 'language_not_found');
        await refused(await skip({}), 400, 'invalid_field');
        await refused(await skip({ prompt: 'vocabulary/ndewo', extra: 1 }), 400, 'invalid_field');
        await refused(await skip({ prompt: 42 }), 400, 'invalid_field');
        await refused(await skip({ prompt: 'vocabulary/ndewo' }, 'igbo', 'not-a-token'), 401, 'unauthorized');
      });

      it('offers first what learners meet most: the lessons most completed, then the earliest, then the rest', async () => {
        const unitOne = ['1-0', '1-1', '1-2', '1-3', '1-4', '1-5'];
        for (let learner = 0; learner < 2; learner += 1) {
          const { token } = await account('learner');
          for (const lessonId of unitOne)
            await data(await api('/progress/lesson/complete', { token, json: completionBody(lessonId) }));
        }
        const { token } = await account('learner');
        await data(await api('/progress/lesson/complete', { token, json: completionBody('1-0') }));
        const learners = (lessonId: string | null) =>
          lessonId === '1-0' ? 3 : lessonId !== null && unitOne.includes(lessonId) ? 2 : 0;
        const place = (lessonId: string | null) =>
          lessonId === null ? Infinity : igboOrder.indexOf(lessonId) < 0 ? Infinity : igboOrder.indexOf(lessonId);
        const lessonOf = (p: Prompt) =>
          p.kind === 'conversations'
            ? p.prompt.slice('conversations/'.length).replace(/-line-\d+$/, '')
            : (lessonOfWord.get(p.prompt) ?? null);

        const offered = (await state((await speaker()).token)).prompts;
        for (let i = 1; i < offered.length; i += 1) {
          const [a, b] = [lessonOf(offered[i - 1]!), lessonOf(offered[i]!)];
          expect(learners(a)).toBeGreaterThanOrEqual(learners(b));
          if (learners(a) === learners(b)) expect(place(a)).toBeLessThanOrEqual(place(b));
        }
        // The unit-one conversation's lines come before any word of a lesson no learner completed.
        const keys = offered.map((p) => p.prompt);
        const unmet = keys.findIndex((k) => k.startsWith('vocabulary/') && learners(lessonOfWord.get(k) ?? null) === 0);
        expect(keys.indexOf('conversations/1-5-line-1')).toBeGreaterThanOrEqual(0);
        expect(keys.indexOf('conversations/1-5-line-1')).toBeLessThan(unmet);
        expect(keys).not.toContain('conversations/1-5');
        expect(lessonOf(offered[0]!)).toBe('1-0');
      });

      it('counts the words and conversations that have a voice, and an approved prompt is offered to nobody', async () => {
        const boss = await admin();
        const who = await speaker();
        const before = await state(who.token);
        expect(before.progress.words.total).toBe(igboWords.length);
        expect(before.progress.conversations.total).toBe(
          igboOrder.filter((id) => catalogue.lessons.get(id)?.lessonType === 'conversation').length,
        );
        const prompt = before.prompts.find((p) => p.kind === 'vocabulary')!.prompt;
        await approved(boss.token, who.token, prompt);
        const after = await state((await speaker()).token);
        expect(after.progress.words).toEqual({ voiced: before.progress.words.voiced + 1, total: igboWords.length });
        expect(after.progress.conversations).toEqual(before.progress.conversations);
        expect(after.prompts.map((p) => p.prompt)).not.toContain(prompt);
      });

      it('lets a speaker with ten approved clips review others in that language, two votes still deciding', async () => {
        const boss = await admin();
        const trusted = await speaker();
        const words = (await state(trusted.token)).prompts.filter((p) => p.kind === 'vocabulary');
        for (const word of words.slice(0, 9)) await approved(boss.token, trusted.token, word.prompt);
        // Nine are not enough.
        await refused(await api('/audio/igbo/clips/pending', { token: trusted.token }), 403, 'forbidden');
        expect(await data(await api('/audio/reviews/summary', { token: trusted.token }))).toMatchObject({
          reviewer: false,
          pending: 0,
        });
        await approved(boss.token, trusted.token, words[9]!.prompt);
        expect((await state(trusted.token)).reviewer).toBe(true);

        const other = await speaker();
        const clipId = await uploaded(other.token, words[0]!.prompt);
        const own = await uploaded(trusted.token, words[10]!.prompt);
        const queue = (await data(await api('/audio/igbo/clips/pending', { token: trusted.token }))) as {
          id: string;
        }[];
        expect(queue.map((c) => c.id)).toContain(clipId);
        expect(queue.map((c) => c.id)).not.toContain(own);
        const summary = await data(await api('/audio/reviews/summary', { token: trusted.token }));
        expect(summary).toEqual({
          reviewer: true,
          pending: queue.length,
          languages: [{ language: 'igbo', pending: queue.length }],
        });

        await refused(await review(trusted.token, own, { verdict: 'approve' }), 403, 'own_clip');
        expect(await data(await review(trusted.token, clipId, { verdict: 'approve' }))).toMatchObject({
          state: 'pending',
          reviews: 1,
        });
        const after = await data(await api('/audio/reviews/summary', { token: trusted.token }));
        expect(after.pending).toBe(summary.pending - 1);
        const second = await account('reviewer');
        await grantReviewer(server().server.database.db, second.email, 'igbo', ['igbo', 'yoruba', 'swahili', 'kriolu']);
        expect(await data(await review(second.token, clipId, { verdict: 'approve' }))).toMatchObject({
          state: 'approved',
        });
        // Trusted in Igbo only.
        await refused(await api('/audio/yoruba/clips/pending', { token: trusted.token }), 403, 'forbidden');
      });

      it('lets an admin grant and remove the reviewer role of a language at once, each change in the audit log', async () => {
        const boss = await admin();
        const target = await account('learner');
        const role = (method: 'PUT' | 'DELETE', userId = target.id, language = 'yoruba', token = boss.token) =>
          api(`/admin/users/${userId}/reviewer/${language}`, { token, method });
        await refused(await api('/audio/yoruba/clips/pending', { token: target.token }), 403, 'forbidden');

        expect(await data(await role('PUT'))).toEqual({ userId: target.id, reviewerLanguages: ['yoruba'] });
        expect(await data(await api('/audio/yoruba/clips/pending', { token: target.token }))).toEqual([]);
        expect(await data(await api('/audio/reviews/summary', { token: target.token }))).toEqual({
          reviewer: true,
          pending: 0,
          languages: [{ language: 'yoruba', pending: 0 }],
        });
        const page = await data(
          await api(`/admin/users?search=${encodeURIComponent(target.email)}`, { token: boss.token }),
        );
        expect(page.learners[0]).toMatchObject({ id: target.id, reviewerLanguages: ['yoruba'] });
        // Granting again changes nothing and logs nothing more.
        await data(await role('PUT'));
        const db = server().server.database.db;
        const granted = await readAuditLog(db, { event: 'reviewer_granted', userId: target.id, limit: 10 });
        expect(granted).toHaveLength(1);
        expect(granted[0]).toMatchObject({ actor: 'admin', detail: { language: 'yoruba', by: boss.id } });
        const listed = await data(
          await api(`/admin/audit?event=reviewer_granted&userId=${target.id}`, { token: boss.token }),
        );
        expect(listed).toHaveLength(1);

        expect(await data(await role('DELETE'))).toEqual({ userId: target.id, reviewerLanguages: [] });
        await refused(await api('/audio/yoruba/clips/pending', { token: target.token }), 403, 'forbidden');
        await data(await role('DELETE'));
        const removed = await readAuditLog(db, { event: 'reviewer_removed', userId: target.id, limit: 10 });
        expect(removed).toHaveLength(1);
        expect(removed[0]).toMatchObject({ actor: 'admin', detail: { language: 'yoruba', by: boss.id } });
      });

      it('refuses a role change for an unknown user or language, and from anyone but an admin', async () => {
        const boss = await admin();
        const target = await account('learner');
        const role = (path: string, token: string, method = 'PUT') => api(`/admin/users/${path}`, { token, method });
        await refused(
          await role('00000000-0000-4000-8000-000000000000/reviewer/igbo', boss.token),
          404,
          'user_not_found',
        );
        await refused(await role('not-a-user/reviewer/igbo', boss.token, 'DELETE'), 404, 'user_not_found');
        await refused(await role(`${target.id}/reviewer/klingon`, boss.token), 404, 'language_not_found');
        await refused(await role(`${target.id}/reviewer/igbo`, target.token), 403, 'forbidden');
        await refused(await role(`${target.id}/reviewer/igbo`, 'not-a-token'), 401, 'unauthorized');
        expect(
          await readAuditLog(server().server.database.db, { userId: target.id, event: 'reviewer_granted', limit: 5 }),
        ).toEqual([]);
      });

      it('names the licence once when it is refused', async () => {
        const who = await speaker();
        const response = await api(
          `/audio/igbo/clips?${new URLSearchParams({ prompt: 'vocabulary/ndewo', credit: 'Ada', licence: 'MIT' })}`,
          { token: who.token, mp3: take },
        );
        expect(await refused(response, 400, 'invalid_field')).toBe(
          "licence: must be 'CC-BY-SA-4.0', accepted by the contributor",
        );
      });
    },
  );
});
