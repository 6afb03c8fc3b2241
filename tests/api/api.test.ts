// Every /api endpoint on the real server and database, on PGlite and (when npm test provides one) PostgreSQL.
// The server reads the fixture course (tests/fixtures/content), so an edit to content/ cannot change these answers.
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContent } from '../../src/content/read.ts';
import { buildApiCatalogue } from '../../src/server/core/catalogue.ts';
import { completionQueue } from '../../src/server/api/completion-queue.ts';
import { completionSchema } from '../../src/shared/completion-request.ts';
import { grantAdmin } from '../../src/server/auth/admin.ts';
import type { Caller } from '../../src/server/auth/identify.ts';
import { lessonCompletions } from '../../src/server/db/schema.ts';
import { completionBody, daysAgoAt, WEEK_AGO } from '../helpers/completion.ts';
import { apiCaller } from '../helpers/api-calls.ts';
import { drivers } from '../helpers/drivers.ts';
import { FIXTURE, FIXTURE_CONTENT } from '../helpers/fixture-content.ts';
import { answerProblems, type SeenAnswer } from '../helpers/openapi.ts';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/postgres.ts';
import { startTestServer, uniqueEmail, type TestServer } from '../helpers/server.ts';

const serverUrl = process.env['TEST_DATABASE_URL'];

