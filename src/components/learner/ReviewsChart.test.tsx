// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import ReviewsChart from './ReviewsChart';

afterEach(cleanup);

const days = Array.from({ length: 30 }, (_, i) => ({
  date: `2026-11-${String(i + 1).padStart(2, '0')}`,
  reviews: i === 29 ? 6 : i === 0 ? 3 : 0,
}));

describe('ReviewsChart', () => {
  it('gives screen readers every day in a table and draws bars in proportion to the busiest day', () => {
    const { container } = render(<ReviewsChart days={days} caption="Igbo practice" />);
    const table = screen.getByRole('table', { name: 'Igbo practice, reviews per day' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(table).getByRole('row', { name: '2026-11-30 6' })).toBeDefined();
    expect(screen.getByText('Igbo practice: 9 reviews in the last 30 days')).toBeDefined();
    const bars = [...container.querySelectorAll<HTMLElement>('[data-reviews-chart] > div')];
    expect(bars.map((b) => b.style.height).filter((h) => h !== '0%')).toEqual(['50%', '100%']);
  });
});
