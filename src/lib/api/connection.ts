/**
 * Connection and auth checks (docs/product/accounts.md §4, §7: /health within 5 s, re-checked every 30 s) and the moments
 * the offline queue is replayed: on each check while online, when the browser comes back online, on sign-in.
 */
import type { LanguageProgress } from '@/domain';
import type { ApiOverview } from '@/shared/api-types';
import { browserTimeZone } from '@/shared/dates';
import { mergeProgress, replaceProgress } from '@/stores/progress';
import { beginSync, setConnection } from '@/stores/sync';
import { defaultApiClient } from '@/lib/session/api-client';
import { ApiRequestError, type ApiClient } from './client.ts';
import { getLanguageProgress, getProfile, getProgressOverview } from './endpoints.ts';
import type { OfflineQueue, ReplayResult } from './offline-queue.ts';
import { storedQueue } from './queued.ts';

/** The connection test's timeout (docs/product/accounts.md §9). */
export const HEALTH_TIMEOUT_MS = 5000;
/** How often connectivity and auth are re-checked (docs/product/accounts.md §4). */
export const STATUS_POLL_MS = 30_000;

/** GET /health outside /api: true only for a 200 within the timeout; otherwise logs 'Connection failed'. */
export async function checkConnection(
  fetchFn: typeof globalThis.fetch = (input, init) => globalThis.fetch(input, init),
  timeoutMs = HEALTH_TIMEOUT_MS,
  url = '/health',
): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchFn(url, { signal: controller.signal, cache: 'no-store' });
    // Only the status matters; releasing the body frees the connection at once.
    await response.body?.cancel().catch(() => undefined);
    if (response.status === 200) return true;
    console.warn(`Connection failed: /health answered ${response.status}`);
  } catch {
    console.warn('Connection failed');
  } finally {
    clearTimeout(timer);
  }
  return false;
}

/**
 * Replays the queue (if anything waits) and keeps the server's progress for languages with nothing left queued.
 * Without a queue given, the page's queue is used, and its code is loaded only if something may wait in it.
 */
export async function syncPendingCompletions(client: ApiClient, given?: OfflineQueue): Promise<ReplayResult> {
  const queue = given ?? (await storedQueue());
  if (!queue || queue.pending().length === 0)
    return { accepted: [], rejected: [], refusedReports: [], stoppedBy: null, remaining: 0 };
  const endSync = beginSync();
  try {
    const result = await queue.replay(client);
    // A language with completions still queued keeps its local copy, which already counts them.
    // A queued report is no progress: it does not hold the server's record back.
    const stillQueued = new Set(
      queue
        .pending()
        .filter((c) => !('kind' in c && c.kind === 'report'))
        .map((c) => c.language),
    );
    const fromServer: Record<string, LanguageProgress> = {};
    for (const { request, response } of result.accepted) {
      if ('progress' in response && !stillQueued.has(request.language))
        fromServer[request.language] = response.progress;
    }
    mergeProgress(fromServer);
    return result;
  } finally {
    endSync();
  }
}

/** What syncAfterSignIn did: the replay, and whether the server's progress replaced the local copy. */
export interface SignInSync {
  replay: ReplayResult;
  progressReplaced: boolean;
  /** The overview it loaded on the way, so the page need not ask for it again; null when it did not get that far. */
  overview: ApiOverview | null;
}

/**
 * Called by the auth layer once a learner signs in: replays the queue, then replaces the local progress
 * with the server's (the server is the truth for a signed-in learner) unless completions remain queued.
 */
export async function syncAfterSignIn(
  client: ApiClient = defaultApiClient(),
  queue?: OfflineQueue,
): Promise<SignInSync> {
  const replay = await syncPendingCompletions(client, queue);
  if (replay.stoppedBy || replay.remaining > 0) return { replay, progressReplaced: false, overview: null };
  let overview: ApiOverview | null = null;
  try {
    overview = await getProgressOverview(client);
    const timeZone = browserTimeZone();
    const entries = await Promise.all(
      overview.languages.map(async ({ code }) => [code, await getLanguageProgress(client, code, timeZone)] as const),
    );
    replaceProgress(Object.fromEntries(entries));
    return { replay, progressReplaced: true, overview };
  } catch {
    // Already logged by the client; the local copy stays until the next sign-in.
    return { replay, progressReplaced: false, overview };
  }
}

/** One round of the status poll. */
export interface StatusTick {
  online: boolean;
  /** Checked only while online. */
  signedIn: boolean;
  /** False when the server refused the session (the client has signed out), null when not checked or unknown. */
  authenticated: boolean | null;
  replay: ReplayResult | null;
}

export interface StatusPollOptions {
  client?: ApiClient;
  queue?: OfflineQueue;
  intervalMs?: number;
  fetch?: typeof globalThis.fetch;
  healthUrl?: string;
  healthTimeoutMs?: number;
  /** Where the 'online' event arrives; the window in a browser, none on the server. */
  events?: EventTarget | null;
  onTick?: (tick: StatusTick) => void;
}

/**
 * Checks health and auth now, every 30 s and whenever the browser comes back online; returns the stop function.
 * A page runs one, shared by whatever watches `$statusPoll` (src/stores/statusPoll.ts).
 */
export function startStatusPoll(options: StatusPollOptions = {}): () => void {
  const client = options.client ?? defaultApiClient();
  const queue = options.queue;
  const events = options.events !== undefined ? options.events : typeof window === 'undefined' ? null : window;
  let running: Promise<void> | null = null;
  let stopped = false;

  async function round(): Promise<void> {
    const online = await checkConnection(options.fetch, options.healthTimeoutMs, options.healthUrl);
    if (stopped) return;
    setConnection(online ? 'online' : 'offline');
    const tick: StatusTick = { online, signedIn: false, authenticated: null, replay: null };
    // Visitors are not auth-tested: a 401 would sign them "out" and send them to /onboarding.
    if (online && (await client.hasSession())) {
      tick.signedIn = true;
      tick.authenticated = await getProfile(client).then(
        () => true,
        (error: unknown) => (error instanceof ApiRequestError && error.status === 401 ? false : null),
      );
      if (tick.authenticated !== false) tick.replay = await syncPendingCompletions(client, queue);
    }
    if (!stopped) options.onTick?.(tick);
  }

  // Rounds never overlap; a check asked for during one (e.g. 'online' mid-round) runs right after it.
  let again = false;
  const check = () => {
    if (running) {
      again = true;
      return;
    }
    running = round()
      .catch((error: unknown) => console.error('Status check failed', error))
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          check();
        }
      });
  };
  const timer = setInterval(check, options.intervalMs ?? STATUS_POLL_MS);
  events?.addEventListener('online', check);
  check();
  return () => {
    stopped = true;
    clearInterval(timer);
    events?.removeEventListener('online', check);
  };
}
