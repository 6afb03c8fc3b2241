// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ReviewBadge from './ReviewBadge';

const answer = (data: unknown) =>
  vi.fn(() =>
    Promise.resolve(
      new Response(JSON.stringify({ success: true, data, error: null }), {
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the header’s review link', () => {
  it('reads "Review recordings (N)" for a reviewer and leads to the queue', async () => {
    const fetch = answer({ reviewer: true, pending: 3, languages: [{ language: 'igbo', pending: 3 }] });
    vi.stubGlobal('fetch', fetch);
    render(<ReviewBadge />);
    const link = await screen.findByRole('link', { name: 'Review recordings (3)' });
    expect(link.getAttribute('href')).toBe('/review-audio');
    expect(String(fetch.mock.calls[0]?.[0 as never])).toContain('/api/audio/reviews/summary');
  });

  it('shows nothing to a learner who reviews no language', async () => {
    const fetch = answer({ reviewer: false, pending: 0, languages: [] });
    vi.stubGlobal('fetch', fetch);
    const { container } = render(<ReviewBadge />);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.innerHTML).toBe('');
  });
});
