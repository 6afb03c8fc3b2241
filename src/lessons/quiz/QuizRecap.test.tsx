// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { quizRecap } from './QuizRecap';

afterEach(cleanup);

const questions = [
  {
    question: 'What does "Daalụ" mean?',
    options: [
      { text: 'Please', isCorrect: false },
      { text: 'Thank you', isCorrect: true },
    ],
    explanation: 'Daalụ means "thank you".',
  },
  {
    question: 'What does "Biko" mean?',
    options: [
      { text: 'Please', isCorrect: true },
      { text: 'No', isCorrect: false },
    ],
    explanation: 'Biko means "please".',
  },
  {
    question: 'What does "Mba" mean?',
    options: [
      { text: 'Yes', isCorrect: false },
      { text: 'No', isCorrect: true },
    ],
    explanation: 'Mba means "no".',
  },
];

describe('quizRecap', () => {
  it('lists every missed question in the lesson order with its right answer', () => {
    const recap = quizRecap(questions, [0, 2]);
    expect(recap.figures).toEqual([{ label: 'Right first time', value: '1 of 3' }]);
    render(<>{recap.details}</>);
    const missed = screen.getByRole('region', { name: 'The 2 questions you missed' });
    const items = within(missed).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'What does "Daalụ" mean?Answer: Thank you',
      'What does "Mba" mean?Answer: No',
    ]);
    expect(missed.textContent).toContain('They come back in practice, to answer again.');
  });

  it('has nothing to list after a clean run', () => {
    const recap = quizRecap(questions, []);
    expect(recap.title).toBe('Every answer right first time!');
    expect(recap.figures).toEqual([{ label: 'Right first time', value: '3 of 3' }]);
    expect(recap.details).toBeUndefined();
  });
});
