// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import CompletionPanel from './CompletionPanel';

afterEach(cleanup);

const base = {
  xpEarned: 32,
  savedLocally: false,
  nextHref: '/lesson/igbo/1-2',
  nextLabel: 'Next lesson',
  levelUp: null,
  unitComplete: null,
};

describe('CompletionPanel', () => {
  it("is the lesson's one end screen: the type's own heading, its figures and details, and the way on", () => {
    render(
      <CompletionPanel
        {...base}
        recap={{
          title: 'Pattern Mastered!',
          icon: '🏆',
          figures: [{ label: 'Right first time', value: '1 of 2' }],
          details: <p>The pattern is time + ọma.</p>,
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Pattern Mastered!' })).toBeTruthy();
    expect(screen.getByText('Lesson complete!')).toBeTruthy();
    expect(screen.getByText('+32 XP')).toBeTruthy();
    expect(screen.getByText('Right first time').nextElementSibling?.textContent).toBe('1 of 2');
    expect(screen.getByText('The pattern is time + ọma.')).toBeTruthy();
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: /Next lesson/ }).getAttribute('href')).toBe('/lesson/igbo/1-2');
  });

  it('offers practice beside the way on, which stays the primary action', () => {
    render(<CompletionPanel {...base} practiceHref="/practice/igbo" />);
    expect(screen.getByRole('link', { name: 'Practise now' }).getAttribute('href')).toBe('/practice/igbo');
    expect(screen.getByRole('link', { name: /Next lesson/ }).hasAttribute('data-primary-action')).toBe(true);
  });

  it('says Lesson complete! when the lesson type has no end of its own', () => {
    render(<CompletionPanel {...base} />);
    expect(screen.getByRole('heading', { name: 'Lesson complete!' })).toBeTruthy();
  });

  it('celebrates a new XP level and a finished unit', () => {
    render(<CompletionPanel {...base} levelUp={3} unitComplete="Greetings and respect" />);
    expect(screen.getByText('You reached XP level 3!')).toBeTruthy();
    expect(screen.getByText('Unit complete: Greetings and respect')).toBeTruthy();
  });

  it('shows neither moment when nothing was reached', () => {
    render(<CompletionPanel {...base} />);
    expect(screen.queryByText(/XP level/)).toBeNull();
    expect(screen.queryByText(/Unit complete/)).toBeNull();
  });

  it('moves focus to the way on after a key press, but not after a click', () => {
    fireEvent.pointerDown(document.body);
    render(<CompletionPanel {...base} />);
    expect(document.activeElement).not.toBe(screen.getByRole('link', { name: /Next lesson/ }));
    cleanup();
    fireEvent.keyDown(document.body, { key: 'Enter' });
    render(<CompletionPanel {...base} />);
    expect(document.activeElement).toBe(screen.getByRole('link', { name: /Next lesson/ }));
  });
});
