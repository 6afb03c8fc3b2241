// Learners' problem reports: validated field by field, stored once per reportId (an offline replay), limited per
// learner, never shown to other learners, grouped for the authors and resolved by an admin (PGlite, and PostgreSQL
// when TEST_DATABASE_URL is set).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dialogueItemId } from '../../src/domain/index.ts';
import { grantAdmin } from '../../src/server/auth/admin.ts';
import { suiteDrivers, serverOn } from '../helpers/drivers.ts';
import { uniqueEmail } from '../helpers/server.ts';

describe.each(suiteDrivers)('$name', (driver) => {
  describe.skipIf(driver.skip !== undefined)(driver.skip ?? 'problem reports', { timeout: 60_000 }, () => {
    const server = serverOn(driver, { API_RATE_LIMIT_REPORTS: '5' });

    const account = async (label = 'learner') => {
      const email = uniqueEmail(label);
      const { data } = await server().client().auth.signUp({ email, password: 'kasa-nkwu-42' });
      return { email, token: data.session!.access_token };
    };
    const admin = async () => {
      const who = await account('admin');
      await grantAdmin(server().server.database.db, who.email);
      return who;
    };
    const api = (path: string, token: string | null, body?: unknown, raw = false) =>
      fetch(`${server().url}/api${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: raw ? (body as string) : JSON.stringify(body) }),
      });
    const report = (extra: Record<string, unknown> = {}) => ({
      reportId: randomUUID(),
      language: 'igbo',
      itemId: 'igbo:ndewo',
      exerciseKind: 'recall',
      reason: 'answer-should-be-accepted',
      givenAnswer: 'Ndeewo o',
      expectedAnswers: ['Ndewo', 'Ndeewo'],
      contentVersion: '2026-11-27',
      prompt: 'Hello',
      ...extra,
    });
    const refused = async (response: Response) => ({
      status: response.status,
      ...((await response.json()) as { success: boolean; code: string; error: string }),
    });

    it('refuses bad bodies with a 400 naming the field, and an oversized body with 413', async () => {
      const { token } = await account();
      const cases: [unknown, string][] = [
        [report({ reportId: 'abc' }), 'reportId: must be a UUID made by the client'],
        [report({ reason: 'boring' }), "reason: must be one of 'answer-should-be-accepted'"],
        [report({ exerciseKind: 'sudoku' }), 'exerciseKind: must be one of'],
        [report({ comment: 'x'.repeat(501) }), 'comment: must be at most 500 characters'],
        [report({ lessonId: '1-2' }), 'body: must name exactly one of lessonId and itemId'],
        [report({ itemId: undefined }), 'body: must name exactly one of lessonId and itemId'],
        [report({ expectedAnswers: 'Ndewo' }), 'expectedAnswers: must be a list'],
        [report({ language: undefined }), 'language: is required'],
        [report({ extra: 1 }), "unknown field 'extra'"],
      ];
      for (const [body, message] of cases) {
        // A refused report counts towards the limit of 5 an hour too: a learner of its own for each.
        const answer = await refused(await api('/reports', (await account()).token, body));
        expect(answer, message).toMatchObject({ status: 400, success: false, code: 'invalid_field' });
        expect(answer.error).toContain(message);
      }
      expect(await refused(await api('/reports', (await account()).token, '{"reportId":', true))).toMatchObject({
        status: 400,
        code: 'invalid_body',
      });
      expect(
        await refused(await api('/reports', token, JSON.stringify(report({ prompt: 'x'.repeat(20_000) })), true)),
      ).toMatchObject({ status: 413, code: 'too_large' });
      expect(await refused(await api('/reports', null, report()))).toMatchObject({ status: 401, code: 'unauthorized' });
      // A comment of exactly 500 characters is fine.
      expect((await api('/reports', token, report({ comment: 'y'.repeat(500) }))).status).toBe(200);
    });

    it('refuses a NUL or an unpaired surrogate in any text with 400 invalid_field, never a database error', async () => {
      const bad = ['a\u0000b', '\u202e\u0000', 'a\ud800b'];
      const fields = (text: string): [Record<string, unknown>, string][] => [
        [{ comment: text }, 'comment'],
        [{ givenAnswer: text }, 'givenAnswer'],
        [{ expectedAnswers: ['Ndewo', text] }, 'expectedAnswers.1'],
        [{ contentVersion: text }, 'contentVersion'],
        [{ prompt: text }, 'prompt'],
        [{ itemId: `igbo:${text}` }, 'itemId'],
      ];
      for (const text of bad)
        for (const [extra, field] of fields(text)) {
          const answer = await refused(await api('/reports', (await account()).token, report(extra)));
          expect(answer, `${field} ${JSON.stringify(text)}`).toMatchObject({ status: 400, code: 'invalid_field' });
          expect(answer.error).toContain(`${field}: must not contain a NUL character or an unpaired surrogate`);
        }
      const learner = await account();
      const stored = report();
      expect((await api('/reports', learner.token, stored)).status).toBe(200);
      const { token } = await admin();
      for (const text of bad) {
        const answer = await refused(
          await api(`/admin/reports/${stored.reportId as string}`, token, { status: 'resolved', note: text }),
        );
        expect(answer).toMatchObject({ status: 400, code: 'invalid_field' });
        expect(answer.error).toContain('note: must not contain a NUL character or an unpaired surrogate');
      }
    });

    it('refuses an unknown language, lesson or item with 404', async () => {
      const { token } = await account();
      expect(await refused(await api('/reports', token, report({ language: 'latin' })))).toMatchObject({
        status: 404,
        code: 'language_not_found',
      });
      expect(
        await refused(
          await api('/reports', token, report({ itemId: undefined, lessonId: '9-2', exerciseKind: 'quiz' })),
        ),
      ).toMatchObject({ status: 404, code: 'lesson_not_found' });
      // A Yoruba lesson is not an Igbo lesson.
      expect(
        await refused(
          await api('/reports', token, report({ itemId: undefined, lessonId: 'y1-2', exerciseKind: 'quiz' })),
        ),
      ).toMatchObject({ status: 404, code: 'lesson_not_found' });
      expect(await refused(await api('/reports', token, report({ itemId: 'igbo:no-such-word' })))).toMatchObject({
        status: 404,
        code: 'item_not_found',
      });
      expect(await refused(await api('/reports', token, report({ itemId: 'yoruba:ndewo' })))).toMatchObject({
        status: 404,
        code: 'item_not_found',
      });
    });

    it('stores a replayed report once, refuses another learner its id, and shows each learner only their own', async () => {
      const ada = await account('ada');
      const obi = await account('obi');
      const body = report({ comment: '  Ndeewo o is how my grandmother says it  ' });
      const first = await api('/reports', ada.token, body);
      expect(first.status).toBe(200);
      expect((await first.json()).data).toMatchObject({
        alreadyRecorded: false,
        report: { reportId: body.reportId, status: 'open', label: 'Hello', itemId: 'igbo:ndewo' },
      });
      const again = await api('/reports', ada.token, body);
      expect(again.status).toBe(200);
      expect((await again.json()).data).toMatchObject({ alreadyRecorded: true, report: { reportId: body.reportId } });
      expect(await refused(await api('/reports', obi.token, body))).toMatchObject({
        status: 409,
        code: 'report_conflict',
      });
      const lesson = report({ itemId: undefined, lessonId: '1-6', exerciseKind: 'word-bank', givenAnswer: 'a b' });
      expect((await api('/reports', obi.token, lesson)).status).toBe(200);

      const mine = async (token: string) =>
        ((await (await api('/reports/mine', token)).json()).data as { reportId: string }[]).map((r) => r.reportId);
      expect(await mine(ada.token)).toEqual([body.reportId]);
      expect(await mine(obi.token)).toEqual([lesson.reportId]);

      const boss = await admin();
      const groups = (await (await api('/admin/reports?language=igbo&kind=recall', boss.token)).json()).data as {
        itemId: string;
        count: number;
        reports: { id: string; comment: string }[];
      }[];
      const group = groups.find((g) => g.itemId === 'igbo:ndewo')!;
      // Stored once although sent twice; the comment trimmed.
      expect(group.reports.filter((r) => r.id === body.reportId)).toHaveLength(1);
      expect(group.reports.find((r) => r.id === body.reportId)!.comment).toBe('Ndeewo o is how my grandmother says it');
    });

    it('takes a report of a dictation (type what you hear), which admins find by its kind', async () => {
      const { token } = await account();
      const body = report({
        language: 'swahili',
        itemId: 'swahili:nzuri-sana',
        exerciseKind: 'dictation',
        reason: 'audio-wrong',
        givenAnswer: 'Nzuri sana',
        expectedAnswers: ['Nzuri sana'],
        prompt: 'Very good',
      });
      const sent = await api('/reports', token, body);
      expect(sent.status).toBe(200);
      expect((await sent.json()).data.report).toMatchObject({
        exerciseKind: 'dictation',
        itemId: 'swahili:nzuri-sana',
      });
      const boss = await admin();
      const groups = (await (await api('/admin/reports?language=swahili&kind=dictation', boss.token)).json()).data as {
        itemId: string;
        exerciseKinds: string[];
      }[];
      expect(groups.find((g) => g.itemId === 'swahili:nzuri-sana')?.exerciseKinds).toEqual(['dictation']);
    });

    it('takes a report of a role-play line, known by its dialogue item id, which admins find by its kind', async () => {
      const { token } = await account();
      const itemId = dialogueItemId('igbo', '1-5', 'Aha m bụ Adaeze.');
      const body = report({
        itemId,
        exerciseKind: 'roleplay',
        givenAnswer: 'Aha m bu Adaeze.',
        expectedAnswers: ['Aha m bụ Adaeze.'],
        prompt: 'Mgbede ọma, nwa m. Nnọọ! Kedụ aha gị?',
      });
      const sent = await api('/reports', token, body);
      expect(sent.status).toBe(200);
      expect((await sent.json()).data.report).toMatchObject({ exerciseKind: 'roleplay', itemId });
      const boss = await admin();
      const groups = (await (await api('/admin/reports?language=igbo&kind=roleplay', boss.token)).json()).data as {
        itemId: string;
        exerciseKinds: string[];
      }[];
      expect(groups.find((g) => g.itemId === itemId)?.exerciseKinds).toEqual(['roleplay']);
    });

    it('groups reports by item for admins, newest first, and the learner sees the decision', async () => {
      const ada = await account('ada');
      const obi = await account('obi');
      const boss = await admin();
      const word = 'igbo:nna';
      const a = report({ itemId: word, givenAnswer: 'Nna m', prompt: 'father' });
      const b = report({ itemId: word, givenAnswer: 'Nna m', prompt: 'father' });
      const c = report({ itemId: word, givenAnswer: 'nnaa', prompt: 'father' });
      expect((await api('/reports', ada.token, a)).status).toBe(200);
      expect((await api('/reports', obi.token, b)).status).toBe(200);
      expect((await api('/reports', obi.token, c)).status).toBe(200);
      const later = report({ itemId: undefined, lessonId: '1-2', exerciseKind: 'quiz', reason: 'audio-wrong' });
      expect((await api('/reports', ada.token, later)).status).toBe(200);

      // Learners may not read the queue.
      expect(await refused(await api('/admin/reports', ada.token))).toMatchObject({ status: 403, code: 'forbidden' });
      const list = await api('/admin/reports?language=igbo&status=open', boss.token);
      expect(list.status).toBe(200);
      const groups = (await list.json()).data as {
        lessonId: string | null;
        itemId: string | null;
        count: number;
        openCount: number;
        answers: { answer: string; count: number }[];
      }[];
      const fathers = groups.find((g) => g.itemId === word)!;
      expect(fathers).toMatchObject({
        count: 3,
        openCount: 3,
        answers: [
          { answer: 'Nna m', count: 2 },
          { answer: 'nnaa', count: 1 },
        ],
      });
      // The newest report's group comes first.
      expect(groups[0]).toMatchObject({ lessonId: '1-2', itemId: null });
      expect(await refused(await api('/admin/reports?kind=sudoku', boss.token))).toMatchObject({
        status: 400,
        code: 'invalid_field',
      });

      const decide = await api(`/admin/reports/${a.reportId}`, boss.token, { status: 'resolved', note: 'Added Nna m' });
      expect(decide.status).toBe(200);
      expect((await decide.json()).data).toMatchObject({ status: 'resolved', note: 'Added Nna m' });
      expect(
        await refused(await api(`/admin/reports/${randomUUID()}`, boss.token, { status: 'resolved' })),
      ).toMatchObject({ status: 404, code: 'report_not_found' });
      expect(await refused(await api(`/admin/reports/${a.reportId}`, boss.token, { status: 'gone' }))).toMatchObject({
        status: 400,
        code: 'invalid_field',
      });
      expect(
        await refused(await api(`/admin/reports/${a.reportId}`, ada.token, { status: 'dismissed' })),
      ).toMatchObject({ status: 403, code: 'forbidden' });
      const mine = (await (await api('/reports/mine', ada.token)).json()).data as {
        reportId: string;
        status: string;
      }[];
      expect(mine.find((r) => r.reportId === a.reportId)).toMatchObject({ status: 'resolved', note: 'Added Nna m' });
      const open = (await (await api('/admin/reports?status=open', boss.token)).json()).data as {
        itemId: string;
        count: number;
      }[];
      expect(open.find((g) => g.itemId === word)!.count).toBe(2);
    });

    it('limits reports per learner per hour with the API envelope, apart from other learners', async () => {
      const ada = await account('ada');
      const obi = await account('obi');
      for (let i = 0; i < 5; i++) expect((await api('/reports', ada.token, report())).status).toBe(200);
      expect(await refused(await api('/reports', ada.token, report()))).toMatchObject({
        status: 429,
        success: false,
        code: 'rate_limited',
      });
      expect((await api('/reports', obi.token, report())).status).toBe(200);
      // Reading one's own reports is not a report.
      expect((await api('/reports/mine', ada.token)).status).toBe(200);
    });
  });
});
