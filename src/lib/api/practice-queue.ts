/**
 * Practice calls the server has not taken yet: answer batches and finished sessions, kept in localStorage and
 * replayed in order when the connection returns. The server counts each answer and session once by its id, so a
 * replay of something it already holds changes nothing.
 */
import { storedUserId } from '@/lib/session/stored-session';
import { $user } from '@/stores/auth';
import { browserTimeZone } from '@/shared/dates';
import { keepPracticeRecord, saveLanguageProgress } from '@/stores/progress';
import { beginSync, setQueuedPractice } from '@/stores/sync';
import { ApiRequestError, type ApiClient } from './client.ts';
import { getLanguageProgress } from './endpoints.ts';
import { finishPractice, postPracticeAnswers } from './practice-endpoints.ts';
import type { PracticeAnswer, PracticeFinishRequest, PracticeFinishResult } from '../../shared/api-types.ts';
import { PRACTICE_QUEUE_KEY } from './practice-queue-key.ts';
import { mayHaveQueued } from './queue-key.ts';

export { mayHavePractice, PRACTICE_QUEUE_KEY } from './practice-queue-key.ts';

/** One waiting call: a batch of answers, or a session's finish (which must follow its answers). */
export type PracticeEntry =
  | { kind: 'answers'; language: string; answers: PracticeAnswer[] }
  | { kind: 'finish'; language: string; request: PracticeFinishRequest };

export interface PracticeReplay {
  /** Sessions the server finished during this replay. */
  finished: { language: string; result: PracticeFinishResult }[];
  /** Entries the server refused for good (dropped, with the reason logged). */
  refused: { entry: PracticeEntry; error: ApiRequestError }[];
  /** The transient failure that ended the replay early; null when the queue drained. */
  stoppedBy: ApiRequestError | null;
  remaining: number;
}

export interface PracticeQueue {
  pending(): PracticeEntry[];
  /** Adds an entry at the end; an entry with the same id (first answer id, or session id) replaces it in place. */
  enqueue(entry: PracticeEntry): void;
  /** Sends the entries in order; a replay already under way is joined. */
  replay(client: ApiClient): Promise<PracticeReplay>;
}

type QueueStorage = Pick<Storage, 'getItem' | 'setItem'>;
type Stored = PracticeEntry & { owner?: string };

/** The id a server counts an entry by. */
export const entryId = (entry: PracticeEntry): string =>
  entry.kind === 'finish' ? `finish:${entry.request.sessionId}` : `answers:${entry.answers[0]?.id ?? ''}`;

function isEntry(value: unknown): value is Stored {
  const v = value as Partial<Stored> | null;
  if (typeof v !== 'object' || v === null || typeof v.language !== 'string') return false;
  return (
    (v.kind === 'answers' && Array.isArray(v.answers) && v.answers.length > 0) ||
    (v.kind === 'finish' && typeof v.request?.sessionId === 'string')
  );
}

function asApiError(error: unknown): ApiRequestError {
  return error instanceof ApiRequestError
    ? error
    : new ApiRequestError({ status: 0, code: 'client_error', message: 'Failed to save practice', kind: 'network' });
}

