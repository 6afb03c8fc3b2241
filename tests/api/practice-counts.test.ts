// "To practise" on the real server and database, on PGlite and (when npm test provides one) PostgreSQL: the counts every
// practice response carries are the domain's practiceCounts, what a session started then would ask, and a learner
// practises only the words of the lessons they have played.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { lessonsByUnit, teachingLesson } from '../../src/content/vocabularyLessons.ts';
import { readContent } from '../../src/content/read.ts';
import { exerciseTargets, practiceCounts, practiceSession, vocabularyItemId } from '../../src/domain/index.ts';
import type { PracticeAnswersResult, PracticeState, PracticeStatsResult } from '../../src/shared/api-types.ts';
import { apiCaller } from '../helpers/api-calls.ts';
import { completionBody } from '../helpers/completion.ts';
import { suiteDrivers, serverOn } from '../helpers/drivers.ts';
import { uniqueEmail } from '../helpers/server.ts';

const DAY = 24 * 60 * 60_000;

/** The Yoruba vocabulary item ids whose teaching lesson is one of `lessonIds`, read from the content. */
async function wordsTaughtIn(lessonIds: readonly string[]): Promise<string[]> {
  const tree = await readContent('content');
  const units = lessonsByUnit(tree, 'yoruba', (l) => l.status === 'published');
  return tree.vocabulary
    .find((list) => list.language === 'yoruba')!
    .entries.filter((e) => lessonIds.includes(teachingLesson(e, units.get(e.unit) ?? []) ?? ''))
    .map((e) => vocabularyItemId('yoruba', e.slug));
}

describe.each(suiteDrivers)('$name', (driver) => {
  describe.skipIf(driver.skip !== undefined)(driver.skip ?? 'practice counts', { timeout: 60_000 }, () => {
    const server = serverOn(driver);
    const api = apiCaller(() => server().url, []);
    const learner = async () => {
      const { data } = await server()
        .client()
        .auth.signUp({ email: uniqueEmail('counts'), password: 'kasa-nkwu-42' });
      const token = data.session!.access_token;
      for (const lessonId of ['y1-0', 'y1-1']) {
        const body = completionBody(lessonId, {
          language: 'yoruba',
          completedAt: new Date().toISOString(),
          timeZone: 'UTC',
        });
        expect((await api('/progress/lesson/complete', { token, body })).status).toBe(200);
      }
      return token;
    };
    const data = async <T>(response: Response): Promise<T> => {
      expect(response.status).toBe(200);
      return ((await response.json()) as { data: T }).data;
    };
    const practice = async (token: string) => data<PracticeState>(await api('/practice/yoruba', { token }));
    const stats = async (token: string) =>
      data<PracticeStatsResult>(await api('/practice/yoruba/stats?timeZone=UTC', { token }));
    const answer = (itemId: string, direction: 'recognise' | 'recall', kind: string, daysAgo: number) => ({
      id: randomUUID(),
      itemId,
      direction,
      kind,
      responseMs: 5000,
      answeredAt: new Date(Date.now() - daysAgo * DAY).toISOString(),
    });

    it('after the first two Yoruba lessons, practises their words only and counts the three a first session asks', async () => {
      const token = await learner();
      const state = await practice(token);
      const words = state.items.filter((i) => i.source === 'vocabulary').map((i) => i.id);
      expect(words).toEqual(await wordsTaughtIn(['y1-0', 'y1-1']));
      // 'ọmọ mi' (my child) is taught by the unit's quiz, y1-2, not yet played.
      expect(words).not.toContain('yoruba:omo-mi');
      const now = new Date();
      const { dueCount, newCount } = practiceCounts(state.items, state.cards, now);
      expect(state).toMatchObject({ dueCount, newCount });
      expect(state).toMatchObject({ dueCount: 0, newCount: 3 });
      const asked = practiceSession(state.items, state.cards, now, state.seed).flatMap(exerciseTargets);
      expect(state.dueCount + state.newCount).toBe(asked.length);
      expect(await stats(token)).toMatchObject({ dueCount: 0, newCount: 3 });
    });

    it('answers the same due count as the domain, one card per word, in the answers, the state and the stats', async () => {
      const token = await learner();
      const [a, b, c, d] = (await practice(token)).items;
      // Both directions of a are due (one counts: a session asks one per word), b is due, c and d are not yet.
      const batch = [
        answer(a!.id, 'recognise', 'wrong', 3),
        answer(a!.id, 'recall', 'wrong', 3),
        answer(b!.id, 'recognise', 'wrong', 2),
        answer(c!.id, 'recognise', 'right', 0),
        answer(d!.id, 'recognise', 'right', 0),
      ];
      const result = await data<PracticeAnswersResult>(
        await api('/practice/yoruba/answers', { token, body: { answers: batch } }),
      );
      const state = await practice(token);
      const counts = practiceCounts(state.items, state.cards, new Date());
      expect(result.dueCount).toBe(counts.dueCount);
      expect(state).toMatchObject({ dueCount: counts.dueCount, newCount: counts.newCount });
      expect(counts).toMatchObject({ dueCount: 2, newCount: 3 });
      expect(await stats(token)).toMatchObject({ dueCount: 2, newCount: 3 });
      const asked = practiceSession(state.items, state.cards, new Date(), state.seed).flatMap(exerciseTargets);
      expect(asked.length).toBe(5);
    });
  });
});
