import type { LearnerReport } from '../../shared/api-types.ts';

/** Where the device keeps the ids of the learner's reports the authors have not decided on yet. */
export const WAITING_REPORTS_KEY = 'lugha.reports.waiting';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

function storage(): Store | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** The ids of reports sent from this device that still wait for the authors. */
export function waitingReports(store: Store | undefined = storage()): string[] {
  try {
    const value: unknown = JSON.parse(store?.getItem(WAITING_REPORTS_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function save(ids: readonly string[], store: Store | undefined): void {
  try {
    store?.setItem(WAITING_REPORTS_KEY, JSON.stringify(ids));
  } catch {
    // A blocked storage only loses the "Thanks: fixed" note.
  }
}

/** Remembers a report sent or queued here, so a later visit can say when the authors fixed it. */
export function rememberReport(reportId: string, store: Store | undefined = storage()): void {
  const ids = waitingReports(store);
  if (!ids.includes(reportId)) save([...ids, reportId].slice(-100), store);
}

/**
 * What to tell the learner about the reports still waiting on this device: a "Thanks: fixed" note for each one the
 * authors resolved; resolved and dismissed ones stop waiting, and so do ids the server no longer lists.
 */
export function resolvedNotices(
  waiting: readonly string[],
  reports: readonly LearnerReport[],
): { notices: { title: string; description?: string }[]; stillWaiting: string[] } {
  const byId = new Map(reports.map((r) => [r.reportId, r]));
  const notices: { title: string; description?: string }[] = [];
  const stillWaiting: string[] = [];
  for (const id of waiting) {
    const report = byId.get(id);
    if (report?.status === 'resolved')
      notices.push({ title: `Thanks: fixed — ${report.label}`, ...(report.note ? { description: report.note } : {}) });
    // Not listed yet: still in this device's queue, or sent from here while another learner was signed in.
    else if (!report || report.status === 'open') stillWaiting.push(id);
  }
  return { notices, stillWaiting };
}

/** Asks the server about the reports waiting on this device and shows a toast for each one now fixed. */
export async function announceResolvedReports(store: Store | undefined = storage()): Promise<void> {
  const waiting = waitingReports(store);
  if (waiting.length === 0) return;
  const [{ defaultApiClient }, { getMyReports }, { showToast }] = await Promise.all([
    import('@/lib/session/api-client'),
    import('@/lib/api/endpoints'),
    import('@/stores/sync'),
  ]);
  const reports = await getMyReports(defaultApiClient());
  const { notices, stillWaiting } = resolvedNotices(waitingReports(store), reports);
  save(stillWaiting, store);
  for (const notice of notices) showToast({ ...notice, tone: 'success', durationMs: 8000 });
}
