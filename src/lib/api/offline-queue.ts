/**
 * Completions the server has not accepted yet (docs/decisions.md 'Offline'), the hearts lost during lessons and the problems
 * learners report: kept in localStorage, replayed in the order they happened, one at a time; the server recognises a
 * replay by its completionId, lossId or reportId, so nothing counts twice.
 */
import { storedUserId } from '@/lib/session/stored-session';
import { $user } from '@/stores/auth';
import { recordRejection, setQueuedCount, showToast } from '@/stores/sync';
import { ApiRequestError, type ApiClient } from './client.ts';
import { completeLesson, postHeartLoss, postReport } from './endpoints.ts';
import { markQueueLoaded, QUEUE_KEY } from './queue-key.ts';
import type {
  CompletionRequest,
  CompletionResponse,
  HeartLossRequest,
  HeartLossResponse,
  ReportRequest,
  ReportResponse,
} from '../../shared/api-types.ts';

export { QUEUE_KEY };
markQueueLoaded();

/** The spec's toast for a completion kept on the device (docs/product/lessons.md §8); pass it to showToast. */
export const SAVED_LOCALLY_TOAST = {
  title: 'Progress saved locally',
  description: "We'll sync with the server when connection is restored",
  tone: 'error',
} as const;

/** The spec's toast for any other completion failure (docs/product/lessons.md §8). */
export const COMPLETION_FAILED_TOAST = {
  title: 'Error completing lesson',
  description: 'Please try again',
  tone: 'error',
} as const;

/**
 * What the learner reads when the server refuses a queued completion for good: the server's text, except for a
 * completion stamped outside the window the server applies device times in (src/domain/clientTime.ts), which says
 * what happened and what to do: it was kept on the device more than 30 days, or the device's clock is ahead.
 */
export function completionRefusalText(lessonId: string, error: ApiRequestError): string {
  if (error.code === 'invalid_field' && error.message.startsWith('completedAt:')) {
    if (error.message.includes('30 days'))
      return `Lesson ${lessonId} was finished on this device more than 30 days ago, too long ago to count now: play it again to count it.`;
    if (error.message.includes('in the future'))
      return `Lesson ${lessonId} could not be saved: this device's clock is ahead. Set its date and time, then play the lesson again.`;
  }
  return `Lesson ${lessonId}: ${error.message}`;
}

/** A heart lost at a wrong check in a lesson, waiting for POST /progress/{language}/heart-losses. */
export type QueuedHeartLoss = HeartLossRequest & { kind: 'heart-loss'; language: string };

/** A problem a learner reported, waiting for POST /reports. */
export type QueuedReport = ReportRequest & { kind: 'report' };

/** What the queue holds: lesson completions, hearts lost during lessons and problem reports. */
export type QueueEntry = CompletionRequest | QueuedHeartLoss | QueuedReport;

/** Whether an entry is a lost heart. */
export const isHeartLoss = (entry: QueueEntry): entry is QueuedHeartLoss =>
  'kind' in entry && entry.kind === 'heart-loss';

/** Whether an entry is a problem report. */
export const isReport = (entry: QueueEntry): entry is QueuedReport => 'kind' in entry && entry.kind === 'report';

/** Whether an entry is a lesson completion. */
export const isCompletion = (entry: QueueEntry): entry is CompletionRequest => !('kind' in entry);

/** The id the server counts an entry by. */
export const queueEntryId = (entry: QueueEntry): string =>
  isHeartLoss(entry) ? `loss:${entry.lossId}` : isReport(entry) ? `report:${entry.reportId}` : entry.completionId;

/** The part of the Web Storage API the queue uses. */
export type QueueStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface AcceptedCompletion {
  request: CompletionRequest;
  response: CompletionResponse;
}

export interface RejectedCompletion {
  request: CompletionRequest;
  /** Permanent: 400, 404, 409, 413, 415 … with the server's message. */
  error: ApiRequestError;
}

