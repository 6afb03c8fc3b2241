/**
 * One outbox: entries kept in storage under one key, stamped with the account that made them, and sent in the order
 * they were made, one at a time. A transient failure (offline, timeout, 5xx, 429, 401) ends a replay and keeps the
 * rest for the next; a permanent refusal drops the entry and reports it. A replay already running is joined, never
 * started twice, so nothing is sent twice from one page; the server recognises a repeat from another page by its id.
 */
import { outboxStorage, withMemoryFallback, type OutboxStorage } from './storage.ts';

/** A failed send, as the outbox needs to know it: refused for good, or worth another try later. */
export interface SendError {
  readonly permanent: boolean;
}

export interface OutboxOptions<E, R, C, Err extends SendError> {
  /** The storage key of the entries. */
  key: string;
  /** The id the server counts an entry by: an entry queued again with the same id keeps its first place. */
  idOf: (entry: E) => string;
  /** Whether a stored value is an entry (anything else is ignored). */
  isEntry: (value: unknown) => value is E;
  /** Sends one entry; rejects with what `asError` turns into a SendError. */
  send: (entry: E, client: C) => Promise<R>;
  /** What a failed send is, from what `send` threw (a thrown value that says nothing is taken as transient). */
  asError: (caught: unknown, entry: E) => Err;
  /** localStorage by default, with a memory copy for the page when it refuses to save. */
  storage?: OutboxStorage | undefined;
  /**
   * The signed-in account: entries are stamped with it and only its own are listed and sent, so what one learner made
   * offline is never credited to another who signs in on the same browser. Entries saved before any account was
   * known belong to whoever signs in next.
   */
  owner?: (() => string | null | undefined) | undefined;
  /** Told the owner's entries after every change. */
  onChange?: ((pending: readonly E[]) => void) | undefined;
  /** Called when a replay starts with something to send; the function it returns when that replay ends. */
  onSend?: (() => () => void) | undefined;
  /** Told each entry refused for good, as it is dropped. */
  onRefused?: ((refusal: Refusal<E, Err>) => void) | undefined;
  /** Told every replay's result once it has ended, with its client. */
  onReplayed?: ((replay: Replay<E, R, Err>, client: C) => void) | undefined;
}

export interface Refusal<E, Err> {
  entry: E;
  error: Err;
}

export interface Replay<E, R, Err> {
  /** What the server took, in the order sent. */
  sent: { entry: E; response: R }[];
  /** What the server refused for good (dropped). */
  refused: Refusal<E, Err>[];
  /** The transient failure that ended the replay early; null when the outbox drained. */
  stoppedBy: Err | null;
  /** The owner's entries still waiting afterwards. */
  remaining: number;
}

/** What became of one entry sent through the outbox: `response` is undefined when another page sent it. */
export type Submitted<E, R, Err> = { replay: Replay<E, R, Err> } & (
  | { state: 'sent'; response: R | undefined }
  | { state: 'refused'; error: Err }
  | { state: 'queued'; reason: Err | null }
);

export interface Outbox<E, R, C, Err> {
  /** The owner's entries, oldest first. */
  pending(): E[];
  /** Adds an entry at the end; one whose id already waits replaces it in place. */
  enqueue(entry: E): void;
  /** Sends the owner's entries in order; a replay already running is joined. */
  replay(client: C): Promise<Replay<E, R, Err>>;
  /** Queues an entry and replays until it is settled: sent, refused, or waiting for the connection. */
  submit(client: C, entry: E): Promise<Submitted<E, R, Err>>;
}

type Stamped<E> = E & { owner?: string };

/** Creates an outbox over the given storage (the page's localStorage by default). */
export function createOutbox<E extends object, R, C, Err extends SendError>(
  options: OutboxOptions<E, R, C, Err>,
): Outbox<E, R, C, Err> {
  const { key, idOf } = options;
  const storage = options.storage ? withMemoryFallback(options.storage) : outboxStorage();
  let inFlight: Promise<Replay<E, R, Err>> | null = null;
  const owner = () => options.owner?.() ?? null;
  const isMine = (item: Stamped<E>) => item.owner === undefined || item.owner === owner();
  const strip = ({ owner: _owner, ...entry }: Stamped<E>): E => entry as unknown as E;

  function readAll(): Stamped<E>[] {
    try {
      const value: unknown = JSON.parse(storage.getItem(key) ?? '[]');
      return Array.isArray(value) ? (value.filter(options.isEntry) as Stamped<E>[]) : [];
    } catch {
      return [];
    }
  }
  const read = (): E[] => readAll().filter(isMine).map(strip);
  function write(items: Stamped<E>[]): void {
    storage.setItem(key, JSON.stringify(items));
    options.onChange?.(items.filter(isMine).map(strip));
  }
  // Removal re-reads the storage: another entry may have been queued while this one was in flight.
  const remove = (id: string) => write(readAll().filter((e) => !(isMine(e) && idOf(e) === id)));

  async function drain(client: C): Promise<Replay<E, R, Err>> {
    const result: Replay<E, R, Err> = { sent: [], refused: [], stoppedBy: null, remaining: 0 };
    // Each entry is tried once per replay, even if a broken storage failed to drop it.
    const tried = new Set<string>();
    const untried = () => read().find((e) => !tried.has(idOf(e)));
    for (let next = untried(); next; next = untried()) {
      const id = idOf(next);
      tried.add(id);
      try {
        result.sent.push({ entry: next, response: await options.send(next, client) });
        remove(id);
      } catch (caught) {
        const error = options.asError(caught, next);
        if (!error.permanent) {
          result.stoppedBy = error;
          break;
        }
        remove(id);
        result.refused.push({ entry: next, error });
        options.onRefused?.({ entry: next, error });
      }
    }
    result.remaining = read().length;
    return result;
  }

  const outbox: Outbox<E, R, C, Err> = {
    pending: read,
    enqueue(entry) {
      const all = readAll();
      const who = owner();
      const item: Stamped<E> = who ? { ...entry, owner: who } : entry;
      const at = all.findIndex((e) => isMine(e) && idOf(e) === idOf(entry));
      // Queued again (a retry of the same entry) keeps its place in line.
      write(at === -1 ? [...all, item] : all.map((e, i) => (i === at ? item : e)));
    },
    replay(client) {
      if (!inFlight) {
        const ended = read().length > 0 ? options.onSend?.() : undefined;
        inFlight = drain(client)
          .then((result) => {
            options.onReplayed?.(result, client);
            return result;
          })
          .finally(() => {
            inFlight = null;
            ended?.();
          });
      }
      return inFlight;
    },
    async submit(client, entry) {
      const id = idOf(entry);
      outbox.enqueue(entry);
      let replay: Replay<E, R, Err> = { sent: [], refused: [], stoppedBy: null, remaining: 0 };
      // A replay already under way may have passed the end of the line before this entry joined it.
      for (let round = 0; round < 3; round++) {
        replay = await outbox.replay(client);
        const sent = replay.sent.find((s) => idOf(s.entry) === id);
        if (sent) return { state: 'sent', response: sent.response, replay };
        const refused = replay.refused.find((r) => idOf(r.entry) === id);
        if (refused) return { state: 'refused', error: refused.error, replay };
        if (!read().some((e) => idOf(e) === id)) return { state: 'sent', response: undefined, replay };
        if (replay.stoppedBy) return { state: 'queued', reason: replay.stoppedBy, replay };
      }
      return { state: 'queued', reason: null, replay };
    },
  };
  return outbox;
}
