/**
 * The one fetch wrapper through which islands reach /api (docs/product/accounts.md §4, §7): JSON, bearer token,
 * 10 s timeout, envelope check, one session refresh and retry on 401, then sign-out and /onboarding.
 */
import type { Envelope } from '../../shared/api-types.ts';

/** How a request failed: no answer at all, no answer in time, or an answer that was not a success. */
export type ApiErrorKind = 'network' | 'timeout' | 'http';

/** Statuses that will fail again however often the same request is repeated. */
const PERMANENT_STATUSES = new Set([400, 403, 404, 409, 410, 413, 415, 422]);

/** A failed API call: the server's text (or the call's fallback) and whether retrying later can help. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  /** The HTTP status; 0 when no answer arrived. */
  readonly status: number;
  readonly code: string;
  readonly kind: ApiErrorKind;
  /** True when the server refused the request for good (bad body, unknown id, locked lesson). */
  readonly permanent: boolean;

  constructor(init: { status: number; code: string; message: string; kind: ApiErrorKind }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.kind = init.kind;
    this.permanent = init.kind === 'http' && PERMANENT_STATUSES.has(init.status);
  }
}

/** True when the error is an ApiRequestError that a later retry may cure (network, timeout, 429, 5xx, 401). */
export function isTransientError(error: unknown): boolean {
  return !(error instanceof ApiRequestError && error.permanent);
}

type Log = Pick<Console, 'warn' | 'error'>;

export interface ApiClientDeps {
  /** Where the API lives; '/api' on the site's own server. */
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  /**
   * The access token, null without a session. Throws when a session exists but no token can be had now (offline,
   * or the auth server unreachable): the request then fails as a network failure, which callers retry later.
   */
  getAccessToken: () => Promise<string | null>;
  /**
   * Refreshes the auth session: true when a new access token is available, false when the auth server refused the
   * session. Throws when it could not be asked (no connection): the session stands and nobody is signed out.
   */
  refreshSession: () => Promise<boolean>;
  signOut: () => Promise<void>;
  redirect: (path: string) => void;
  log?: Log;
  timeoutMs?: number;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** A body sent as it is with its own type (a recording), instead of `body` as JSON. */
  raw?: { type: string; bytes: Blob };
  /** The spec's message for this call when the server gives none (docs/product/accounts.md §8). */
  fallback: string;
  /** Enroll counts as a success without data; every other call needs data (docs/product/accounts.md §5). */
  dataRequired?: boolean;
}

export interface ApiClient {
  /** Sends one request and returns the envelope's data, or throws an ApiRequestError. */
  request<T>(path: string, options: RequestOptions): Promise<T>;
  /** True when a learner is signed in: an access token exists, or a session whose token cannot be had now (offline). */
  hasSession(): Promise<boolean>;
  /** Fetches bytes that only a signed-in caller may have (a recording to review); a failure throws an ApiRequestError. */
  blob(path: string, fallback: string): Promise<Blob>;
}

/** The spec's API timeout (docs/product/accounts.md §9). */
export const API_TIMEOUT_MS = 10_000;

interface Answer {
  status: number;
  envelope: Partial<Envelope<unknown>> | null;
}

function withQuery(url: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

function parseEnvelope(text: string): Partial<Envelope<unknown>> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Partial<Envelope<unknown>>) : null;
  } catch {
    return null;
  }
}

