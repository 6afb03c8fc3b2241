import { atom } from 'nanostores';

/** The codes of the languages the signed-in learner is enrolled in; null until loaded (or signed out). */
export const $enrolledLanguages = atom<readonly string[] | null>(null);

/** Keeps the server's list of enrolled languages. */
export function setEnrolledLanguages(codes: readonly string[]): void {
  $enrolledLanguages.set(codes);
}

/** Records one more enrolment (enrolling is idempotent, so a known language stays listed once). */
export function addEnrolledLanguage(code: string): void {
  const known = $enrolledLanguages.get() ?? [];
  if (!known.includes(code)) $enrolledLanguages.set([...known, code]);
}
