/** Practice's calls to the server, all through the practice queue, so answers and finishes survive a lost connection. */
import { defaultApiClient, getPractice } from '@/lib/api';
import { defaultPracticeQueue, mayHavePractice, sendThroughQueue } from '@/lib/api/practice-queue';
import type { PracticeAnswer, PracticeFinishRequest, PracticeFinishResult, PracticeState } from '@/shared/api-types';

/** Replays practice saved on the device, if any; the sessions it finished, by session id. */
export async function replaySavedPractice(): Promise<Map<string, PracticeFinishResult>> {
  if (!mayHavePractice()) return new Map();
  const replay = await defaultPracticeQueue().replay(defaultApiClient());
  return new Map(replay.finished.map((f) => [f.result.sessionId, f.result]));
}

/** The learner's practice items and cards for a language, after replaying what waits on the device (so cards are current). */
export async function loadPractice(language: string): Promise<PracticeState> {
  await replaySavedPractice().catch(() => undefined);
  return getPractice(defaultApiClient(), language);
}

/** Sends a batch of answers after everything queued before it; true when the server has it, false when it waits on the device. */
export async function sendPracticeAnswers(language: string, answers: readonly PracticeAnswer[]): Promise<boolean> {
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
