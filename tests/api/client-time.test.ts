// Device times in server state (N2): a completion's completedAt is applied only inside the window every device time
// has, and a day stored before the window existed holds back no refill (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set).
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { languageProgress } from '../../src/server/db/schema.ts';
import { completionBody } from '../helpers/completion.ts';
import { suiteDrivers, serverOn } from '../helpers/drivers.ts';
import { uniqueEmail } from '../helpers/server.ts';
import { FIXTURE_CONTENT } from '../helpers/fixture-content.ts';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

describe.each(suiteDrivers)('$name', (driver) => {
  describe.skipIf(driver.skip !== undefined)(driver.skip ?? 'device times', { timeout: 60_000 }, () => {
    const server = serverOn(driver, { CONTENT_DIR: FIXTURE_CONTENT });

    const learner = async () => {
      const { data } = await server().client().auth.signUp({ email: uniqueEmail(), password: 'kasa-nkwu-42' });
      return { token: data.session!.access_token, userId: data.user!.id };
    };
    const complete = (token: string, lessonId: string, extra: Record<string, unknown>) =>
      fetch(`${server().url}/api/progress/lesson/complete`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(completionBody(lessonId, { timeZone: 'UTC', ...extra })),
      });
    const progressIn = async (token: string, timeZone: string) => {
      const response = await fetch(`${server().url}/api/progress/language/igbo?timeZone=${timeZone}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(200);
      return (await response.json()).data as Record<string, unknown>;
    };

    it.each([
      ['year 0000', '0000-01-01T00:00:00Z', 'Africa/Lagos', /^completedAt: is more than 30 days ago/],
      [
        'a local day in year 10000',
        '9999-12-31T23:59:59Z',
        'Africa/Lagos',
        /^completedAt: is in the future: more than 5 minutes ahead/,
      ],
      ['the first day of year 1', '0001-01-01T00:00:00Z', 'UTC', /^completedAt: is more than 30 days ago/],
      ['40 days ago', new Date(Date.now() - 40 * DAY).toISOString(), 'UTC', /^completedAt: is more than 30 days ago/],
      ['tomorrow', new Date(Date.now() + DAY).toISOString(), 'UTC', /check the device's clock$/],
    ])(
      'refuses a completedAt of %s with 400 invalid_field, and records nothing',
      async (_name, at, timeZone, error) => {
        const { token } = await learner();
        const response = await complete(token, '1-0', { completedAt: at, timeZone });
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({ success: false, data: null, code: 'invalid_field', error });
        expect(await progressIn(token, 'UTC')).toMatchObject({ completedLessons: [], currentStreak: 0 });
      },
    );

    it('takes a completedAt a little ahead of the server (a device clock within 5 minutes) or 29 days old', async () => {
      const { token } = await learner();
      expect(
        (await complete(token, '1-0', { completedAt: new Date(Date.now() - 29 * DAY).toISOString() })).status,
      ).toBe(200);
      expect(
        (await complete(token, '1-1', { completedAt: new Date(Date.now() + 4 * MINUTE).toISOString() })).status,
      ).toBe(200);
    });

    it('seven completions dated today and the six days after make no streak and no streak achievement', async () => {
      const { token } = await learner();
      const answers = [];
      for (let day = 0; day < 7; day++)
        answers.push(
          (await complete(token, `1-${day}`, { completedAt: new Date(Date.now() + day * DAY).toISOString() })).status,
        );
      expect(answers).toEqual([200, 400, 400, 400, 400, 400, 400]);
      const progress = await progressIn(token, 'UTC');
      expect(progress).toMatchObject({ currentStreak: 1, longestStreak: 1, completedLessons: ['1-0'] });
      expect(progress['unlockedAchievements']).not.toContain('streak-3');
    });

    it('a day stored in the future (9999-12-31) reads as today and no longer stops the daily refill', async () => {
      const { token, userId } = await learner();
      expect((await complete(token, '1-0', { completedAt: new Date().toISOString() })).status).toBe(200);
      // A record written before completedAt had a window: a device clock set to 9999 left its days there.
      const db = server().server.database.db;
      await db
        .update(languageProgress)
        .set({
          progress: sql`${languageProgress.progress} || '{"lastHeartsDate":"9999-12-31","lastLessonDate":"9999-12-31","currentHearts":0}'::jsonb`,
        })
        .where(and(eq(languageProgress.userId, userId), eq(languageProgress.language, 'igbo')));
      const today = new Date().toISOString().slice(0, 10);
      expect(await progressIn(token, 'UTC')).toMatchObject({ lastHeartsDate: today, lastLessonDate: today });

      // Pago Pago (UTC−11) is always a calendar day or two behind Kiritimati (UTC+14).
      const done = await complete(token, '1-1', {
        completedAt: new Date().toISOString(),
        timeZone: 'Pacific/Pago_Pago',
      });
      expect(done.status).toBe(200);
      const pagoToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Pago_Pago' }).format(new Date());
      expect((await done.json()).data.progress).toMatchObject({
        currentHearts: 0,
        lastHeartsDate: pagoToday,
        lastLessonDate: pagoToday,
      });
      // The next local day refills, as for any learner.
      expect(await progressIn(token, 'Pacific/Kiritimati')).toMatchObject({ currentHearts: 5 });
    });
  });
});
