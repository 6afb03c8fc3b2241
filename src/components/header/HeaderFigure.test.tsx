// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_SUMMARY, type LearnerSummary } from '@/stores/learner';
import { figureLines } from './FigureTip';
import HeaderFigure from './HeaderFigure';

afterEach(cleanup);

const summary: LearnerSummary = {
  ...EMPTY_SUMMARY,
  totalXp: 424,
  level: 4,
  hearts: 3,
  heartsLanguage: 'igbo',
  streak: 3,
  studiedToday: false,
};
const evening = new Date(2026, 10, 23, 17, 48);

describe('a header figure', () => {
  it('opens its explanation by keyboard and closes on Escape with focus back on it', async () => {
    const user = userEvent.setup();
    render(
      <HeaderFigure kind="hearts" name="3/5 hearts remaining" summary={summary} languageName="Igbo" className="">
        ❤️ 3
      </HeaderFigure>,
    );
    const button = screen.getByRole('button', { name: '3/5 hearts remaining' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    const tip = screen.getByRole('status');
    await waitFor(() => expect(tip.textContent).toContain('These are your Igbo hearts: each language has its own 5.'));
    expect(tip.textContent).toMatch(/They refill to 5 tomorrow \(in \d+( h \d+)? min\)\./);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(tip.textContent).toBe('');
    expect(document.activeElement).toBe(button);
  });

  it('closes when the pointer goes down elsewhere', async () => {
    const user = userEvent.setup();
    render(
      <div>
        <HeaderFigure kind="xp" name="424 XP, XP level 4" summary={summary} languageName={null} className="">
          ⭐ 424
        </HeaderFigure>
        <p>Outside</p>
      </div>,
    );
    await user.click(screen.getByRole('button', { name: '424 XP, XP level 4' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('424 XP in total'));
    await user.click(screen.getByText('Outside'));
    expect(screen.getByRole('status').textContent).toBe('');
  });
});

describe('what the figures say', () => {
  it('names the XP level apart from the Levels of a course', () => {
    const { title, lines } = figureLines('xp', summary, null, evening);
    expect(title).toBe('424 XP in total');
    expect(lines).toContain('XP level 4: 376 XP more to reach XP level 5.');
    expect(lines.join(' ')).toMatch(/not the Levels of a course/);
  });

  it('says when hearts refill in words, and that reading stays open at 0', () => {
    expect(figureLines('hearts', summary, 'Igbo', evening).lines).toContain(
      'They refill to 5 tomorrow (in 6 h 12 min).',
    );
    expect(figureLines('hearts', { ...summary, hearts: 0 }, 'Igbo', evening).lines).toContain(
      'Reading lessons stay open until then.',
    );
    expect(figureLines('hearts', { ...summary, hearts: 5 }, null, evening).lines).toEqual([
      'Each language has its own 5 hearts.',
      'A wrong answer you check costs one heart.',
      'Lost hearts refill to 5 the next day.',
    ]);
  });

  it('says what keeps the streak, and whether today is done', () => {
    expect(figureLines('streak', summary, null, evening)).toEqual({
      title: '3-day streak (Building)',
      lines: [
        'Finish at least one lesson every day to keep it; a day without one starts it again.',
        'Finish a lesson today to make it 4 days.',
        'Next goal: 7 days.',
      ],
    });
    expect(figureLines('streak', { ...summary, studiedToday: true }, null, evening).lines[1]).toBe(
      'Today is done. A lesson tomorrow makes it 4 days.',
    );
  });
});
