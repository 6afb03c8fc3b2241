// The server sends with each recalled Yoruba or Igbo word the real words spelt like it (from content/lexicon/ and the course),
// so the browser can show their meanings without downloading a lexicon.
import { describe, expect, it } from 'vitest';
import { apiCaller } from '../helpers/api-calls.ts';
import { completionBody } from '../helpers/completion.ts';
import { suiteDrivers, serverOn } from '../helpers/drivers.ts';
import { uniqueEmail } from '../helpers/server.ts';

interface Item {
  prompt: string;
  source: string;
  answers: string[];
  neighbours?: { word: string; meaning: string | null }[];
}

const nfc = (word: string) => word.normalize('NFC');

describe.each(suiteDrivers)('$name', (driver) => {
  describe.skipIf(driver.skip !== undefined)(driver.skip ?? 'tone neighbours', { timeout: 60_000 }, () => {
    const server = serverOn(driver);
    const api = apiCaller(() => server().url, []);

    it('gives ọkọ its real neighbours with their meanings, and bàbá its other spelling baba without one', async () => {
      const email = uniqueEmail('lexicon');
      await server().client().auth.signUp({ email, password: 'kasa-nkwu-42' });
      const { data } = await server().client().auth.signInWithPassword({ email, password: 'kasa-nkwu-42' });
      const token = data.session!.access_token;
      const lessons = [1, 2, 3].flatMap((unit) => [0, 1, 2, 3, 4, 5, 6].map((n) => `y${unit}-${n}`));
      for (const lessonId of [...lessons, 'y4-0']) {
        const body = completionBody(lessonId, {
          language: 'yoruba',
          completedAt: new Date().toISOString(),
          timeZone: 'UTC',
        });
        expect((await api('/progress/lesson/complete', { token, body })).status).toBe(200);
      }
      const response = await api('/practice/yoruba', { token });
      expect(response.status).toBe(200);
      const items = (await response.json()).data.items as Item[];
      const word = (meaning: string) => items.find((i) => i.source === 'vocabulary' && i.prompt === meaning)!;

      expect(word('husband').neighbours).toEqual(
        expect.arrayContaining([
          { word: nfc('ọkọ̀'), meaning: 'vehicle, boat' },
          { word: nfc('ọkọ́'), meaning: 'hoe' },
          { word: 'oko', meaning: 'farm' },
        ]),
      );
      const father = items.find((i) => i.source === 'vocabulary' && i.answers[0] === nfc('bàbá'))!;
      expect(father.neighbours).toContainEqual({ word: 'baba', meaning: null });
      // A course word is its own neighbour's meaning: ẹ̀rin "four" and ẹ̀rín "laughter", from the lexicon.
      const four = items.find((i) => i.source === 'vocabulary' && i.answers[0] === nfc('ẹ̀rin'))!;
      expect(four.neighbours).toContainEqual({ word: nfc('ẹ̀rín'), meaning: 'laughter' });
    });

    it('gives Igbo anụ "meat" its dotted neighbour aṅụ "bee", and nnụ "four hundred" nnu "salt"', async () => {
      const email = uniqueEmail('lexicon-ig');
      await server().client().auth.signUp({ email, password: 'kasa-nkwu-42' });
      const { data } = await server().client().auth.signInWithPassword({ email, password: 'kasa-nkwu-42' });
      const token = data.session!.access_token;
      const lessons = [1, 2, 3, 4].flatMap((unit) => [0, 1, 2, 3, 4, 5, 6].map((n) => `${unit}-${n}`));
      for (const lessonId of [...lessons, '5-0']) {
        const body = completionBody(lessonId, { completedAt: new Date().toISOString(), timeZone: 'UTC' });
        expect((await api('/progress/lesson/complete', { token, body })).status).toBe(200);
      }
      const response = await api('/practice/igbo', { token });
      expect(response.status).toBe(200);
      const items = (await response.json()).data.items as Item[];
      const word = (answer: string) => items.find((i) => i.source === 'vocabulary' && i.answers[0] === nfc(answer))!;

      expect(word('anụ').neighbours).toContainEqual({ word: nfc('aṅụ'), meaning: 'bee (mmanụ aṅụ: honey)' });
      expect(word('nnụ').neighbours).toContainEqual({ word: 'nnu', meaning: 'salt' });
      // A phrase's words too: oha of ofe oha beside ọha "the public".
      expect(word('ofe oha').neighbours).toContainEqual({
        word: nfc('ọha'),
        meaning: 'the public, the community (ọha na eze: everyone)',
      });
    });
  });
});
