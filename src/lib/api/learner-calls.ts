/**
 * The calls public pages make for a signed-in learner, in one module: those pages import it lazily, so
 * visitors never load the API client.
 */
export { defaultApiClient } from '../session/api-client.ts';
export { enrollInLanguage, getEnrolledLanguages, getLanguageProgress } from './endpoints.ts';
export { finishPractice, getPractice, postPracticeAnswers } from './practice-endpoints.ts';
export { holdsProgressBack } from '../outbox/waiting.ts';
