// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ReviewQueue from './ReviewQueue';

const clip = {
  id: '5b7c4f7e-1f5e-4d8e-8f0a-5a3c2b1d0e9f',
  language: 'igbo',
  prompt: 'vocabulary/ndewo',
  text: 'Ndewo',
  meaning: 'Hello',
  creditName: 'Ada',
  credit: 'Recorded by Ada (CC BY-SA 4.0)',
  durationMs: 1000,
  state: 'pending',
  createdAt: '2026-11-27T10:15:00.000Z',
  reasons: [],
  audioUrl: `/api/audio/clips/5b7c4f7e-1f5e-4d8e-8f0a-5a3c2b1d0e9f/audio`,
};
const asked: { url: string; method: string; body: unknown }[] = [];
const json = (data: unknown) =>
  new Response(JSON.stringify({ success: true, data, error: null }), {
    headers: { 'content-type': 'application/json' },
  });

beforeEach(() => {
  asked.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      asked.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : null });
      if (url.includes('/prompts')) return Promise.resolve(json({ language: 'igbo', speaker: false, reviewer: true }));
      if (url.includes('/clips/pending')) return Promise.resolve(json([clip]));
      if (url.endsWith('/audio')) return Promise.resolve(new Response(new Uint8Array([0xff, 0xfb, 0x90, 0x00])));
      if (url.endsWith('/reports')) return Promise.resolve(json({ reportId: 'x', alreadyRecorded: false }));
      if (url.endsWith('/review')) return Promise.resolve(json({ id: clip.id, state: 'pending', reviews: 1 }));
      return Promise.resolve(new Response('{}', { status: 404 }));
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the review queue', () => {
  it('keeps Approve and Reject disabled until the recording has played to its end, and says so', async () => {
    const user = userEvent.setup();
    render(<ReviewQueue languages={[{ code: 'igbo', name: 'Igbo' }]} />);
    const approve = await screen.findByRole('button', { name: 'Approve' });
    const reject = screen.getByRole('button', { name: 'Reject' });
    expect(approve).toHaveProperty('disabled', true);
    expect(reject).toHaveProperty('disabled', true);
    expect(approve.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(approve.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Play the recording to the end before you approve or reject it.',
    );

    await user.click(screen.getByRole('button', { name: /Listen/ }));
    const audio = await screen.findByLabelText('Recording of Ndewo');
    fireEvent.play(audio);
    expect(approve).toHaveProperty('disabled', true);
    fireEvent.ended(audio);
    expect(approve).toHaveProperty('disabled', false);
    expect(reject).toHaveProperty('disabled', false);
    expect(screen.getByText('You heard the whole recording: approve or reject it.')).toBeTruthy();

    await user.click(approve);
    expect(
      await screen.findByText(/Approved “Ndewo”. Your review is saved; one more reviewer decides it./),
    ).toBeTruthy();
    expect(asked.at(-1)).toMatchObject({
      url: expect.stringContaining(`/audio/clips/${clip.id}/review`),
      method: 'POST',
      body: { verdict: 'approve' },
    });
  });

  it('lets a reviewer report a bad prompt about the word, through the reports API', async () => {
    const user = userEvent.setup();
    render(<ReviewQueue languages={[{ code: 'igbo', name: 'Igbo' }]} />);
    const report = await screen.findByRole('button', { name: 'Report a problem' });
    expect(document.getElementById(report.getAttribute('aria-describedby')!)?.textContent).toBe('Ndewo');
    await user.click(report);
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'The text has a mistake' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'My answer should be accepted' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'The text has a mistake' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(asked.some((a) => a.url.endsWith('/api/reports'))).toBe(true), { timeout: 10_000 });
    expect(asked.find((a) => a.url.endsWith('/api/reports'))?.body).toMatchObject({
      language: 'igbo',
      itemId: 'igbo:ndewo',
      exerciseKind: 'audio-prompt',
      reason: 'text-mistake',
      prompt: 'Ndewo',
    });
  });
});
