import type { ReportRequest } from '../../shared/api-types.ts';
import type { ReportReason } from '../../shared/report-request.ts';

/** What a report is about, as the exercise or the page knows it; the learner adds the reason and a comment. */
export type ReportTarget = Omit<ReportRequest, 'reportId' | 'reason' | 'comment'>;

/** What the learner reads once a report is sent or kept on the device. */
export const REPORT_SENT = "Thanks — we'll look at it";
export const REPORT_SAVED = 'Saved on this device; it is sent when you are back online';

/** The reasons the dialog offers, with the words it shows. */
export const REPORT_CHOICES: readonly { reason: ReportReason; label: string }[] = [
  { reason: 'answer-should-be-accepted', label: 'My answer should be accepted' },
  { reason: 'audio-wrong', label: 'The audio is wrong' },
  { reason: 'text-mistake', label: 'The text has a mistake' },
  { reason: 'other', label: 'Something else' },
];

/**
 * The request for a report: the given and expected answers travel only with "My answer should be accepted" (the other
 * reasons are about the exercise, not the learner's answer), an empty comment is left out.
 */
export function reportRequest(target: ReportTarget, reason: ReportReason, comment: string, reportId: string) {
  const { givenAnswer, expectedAnswers, ...about } = target;
  const answers = reason === 'answer-should-be-accepted' || reason === 'other';
  const text = comment.trim();
  return {
    ...about,
    reportId,
    reason,
    ...(answers && givenAnswer ? { givenAnswer } : {}),
    ...(answers && expectedAnswers && expectedAnswers.length > 0 ? { expectedAnswers: [...expectedAnswers] } : {}),
    ...(text ? { comment: text } : {}),
  } satisfies ReportRequest;
}

/** Sends a report through the outbox: 'sent', 'queued' (kept on the device) or the server's refusal. */
export async function sendReport(request: ReportRequest): Promise<{ state: 'sent' | 'queued' } | { error: string }> {
  const [{ defaultApiClient }, { reportOnline }] = await Promise.all([
    import('@/lib/session/api-client'),
    import('@/lib/api/completion-outbox'),
  ]);
  const outcome = await reportOnline(defaultApiClient(), request);
  if (outcome.state === 'refused') return { error: outcome.error.message };
  const { rememberReport } = await import('./resolved-reports');
  rememberReport(request.reportId);
  return { state: outcome.state };
}