// The product API end to end on both databases: PGlite, the embedded default, as well as PostgreSQL, where the other
// API suites run when npm test gives them one (suiteDrivers, tests/helpers/drivers.ts).
describe.each(drivers)('$name', (driver) => {
  describe.skipIf(driver.skip !== undefined)(driver.skip ?? 'the product API', { timeout: 60_000 }, () => {
    let t: TestServer;
    let scratch: ScratchDatabase | undefined;
    beforeAll(async () => {
      scratch = driver.name === 'postgres' ? await createScratchDatabase(serverUrl!) : undefined;
      // Every learner here signs up from 127.0.0.1: the per-address sign-up limit is tested in tests/auth, not here.
      t = await startTestServer({
        TRUST_PROXY: '1',
        AUTH_RATE_LIMIT_OTP: '1000',
        CONTENT_DIR: FIXTURE_CONTENT,
        ...(scratch ? { DATABASE_URL: scratch.url } : {}),
      });
    }, 60_000);
    afterAll(async () => {
      await t?.close();
      await scratch?.drop();
    });

    const learner = async () => {
      const email = uniqueEmail();
      const { data } = await t.client().auth.signUp({
        email,
        password: 'kasa-nkwu-42',
        options: { data: { first_name: 'Ada', last_name: 'Obi', username: 'ada_obi' } },
      });
      return { email, token: data.session!.access_token, id: data.user!.id };
    };
    // Every answer is kept, and the last test checks them all against the OpenAPI document.
    const seen: SeenAnswer[] = [];
    const api = apiCaller(() => t.url, seen);
    const completion = completionBody;
    const complete = (token: string, body: unknown) => api('/progress/lesson/complete', { token, body });

    describe('catalogue', () => {
      it('lists languages, filtered by status and featured, cacheable with an ETag', async () => {
        const all = await api('/languages');
        expect(all.status).toBe(200);
        const body = await all.json();
        expect(body.success).toBe(true);
        expect(body.error).toBeNull();
        expect(body.data.map((l: { code: string }) => l.code)).toEqual(FIXTURE.languages);
        expect(body.data[0]).toMatchObject({
          id: expect.any(String),
          code: expect.any(String),
          name: expect.any(String),
          native_name: expect.any(String),
          flag_emoji: expect.any(String),
          status: expect.any(String),
        });
        const active = await (await api('/languages?status=active')).json();
        expect(active.data.map((l: { code: string }) => l.code)).toEqual(FIXTURE.activeLanguages);
        expect(all.headers.get('cache-control')).toContain('public');
        const again = await api('/languages', { headers: { 'if-none-match': all.headers.get('etag')! } });
        expect(again.status).toBe(304);
      });

      it('answers the same catalogue request with the same JSON and ETag every time', async () => {
        const first = await api('/languages/igbo/courses/igbo');
        const second = await api('/languages/igbo/courses/igbo');
        expect(second.headers.get('content-type')).toMatch(/^application\/json/);
        expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
        expect(await second.text()).toBe(await first.text());
        expect((await api('/languages/igbo/courses/yoruba')).status).toBe(404);
      });

      it('refuses an unknown filter value with the field named', async () => {
        const response = await api('/languages?status=closed');
        expect(response.status).toBe(400);
        expect((await response.json()).error).toMatch(/^status: /);
      });

      it("answers one language, and 404 'Language not found' for an unknown code", async () => {
        expect((await (await api('/languages/yoruba')).json()).data).toMatchObject({
          code: 'yoruba',
          name: 'Yoruba',
          native_name: 'Èdè Yorùbá',
        });
        const missing = await api('/languages/klingon');
        expect(missing.status).toBe(404);
        expect(await missing.json()).toEqual({
          success: false,
          data: null,
          error: 'Language not found',
          code: 'language_not_found',
        });
      });

      it("answers a language's courses and one course with its units and lessons", async () => {
        const courses = (await (await api('/languages/igbo/courses')).json()).data;
        expect(courses).toHaveLength(1);
        const course = (await (await api(`/languages/igbo/courses/${courses[0].id}`)).json()).data;
        expect(course).toMatchObject({
          id: 'igbo',
          title: FIXTURE.igboCourseTitle,
          difficulty: expect.any(String),
          estimated_duration_hours: expect.any(Number),
        });
        expect(course.units).toHaveLength(FIXTURE.unitsPerCourse);
        expect(course.units.map((u: { lessons: unknown[] }) => u.lessons.length)).toEqual([7, 7]);
        expect(course.units[0].lessons[0]).toMatchObject({
          id: '1-0',
          title: FIXTURE.firstIgboLessonTitle,
          type: expect.any(String),
          xp_reward: expect.any(Number),
          difficulty: expect.any(String),
          estimated_duration_minutes: expect.any(Number),
        });
        const missing = await api('/languages/igbo/courses/yoruba');
        expect(missing.status).toBe(404);
        expect((await missing.json()).error).toBe('Course not found');
      });

      it("answers a lesson with its content, and 404 'Lesson not found'", async () => {
        const lesson = (await (await api('/languages/lessons/1-2')).json()).data;
        expect(lesson).toMatchObject({ id: '1-2', language: 'igbo', type: 'quiz', level: 1, unit: 1, position: 2 });
        expect(Array.isArray(lesson.content.questions)).toBe(true);
        const missing = await api('/languages/lessons/99-9');
        expect(missing.status).toBe(404);
        expect((await missing.json()).error).toBe('Lesson not found');
      });
    });

    describe('learner routes need a valid token', () => {
      it.each(['/languages/user/enrolled', '/progress/overview', '/progress/language/igbo', '/user/profile'])(
        '%s answers 401 without one and with a bad one',
        async (path) => {
          const missing = await api(path);
          expect(missing.status).toBe(401);
          expect((await missing.json()).code).toBe('unauthorized');
          expect((await api(path, { token: 'not.a.token' })).status).toBe(401);
        },
      );
    });

    describe('enrolment and profile', () => {
      it('enrols idempotently and lists the enrolled language with its progress', async () => {
        const { token } = await learner();
        const first = await api('/languages/yoruba/enroll', { token, method: 'POST' });
        expect(first.status).toBe(200);
        const enrolled = (await first.json()).data;
        expect(enrolled.language).toBe('yoruba');
        const again = (await (await api('/languages/yoruba/enroll', { token, method: 'POST' })).json()).data;
        expect(again.enrolledAt).toBe(enrolled.enrolledAt);
        const list = (await (await api('/languages/user/enrolled', { token })).json()).data;
        expect(list).toHaveLength(1);
        expect(list[0]).toMatchObject({
          language: { code: 'yoruba' },
          progress: { totalXP: 0, lessonsCompleted: 0, currentLessonId: 'y1-0', currentHearts: 5 },
        });
      });

      it('enrols from a POST with Content-Type: application/json and no body', async () => {
        const { token } = await learner();
        const response = await api('/languages/yoruba/enroll', { token, raw: '' });
        expect(response.status).toBe(200);
        expect((await response.json()).data.language).toBe('yoruba');
      });

      it('refuses enrolment in an unknown or coming-soon language', async () => {
        const { token } = await learner();
        expect((await api('/languages/klingon/enroll', { token, method: 'POST' })).status).toBe(404);
        const soon = await api('/languages/hausa/enroll', { token, method: 'POST' });
        expect(soon.status).toBe(409);
        expect((await soon.json()).error).toContain('coming soon');
      });

      it("answers the spec's User record", async () => {
        const { token, email, id } = await learner();
        const me = (await (await api('/user/profile', { token })).json()).data;
        expect(me).toMatchObject({
          id,
          email,
          username: 'ada_obi',
          first_name: 'Ada',
          last_name: 'Obi',
          preferred_language: 'en',
          streak_count: 0,
          total_xp: 0,
          current_level: 1,
          subscription_type: 'free',
          email_verified: true,
        });
      });
    });

    describe('completing a lesson', () => {
      it('awards XP computed on the server and returns the updated progress', async () => {
        const { token } = await learner();
        const response = await complete(token, completion('1-0'));
        expect(response.status).toBe(200);
        const data = (await response.json()).data;
        expect(data.xpEarned).toBeGreaterThan(0);
        expect(data.alreadyCompleted).toBe(false);
        expect(data.progress).toMatchObject({
          completedLessons: ['1-0'],
          currentLessonId: '1-1',
          currentStreak: 1,
          lastLessonDate: WEEK_AGO.slice(0, 10),
          totalLessonsCompleted: 1,
        });
        expect(data.progress.totalXP).toBe(data.xpEarned + data.bonusXp);
        expect(data.unlockedAchievements.map((a: { id: string }) => a.id)).toContain('first-lesson');
        const overview = (await (await api('/progress/overview', { token })).json()).data;
        // The completion is dated a week ago, so by today its streak has lapsed and reads 0.
        expect(overview).toMatchObject({
          totalXP: data.progress.totalXP,
          lessonsCompleted: 1,
          currentStreak: 0,
          longestStreak: 1,
        });
        expect(overview.languages[0].code).toBe('igbo');
        const progress = (await (await api('/progress/language/igbo', { token })).json()).data;
        expect(progress.completedLessons).toEqual(['1-0']);
      });

      it('ten concurrent identical requests award XP once', async () => {
        const { token, id } = await learner();
        const body = completion('1-0');
        const responses = await Promise.all(Array.from({ length: 10 }, () => complete(token, body)));
        expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
        const results = await Promise.all(responses.map((r) => r.json()));
        const xp = new Set(results.map((r) => r.data.xpEarned));
        expect(xp.size).toBe(1);
        const overview = (await (await api('/progress/overview', { token })).json()).data;
        expect(overview.lessonsCompleted).toBe(1);
        expect(overview.totalXP).toBe(results[0].data.progress.totalXP);
        // Ten requests, one completion stored for this learner.
        const rows = await t.server.database.db
          .select({ n: count() })
          .from(lessonCompletions)
          .where(eq(lessonCompletions.userId, id));
        expect(rows[0]!.n).toBe(1);
      });

      it('completions from many learners at once are each accepted or refused on their own', async () => {
        const learners = await Promise.all(Array.from({ length: 6 }, () => learner()));
        // The first learner asks for a locked lesson; the others for their first one, all in the same moment.
        const responses = await Promise.all(
          learners.map((l, i) => complete(l.token, completion(i === 0 ? '1-3' : '1-0'))),
        );
        expect(responses.map((r) => r.status)).toEqual([409, 200, 200, 200, 200, 200]);
        for (const [i, response] of responses.entries()) {
          if (i === 0) continue;
          const data = (await response.json()).data;
          expect(data.progress.completedLessons).toEqual(['1-0']);
          expect(data.progress.totalXP).toBe(data.xpEarned + data.bonusXp);
          const enrolled = (await (await api('/languages/user/enrolled', { token: learners[i]!.token })).json()).data;
          expect(enrolled.map((e: { language: { code: string } }) => e.language.code)).toEqual(['igbo']);
        }
        expect((await (await api('/progress/overview', { token: learners[0]!.token })).json()).data.totalXP).toBe(0);
      });

      it('completions queued together are decided in arrival order, so a lesson unlocks the next one in the same batch', async () => {
        const { id } = await learner();
        const queue = completionQueue({
          db: t.server.database.db,
          catalogue: buildApiCatalogue(await readContent(FIXTURE_CONTENT)),
          now: () => new Date(),
        });
        const caller = { userId: id } as Caller;
        const results = await Promise.all(
          ['1-0', '1-1', '1-2'].map((lessonId) => queue.complete(caller, completionSchema.parse(completion(lessonId)))),
        );
        expect(results.map((r) => r.alreadyCompleted)).toEqual([false, false, false]);
        expect(results.map((r) => r.progress.completedLessons)).toEqual([
          ['1-0'],
          ['1-0', '1-1'],
          ['1-0', '1-1', '1-2'],
        ]);
        expect(results[2]!.progress.totalXP).toBe(results.reduce((sum, r) => sum + r.xpEarned + r.bonusXp, 0));
      });

      it('a completion the database refuses fails alone: the others of its batch are written one by one', async () => {
        const db = t.server.database.db;
        // A constraint this test adds refuses completions in one time zone, so that one fails its whole batch.
        await db.execute(
          sql`alter table lesson_completions add constraint refuse_troll check (time_zone <> 'Antarctica/Troll')`,
        );
        try {
          const [kept, refused] = [await learner(), await learner()];
          const queue = completionQueue({
            db,
            catalogue: buildApiCatalogue(await readContent(FIXTURE_CONTENT)),
            now: () => new Date(),
          });
          const [written, failed] = await Promise.allSettled([
            queue.complete({ userId: kept.id } as Caller, completionSchema.parse(completion('1-0'))),
            queue.complete(
              { userId: refused.id } as Caller,
              completionSchema.parse(completion('1-0', { timeZone: 'Antarctica/Troll' })),
            ),
          ]);
          expect(written.status === 'fulfilled' && written.value.progress.completedLessons).toEqual(['1-0']);
          expect(failed.status).toBe('rejected');
          expect((await (await api('/progress/overview', { token: kept.token })).json()).data.totalXP).toBeGreaterThan(
            0,
          );
          expect((await (await api('/progress/overview', { token: refused.token })).json()).data.totalXP).toBe(0);
        } finally {
          await db.execute(sql`alter table lesson_completions drop constraint refuse_troll`);
        }
      });

      it('completing the same lesson again with a new id adds nothing', async () => {
        const { token } = await learner();
        const first = (await (await complete(token, completion('1-0'))).json()).data;
        const second = (await (await complete(token, completion('1-0'))).json()).data;
        expect(second).toMatchObject({ alreadyCompleted: true, xpEarned: 0, bonusXp: 0, unlockedAchievements: [] });
        expect(second.progress.totalXP).toBe(first.progress.totalXP);
      });

      it('refuses a lesson that is still locked with 409', async () => {
        const { token } = await learner();
        const response = await complete(token, completion('1-3'));
        expect(response.status).toBe(409);
        expect((await response.json()).code).toBe('lesson_locked');
        expect((await (await api('/progress/overview', { token })).json()).data.totalXP).toBe(0);
      });

      it("answers 404 'Lesson not found' for an unknown lesson or one of another language", async () => {
        const { token } = await learner();
        expect((await (await complete(token, completion('9-6'))).json()).error).toBe('Lesson not found');
        expect((await complete(token, completion('y1-0'))).status).toBe(404);
      });

      it('counts the streak in the learner’s own time zone across local midnight', async () => {
        // 23:30 UTC on a day is already the next day in Lagos (UTC+1) but still that day in New York.
        const day = daysAgoAt(5, '10:00').slice(0, 10);
        const lagos = await learner();
        await complete(
          lagos.token,
          completion('1-0', { completedAt: daysAgoAt(5, '10:00'), timeZone: 'Africa/Lagos' }),
        );
        const late = (
          await (
            await complete(
              lagos.token,
              completion('1-1', { completedAt: daysAgoAt(5, '23:30'), timeZone: 'Africa/Lagos' }),
            )
          ).json()
        ).data;
        expect(late.progress).toMatchObject({ currentStreak: 2, lastLessonDate: daysAgoAt(4, '10:00').slice(0, 10) });

        const newYork = await learner();
        await complete(
          newYork.token,
          completion('1-0', { completedAt: daysAgoAt(5, '10:00'), timeZone: 'America/New_York' }),
        );
        const sameDay = (
          await (
            await complete(
              newYork.token,
              completion('1-1', { completedAt: daysAgoAt(5, '23:30'), timeZone: 'America/New_York' }),
            )
          ).json()
        ).data;
        expect(sameDay.progress).toMatchObject({ currentStreak: 1, lastLessonDate: day });
      });

      it.each([
        ['bad JSON', { raw: '{"language": "igbo",' }, 400],
        ['an array', { raw: '[]' }, 400],
        ['a missing field', { body: { language: 'igbo', lessonId: '1-0' } }, 400],
        ['a wrong type', { body: 'score' }, 400],
        ['negative time', { body: 'time' }, 400],
        ['an unknown field', { body: 'extra' }, 400],
        ['a bad time zone', { body: 'zone' }, 400],
        ['a 10 MB body', { raw: JSON.stringify({ pad: 'x'.repeat(10 * 1024 * 1024) }) }, 413],
        ['form data', { raw: 'language=igbo', headers: { 'content-type': 'application/x-www-form-urlencoded' } }, 415],
      ] as const)('%s gets its 4xx and stores nothing', async (_label, input, status) => {
        const { token } = await learner();
        const variants: Record<string, unknown> = {
          score: completion('1-0', { score: 'ninety' }),
          time: completion('1-0', { timeSpent: -5 }),
          extra: completion('1-0', { xpEarned: 9999 }),
          zone: completion('1-0', { timeZone: 'Mars/Olympus' }),
        };
        const body = 'body' in input ? (typeof input.body === 'string' ? variants[input.body] : input.body) : undefined;
        const response = await api('/progress/lesson/complete', {
          token,
          ...(body !== undefined ? { body } : {}),
          ...('raw' in input ? { raw: input.raw } : {}),
          ...('headers' in input ? { headers: input.headers } : {}),
        });
        expect(response.status).toBe(status);
        const json = await response.json();
        expect(json.success).toBe(false);
        expect(json.error.length).toBeGreaterThan(5);
        expect(JSON.stringify(json)).not.toMatch(/at \w+ \(|select |insert /i);
        expect((await (await api('/progress/overview', { token })).json()).data.lessonsCompleted).toBe(0);
      });

      it('names the field and the reason in a 400', async () => {
        const { token } = await learner();
        const response = await complete(token, completion('1-0', { timeSpent: -5 }));
        expect((await response.json()).error).toMatch(/^timeSpent: /);
        // A missing field is called missing, not a type mismatch with "undefined".
        const { language: _language, ...withoutLanguage } = completion('1-0');
        expect((await (await complete(token, withoutLanguage)).json()).error).toBe('language: is required');
        const nullLanguage = await complete(token, { ...completion('1-0'), language: null });
        expect((await nullLanguage.json()).error).toBe('language: must be a string');
      });
    });

    describe('admin', () => {
      it.each(['/admin/stats', '/admin/content', '/admin/users', '/admin/analytics', '/admin/settings'])(
        '%s answers 403 to a learner and 401 to nobody',
        async (path) => {
          const { token } = await learner();
          const response = await api(path, { token });
          expect(response.status).toBe(403);
          expect((await response.json()).code).toBe('forbidden');
          expect((await api(path)).status).toBe(401);
        },
      );
    });

    describe('admin figures', () => {
      // One admin with one lesson completed today, and one other learner, so the learner list has two pages of one.
      let admin: { token: string; email: string };
      beforeAll(async () => {
        const { token, email } = await learner();
        await complete(token, completion('1-0', { completedAt: new Date().toISOString() }));
        await grantAdmin(t.server.database.db, email);
        await learner();
        admin = { token, email };
      });
      const asAdmin = async (path: string) => (await (await api(path, { token: admin.token })).json()).data;

      it("counts the course's lessons and active languages, and the learners", async () => {
        const stats = await asAdmin('/admin/stats');
        expect(stats).toMatchObject({ totalLessons: FIXTURE.lessons, activeLanguages: FIXTURE.activeLanguages.length });
        expect(stats.totalUsers).toBeGreaterThanOrEqual(2);
        expect(stats.activeUsers).toBeGreaterThanOrEqual(1);
      });

      it('lists every lesson of the course with its title, type, language, status and author', async () => {
        const content = await asAdmin('/admin/content');
        expect(content).toHaveLength(FIXTURE.lessons);
        expect(content.find((l: { id: string; language: string }) => l.id === '1-0')).toMatchObject({
          title: FIXTURE.firstIgboLessonTitle,
          type: 'info',
          language: 'igbo',
          status: 'published',
          author: expect.any(String),
        });
      });

      it('finds a learner by e-mail with role, languages, streak, XP and last activity', async () => {
        const found = await asAdmin(`/admin/users?search=${encodeURIComponent(admin.email)}`);
        expect(found.total).toBe(1);
        expect(found.learners[0]).toMatchObject({ email: admin.email, role: 'admin', languages: ['igbo'], streak: 1 });
        expect(found.learners[0].totalXP).toBeGreaterThan(0);
        expect(found.learners[0].lastActivity).toEqual(expect.any(String));
      });

      it('searches for a % as the character, not as a wildcard', async () => {
        expect((await asAdmin('/admin/users?search=%25')).total).toBe(0);
      });

      it('pages the learner list', async () => {
        const firstPage = await asAdmin('/admin/users?pageSize=1&page=1');
        const secondPage = await asAdmin('/admin/users?pageSize=1&page=2');
        expect(firstPage.learners).toHaveLength(1);
        expect(firstPage.total).toBeGreaterThanOrEqual(2);
        expect(secondPage.learners[0].id).not.toBe(firstPage.learners[0].id);
      });

      it.each([
        ['pageSize', 1000],
        ['page', 0],
      ])('refuses a learner list asked with %s=%i, naming the field', async (field, value) => {
        const response = await api(`/admin/users?${field}=${value}`, { token: admin.token });
        expect(response.status).toBe(400);
        expect((await response.json()).error).toMatch(new RegExp(`^${field}: `));
      });

      it('counts completions per language and per lesson type', async () => {
        const analytics = await asAdmin('/admin/analytics');
        expect(analytics.completionsPerLanguage).toEqual(
          expect.arrayContaining([expect.objectContaining({ language: 'igbo' })]),
        );
        expect(analytics.completionsPerType).toEqual(
          expect.arrayContaining([
            expect.objectContaining({ type: 'info', count: expect.any(Number), averageAccuracy: expect.any(Number) }),
          ]),
        );
        expect(analytics.totals.count).toBeGreaterThanOrEqual(1);
      });

      it("answers the server's settings with the published lessons and no secret", async () => {
        const settings = await asAdmin('/admin/settings');
        expect(settings).toMatchObject({
          mode: 'embedded',
          auth: { provider: 'embedded (/auth/v1)', emailConfirmation: false },
          content: { publishedLessons: FIXTURE.lessons },
        });
        expect(JSON.stringify(settings)).not.toMatch(/secret|password"|smtp:\/\//i);
      });
    });

    describe('the OpenAPI document', () => {
      it('describes every answer the tests above received', async () => {
        const doc = await (await fetch(`${t.url}/api/openapi.json`)).json();
        expect(seen.length).toBeGreaterThan(50);
        expect(answerProblems(doc, seen)).toEqual([]);
      });
    });
  });
});
