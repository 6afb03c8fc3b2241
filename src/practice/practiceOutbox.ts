/** Practice's calls to the server, sent one after another so a session's finish never overtakes its answers. */
import { defaultApiClient, finishPractice, getPractice, isTransientError, postPracticeAnswers } from '@/lib/api';
import type { PracticeAnswer, PracticeAnswersResult, PracticeFinishRequest, PracticeFinishResult, PracticeState } from '@/lib/api/types';

let line: Promise<unknown> = Promise.resolve();
const unsent = new Map<string, PracticeAnswer[]>();

function inLine<T>(send: () => Promise<T>): Promise<T> {
  const next = line.then(send, send);
  line = next.catch(() => undefined);
  return next;
}

/** The learner's practice items and cards for a language. */
export function loadPractice(language: string): Promise<PracticeState> {
  return getPractice(defaultApiClient(), language);
}

/** Sends a batch of answers after those before it; null when the server cannot be reached now (the batch waits for the finish). */
export function sendPracticeAnswers(language: string, answers: readonly PracticeAnswer[]): Promise<PracticeAnswersResult | null> {
  return inLine(async () => {
    try {
      return await postPracticeAnswers(defaultApiClient(), language, answers);
    } catch (error) {
      if (!isTransientError(error)) throw error;
      unsent.set(language, [...(unsent.get(language) ?? []), ...answers]);
      return null;
    }
  });
}

/** What became of a finish: the server's result and the cards then ready (due or new), or nothing when the server cannot be reached. */
export interface FinishOutcome {
  finished: PracticeFinishResult | null;
  dueCount: number | null;
}

/** Sends the answers still waiting, then the finish, then reads the due count; a server out of reach leaves finished null. */
export function sendPracticeFinish(language: string, request: PracticeFinishRequest): Promise<FinishOutcome> {
  return inLine(async () => {
    const client = defaultApiClient();
    try {
      const waiting = unsent.get(language) ?? [];
      if (waiting.length > 0) {
        await postPracticeAnswers(client, language, waiting);
        unsent.delete(language);
      }
      const finished = await finishPractice(client, language, request);
      const state = await getPractice(client, language).catch(() => null);
      return { finished, dueCount: state ? state.dueCount + state.newCount : null };
    } catch (error) {
      if (!isTransientError(error)) throw error;
      return { finished: null, dueCount: null };
    }
  });
}
