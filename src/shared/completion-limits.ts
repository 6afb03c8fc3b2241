/** Limits of POST /api/progress/lesson/complete that the browser keeps to as well, without loading the request schema. */

/** Most missed quiz questions one completion may name (a quiz of the content holds a handful of questions). */
export const MAX_MISSED_QUESTIONS = 50;
