import { atom, onMount, type ReadableAtom } from 'nanostores';
import { startStatusPoll, type StatusPollOptions, type StatusTick } from './connection.ts';

/**
 * A store that runs a status poll while something watches it (nanostores' onMount): the first listener starts the
 * poll (a check at once, then every 30 s and whenever the browser comes back online) and it stops once the last
 * listener has left. Its value is the poll's last round, null before the first.
 */
export function statusPollStore(options: Omit<StatusPollOptions, 'onTick'> = {}): ReadableAtom<StatusTick | null> {
  const $poll = atom<StatusTick | null>(null);
  onMount($poll, () => startStatusPoll({ ...options, onTick: (tick) => $poll.set(tick) }));
  return $poll;
}

/**
 * The page's one status poll (docs/product/accounts.md §4), with the page's API client and outbox. The signed-in session and
 * the lesson player watch it, so they share one poll, and a page where nothing watches it sends no checks.
 */
export const $statusPoll = statusPollStore();

/** Keeps the page's status poll running until the returned function is called (an island calls it in an effect). */
export function watchStatusPoll(): () => void {
  return $statusPoll.listen(() => {});
}
