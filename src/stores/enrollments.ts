import { atom } from 'nanostores';

/** The codes of the languages the signed-in learner is enrolled in; null until loaded (or signed out). */
export const $enrolledLanguages = atom<readonly string[] | null>(null);
