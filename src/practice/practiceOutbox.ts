/**
 * Practice's calls to the server, all through the practice queue, so answers and finishes survive a lost connection;
 * when the server cannot be reached, practice is played from what the device saved at the last load.
 */
import { ApiRequestError, defaultApiClient, getPractice } from '@/lib/api';
import { defaultPracticeQueue, mayHavePractice, sendThroughQueue } from '@/lib/api/practice-queue';
import { storedUserId } from '@/lib/session/stored-session';
import type { PracticeAnswer, PracticeFinishRequest, PracticeFinishResult, PracticeState } from '@/shared/api-types';
import { $user } from '@/stores/auth';
import { practiceOnDevice } from './practiceRun';
import { addDeviceAnswers, savedPractice, savePractice } from './savedPractice';

/** Replays practice saved on the device, if any; the sessions it finished, by session id. */
export async function replaySavedPractice(): Promise<Map<string, PracticeFinishResult>> {
  if (!mayHavePractice()) return new Map();
  const replay = await defaultPracticeQueue().replay(defaultApiClient());
  return new Map(replay.finished.map((f) => [f.result.sessionId, f.result]));
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

/** What became of a finish: the server's result (null when it waits on the device) and the cards then ready (due or new). */
export interface FinishOutcome {
  finished: PracticeFinishResult | null;
  dueCount: number | null;
}

/** Sends the finish after the session's answers, then reads the due count. */
export async function sendPracticeFinish(language: string, request: PracticeFinishRequest): Promise<FinishOutcome> {
  const client = defaultApiClient();
  const { queued, replay } = await sendThroughQueue(client, { kind: 'finish', language, request });
  if (queued) return { finished: null, dueCount: null };
  const finished = replay.finished.find((f) => f.result.sessionId === request.sessionId)?.result ?? null;
  const state = await getPractice(client, language).catch(() => null);
  return { finished, dueCount: state ? state.dueCount + state.newCount : null };
}
