/** The FSRS grade of a practice answer, from its first verdict, how it was given (typed or chosen) and how fast it came. */
import type { AnswerKind } from './answers.ts';

/** The four FSRS grades: forgot (again), remembered with effort (hard), remembered (good), remembered at once (easy). */
export type ReviewGrade = 'again' | 'hard' | 'good' | 'easy';

/** The grades from worst to best. */
export const REVIEW_GRADES: readonly ReviewGrade[] = ['again', 'hard', 'good', 'easy'];

const BASE_MS = 2000;
const MS_PER_KEYSTROKE = 300;
const IGNORED = /[\s\p{P}\p{S}]/u;

/** Keystrokes to type `answer`: its NFD code points without spaces and punctuation, so each tone mark and subdot counts as one. */
export function keystrokes(answer: string): number {
  return [...answer.normalize('NFD')].filter((char) => !IGNORED.test(char)).length;
}

/** The longest typed response still counted fast: 2000 ms to read the prompt plus 300 ms per keystroke of the answer typed ('Ẹ káàárọ̀', 13 keystrokes → 5900 ms). */
export function fastAnswerMs(answer: string): number {
  return BASE_MS + MS_PER_KEYSTROKE * keystrokes(answer);
}

/** What grading needs to know about one answer. */
export interface GradedAnswer {
  /** The verdict of the learner's first attempt; a retry never raises the grade. */
  kind: AnswerKind;
  /** Milliseconds from showing the exercise to the first attempt. */
  responseMs: number;
  /**
   * For a typed answer, the answer the learner had to type (the course-language word), which sets how fast is fast;
   * null for an answer chosen among options, which is never graded easy.
   */
  typed: string | null;
}

/**
 * The FSRS grade of an answer: wrong → again, a slip (marks or spacing only) → hard, right → good; easy only for a
 * typed answer that was right within fastAnswerMs(typed). A choice (recognise, listen, tone choice, match) that is right
 * is good however fast: picking among options shown says less than producing the word, and an English gloss's length
 * must never stretch what counts as fast.
 */
export function gradeAnswer(answer: GradedAnswer): ReviewGrade {
  if (!Number.isFinite(answer.responseMs) || answer.responseMs < 0) {
    throw new RangeError(`A response time must be a finite number of milliseconds ≥ 0, not ${answer.responseMs}`);
  }
  switch (answer.kind) {
    case 'wrong':
      return 'again';
    case 'slip':
      return 'hard';
    case 'right':
      return answer.typed !== null && answer.responseMs <= fastAnswerMs(answer.typed) ? 'easy' : 'good';
  }
}
