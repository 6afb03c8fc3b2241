/**
 * The app's outbox (src/lib/outbox): lesson completions and lost hearts, practice answers and finishes, and problem
 * reports wait in one line on the device and reach the server in the order they were made (docs/decisions.md 'Offline'). The
 * server recognises a replay by each entry's id (completionId, lossId, reportId, answer id, sessionId), so nothing
 * counts twice.
 */
import { storedUserId } from '@/lib/session/stored-session';
import { browserTimeZone } from '@/shared/dates';
import { $user } from '@/stores/auth';
import { keepPracticeRecord, saveLanguageProgress } from '@/stores/progress';
import { beginSync, recordRejection, setWaiting, showToast } from '@/stores/sync';
import { createOutbox, type Outbox, type OutboxOptions, type Replay } from '../outbox/createOutbox.ts';
import { isCompletion, isPractice, type OutboxEntry } from '../outbox/entries.ts';
import { entryId, isOutboxEntry } from '../outbox/stored-entry.ts';
import { OUTBOX_KEY } from '../outbox/keys.ts';
import { moveLegacyEntries } from '../outbox/legacy.ts';
import { browserStorage } from '../outbox/storage.ts';
import { countWaiting } from '../outbox/waiting.ts';
import { ApiRequestError, type ApiClient } from './client.ts';
import { COMPLETION_FAILED_TOAST, completionRefusalText } from './completion-texts.ts';
import { completeLesson, getLanguageProgress, postHeartLoss, postReport } from './endpoints.ts';
import { finishPractice, postPracticeAnswers } from './practice-endpoints.ts';
import type {
  CompletionResponse,
  HeartLossResponse,
  PracticeAnswersResult,
  PracticeFinishResult,
  ReportResponse,
} from '../../shared/api-types.ts';

export type { OutboxEntry, PracticeEntry, QueuedHeartLoss, QueuedReport } from '../outbox/entries.ts';
export { entryId, OUTBOX_KEY };

/** What the server answers an entry with. */
export type OutboxResponse =
  CompletionResponse | HeartLossResponse | ReportResponse | PracticeAnswersResult | PracticeFinishResult;
export type AppOutbox = Outbox<OutboxEntry, OutboxResponse, ApiClient, ApiRequestError>;
export type OutboxReplay = Replay<OutboxEntry, OutboxResponse, ApiRequestError>;

function send(entry: OutboxEntry, client: ApiClient): Promise<OutboxResponse> {
  if (isCompletion(entry)) return completeLesson(client, entry);
  switch (entry.kind) {
    case 'heart-loss': {
      const { kind: _kind, language, ...loss } = entry;
      return postHeartLoss(client, language, loss);
    }
    case 'report': {
      const { kind: _kind, ...report } = entry;
      return postReport(client, report);
    }
    case 'answers':
      return postPracticeAnswers(client, entry.language, entry.answers);
    case 'finish':
      return finishPractice(client, entry.language, entry.request);
  }
}

function asApiError(error: unknown, entry: OutboxEntry): ApiRequestError {
  if (error instanceof ApiRequestError) return error;
  const message = isPractice(entry) ? 'Failed to save practice' : 'Failed to complete lesson';
  return new ApiRequestError({ status: 0, code: 'client_error', message, kind: 'network' });
}

/** What a caller may tune: the storage (with removeItem, the old queues' entries are moved in), the owner, the hooks. */
export type AppOutboxOptions = Pick<
  OutboxOptions<OutboxEntry, OutboxResponse, ApiClient, ApiRequestError>,
  'owner' | 'onChange' | 'onSend' | 'onRefused' | 'onReplayed'
> & { storage?: (Pick<Storage, 'getItem' | 'setItem'> & Partial<Pick<Storage, 'removeItem'>>) | undefined };

/** An outbox over the given storage (the page's localStorage by default), after moving in what the old queues hold. */
export function createAppOutbox(options: AppOutboxOptions = {}): AppOutbox {
  const storage = options.storage ?? browserStorage();
  if (storage?.removeItem) moveLegacyEntries(storage as Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>);
  return createOutbox({
    ...options,
    key: OUTBOX_KEY,
    idOf: entryId,
    isEntry: isOutboxEntry,
    send,
    asError: asApiError,
  });
}

/** The practice sessions a replay finished, with their language. */
export const finishedSessions = (replay: OutboxReplay): { language: string; result: PracticeFinishResult }[] =>
  replay.sent.flatMap(({ entry, response }) =>
    'kind' in entry && entry.kind === 'finish'
      ? [{ language: entry.language, result: response as PracticeFinishResult }]
      : [],
  );

/** Tells the learner of an entry the server refused for good; a report is told by its sender. */
function tellRefusal({ entry, error }: { entry: OutboxEntry; error: ApiRequestError }): void {
  if (!isCompletion(entry)) {
    if (!('kind' in entry && entry.kind === 'report'))
      console.error(`The server refused ${entryId(entry)}: ${error.message}`);
    return;
  }
  recordRejection({
    completionId: entry.completionId,
    language: entry.language,
    lessonId: entry.lessonId,
    status: error.status,
    message: error.message,
  });
  showToast({
    title: COMPLETION_FAILED_TOAST.title,
    description: completionRefusalText(entry.lessonId, error),
    tone: 'error',
  });
}

/**
 * After sessions reached the server, each language's local copy takes the server's record (re-read, else the finish's
 * figures), so the header is current without a page load. While lessons still wait, the local copy counts them and
 * the server does not yet: it then stays until they go (their answers carry the server's record).
 */
async function refreshAfterPractice(outbox: AppOutbox, replay: OutboxReplay, client: ApiClient): Promise<void> {
  const finished = finishedSessions(replay);
  if (finished.length === 0 || outbox.pending().some(isCompletion)) return;
  for (const language of new Set(finished.map((f) => f.language))) {
    try {
      saveLanguageProgress(language, await getLanguageProgress(client, language, browserTimeZone()));
    } catch {
      const last = finished.filter((f) => f.language === language).at(-1);
      if (last) keepPracticeRecord(language, last.result.progress);
    }
  }
}

let page: AppOutbox | undefined;

/**
 * The page's outbox in localStorage: it holds the signed-in learner's entries (before the session code has set the
 * learner, or offline with an expired token, the stored session names them), publishes their counts and the "Saving…"
 * state to the sync store, and tells the learner of refusals.
 */
export function defaultOutbox(): AppOutbox {
  if (page) return page;
  const outbox: AppOutbox = createAppOutbox({
    owner: () => $user.get()?.id ?? storedUserId(),
    onChange: (pending) => setWaiting(countWaiting(pending)),
    onSend: beginSync,
    onRefused: tellRefusal,
    // A session sent once the connection returned: the header shows the server's XP, hearts and streak at once.
    onReplayed: (replay, client) => void refreshAfterPractice(outbox, replay, client),
  });
  page = outbox;
  setWaiting(countWaiting(outbox.pending()));
  // Another account signing in sees its own entries.
  $user.listen(() => setWaiting(countWaiting(outbox.pending())));
  return outbox;
}
