// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { isPatternMastered, patternRecap } from './PatternMastered.tsx';

afterEach(cleanup);

const lesson = { targetPattern: 'time + ọma', summary: 'Greetings are built as time + ọma.' };

describe('patternRecap', () => {
  it("says 'Pattern Mastered!' with the trophy only when every question was right first time", () => {
    const recap = patternRecap({ ...lesson, firstTryRight: 2, questions: 2 });
    expect(recap.title).toBe('Pattern Mastered!');
    expect(recap.icon).toBe('🏆');
    expect(recap.figures).toEqual([{ label: 'Right first time', value: '2 of 2' }]);
  });

  it('never says Mastered above a miss: the heading and the words follow the answers', () => {
    const none = patternRecap({ ...lesson, firstTryRight: 0, questions: 2 });
    expect(none.title).toBe('Pattern learned');
    expect(none.icon).not.toBe('🏆');
    expect(none.figures).toEqual([{ label: 'Right first time', value: '0 of 2' }]);
    render(<>{none.details}</>);
    expect(screen.getByText(/2 answers were not right first time/)).toBeTruthy();
    cleanup();
    render(<>{patternRecap({ ...lesson, firstTryRight: 1, questions: 2 }).details}</>);
    expect(screen.getByText(/One answer was not right first time/)).toBeTruthy();
  });

  it('counts a lesson without questions as mastered, with no figure to show', () => {
    expect(isPatternMastered(0, 0)).toBe(true);
    expect(patternRecap({ ...lesson, firstTryRight: 0, questions: 0 }).figures).toEqual([]);
  });
});
