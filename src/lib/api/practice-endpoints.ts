/** The practice calls: the learner's items and cards, answers in batches, and a finished session. */
import type { ApiClient } from './client.ts';
import type {
  PracticeAnswer,
  PracticeAnswersResult,
  PracticeFinishRequest,
  PracticeFinishResult,
  PracticeState,
} from '../../shared/api-types.ts';

const segment = encodeURIComponent;

/** GET /practice/{language}: the learner's review items, their cards, the due count and a session seed. */
export function getPractice(client: ApiClient, language: string): Promise<PracticeState> {
  return client.request(`/practice/${segment(language)}`, { fallback: 'Failed to fetch practice' });
}

/** POST /practice/{language}/answers: 1 to 50 answers, graded and scheduled by the server, each counted once by its id. */
export function postPracticeAnswers(
  client: ApiClient,
  language: string,
  answers: readonly PracticeAnswer[],
): Promise<PracticeAnswersResult> {
  return client.request(`/practice/${segment(language)}/answers`, {
    method: 'POST',
    body: { answers },
    fallback: 'Failed to save practice answers',
  });
}

/** POST /practice/{language}/finish: XP, a streak day and one heart for a finished session, once per session id. */
export function finishPractice(
  client: ApiClient,
  language: string,
  session: PracticeFinishRequest,
): Promise<PracticeFinishResult> {
  return client.request(`/practice/${segment(language)}/finish`, {
    method: 'POST',
    body: session,
    fallback: 'Failed to finish practice',
  });
}
