/**
 * The comprehension questions of a cultural story as a small state machine: answering → checked
 * (right or wrong); wrong → retry → answering; right → next question, or finished after the last.
 */

export interface QuestionsState {
  index: number;
  selected: number | null;
  status: 'answering' | 'wrong' | 'right';
  /** A wrong check was already made on the current question. */
  missedCurrent: boolean;
  /** Questions whose first check was right. */
  firstTryCorrect: number;
  /** Wrong checks over all questions. */
  mistakes: number;
  /** All checks made. */
  checks: number;
  finished: boolean;
}

export interface Question {
  options: readonly { isCorrect: boolean }[];
}

export const initialQuestions: QuestionsState = {
  index: 0,
  selected: null,
  status: 'answering',
  missedCurrent: false,
  firstTryCorrect: 0,
  mistakes: 0,
  checks: 0,
  finished: false,
};

/** Chooses an option of the current question; ignored once checked or for an option that does not exist. */
export function selectOption(state: QuestionsState, option: number, questions: readonly Question[]): QuestionsState {
  const count = questions[state.index]?.options.length ?? 0;
  if (state.status !== 'answering' || state.finished || option < 0 || option >= count) return state;
  return { ...state, selected: option };
}

/** Checks the chosen option against its isCorrect flag; ignored while nothing is chosen or already checked. */
export function checkAnswer(state: QuestionsState, questions: readonly Question[]): QuestionsState {
  if (state.status !== 'answering' || state.selected === null || state.finished) return state;
  const right = questions[state.index]?.options[state.selected]?.isCorrect === true;
  const checks = state.checks + 1;
  if (right)
    return {
      ...state,
      status: 'right',
      checks,
      firstTryCorrect: state.firstTryCorrect + (state.missedCurrent ? 0 : 1),
    };
  return { ...state, status: 'wrong', checks, mistakes: state.mistakes + 1, missedCurrent: true };
}

/** After a wrong answer: back to answering the same question with nothing chosen. */
export function retry(state: QuestionsState): QuestionsState {
  return state.status === 'wrong' ? { ...state, status: 'answering', selected: null } : state;
}

/** After a right answer: the next question, or finished after the last one. */
export function nextQuestion(state: QuestionsState, total: number): QuestionsState {
  if (state.status !== 'right') return state;
  if (state.index + 1 >= total) return { ...state, finished: true };
  return { ...state, index: state.index + 1, selected: null, status: 'answering', missedCurrent: false };
}
