/**
 * Lessons and reports through the outbox (outbox.ts): a completion, a lost heart or a report joins the line after
 * anything waiting before it, so it never overtakes an earlier offline one, and survives a closed tab.
 */
import type { ApiClient, ApiRequestError } from './client.ts';
import { defaultOutbox, type AppOutbox, type OutboxReplay, type QueuedHeartLoss } from './outbox.ts';
import type { CompletionRequest, CompletionResponse, ReportRequest, ReportResponse } from '../../shared/api-types.ts';

export { COMPLETION_FAILED_TOAST, SAVED_LOCALLY_TOAST, completionRefusalText } from './completion-texts.ts';

/** What became of a completion: accepted by the server now, or queued on the device for later. */
export type CompletionOutcome =
  { queued: false; response: CompletionResponse } | { queued: true; reason: ApiRequestError | null };

/**
 * Sends a completion through the outbox (the server would refuse a lesson whose predecessor it has not seen yet as
 * locked). Resolves queued:true when the server cannot be reached now (show SAVED_LOCALLY_TOAST), and throws the
 * ApiRequestError when the server refused it for good.
 */
export async function completeLessonOnline(
  client: ApiClient,
  completion: CompletionRequest,
  outbox: AppOutbox = defaultOutbox(),
): Promise<CompletionOutcome> {
  const outcome = await outbox.submit(client, completion);
  if (outcome.state === 'refused') throw outcome.error;
  if (outcome.state === 'sent' && outcome.response)
    return { queued: false, response: outcome.response as CompletionResponse };
  // Sent by another page in the meantime, without its answer here: the local record stands until the next load.
  return { queued: true, reason: outcome.state === 'queued' ? outcome.reason : null };
}

/**
 * Sends a heart lost at a wrong check through the outbox: it waits on the device while the server cannot be reached,
 * so a lesson left unfinished still costs its hearts once the connection returns.
 */
export function loseHeartOnline(
  client: ApiClient,
  loss: QueuedHeartLoss,
  outbox: AppOutbox = defaultOutbox(),
): Promise<OutboxReplay> {
  outbox.enqueue(loss);
  return outbox.replay(client);
}

/** What became of a report: taken by the server now, kept on the device for later, or refused for good. */
export type ReportOutcome =
  { state: 'sent'; response: ReportResponse } | { state: 'queued' } | { state: 'refused'; error: ApiRequestError };

/**
 * Sends a problem report through the outbox: it waits on the device while the server cannot be reached and is sent,
 * once, when the connection returns (the server stores one row per reportId).
 */
export async function reportOnline(
  client: ApiClient,
  report: ReportRequest,
  outbox: AppOutbox = defaultOutbox(),
): Promise<ReportOutcome> {
  const outcome = await outbox.submit(client, { ...report, kind: 'report' });
  if (outcome.state === 'refused') return { state: 'refused', error: outcome.error };
  if (outcome.state === 'sent' && outcome.response)
    return { state: 'sent', response: outcome.response as ReportResponse };
  return { state: 'queued' };
}
