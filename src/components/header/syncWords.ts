/** What the header's sync indicator knows: whether the app is offline, and what waits on the device for the server. */
export interface SyncFigure {
  offline: boolean;
  /** Lesson completions waiting in the outbox. */
  completions: number;
  /** Practice results (batches of answers, finished sessions) waiting in the outbox. */
  practice: number;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The indicator's text, e.g. 'Offline · 2 to sync' or 'Saving… · 1 to sync'; also its accessible name. */
export function syncLabel(sync: SyncFigure): string {
  const waiting = sync.completions + sync.practice;
  const state = sync.offline ? 'Offline' : 'Saving…';
  return waiting > 0 ? `${state} · ${waiting} to sync` : state;
}

/** One sentence for the hover tooltip: what waits and what happens to it. */
export function syncSummary(sync: SyncFigure): string {
  const waiting = sync.completions + sync.practice;
  if (waiting === 0)
    return sync.offline
      ? 'You are offline. What you finish is saved on this device and syncs when the connection returns.'
      : 'Your progress is being saved to the server.';
  const results = plural(waiting, 'result is', 'results are');
  return sync.offline
    ? `${results} saved on this device and will sync when the connection returns.`
    : `${results} being sent to the server now.`;
}

/** The indicator's explanation: its title and lines, naming what waits (lessons, practice) and when it is sent. */
export function syncLines(sync: SyncFigure): { title: string; lines: string[] } {
  const waiting = sync.completions + sync.practice;
  const parts = [
    ...(sync.completions > 0 ? [plural(sync.completions, 'finished lesson', 'finished lessons')] : []),
    ...(sync.practice > 0 ? [plural(sync.practice, 'practice result', 'practice results')] : []),
  ];
  return {
    title: sync.offline ? 'You are offline' : 'Saving to the server',
    lines: [
      waiting > 0 ? `Waiting on this device: ${parts.join(' and ')}.` : 'Nothing is waiting to sync.',
      sync.offline
        ? 'Everything you finish is kept here and sent when the connection returns; nothing is counted twice.'
        : 'The connection is back: they are being sent now, each counted once.',
    ],
  };
}