export interface AcceptedHeartLoss {
  request: QueuedHeartLoss;
  response: HeartLossResponse;
}

export interface AcceptedReport {
  request: QueuedReport;
  response: ReportResponse;
}

export interface ReplayResult {
  /** What the server took: each completion and loss answer carries the learner's record after it. */
  accepted: (AcceptedCompletion | AcceptedHeartLoss | AcceptedReport)[];
  rejected: RejectedCompletion[];
  /** Reports the server refused for good (dropped from the queue). */
  refusedReports: { request: QueuedReport; error: ApiRequestError }[];
  /** The transient failure that ended the replay early (offline, timeout, 5xx, 429, 401); null when the queue drained. */
  stoppedBy: ApiRequestError | null;
  /** Entries still queued afterwards. */
  remaining: number;
}

export interface OfflineQueue {
  /** The queued completions and lost hearts, oldest first. */
  pending(): QueueEntry[];
  /** Adds an entry at the end; one whose id is already queued replaces it in place. */
  enqueue(entry: QueueEntry): void;
  /** Sends the queue in order; a replay already running is joined rather than started twice. */
  replay(client: ApiClient): Promise<ReplayResult>;
}

export interface OfflineQueueOptions {
  storage?: QueueStorage | undefined;
  /**
   * The signed-in account: completions are stamped with it and only its own are listed and replayed, so a
   * completion saved offline by one learner is never credited to another who signs in on the same browser.
   */
  owner?: (() => string | null | undefined) | undefined;
  key?: string | undefined;
  onChange?: ((pending: readonly QueueEntry[]) => void) | undefined;
  onRejected?: ((rejection: RejectedCompletion) => void) | undefined;
}

function browserStorage(): QueueStorage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    // Storage access throws when the browser blocks it (privacy settings, sandboxed frames).
    return undefined;
  }
}

/** An entry as the queue stores it: the request and the account it belongs to. */
type Queued = QueueEntry & { owner?: string };

function isEntry(value: unknown): value is Queued {
  const v = value as Partial<
    Record<'kind' | 'language' | 'lessonId' | 'lossId' | 'completionId' | 'reportId', unknown>
  > | null;
  if (typeof v !== 'object' || v === null || typeof v.language !== 'string') return false;
  if (v.kind === 'report') return typeof v.reportId === 'string';
  if (typeof v.lessonId !== 'string') return false;
  return v.kind === 'heart-loss' ? typeof v.lossId === 'string' : typeof v.completionId === 'string';
}

function asApiError(error: unknown): ApiRequestError {
  if (error instanceof ApiRequestError) return error;
  return new ApiRequestError({
    status: 0,
    code: 'client_error',
    message: 'Failed to complete lesson',
    kind: 'network',
  });
}

