import { describe, expect, it } from 'vitest';
import { checkAnswer, initialQuestions, nextQuestion, retry, selectOption, type Question } from './questions.ts';

const questions: Question[] = [
  { options: [{ isCorrect: false }, { isCorrect: true }] },
  { options: [{ isCorrect: true }, { isCorrect: false }, { isCorrect: false }] },
];

describe('comprehension questions', () => {
  it('does not check while nothing is chosen', () => {
    expect(checkAnswer(initialQuestions, questions)).toBe(initialQuestions);
  });

  it('ignores options that do not exist', () => {
    expect(selectOption(initialQuestions, 2, questions)).toBe(initialQuestions);
    expect(selectOption(initialQuestions, -1, questions)).toBe(initialQuestions);
  });

  it('goes wrong → retry → right, counting the mistake and not the first try', () => {
    let s = checkAnswer(selectOption(initialQuestions, 0, questions), questions);
    expect(s).toMatchObject({ status: 'wrong', mistakes: 1, checks: 1 });
    expect(selectOption(s, 1, questions)).toBe(s);
    s = retry(s);
    expect(s).toMatchObject({ status: 'answering', selected: null });
    s = checkAnswer(selectOption(s, 1, questions), questions);
    expect(s).toMatchObject({ status: 'right', mistakes: 1, checks: 2, firstTryCorrect: 0 });
  });

  it('counts a right first check, moves on, and finishes after the last question', () => {
    let s = checkAnswer(selectOption(initialQuestions, 1, questions), questions);
    expect(s.firstTryCorrect).toBe(1);
    expect(retry(s)).toBe(s);
    s = nextQuestion(s, questions.length);
    expect(s).toMatchObject({ index: 1, selected: null, status: 'answering', missedCurrent: false, finished: false });
    expect(nextQuestion(s, questions.length)).toBe(s);
    s = nextQuestion(checkAnswer(selectOption(s, 0, questions), questions), questions.length);
    expect(s).toMatchObject({ finished: true, firstTryCorrect: 2, mistakes: 0, checks: 2 });
    expect(checkAnswer(s, questions)).toBe(s);
  });
});
