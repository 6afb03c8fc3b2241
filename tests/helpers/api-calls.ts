import { expect } from 'vitest';
import type { SeenAnswer } from './openapi.ts';

export interface ApiInit {
  token?: string;
  /** GET unless a body is given (then POST). */
  method?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is, with a JSON content type: for malformed bodies. */
  raw?: string;
  headers?: Record<string, string>;
}

/**
 * A caller of one test server's API (`/api` + path) that keeps every answer in `seen`, so a suite's last test can hold
 * them all to the OpenAPI document (answerProblems).
 */
export function apiCaller(baseUrl: () => string, seen: SeenAnswer[]) {
  return async (path: string, init: ApiInit = {}): Promise<Response> => {
    const hasBody = init.body !== undefined || init.raw !== undefined;
    const method = init.method ?? (hasBody ? 'POST' : 'GET');
    const response = await fetch(`${baseUrl()}/api${path}`, {
      method,
      headers: {
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
      ...(init.raw !== undefined
        ? { body: init.raw }
        : init.body !== undefined
          ? { body: JSON.stringify(init.body) }
          : {}),
    });
    seen.push({ method, url: `/api${path}`, status: response.status, body: await response.clone().text() });
    return response;
  };
}

/**
 * A caller of one test server's API as `api(path, token, { method, json })`: GET unless `method` says otherwise, the
 * bearer `token` when there is one, `json` sent as a JSON body.
 */
export function bearerApi(baseUrl: () => string) {
  return (path: string, token: string | null, init: { method?: string; json?: unknown } = {}): Promise<Response> =>
    fetch(`${baseUrl()}/api${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
    });
}

/** Expects the API's refusal envelope: this status, no data, an error matching `pattern` and a code. */
export async function expectRefused(response: Response, status: number, pattern: RegExp): Promise<void> {
  expect(response.status).toBe(status);
  expect(await response.json()).toMatchObject({
    success: false,
    data: null,
    error: expect.stringMatching(pattern),
    code: expect.any(String),
  });
}