/** Creates a queue over the given storage (localStorage by default, memory where there is none). */
export function createOfflineQueue(options: OfflineQueueOptions = {}): OfflineQueue {
  const key = options.key ?? QUEUE_KEY;
  let memory = '[]';
  const inMemory: QueueStorage = { getItem: () => memory, setItem: (_key, value) => void (memory = value) };
  let storage: QueueStorage = options.storage ?? browserStorage() ?? inMemory;
  let inFlight: Promise<ReplayResult> | null = null;

  const owner = () => options.owner?.() ?? null;
  // Completions saved before the account was known belong to whoever signs in next.
  const isMine = (item: Queued) => item.owner === undefined || item.owner === owner();
  const request = ({ owner: _owner, ...rest }: Queued): QueueEntry => rest as QueueEntry;

  function readAll(): Queued[] {
    try {
      const value: unknown = JSON.parse(storage.getItem(key) ?? '[]');
      return Array.isArray(value) ? value.filter(isEntry) : [];
    } catch {
      return [];
    }
  }

  const read = (): QueueEntry[] => readAll().filter(isMine).map(request);

  function write(items: Queued[]): void {
    try {
      storage.setItem(key, JSON.stringify(items));
    } catch (error) {
      // A full or blocked storage must not lose the completion: keep the queue in memory for this page.
      console.error('The offline queue could not be saved in storage; keeping it in memory', error);
      storage = inMemory;
      storage.setItem(key, JSON.stringify(items));
    }
    options.onChange?.(items.filter(isMine).map(request));
  }

  // Removal re-reads the storage: another entry may have been queued while this one was in flight.
  const remove = (id: string) => write(readAll().filter((c) => queueEntryId(c) !== id));

  const send = async (
    client: ApiClient,
    entry: QueueEntry,
  ): Promise<AcceptedCompletion | AcceptedHeartLoss | AcceptedReport> => {
    if (isReport(entry)) {
      const { kind: _kind, ...report } = entry;
      return { request: entry, response: await postReport(client, report) };
    }
    if (!isHeartLoss(entry)) return { request: entry, response: await completeLesson(client, entry) };
    const { kind: _kind, language, ...loss } = entry;
    return { request: entry, response: await postHeartLoss(client, language, loss) };
  };

  async function drain(client: ApiClient): Promise<ReplayResult> {
    const result: ReplayResult = { accepted: [], rejected: [], refusedReports: [], stoppedBy: null, remaining: 0 };
    // Each entry is tried once per replay, even if a broken storage failed to drop it.
    const tried = new Set<string>();
    const untried = () => read().find((c) => !tried.has(queueEntryId(c)));
    for (let next = untried(); next; next = untried()) {
      const id = queueEntryId(next);
      tried.add(id);
      try {
        result.accepted.push(await send(client, next));
        remove(id);
      } catch (caught) {
        const error = asApiError(caught);
        if (!error.permanent) {
          result.stoppedBy = error;
          break;
        }
        remove(id);
        if (isReport(next)) {
          // A report refused for good (its item left the course) is dropped and the learner told by its sender.
          result.refusedReports.push({ request: next, error });
          continue;
        }
        if (isHeartLoss(next)) {
          // A loss refused for good (its lesson is gone from the course) is dropped: the completion still counts.
          console.error(`The server refused a lost heart (${id}): ${error.message}`);
          continue;
        }
        const rejection = { request: next, error };
        result.rejected.push(rejection);
        options.onRejected?.(rejection);
      }
    }
    result.remaining = read().length;
    return result;
  }

  return {
    pending: read,
    enqueue(entry) {
      const queued = readAll();
      const who = owner();
      const item: Queued = who ? { ...request(entry), owner: who } : request(entry);
      const at = queued.findIndex((c) => queueEntryId(c) === queueEntryId(entry));
      // Queued again (a retry of the same entry) keeps its place in line.
      write(at === -1 ? [...queued, item] : queued.map((c, i) => (i === at ? item : c)));
    },
    replay(client) {
      inFlight ??= drain(client).finally(() => (inFlight = null));
      return inFlight;
    },
  };
}

let defaultQueue: OfflineQueue | undefined;

/**
 * How many lesson completions wait (the header counts finished lessons; a lost heart is part of its lesson, and a
 * report is no progress).
 */
export const completionsIn = (pending: readonly QueueEntry[]): number => pending.filter(isCompletion).length;

/** The page's queue in localStorage, publishing its size to $queuedCount and telling the learner of refusals. */
export function defaultOfflineQueue(): OfflineQueue {
  if (!defaultQueue) {
    defaultQueue = createOfflineQueue({
      // Before the session code has set the learner (the status poll's first round can come first) or offline with an
      // expired token, the stored session names them: a replay then sends their completions instead of none.
      owner: () => $user.get()?.id ?? storedUserId(),
      onChange: (pending) => setQueuedCount(completionsIn(pending)),
      onRejected: ({ request, error }) => {
        recordRejection({
          completionId: request.completionId,
          language: request.language,
          lessonId: request.lessonId,
          status: error.status,
          message: error.message,
        });
        showToast({
          title: COMPLETION_FAILED_TOAST.title,
          description: completionRefusalText(request.lessonId, error),
          tone: 'error',
        });
      },
    });
    const queue = defaultQueue;
    setQueuedCount(completionsIn(queue.pending()));
    // Another account signing in sees its own queue.
    $user.listen(() => setQueuedCount(completionsIn(queue.pending())));
  }
  return defaultQueue;
}