/** Builds an API client around the given transport and auth hooks (the page's is src/lib/session/api-client.ts; tests pass their own). */
export function createApiClient(deps: ApiClientDeps): ApiClient {
  const baseUrl = (deps.baseUrl ?? '/api').replace(/\/$/, '');
  const fetchFn = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const log: Log = deps.log ?? console;
  const timeoutMs = deps.timeoutMs ?? API_TIMEOUT_MS;
  // Several calls may hit a 401 together; they share one refresh and one sign-out.
  let refreshing: Promise<boolean | 'unreachable'> | null = null;
  let signingOut: Promise<void> | null = null;

  /** Whether the session was refreshed, refused, or could not be asked about ('unreachable'). */
  function refreshOnce(): Promise<boolean | 'unreachable'> {
    refreshing ??= deps
      .refreshSession()
      .catch(() => 'unreachable' as const)
      .finally(() => (refreshing = null));
    return refreshing;
  }

  /** The access token; a session whose token cannot be had now fails the call as a network failure. */
  async function accessToken(fallback: string): Promise<string | null> {
    try {
      return await deps.getAccessToken();
    } catch {
      throw new ApiRequestError({ status: 0, code: 'session_unavailable', message: fallback, kind: 'network' });
    }
  }

  function signOutOnce(): Promise<void> {
    signingOut ??= deps
      .signOut()
      .catch((error: unknown) => log.error('Sign-out after a rejected session failed', error))
      .then(() => deps.redirect('/onboarding'))
      .finally(() => (signingOut = null));
    return signingOut;
  }

  async function send(url: string, options: RequestOptions, token: string | null): Promise<Answer> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers['Authorization'] = `Bearer ${token}`;
    // No Content-Type without a body: a JSON content type with an empty body is a 400 on the server.
    if (options.raw) headers['Content-Type'] = options.raw.type;
    else if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await fetchFn(url, {
        method: options.method ?? 'GET',
        headers,
        body: options.raw ? options.raw.bytes : options.body === undefined ? null : JSON.stringify(options.body),
        signal: controller.signal,
      });
      // The timer also covers the body: a server that stalls mid-answer is as dead as a silent one.
      const text = await response.text();
      return { status: response.status, envelope: parseEnvelope(text) };
    } catch {
      const kind = controller.signal.aborted ? 'timeout' : 'network';
      throw new ApiRequestError({
        status: 0,
        code: kind === 'timeout' ? 'timeout' : 'network_error',
        message: options.fallback,
        kind,
      });
    } finally {
      clearTimeout(timer);
    }
  }

  function failure(answer: Answer, fallback: string): ApiRequestError {
    const envelope = answer.envelope;
    const text = typeof envelope?.error === 'string' ? envelope.error : '';
    const code = typeof envelope?.code === 'string' ? envelope.code : '';
    const ok = answer.status >= 200 && answer.status < 300;
    return new ApiRequestError({
      status: answer.status,
      code: code || (ok ? 'invalid_envelope' : `http_${answer.status}`),
      message: text || fallback,
      kind: 'http',
    });
  }

  async function request<T>(path: string, options: RequestOptions): Promise<T> {
    const method = options.method ?? 'GET';
    const url = withQuery(`${baseUrl}${path}`, options.query);
    try {
      const token = await accessToken(options.fallback);
      if (!token) log.warn(`No access token for ${method} ${path}; sending the request without one`);
      let answer = await send(url, options, token);
      if (answer.status === 401) {
        const refreshed = await refreshOnce();
        // The auth server could not be asked: the session may well be good, so the call fails for now (401 is
        // transient) and nobody is signed out.
        if (refreshed === 'unreachable') throw failure(answer, options.fallback);
        if (refreshed) answer = await send(url, options, await accessToken(options.fallback));
        if (!refreshed || answer.status === 401) {
          await signOutOnce();
          throw failure(answer, options.fallback);
        }
      }
      const envelope = answer.envelope;
      const hasData = envelope?.data !== undefined && envelope.data !== null;
      const ok = answer.status >= 200 && answer.status < 300 && envelope?.success === true;
      if (!ok || (options.dataRequired !== false && !hasData)) throw failure(answer, options.fallback);
      return (envelope.data ?? null) as T;
    } catch (error) {
      const reason =
        error instanceof ApiRequestError ? `${error.status || error.kind} ${error.message}` : String(error);
      log.error(`API ${method} ${path} failed: ${reason}`);
      throw error;
    }
  }

  async function blob(path: string, fallback: string): Promise<Blob> {
    const token = await accessToken(fallback);
    let response: Response;
    try {
      response = await fetchFn(`${baseUrl}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    } catch {
      throw new ApiRequestError({ status: 0, code: 'network_error', message: fallback, kind: 'network' });
    }
    if (response.ok) return response.blob();
    throw failure({ status: response.status, envelope: parseEnvelope(await response.text()) }, fallback);
  }

  async function hasSession(): Promise<boolean> {
    try {
      return Boolean(await deps.getAccessToken());
    } catch {
      // Only a session can fail to give its token: offline, the learner is still signed in and their work is queued.
      return true;
    }
  }

  return { request, hasSession, blob };
}
