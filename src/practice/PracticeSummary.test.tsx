// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PracticeSummary from './PracticeSummary';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const now = new Date('2026-11-23T10:00:00Z');
const inThreeDays = new Date(now.getTime() + 3 * 86_400_000).toISOString();
const summary = { reviewed: 3, right: 3, slips: 0, missed: 0, correct: 3, accuracy: 100, xp: 8, nextDue: inThreeDays };

function show(first: boolean, figures: Partial<typeof summary> = {}) {
  vi.useFakeTimers({ now, toFake: ['Date'] });
  render(
    <PracticeSummary
      summary={{ ...summary, ...figures }}
      xp={8}
      heartsRestored={null}
      savedOnDevice={false}
      first={first}
      courseHref="/course/igbo"
    />,
  );
}

describe('PracticeSummary', () => {
  it('after a first session, says which words were met and when they come back', () => {
    show(true);
    expect(
      screen.getByText(
        'You have met your first 3 words in practice. Each comes back when it is due: your next review is in 3 days.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Next review').nextElementSibling?.textContent).toBe('in 3 days');
  });

  it('after later sessions, gives the figures alone', () => {
    show(false);
    expect(screen.queryByText(/your first/)).toBeNull();
    expect(screen.getByText('Items reviewed').nextElementSibling?.textContent).toBe('3');
  });

  it('counts slips apart from right answers, and accuracy as right answers only', () => {
    show(false, { reviewed: 12, right: 8, slips: 2, missed: 2, correct: 10, accuracy: 67 });
    expect(screen.getByText('Accuracy').nextElementSibling?.textContent).toBe('67%');
    expect(screen.getByText('Answers (accuracy counts right only)').nextElementSibling?.textContent).toBe(
      '8 right · 2 almost (marks) · 2 missed',
    );
  });
});
