// The OpenAPI 3.1 document at /api/openapi.json: generated from the routes' schemas, covering every /api route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredApiRoutes } from '../../src/server/core/openapi.ts';
import { completionBody } from '../helpers/completion.ts';
import { answerProblems, type SeenAnswer } from '../helpers/openapi.ts';
import { startTestServer, uniqueEmail, type TestServer } from '../helpers/server.ts';

let t: TestServer;
let doc: {
  openapi: string;
  paths: Record<
    string,
    Record<string, { responses: Record<string, unknown>; requestBody?: unknown; summary?: string }>
  >;
};
beforeAll(async () => {
  t = await startTestServer();
  doc = await (await fetch(`${t.url}/api/openapi.json`)).json();
}, 60_000);
afterAll(() => t?.close());

const template = (route: string) => route.replace(/:(\w+)/g, '{$1}');

describe('the OpenAPI document', { timeout: 60_000 }, () => {
  it('is OpenAPI 3.1 and lists every registered /api route, and nothing else', () => {
    expect(doc.openapi).toBe('3.1.0');
    const registered = registeredApiRoutes(t.server.app.server).map((route) => {
      const [method = '', path = ''] = route.split(' ');
      return `${method.toLowerCase()} ${template(path)}`;
    });
    expect(registered.length).toBeGreaterThanOrEqual(17);
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method} ${path}`),
    );
    expect(documented.sort()).toEqual(registered.sort());
  });

  it('gives each route a summary, its answer and its error codes, and the completion its body', () => {
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        expect(operation.summary, `${method} ${path}`).toBeTruthy();
        expect(Object.keys(operation.responses), `${method} ${path}`).toEqual(
          expect.arrayContaining(['200', '400', '429', '500']),
        );
      }
    }
    expect(doc.paths['/api/progress/lesson/complete']!['post']!.requestBody).toMatchObject({
      content: { 'application/json': { schema: { required: expect.arrayContaining(['lessonId', 'completionId']) } } },
    });
    expect(JSON.stringify(doc.paths['/api/progress/lesson/complete']!['post']!.responses['409'])).toContain(
      'lesson_locked',
    );
  });

  it('describes the answers the server gives', async () => {
    const { data } = await t.client().auth.signUp({ email: uniqueEmail('openapi'), password: 'kasa-nkwu-42' });
    const token = data.session!.access_token;
    const seen: SeenAnswer[] = [];
    const call = async (method: string, url: string, body?: unknown, auth = true) => {
      const response = await fetch(`${t.url}${url}`, {
        method,
        headers: {
          ...(auth ? { authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      seen.push({ method, url, status: response.status, body: await response.text() });
    };
    await call('GET', '/api/languages');
    await call('GET', '/api/languages/igbo');
    await call('GET', '/api/languages/klingon');
    await call('GET', '/api/languages/igbo/courses/yoruba');
    await call('GET', '/api/languages/lessons/9-9');
    await call('POST', '/api/languages/igbo/enroll');
    await call('POST', '/api/languages/hausa/enroll');
    await call('GET', '/api/languages/user/enrolled', undefined, false);
    await call('POST', '/api/progress/lesson/complete', completionBody('1-0'));
    await call('POST', '/api/progress/lesson/complete', completionBody('1-0', { score: 'ninety' }));
    await call('POST', '/api/progress/lesson/complete', completionBody('1-5'));
    await call('GET', '/api/progress/overview?timeZone=Mars/Olympus');
    await call('GET', '/api/admin/stats');
    await call('GET', '/api/languages?status=active&status=coming_soon');
    expect(seen.map((answer) => answer.status)).toEqual([
      200, 200, 404, 404, 404, 200, 409, 401, 200, 400, 409, 400, 403, 400,
    ]);
    expect(answerProblems(doc as never, seen)).toEqual([]);
  });
});
