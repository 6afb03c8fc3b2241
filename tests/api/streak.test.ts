// The streak a learner sees through the API: a lapsed streak reads 0 everywhere (PGlite, and PostgreSQL when TEST_DATABASE_URL is set).
import { describe, expect, it } from 'vitest';
import { grantAdmin } from '../../src/server/auth/admin.ts';
import { completionBody } from '../helpers/completion.ts';
import { suiteDrivers, serverOn } from '../helpers/drivers.ts';
import { uniqueEmail } from '../helpers/server.ts';
import { FIXTURE_CONTENT } from '../helpers/fixture-content.ts';

const DAY = 24 * 60 * 60 * 1000;

describe.each(suiteDrivers)('$name', (driver) => {
  describe.skipIf(driver.skip !== undefined)(driver.skip ?? 'the displayed streak', { timeout: 60_000 }, () => {
    const server = serverOn(driver, { CONTENT_DIR: FIXTURE_CONTENT });

    const learner = async () => {
      const email = uniqueEmail();
      const { data } = await server().client().auth.signUp({ email, password: 'kasa-nkwu-42' });
      return { email, token: data.session!.access_token };
    };
    const get = async (token: string, path: string) => {
      const response = await fetch(`${server().url}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
      expect(response.status).toBe(200);
      return (await response.json()).data;
    };
    const completeOn = async (token: string, lessonId: string, at: Date) => {
      const response = await fetch(`${server().url}/api/progress/lesson/complete`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(completionBody(lessonId, { completedAt: at.toISOString(), timeZone: 'UTC' })),
      });
      expect(response.status).toBe(200);
      return (await response.json()).data as { progress: { currentStreak: number } };
    };

    it('reads 0 in the overview, the profile, the enrolled list and the admin list once the last lesson is before yesterday', async () => {
      const { email, token } = await learner();
      const start = new Date(Date.now() - 12 * DAY);
      await completeOn(token, '1-0', start);
      const { progress } = await completeOn(token, '1-1', new Date(start.getTime() + DAY));
      expect(progress.currentStreak).toBe(2);
      const overview = await get(token, '/progress/overview');
      expect(overview.currentStreak).toBe(0);
      expect(overview.languages[0].currentStreak).toBe(0);
      expect(overview.longestStreak).toBe(2);
      expect((await get(token, '/user/profile')).streak_count).toBe(0);
      expect((await get(token, '/languages/user/enrolled'))[0].progress.currentStreak).toBe(0);
      await grantAdmin(server().server.database.db, email);
      const found = await get(token, `/admin/users?search=${encodeURIComponent(email)}`);
      expect(found.learners[0].streak).toBe(0);
    });

    it('reads the stored streak while the last lesson was yesterday', async () => {
      const { email, token } = await learner();
      await completeOn(token, '1-0', new Date(Date.now() - 2 * DAY));
      await completeOn(token, '1-1', new Date(Date.now() - DAY));
      expect((await get(token, '/progress/overview')).currentStreak).toBe(2);
      expect((await get(token, '/user/profile')).streak_count).toBe(2);
      await grantAdmin(server().server.database.db, email);
      const found = await get(token, `/admin/users?search=${encodeURIComponent(email)}`);
      expect(found.learners[0].streak).toBe(2);
    });

    it('a completion dated before the last activity, sent late, never lowers the streak', async () => {
      const { token } = await learner();
      await completeOn(token, '1-0', new Date(Date.now() - DAY));
      expect((await completeOn(token, '1-1', new Date())).progress.currentStreak).toBe(2);
      const late = await completeOn(token, '1-2', new Date(Date.now() - 3 * DAY));
      expect(late.progress.currentStreak).toBe(2);
      const progress = await get(token, '/progress/language/igbo?timeZone=UTC');
      expect(progress).toMatchObject({ currentStreak: 2, longestStreak: 2 });
      expect(progress.lastLessonDate).toBe(new Date().toISOString().slice(0, 10));
    });
  });
});
