// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { initialProgress } from '@/domain';
import { browserTimeZone, calendarDate } from '@/shared/dates';
import { $progress } from '@/stores/progress';
import ProfileStats from './ProfileStats';

afterEach(() => {
  cleanup();
  $progress.set({});
});

const stat = (label: string) => document.querySelector(`[data-stat="${label}"]`)?.textContent ?? '';

describe('the profile’s figures', () => {
  it('name the 1,000-XP level a milestone, apart from the header’s XP level, and show each language’s hearts', () => {
    const today = calendarDate(new Date(), browserTimeZone());
    $progress.set({
      igbo: {
        ...initialProgress(['1-0']),
        totalXP: 1324,
        currentHearts: 2,
        lastHeartsDate: today,
        lastLessonDate: today,
      },
      yoruba: { ...initialProgress(['y1-0']), totalXP: 100 },
    });
    render(<ProfileStats achievements={[]} languageNames={{ igbo: 'Igbo', yoruba: 'Yoruba' }} />);
    expect(stat('Total XP')).toBe('Total XP1,424XP level 5, as in the header');
    expect(stat('Milestone')).toBe('Milestone2One milestone for every 1,000 XP');
    expect(stat('XP toward milestone 3')).toBe('XP toward milestone 3424 / 1000');
    expect(stat('Igbo hearts')).toBe('Igbo hearts2 / 5Each language has its own: Yoruba 5 / 5');
    expect(screen.queryByText(/^Level$/)).toBeNull();
  });
});
