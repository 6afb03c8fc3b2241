// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ContributePage from './ContributePage';

const prompt = (slug: string, text: string) => ({
  prompt: `vocabulary/${slug}`,
  kind: 'vocabulary',
  key: slug,
  text,
  meaning: text,
  pronunciation: null,
  url: `/audio/igbo/vocabulary/${slug}.mp3`,
});
const state = {
  language: 'igbo',
  speaker: true,
  reviewer: false,
  prompts: [prompt('ndewo', 'Ndewo'), prompt('kedu', 'Kedụ')],
  progress: { words: { voiced: 312, total: 520 }, conversations: { voiced: 1, total: 6 } },
};
const asked: { url: string; method: string; body: unknown }[] = [];
let skipAnswer: Response;
const json = (data: unknown) =>
  new Response(JSON.stringify({ success: true, data, error: null }), {
    headers: { 'content-type': 'application/json' },
  });

beforeEach(() => {
  asked.length = 0;
  skipAnswer = json({ language: 'igbo', prompt: 'vocabulary/ndewo', skipped: true });
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      asked.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : null });
      if (url.endsWith('/prompts/skip')) return Promise.resolve(skipAnswer);
      return Promise.resolve(json(state));
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the contribute page', () => {
  it('shows how many words of the language have a voice, from the server', async () => {
    render(<ContributePage language="igbo" languageName="Igbo" />);
    expect(await screen.findByText('312 of 520 words have a voice')).toBeTruthy();
    expect(screen.getByText(/1 of 6 conversations/)).toBeTruthy();
  });

  it('keeps a skip on the server, then offers the next prompt', async () => {
    const user = userEvent.setup();
    render(<ContributePage language="igbo" languageName="Igbo" />);
    expect(await screen.findByRole('heading', { name: 'Ndewo' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(await screen.findByRole('heading', { name: 'Kedụ' })).toBeTruthy();
    expect(asked.at(-1)).toMatchObject({
      url: expect.stringContaining('/api/audio/igbo/prompts/skip'),
      method: 'POST',
      body: { prompt: 'vocabulary/ndewo' },
    });
  });

  it('shows the server’s refusal in words and stays on the prompt', async () => {
    skipAnswer = new Response(
      JSON.stringify({
        success: false,
        data: null,
        error: "No word or conversation 'vocabulary/ndewo' in this course.",
        code: 'prompt_not_found',
      }),
      { status: 404, headers: { 'content-type': 'application/json' } },
    );
    const user = userEvent.setup();
    render(<ContributePage language="igbo" languageName="Igbo" />);
    await user.click(await screen.findByRole('button', { name: 'Skip' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "No word or conversation 'vocabulary/ndewo' in this course.",
    );
    expect(screen.getByRole('heading', { name: 'Ndewo' })).toBeTruthy();
  });
});
