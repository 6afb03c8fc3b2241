import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from './client.ts';
import { finishPractice, getPractice, postPracticeAnswers } from './practice-endpoints.ts';
import { getPracticeStats } from './practice-stats.ts';
import { fail, ok, startScriptedApiServer, type ScriptedApiServer } from '../../test-support/scripted-api-server.ts';
import type { PracticeAnswer, PracticeFinishRequest } from '../../shared/api-types.ts';

let server: ScriptedApiServer;
let client: ApiClient;

beforeAll(async () => {
  server = await startScriptedApiServer();
  client = createApiClient({
    baseUrl: `${server.origin}/api`,
    getAccessToken: async () => 'token',
    refreshSession: async () => false,
    signOut: async () => {},
    redirect: () => {},
    log: { warn: () => {}, error: () => {} },
  });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const answer: PracticeAnswer = {
  id: '00000000-0000-4000-8000-000000000001',
  itemId: 'igbo:nna',
  direction: 'recall',
  kind: 'slip',
  responseMs: 4200,
  answeredAt: '2026-11-23T10:00:00.000Z',
};
const session: PracticeFinishRequest = {
  sessionId: '00000000-0000-4000-8000-000000000002',
  answerIds: [answer.id],
  finishedAt: '2026-11-23T10:05:00.000Z',
  timeZone: 'Africa/Lagos',
};

// [call, method, path, fallback message]
const calls: [string, (c: ApiClient) => Promise<unknown>, string, string, string][] = [
  ['getPractice', (c) => getPractice(c, 'igbo'), 'GET', '/api/practice/igbo', 'Failed to fetch practice'],
  [
    'postPracticeAnswers',
    (c) => postPracticeAnswers(c, 'igbo', [answer]),
    'POST',
    '/api/practice/igbo/answers',
    'Failed to save practice answers',
  ],
  [
    'finishPractice',
    (c) => finishPractice(c, 'igbo', session),
    'POST',
    '/api/practice/igbo/finish',
    'Failed to finish practice',
  ],
  [
    'getPracticeStats',
    (c) => getPracticeStats(c, 'igbo', 'Africa/Lagos'),
    'GET',
    '/api/practice/igbo/stats?timeZone=Africa%2FLagos',
    'Failed to fetch practice stats',
  ],
];

describe('practice endpoints', () => {
  it.each(calls)('%s calls %s %s', async (_name, call, method, url) => {
    server.answer(() => ok({ fine: true }));
    await expect(call(client)).resolves.toEqual({ fine: true });
    expect(server.received).toHaveLength(1);
    expect(server.received[0]).toMatchObject({ method, url });
  });

  it.each(calls)('%s falls back to its message', async (_name, call, _method, _url, fallback) => {
    server.answer(() => ({ status: 404, body: '' }));
    await expect(call(client)).rejects.toMatchObject({ message: fallback, status: 404 });
  });

  it('sends the answers as {answers} and the session as it is', async () => {
    await postPracticeAnswers(client, 'igbo', [answer]);
    await finishPractice(client, 'igbo', session);
    expect(JSON.parse(server.received[0]?.body ?? '')).toEqual({ answers: [answer] });
    expect(JSON.parse(server.received[1]?.body ?? '')).toEqual(session);
  });

  it("passes the server's refusal through as permanent", async () => {
    server.answer(() =>
      fail(400, 'unknown_items', 'These items are not among your practice items: igbo:nna (recall).'),
    );
    await expect(postPracticeAnswers(client, 'igbo', [answer])).rejects.toMatchObject({
      message: /igbo:nna/,
      status: 400,
      permanent: true,
    });
  });

  it('encodes the language', async () => {
    await getPractice(client, 'a/b');
    expect(server.received[0]?.url).toBe('/api/practice/a%2Fb');
  });
});
