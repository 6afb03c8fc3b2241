import { atom, computed, onMount } from 'nanostores';

/** What the last /health check said: 'unknown' until the first check has answered. */
export type ConnectionState = 'unknown' | 'online' | 'offline';

/** Whether the server answered the last connection check (docs/product/accounts.md §4: re-checked every 30 s). */
export const $connection = atom<ConnectionState>('unknown');

// The browser knows at once when its network has gone: while anything reads the connection (the header's indicator,
// a lesson's offline badge), its 'offline' event is recorded here, and so is a device already offline when the page
// starts, before the learner's session has been read. The way back is confirmed by the status poll's /health check.
onMount($connection, () => {
  if (typeof window === 'undefined') return;
  const goneOffline = () => $connection.set('offline');
  if (!navigator.onLine) goneOffline();
  window.addEventListener('offline', goneOffline);
  return () => window.removeEventListener('offline', goneOffline);
});

/** How many lesson completions wait in the outbox for the server. */
export const $queuedCount = atom(0);

/** How many practice results (batches of answers, finished sessions) wait in the outbox for the server. */
export const $queuedPractice = atom(0);

/** Everything waiting on this device for the server: lesson completions and practice results. */
export const $waitingCount = computed(
  [$queuedCount, $queuedPractice],
  (completions, practice) => completions + practice,
);

/** How many replays of the outbox are sending now (one per page; another tab's are not counted). */
export const $syncsUnderWay = atom(0);

/** True while the outbox is sending what waits to the server: the header says "Saving…". */
export const $syncing = computed($syncsUnderWay, (n) => n > 0);

/** Records what a connection check said. */
export function setConnection(state: ConnectionState): void {
  $connection.set(state);
}

/** Records how many lesson completions and practice results of the learner wait in the outbox. */
export function setWaiting(counts: { lessons: number; practice: number }): void {
  $queuedCount.set(counts.lessons);
  $queuedPractice.set(counts.practice);
}

/**
 * Marks a replay of the outbox as under way until the returned function is called; the header says "Saving…" while
 * any is. Ending twice counts once.
 */
export function beginSync(): () => void {
  $syncsUnderWay.set($syncsUnderWay.get() + 1);
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    $syncsUnderWay.set($syncsUnderWay.get() - 1);
  };
}

/** One line for a header indicator: offline, syncing, pending (queued, not yet sent) or synced. */
export const $syncStatus = computed([$connection, $syncing, $waitingCount], (connection, syncing, waiting) => {
  if (syncing) return 'syncing' as const;
  if (connection === 'offline') return 'offline' as const;
  return waiting > 0 ? ('pending' as const) : ('synced' as const);
});

/** A queued completion the server refused for good (locked or unknown lesson), kept so the learner is told. */
export interface RejectedCompletionNotice {
  completionId: string;
  language: string;
  lessonId: string;
  status: number;
  /** The server's error text, or the spec's fallback 'Failed to complete lesson'. */
  message: string;
}

/** Completions the server refused since the page loaded; the UI lists them and may dismiss them. */
export const $rejectedCompletions = atom<readonly RejectedCompletionNotice[]>([]);

/** Records a refused completion (once per completion id). */
export function recordRejection(notice: RejectedCompletionNotice): void {
  const others = $rejectedCompletions.get().filter((n) => n.completionId !== notice.completionId);
  $rejectedCompletions.set([...others, notice]);
}

/** Forgets a refused completion once the learner has seen it. */
export function dismissRejection(completionId: string): void {
  $rejectedCompletions.set($rejectedCompletions.get().filter((n) => n.completionId !== completionId));
}

/** A short message shown over the page; the toaster removes it after `durationMs`. */
export interface Toast {
  id: string;
  title: string;
  description?: string | undefined;
  tone: 'info' | 'success' | 'error';
  durationMs: number;
}

/** Spec 000 §9: lesson toasts stay 3 s (achievement toasts pass 5000). */
export const LESSON_TOAST_MS = 3000;

/** The toasts on screen, oldest first. */
export const $toasts = atom<readonly Toast[]>([]);

/** Names each toast of the page once: toast-1, toast-2, … (the count lives in this closure, not in the module). */
const newToastId = (() => {
  let count = 0;
  return () => `toast-${(count += 1)}`;
})();

/** Shows a toast (3 s and tone 'info' unless given) and returns its id. */
export function showToast(
  toast: Omit<Toast, 'id' | 'tone' | 'durationMs'> & Partial<Pick<Toast, 'tone' | 'durationMs'>>,
): string {
  const id = newToastId();
  $toasts.set([...$toasts.get(), { tone: 'info', durationMs: LESSON_TOAST_MS, ...toast, id }]);
  return id;
}

/** Removes a toast (its timer ran out or the learner closed it). */
export function dismissToast(id: string): void {
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}
