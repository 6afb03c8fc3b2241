// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import StatusBar from './StatusBar';

afterEach(cleanup);

const base = {
  hearts: 4,
  maxHearts: 5,
  streak: 2,
  languageXp: 243,
  languageName: 'Swahili',
  xpLevel: 4,
  hintsEnabled: false,
  onToggleHints: () => undefined,
  hasAudio: false,
};

describe('StatusBar', () => {
  it("says the XP shown is this language's, and calls the level an XP level", () => {
    render(<StatusBar {...base} />);
    expect(screen.getByText('243 XP in Swahili')).toBeTruthy();
    expect(screen.getByText('XP level 4')).toBeTruthy();
    expect(screen.queryByText(/^Level/)).toBeNull();
  });

  it('shows no audio menu but a visible line when the lesson has no recordings', () => {
    render(<StatusBar {...base} />);
    expect(screen.getByText('No recordings for this lesson yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Audio/ })).toBeNull();
  });

  it('offers the audio settings when the lesson has recordings', () => {
    render(<StatusBar {...base} hasAudio />);
    expect(screen.getByRole('button', { name: /Audio/ })).toBeTruthy();
    expect(screen.queryByText('No recordings for this lesson yet')).toBeNull();
  });

  it('hides the hints switch where hints change nothing', () => {
    render(<StatusBar {...base} hintsEnabled={null} />);
    expect(screen.queryByRole('button', { name: /Hints/ })).toBeNull();
  });
});