/** Queues a completion for a later replay. */
export function enqueueCompletion(completion: CompletionRequest, queue: OfflineQueue = defaultOfflineQueue()): void {
  queue.enqueue(completion);
}

/** Sends every queued completion in order; stops at the first transient failure and keeps the rest. */
export function replayQueue(client: ApiClient, queue: OfflineQueue = defaultOfflineQueue()): Promise<ReplayResult> {
  return queue.replay(client);
}

/** What became of a completion: accepted by the server now, or queued on the device for later. */
export type CompletionOutcome =
  { queued: false; response: CompletionResponse } | { queued: true; reason: ApiRequestError | null };

/**
 * Sends a completion through the queue, so it never overtakes an earlier offline one (the server would
 * refuse a lesson whose predecessor it has not seen yet as locked) and survives a closed tab.
 * Resolves queued:true when the server cannot be reached now (show SAVED_LOCALLY_TOAST), and throws
 * the ApiRequestError when the server refused it for good.
 */
export async function completeLessonOnline(
  client: ApiClient,
  completion: CompletionRequest,
  queue: OfflineQueue = defaultOfflineQueue(),
): Promise<CompletionOutcome> {
  const id = completion.completionId;
  queue.enqueue(completion);
  // A replay already under way may have passed the end of the queue before this completion joined it.
  for (let round = 0; round < 3; round++) {
    const result = await queue.replay(client);
    const accepted = result.accepted.find((a): a is AcceptedCompletion => queueEntryId(a.request) === id);
    if (accepted) return { queued: false, response: accepted.response };
    const rejected = result.rejected.find((r) => r.request.completionId === id);
    if (rejected) throw rejected.error;
    if (result.stoppedBy || !queue.pending().some((c) => queueEntryId(c) === id))
      return { queued: true, reason: result.stoppedBy };
  }
  return { queued: true, reason: null };
}

/**
 * Sends a heart lost at a wrong check through the queue, after anything waiting before it: it waits on the device
 * while the server cannot be reached, so a lesson left unfinished still costs its hearts once the connection returns.
 */
export function loseHeartOnline(
  client: ApiClient,
  loss: QueuedHeartLoss,
  queue: OfflineQueue = defaultOfflineQueue(),
): Promise<ReplayResult> {
  queue.enqueue(loss);
  return queue.replay(client);
}

/** What became of a report: taken by the server now, kept on the device for later, or refused for good. */
export type ReportOutcome =
  { state: 'sent'; response: ReportResponse } | { state: 'queued' } | { state: 'refused'; error: ApiRequestError };

/**
 * Sends a problem report through the queue: it waits on the device while the server cannot be reached and is sent,
 * once, when the connection returns (the server stores one row per reportId).
 */
export async function reportOnline(
  client: ApiClient,
  report: ReportRequest,
  queue: OfflineQueue = defaultOfflineQueue(),
): Promise<ReportOutcome> {
  const entry: QueuedReport = { ...report, kind: 'report' };
  const id = queueEntryId(entry);
  queue.enqueue(entry);
  for (let round = 0; round < 3; round++) {
    const result = await queue.replay(client);
    const accepted = result.accepted.find((a): a is AcceptedReport => queueEntryId(a.request) === id);
    if (accepted) return { state: 'sent', response: accepted.response };
    const refused = result.refusedReports.find((r) => queueEntryId(r.request) === id);
    if (refused) return { state: 'refused', error: refused.error };
    if (result.stoppedBy || !queue.pending().some((c) => queueEntryId(c) === id)) return { state: 'queued' };
  }
  return { state: 'queued' };
}
