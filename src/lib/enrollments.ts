/** Enrolment for islands: the learner's enrolled languages (loaded once per page) and enrolling in one. */
import { addEnrolledLanguage, setEnrolledLanguages } from '@/stores/enrollments';

// Only signed-in learners enrol: visitors' pages do without the API client's code.
const api = () => import('@/lib/api/learner-calls');

let loading: Promise<void> | null = null;

/** Loads the enrolled languages once; a failure leaves them unknown (null), which shows no 'Enrolled' marks. */
export function loadEnrolledLanguages(): Promise<void> {
  loading ??= api()
    .then(({ defaultApiClient, getEnrolledLanguages }) => getEnrolledLanguages(defaultApiClient()))
    .then(
      (list) => setEnrolledLanguages(list.map((entry) => entry.language.code)),
      () => {
        loading = null;
      },
    );
  return loading;
}

/** Enrols the learner in a language (idempotent on the server) and records it; throws the API error on failure. */
export async function enroll(code: string): Promise<void> {
  const { defaultApiClient, enrollInLanguage } = await api();
  await enrollInLanguage(defaultApiClient(), code);
  addEnrolledLanguage(code);
}
