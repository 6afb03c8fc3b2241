/**
 * Connection and auth checks (docs/product/accounts.md §4, §7: /health within 5 s, re-checked every 30 s) and the moments
 * the outbox is replayed: on each check while online, when the browser comes back online, on sign-in.
 */
import type { LanguageProgress } from '@/domain';
import type { ApiOverview, CompletionResponse, HeartLossResponse } from '@/shared/api-types';
import { browserTimeZone } from '@/shared/dates';
import { mergeProgress, replaceProgress } from '@/stores/progress';
import { setConnection } from '@/stores/sync';
import { defaultApiClient } from '@/lib/session/api-client';
import { ApiRequestError, type ApiClient } from './client.ts';
import { getLanguageProgress, getProfile, getProgressOverview } from './endpoints.ts';
import { isCompletion, isHeartLoss, isReport } from '../outbox/entries.ts';
import { mayHaveWaiting } from '../outbox/waiting.ts';
import type { AppOutbox, OutboxReplay } from './outbox.ts';

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

/** The page's outbox when something may wait in it, else null without loading the outbox's code. */
async function storedOutbox(): Promise<AppOutbox | null> {
  return mayHaveWaiting() ? (await import('./outbox.ts')).defaultOutbox() : null;
}

/**
 * Replays the outbox (if anything waits): lessons, practice and reports in the order they were made; then keeps the
 * server's progress for languages with nothing left waiting. Without an outbox given, the page's is used, and its code
 * is loaded only if something may wait in it.
 */
export async function syncPendingCompletions(client: ApiClient, given?: AppOutbox): Promise<OutboxReplay> {
  const outbox = given ?? (await storedOutbox());
  if (!outbox || outbox.pending().length === 0) return { sent: [], refused: [], stoppedBy: null, remaining: 0 };
  const result = await outbox.replay(client);
  // A language with lessons or practice still waiting keeps its local copy, which already counts them.
  // A waiting report is no progress: it does not hold the server's record back.
  const stillWaiting = new Set(
    outbox
      .pending()
      .filter((e) => !isReport(e))
      .map((e) => e.language),
  );
  const fromServer: Record<string, LanguageProgress> = {};
  for (const { entry, response } of result.sent) {
    if ((isCompletion(entry) || isHeartLoss(entry)) && !stillWaiting.has(entry.language))
      fromServer[entry.language] = (response as CompletionResponse | HeartLossResponse).progress;
  }
  mergeProgress(fromServer);
  return result;
}

/** What syncAfterSignIn did: the replay, and whether the server's progress replaced the local copy. */
export interface SignInSync {
  replay: OutboxReplay;
  progressReplaced: boolean;
  /** The overview it loaded on the way, so the page need not ask for it again; null when it did not get that far. */
  overview: ApiOverview | null;
}

/**
 * Called by the auth layer once a learner signs in: replays the outbox, then replaces the local progress
 * with the server's (the server is the truth for a signed-in learner) unless anything still waits.
 */
export async function syncAfterSignIn(client: ApiClient = defaultApiClient(), outbox?: AppOutbox): Promise<SignInSync> {
  const replay = await syncPendingCompletions(client, outbox);
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
  replay: OutboxReplay | null;
}

export interface StatusPollOptions {
  client?: ApiClient;
  outbox?: AppOutbox;
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
  const outbox = options.outbox;
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
      if (tick.authenticated !== false) tick.replay = await syncPendingCompletions(client, outbox);
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
