/**
 * Practice's calls to the server, all through the outbox, so answers and finishes survive a lost connection and reach
 * the server after the lessons made before them;
 * when the server cannot be reached, practice is played from what the device saved at the last load.
 */
import type { PracticeResult } from '@/domain';
import { ApiRequestError, defaultApiClient, getPractice, syncPendingCompletions } from '@/lib/api';
import { defaultOutbox, finishedSessions } from '@/lib/api/outbox';
import { sendPracticeThroughOutbox } from '@/lib/api/practice-outbox';
import { isPractice } from '@/lib/outbox/entries';
import { mayHaveWaiting } from '@/lib/outbox/waiting';
import { storedUserId } from '@/lib/session/stored-session';
import type { PracticeAnswer, PracticeFinishRequest, PracticeFinishResult } from '@/shared/api-types';
import { localCalendarDate } from '@/shared/dates';
import { $user } from '@/stores/auth';
import type { FinishOutcome, LoadedPractice } from '@/stores/practice-session';
import { finishPracticeOnDevice, keepPracticeRecord } from '@/stores/progress';
import { practiceOnDevice } from '@/stores/practiceRun';
import { addDeviceAnswers, savedPractice, savePractice } from './savedPractice';

/**
 * Replays what waits on the device, if anything, in the order it was made (a session's heart is then added to the
 * hearts the server knows after the lessons before it, as the device added it); the sessions it finished, by id.
 */
export async function replaySavedPractice(): Promise<Map<string, PracticeFinishResult>> {
  if (!mayHaveWaiting()) return new Map();
  const replay = await syncPendingCompletions(defaultApiClient());
  return new Map(finishedSessions(replay).map((f) => [f.result.sessionId, f.result]));
}

/** The signed-in learner, or before the session code has set them (and offline), the account of the stored session. */
const learnerId = (): string | null => $user.get()?.id ?? storedUserId();

/** Answers in `language` that wait in the outbox for the server. */
function waitingAnswers(language: string): PracticeAnswer[] {
  return defaultOutbox()
    .pending()
    .flatMap((e) => (isPractice(e) && e.kind === 'answers' && e.language === language ? e.answers : []));
}

/** True when the failure says nothing about practice itself: no answer, no answer in time, or a server in trouble. */
export function serverUnreachable(error: unknown): boolean {
  return !(error instanceof ApiRequestError) || error.kind !== 'http' || error.status >= 500;
}

/**
 * The learner's practice items and cards for a language, after replaying what waits on the device (so cards are
 * current), saved on the device for offline use. When the server cannot be reached, the state saved at the last load
 * with the answers given on the device since, at the device's clock; without one, the server's error.
 */
export async function loadPractice(language: string): Promise<LoadedPractice> {
  await replaySavedPractice().catch(() => undefined);
  const owner = learnerId();
  // Read before the server's state: an answer accepted in between is then applied twice on the device, never missed.
  const waiting = waitingAnswers(language);
  try {
    const state = await getPractice(defaultApiClient(), language);
    if (owner) savePractice(owner, state, waiting, new Date());
    return { state: waiting.length > 0 ? practiceOnDevice(state, waiting, new Date()) : state, fromDevice: false };
  } catch (error) {
    const saved = owner && serverUnreachable(error) ? savedPractice(owner, language) : null;
    if (!saved) throw error;
    const answers = [...saved.answers, ...waitingAnswers(language)];
    return { state: practiceOnDevice(saved.state, answers, new Date()), fromDevice: true };
  }
}

/** Sends a batch of answers after everything queued before it; true when the server has it, false when it waits on the device. */
export async function sendPracticeAnswers(language: string, answers: readonly PracticeAnswer[]): Promise<boolean> {
  const owner = learnerId();
  if (owner) addDeviceAnswers(owner, language, answers);
  const { queued } = await sendPracticeThroughOutbox(defaultApiClient(), {
    kind: 'answers',
    language,
    answers: [...answers],
  });
  return !queued;
}

/**
 * Sends the finish after the lessons and the session's answers waiting before it in the outbox, keeps the server's record (XP, hearts,
 * streak) on the device, then reads the due count. When the server cannot be reached, the device applies the session
 * itself (completePractice) from `result`.
 */
export async function sendPracticeFinish(
  language: string,
  request: PracticeFinishRequest,
  result?: PracticeResult,
): Promise<FinishOutcome> {
  const client = defaultApiClient();
  const { queued, replay } = await sendPracticeThroughOutbox(client, { kind: 'finish', language, request });
  if (queued) {
    const restored = result ? finishPracticeOnDevice(language, result, localCalendarDate(new Date())) : null;
    return { finished: null, dueCount: null, heartsRestored: restored };
  }
  const finished = finishedSessions(replay).find((f) => f.result.sessionId === request.sessionId)?.result ?? null;
  if (finished) keepPracticeRecord(language, finished.progress);
  const state = await getPractice(client, language).catch(() => null);
  return {
    finished,
    dueCount: state ? state.dueCount + state.newCount : null,
    heartsRestored: finished?.heartsRestored ?? null,
  };
}
