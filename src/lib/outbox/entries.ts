/**
 * What the outbox holds, by channel: lesson completions with the hearts lost during lessons, practice (batches of
 * answers, finished sessions) and problem reports. Uploads of recordings do not wait here: a take is sent when the
 * contributor sends it and, refused or offline, stays in the recorder to send again (src/components/contribute); an
 * MP3 would not fit the storage the outbox lives in.
 */
import type {
  CompletionRequest,
  HeartLossRequest,
  PracticeAnswer,
  PracticeFinishRequest,
  ReportRequest,
} from '../../shared/api-types.ts';

/** A heart lost at a wrong check in a lesson, waiting for POST /progress/{language}/heart-losses. */
export type QueuedHeartLoss = HeartLossRequest & { kind: 'heart-loss'; language: string };

/** A problem a learner reported, waiting for POST /reports. */
export type QueuedReport = ReportRequest & { kind: 'report' };

/** A practice call waiting: a batch of answers, or a session's finish (which must follow its answers). */
export type PracticeEntry =
  | { kind: 'answers'; language: string; answers: PracticeAnswer[] }
  | { kind: 'finish'; language: string; request: PracticeFinishRequest };

/** Everything that waits on the device for the server, in one line. */
export type OutboxEntry = CompletionRequest | QueuedHeartLoss | QueuedReport | PracticeEntry;

/** The channels: lessons (completions and lost hearts), practice, reports. */
export type Channel = 'lesson' | 'practice' | 'report';

/** Whether an entry is a lesson completion (the shape stored before entries had kinds). */
export const isCompletion = (entry: OutboxEntry): entry is CompletionRequest => !('kind' in entry);

/** Whether an entry is a heart lost during a lesson. */
export const isHeartLoss = (entry: OutboxEntry): entry is QueuedHeartLoss =>
  'kind' in entry && entry.kind === 'heart-loss';

/** Whether an entry is a problem report. */
export const isReport = (entry: OutboxEntry): entry is QueuedReport => 'kind' in entry && entry.kind === 'report';

/** Whether an entry is a practice call. */
export const isPractice = (entry: OutboxEntry): entry is PracticeEntry =>
  'kind' in entry && (entry.kind === 'answers' || entry.kind === 'finish');

/** The channel an entry travels on. */
export const channelOf = (entry: OutboxEntry): Channel =>
  isPractice(entry) ? 'practice' : isReport(entry) ? 'report' : 'lesson';