function browserStorage(): QueueStorage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** A practice queue over the given storage (localStorage by default, memory where there is none), holding only `owner`'s entries. */
export function createPracticeQueue(
  options: {
    storage?: QueueStorage;
    owner?: () => string | null | undefined;
    /** Told the owner's entries after every change (the header counts them). */
    onChange?: (pending: readonly PracticeEntry[]) => void;
    /** Called when a replay starts sending what waits; the function it returns when that replay ends. */
    onSend?: () => () => void;
    /** Told the sessions the server finished during a replay (and the replay's client), once it has ended. */
    onFinished?: (finished: PracticeReplay['finished'], client: ApiClient) => void;
  } = {},
): PracticeQueue {
  let memory = '[]';
  const inMemory: QueueStorage = { getItem: () => memory, setItem: (_key, value) => void (memory = value) };
  let storage = options.storage ?? browserStorage() ?? inMemory;
  let inFlight: Promise<PracticeReplay> | null = null;
  const owner = () => options.owner?.() ?? null;
  const isMine = (entry: Stored) => entry.owner === undefined || entry.owner === owner();
  const strip = ({ owner: _owner, ...entry }: Stored): PracticeEntry => entry as PracticeEntry;

  function readAll(): Stored[] {
    try {
      const value: unknown = JSON.parse(storage.getItem(PRACTICE_QUEUE_KEY) ?? '[]');
      return Array.isArray(value) ? value.filter(isEntry) : [];
    } catch {
      return [];
    }
  }
  const read = () => readAll().filter(isMine).map(strip);
  function write(entries: Stored[]): void {
    try {
      storage.setItem(PRACTICE_QUEUE_KEY, JSON.stringify(entries));
    } catch (error) {
      console.error('The practice queue could not be saved in storage; keeping it in memory', error);
      storage = inMemory;
      storage.setItem(PRACTICE_QUEUE_KEY, JSON.stringify(entries));
    }
    options.onChange?.(entries.filter(isMine).map(strip));
  }
  const remove = (id: string) => write(readAll().filter((e) => !(isMine(e) && entryId(e) === id)));

  async function send(client: ApiClient, entry: PracticeEntry): Promise<PracticeFinishResult | null> {
    if (entry.kind === 'answers') {
      await postPracticeAnswers(client, entry.language, entry.answers);
      return null;
    }
    return finishPractice(client, entry.language, entry.request);
  }

  async function drain(client: ApiClient): Promise<PracticeReplay> {
    const result: PracticeReplay = { finished: [], refused: [], stoppedBy: null, remaining: 0 };
    const tried = new Set<string>();
    for (
      let next = read().find((e) => !tried.has(entryId(e)));
      next;
      next = read().find((e) => !tried.has(entryId(e)))
    ) {
      const id = entryId(next);
      tried.add(id);
      try {
        const finished = await send(client, next);
        if (finished) result.finished.push({ language: next.language, result: finished });
        remove(id);
      } catch (caught) {
        const error = asApiError(caught);
        if (!error.permanent) {
          result.stoppedBy = error;
          break;
        }
        console.error(`The server refused saved practice (${id}): ${error.message}`);
        remove(id);
        result.refused.push({ entry: next, error });
      }
    }
    result.remaining = read().length;
    return result;
  }

  return {
    pending: read,
    enqueue(entry) {
      const all = readAll();
      const who = owner();
      const item: Stored = who ? { ...entry, owner: who } : entry;
      const at = all.findIndex((e) => isMine(e) && entryId(e) === entryId(entry));
      write(at === -1 ? [...all, item] : all.map((e, i) => (i === at ? item : e)));
    },
    replay(client) {
      if (!inFlight) {
        const ended = read().length > 0 ? options.onSend?.() : undefined;
        inFlight = drain(client)
          .then((result) => {
            if (result.finished.length > 0) options.onFinished?.(result.finished, client);
            return result;
          })
          .finally(() => {
            inFlight = null;
            ended?.();
          });
      }
      return inFlight;
    },
  };
}

let defaultQueue: PracticeQueue | undefined;

/**
 * After sessions reached the server, each language's local copy takes the server's record (re-read, else the finish's
 * figures), so the header is current without a page load. Lessons still waiting are counted in the local copy and not
 * yet on the server: the local copy then stays until they go (their answers carry the server's record).
 */
async function refreshAfterPractice(finished: PracticeReplay['finished'], client: ApiClient): Promise<void> {
  if (mayHaveQueued()) return;
  for (const language of new Set(finished.map((f) => f.language))) {
    try {
      saveLanguageProgress(language, await getLanguageProgress(client, language, browserTimeZone()));
    } catch {
      const last = finished.filter((f) => f.language === language).at(-1);
      if (last) keepPracticeRecord(language, last.result.progress);
    }
  }
}

/**
 * The page's practice queue in localStorage, holding the signed-in learner's entries and publishing their number.
 * Before the session code has set the learner (or offline, with an expired token), the stored session names them, so
 * no entry goes unowned.
 */
export function defaultPracticeQueue(): PracticeQueue {
  defaultQueue ??= createPracticeQueue({
    owner: () => $user.get()?.id ?? storedUserId(),
    onChange: (pending) => setQueuedPractice(pending.length),
    onSend: beginSync,
    // A session sent once the connection returned: the header shows the server's XP, hearts and streak at once.
    onFinished: (finished, client) => void refreshAfterPractice(finished, client),
  });
  return defaultQueue;
}

/**
 * Sends an entry through the queue, after anything waiting before it. Resolves with the replay that settled it:
 * `queued` true when the server cannot be reached now (the entry waits for the next replay).
 */
export async function sendThroughQueue(
  client: ApiClient,
  entry: PracticeEntry,
  queue: PracticeQueue = defaultPracticeQueue(),
): Promise<{ queued: boolean; replay: PracticeReplay }> {
  const id = entryId(entry);
  queue.enqueue(entry);
  let replay: PracticeReplay = { finished: [], refused: [], stoppedBy: null, remaining: 0 };
  // A replay already under way may have passed the end of the queue before this entry joined it.
  for (let round = 0; round < 3; round++) {
    replay = await queue.replay(client);
    const refused = replay.refused.find((r) => entryId(r.entry) === id);
    if (refused) throw refused.error;
    if (!queue.pending().some((e) => entryId(e) === id)) return { queued: false, replay };
    if (replay.stoppedBy) return { queued: true, replay };
  }
  return { queued: true, replay };
}
