/**
 * Practice's calls to the server, all through the practice queue, so answers and finishes survive a lost connection;
 * when the server cannot be reached, practice is played from what the device saved at the last load.
 */
import type { PracticeResult } from '@/domain';
import { ApiRequestError, defaultApiClient, getPractice, syncPendingCompletions } from '@/lib/api';
import { defaultPracticeQueue, mayHavePractice, sendThroughQueue } from '@/lib/api/practice-queue';
import { storedUserId } from '@/lib/session/stored-session';
import type { PracticeAnswer, PracticeFinishRequest, PracticeFinishResult, PracticeState } from '@/shared/api-types';
import { localCalendarDate } from '@/shared/dates';
import { $user } from '@/stores/auth';
import { finishPracticeOnDevice, keepPracticeRecord } from '@/stores/progress';
import { practiceOnDevice } from './practiceRun';
import { addDeviceAnswers, savedPractice, savePractice } from './savedPractice';

/** Replays practice saved on the device, if any; the sessions it finished, by session id. */
export async function replaySavedPractice(): Promise<Map<string, PracticeFinishResult>> {
  await sendLessonsFirst();
  if (!mayHavePractice()) return new Map();
  const replay = await defaultPracticeQueue().replay(defaultApiClient());
  return new Map(replay.finished.map((f) => [f.result.sessionId, f.result]));
}

/**
 * Sends the lessons' completions and lost hearts waiting on the device before practice: a session's heart is then
 * added to the hearts the server knows, as the device added it to its own.
 */
async function sendLessonsFirst(): Promise<void> {
  await syncPendingCompletions(defaultApiClient()).catch(() => undefined);
}

/** The signed-in learner, or before the session code has set them (and offline), the account of the stored session. */
const learnerId = (): string | null => $user.get()?.id ?? storedUserId();

/** Answers in `language` that wait in the queue for the server. */
function waitingAnswers(language: string): PracticeAnswer[] {
  return defaultPracticeQueue()
    .pending()
    .flatMap((e) => (e.kind === 'answers' && e.language === language ? e.answers : []));
}

/** True when the failure says nothing about practice itself: no answer, no answer in time, or a server in trouble. */
export function serverUnreachable(error: unknown): boolean {
  return !(error instanceof ApiRequestError) || error.kind !== 'http' || error.status >= 500;
}

/** Practice to play: the learner's items and cards, and whether they come from the device because the server could not be reached. */
export interface LoadedPractice {
  state: PracticeState;
  fromDevice: boolean;
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
  const { queued } = await sendThroughQueue(defaultApiClient(), { kind: 'answers', language, answers: [...answers] });
  return !queued;
}

/**
 * What became of a finish: the server's result (null when it waits on the device), the cards then ready (due or new),
 * and the hearts the session restored (the server's figure, or the device's when it waits there).
 */
export interface FinishOutcome {
  finished: PracticeFinishResult | null;
  dueCount: number | null;
  heartsRestored: number | null;
}

/**
 * Sends the finish after the lessons and the session's answers waiting before it, keeps the server's record (XP, hearts,
 * streak) on the device, then reads the due count. When the server cannot be reached, the device applies the session
 * itself (completePractice) from `result`.
 */
export async function sendPracticeFinish(
  language: string,
  request: PracticeFinishRequest,
  result?: PracticeResult,
): Promise<FinishOutcome> {
  const client = defaultApiClient();
  await sendLessonsFirst();
  const { queued, replay } = await sendThroughQueue(client, { kind: 'finish', language, request });
  if (queued) {
    const restored = result ? finishPracticeOnDevice(language, result, localCalendarDate(new Date())) : null;
    return { finished: null, dueCount: null, heartsRestored: restored };
  }
  const finished = replay.finished.find((f) => f.result.sessionId === request.sessionId)?.result ?? null;
  if (finished) keepPracticeRecord(language, finished.progress);
  const state = await getPractice(client, language).catch(() => null);
  return {
    finished,
    dueCount: state ? state.dueCount + state.newCount : null,
    heartsRestored: finished?.heartsRestored ?? null,
  };
}
