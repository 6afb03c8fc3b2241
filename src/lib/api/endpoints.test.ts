import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from './client.ts';
import * as adminApi from './admin-endpoints.ts';
import * as catalogueApi from './endpoints.ts';

const api = { ...catalogueApi, ...adminApi };
import { fail, ok, startScriptedApiServer, type ScriptedApiServer } from '../../test-support/scripted-api-server.ts';
import type { CompletionRequest } from '../../shared/api-types.ts';

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

const completion: CompletionRequest = {
  language: 'yoruba',
  lessonId: 'y1-0',
  score: 90,
  timeSpent: 120,
  attempts: 1,
  mistakes: 0,
  hintsUsed: 0,
  completionId: '00000000-0000-4000-8000-000000000001',
  completedAt: '2025-03-01T10:00:00.000Z',
  timeZone: 'Africa/Lagos',
};

// [call, method, path and query, the spec's fallback message]
const calls: [string, (c: ApiClient) => Promise<unknown>, string, string, string][] = [
  ['getLanguages', (c) => api.getLanguages(c), 'GET', '/api/languages', 'Failed to fetch languages'],
  [
    'getLanguages filtered',
    (c) => api.getLanguages(c, { status: 'active', featured: true }),
    'GET',
    '/api/languages?status=active&featured=true',
    'Failed to fetch languages',
  ],
  ['getLanguage', (c) => api.getLanguage(c, 'igbo'), 'GET', '/api/languages/igbo', 'Language not found'],
  ['getCourses', (c) => api.getCourses(c, 'igbo'), 'GET', '/api/languages/igbo/courses', 'Failed to fetch courses'],
  [
    'getCourse',
    (c) => api.getCourse(c, 'igbo', 'igbo-course'),
    'GET',
    '/api/languages/igbo/courses/igbo-course',
    'Course not found',
  ],
  ['getLesson', (c) => api.getLesson(c, 'y1-0'), 'GET', '/api/languages/lessons/y1-0', 'Lesson not found'],
  [
    'enrollInLanguage',
    (c) => api.enrollInLanguage(c, 'swahili'),
    'POST',
    '/api/languages/swahili/enroll',
    'Enrollment failed',
  ],
  [
    'getEnrolledLanguages',
    (c) => api.getEnrolledLanguages(c),
    'GET',
    '/api/languages/user/enrolled',
    'Failed to fetch enrolled languages',
  ],
  [
    'getProgressOverview',
    (c) => api.getProgressOverview(c),
    'GET',
    '/api/progress/overview',
    'Failed to fetch progress overview',
  ],
  [
    'getLanguageProgress',
    (c) => api.getLanguageProgress(c, 'kriolu', 'Atlantic/Cape_Verde'),
    'GET',
    '/api/progress/language/kriolu?timeZone=Atlantic%2FCape_Verde',
    'Failed to fetch language progress',
  ],
  [
    'completeLesson',
    (c) => api.completeLesson(c, completion),
    'POST',
    '/api/progress/lesson/complete',
    'Failed to complete lesson',
  ],
  ['getProfile', (c) => api.getProfile(c), 'GET', '/api/user/profile', 'Authentication test failed'],
];

describe('endpoints', () => {
  it.each(calls)('%s calls %s %s', async (_name, call, method, url) => {
    server.answer(() => ok({ fine: true }));
    await expect(call(client)).resolves.toEqual({ fine: true });
    expect(server.received).toHaveLength(1);
    expect(server.received[0]).toMatchObject({ method, url });
  });

  it.each(calls)("%s falls back to the spec's message", async (_name, call, _method, _url, fallback) => {
    server.answer(() => ({ status: 404, body: '' }));
    await expect(call(client)).rejects.toMatchObject({ message: fallback, status: 404 });
  });

  it('sends the completion as its JSON body', async () => {
    await api.completeLesson(client, completion);
    expect(JSON.parse(server.received[0]?.body ?? '')).toEqual(completion);
  });

  it('sends enroll without a body and accepts an answer without data', async () => {
    server.answer(() => ({ status: 200, body: { success: true, data: null, error: null } }));
    await expect(api.enrollInLanguage(client, 'igbo')).resolves.toBeNull();
    expect(server.received[0]).toMatchObject({ body: '', contentType: undefined });
  });

  it('encodes path segments', async () => {
    await api.getLanguage(client, 'a/b');
    expect(server.received[0]?.url).toBe('/api/languages/a%2Fb');
  });

  it("passes the server's text through", async () => {
    server.answer(() => fail(409, 'lesson_locked', 'Lesson is locked'));
    await expect(api.completeLesson(client, completion)).rejects.toMatchObject({
      message: 'Lesson is locked',
      status: 409,
      permanent: true,
    });
  });
});
