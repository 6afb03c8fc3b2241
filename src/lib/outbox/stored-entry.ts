/**
 * How the outbox recognises an entry: the id the server counts it by, and its shape in storage. Apart from the
 * channel predicates (entries.ts), which every signed-in page reads, because only the outbox's own code needs these.
 */
import { isCompletion, type OutboxEntry } from './entries.ts';

/** The id the server counts an entry by (each is sent once however often it is queued). */
export function entryId(entry: OutboxEntry): string {
  if (isCompletion(entry)) return entry.completionId;
  switch (entry.kind) {
    case 'heart-loss':
      return `loss:${entry.lossId}`;
    case 'report':
      return `report:${entry.reportId}`;
    case 'finish':
      return `finish:${entry.request.sessionId}`;
    case 'answers':
      return `answers:${entry.answers[0]?.id ?? ''}`;
  }
}

/** Whether a stored value is an entry of any channel (anything else in storage is ignored). */
export function isOutboxEntry(value: unknown): value is OutboxEntry {
  const v = value as Partial<
    Record<'kind' | 'language' | 'lessonId' | 'lossId' | 'completionId' | 'reportId' | 'answers' | 'request', unknown>
  > | null;
  if (typeof v !== 'object' || v === null || typeof v.language !== 'string') return false;
  switch (v.kind) {
    case 'report':
      return typeof v.reportId === 'string';
    case 'answers':
      return Array.isArray(v.answers) && v.answers.length > 0;
    case 'finish':
      return typeof (v.request as { sessionId?: unknown } | undefined)?.sessionId === 'string';
    case 'heart-loss':
      return typeof v.lessonId === 'string' && typeof v.lossId === 'string';
    case undefined:
      return typeof v.lessonId === 'string' && typeof v.completionId === 'string';
    default:
      return false;
  }
}
