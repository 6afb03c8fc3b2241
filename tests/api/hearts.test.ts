// Which mistakes cost a heart, on the real server and database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set).
import { describe, expect, it } from 'vitest';
import { completionBody } from '../helpers/completion.ts';
import { suiteDrivers, serverOn } from '../helpers/drivers.ts';
import { uniqueEmail } from '../helpers/server.ts';
import { FIXTURE_CONTENT } from '../helpers/fixture-content.ts';

describe.each(suiteDrivers)('$name', (driver) => {
  describe.skipIf(driver.skip !== undefined)(driver.skip ?? 'hearts after a completion', { timeout: 60_000 }, () => {
    const server = serverOn(driver, { CONTENT_DIR: FIXTURE_CONTENT });

    const learner = async () => {
      const { data } = await server().client().auth.signUp({ email: uniqueEmail(), password: 'kasa-nkwu-42' });
      return data.session!.access_token;
    };
    const complete = async (token: string, lessonId: string, extra: Record<string, unknown> = {}) => {
      const response = await fetch(`${server().url}/api/progress/lesson/complete`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        // Completed now, so reading the progress back the same day does not refill the hearts.
        body: JSON.stringify(
          completionBody(lessonId, { completedAt: new Date().toISOString(), timeZone: 'UTC', ...extra }),
        ),
      });
      expect(response.status).toBe(200);
      return (await response.json()).data as { progress: { currentHearts: number; completedLessons: string[] } };
    };
    const heartsOnServer = async (token: string) => {
      const response = await fetch(`${server().url}/api/progress/language/igbo`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await response.json()).data as { currentHearts: number }).currentHearts;
    };

    it('a memory game completed with mismatches leaves hearts unchanged', async () => {
      const token = await learner();
      for (const id of ['1-0', '1-1', '1-2']) await complete(token, id);
      const before = await heartsOnServer(token);
      expect(before).toBe(5);
      const { progress } = await complete(token, '1-3', { mistakes: 7, attempts: 13, score: 50 });
      expect(progress.completedLessons).toContain('1-3');
      expect(progress.currentHearts).toBe(5);
      expect(await heartsOnServer(token)).toBe(5);
    });

    it('a quiz completed with two wrong answers costs two hearts', async () => {
      const token = await learner();
      for (const id of ['1-0', '1-1']) await complete(token, id);
      const { progress } = await complete(token, '1-2', { mistakes: 2, attempts: 8 });
      expect(progress.currentHearts).toBe(3);
      expect(await heartsOnServer(token)).toBe(3);
    });
  });
});
