// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $user, type User } from '@/stores/auth';
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
let remembered: { credit: string | null; licence: string | null };
const json = (data: unknown) =>
  new Response(JSON.stringify({ success: true, data, error: null }), {
    headers: { 'content-type': 'application/json' },
  });

beforeEach(() => {
  asked.length = 0;
  skipAnswer = json({ language: 'igbo', prompt: 'vocabulary/ndewo', skipped: true });
  remembered = { credit: null, licence: null };
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      asked.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : null });
      if (url.endsWith('/prompts/skip')) return Promise.resolve(skipAnswer);
      if (url.endsWith('/speaker/credit')) return Promise.resolve(json({ ...remembered }));
      if (url.endsWith('/speaker'))
        return Promise.resolve(json({ language: 'igbo', speaker: true, varieties: [], ...remembered }));
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

describe('recording by keyboard', () => {
  it('shows the shortcuts and the tips for a good recording', async () => {
    render(<ContributePage language="igbo" languageName="Igbo" />);
    await screen.findByRole('heading', { name: 'Ndewo' });
    expect(screen.getByText(/record or stop/).textContent).toBe(
      'Keys: R record or stop · P play · S skip · Enter send',
    );
    expect(screen.getByText('Tips for a good recording')).toBeTruthy();
    expect(screen.getByText(/about 20 cm/)).toBeTruthy();
    expect(screen.getByText(/quiet room/)).toBeTruthy();
    expect(screen.getByText(/natural speed/)).toBeTruthy();
  });

  it('skips with S, but not while the speaker types an S in the credit field', async () => {
    const user = userEvent.setup();
    render(<ContributePage language="igbo" languageName="Igbo" />);
    await screen.findByRole('heading', { name: 'Ndewo' });
    await user.type(screen.getByLabelText('Name to credit'), 'Ss');
    expect(asked.some((a) => a.url.endsWith('/prompts/skip'))).toBe(false);
    await user.click(screen.getByText('Tips for a good recording'));
    await user.keyboard('s');
    expect(await screen.findByRole('heading', { name: 'Kedụ' })).toBeTruthy();
    expect(asked.filter((a) => a.url.endsWith('/prompts/skip'))).toHaveLength(1);
  });

  it('keeps the credit name and the licence from one prompt to the next, and focuses Record on the next', async () => {
    const user = userEvent.setup();
    render(<ContributePage language="igbo" languageName="Igbo" />);
    await screen.findByRole('heading', { name: 'Ndewo' });
    await user.clear(screen.getByLabelText('Name to credit'));
    await user.type(screen.getByLabelText('Name to credit'), 'Adaeze O., Enugu');
    await user.click(screen.getByRole('checkbox', { name: /I release this recording/ }));
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await screen.findByRole('heading', { name: 'Kedụ' });
    expect((screen.getByLabelText('Name to credit') as HTMLInputElement).value).toBe('Adaeze O., Enugu');
    expect((screen.getByRole('checkbox', { name: /I release this recording/ }) as HTMLInputElement).checked).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Record/ }));
  });

  it('records with R and keeps the focus on Record when the browser cannot record, saying so', async () => {
    const user = userEvent.setup();
    render(<ContributePage language="igbo" languageName="Igbo" />);
    await screen.findByRole('heading', { name: 'Ndewo' });
    await user.click(screen.getByRole('button', { name: /Record/ }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Recording is not possible in this browser/);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Record/ }));
    cleanup();
    render(<ContributePage language="igbo" languageName="Igbo" />);
    await screen.findByRole('heading', { name: 'Ndewo' });
    await user.keyboard('r');
    expect((await screen.findByRole('alert')).textContent).toMatch(/Recording is not possible in this browser/);
  });

  it('has no live region around the recording panel, only a status line for start, stop and results', async () => {
    render(<ContributePage language="igbo" languageName="Igbo" />);
    await screen.findByRole('heading', { name: 'Ndewo' });
    expect(document.querySelectorAll('[aria-live]')).toHaveLength(0);
  });
});

describe('the credit remembered on the server', () => {
  it('fills the credit and licence from the last visit, and saves a changed credit when the speaker leaves the field', async () => {
    remembered = { credit: 'Adaeze O., Enugu', licence: 'CC-BY-SA-4.0' };
    const user = userEvent.setup();
    render(<ContributePage language="igbo" languageName="Igbo" />);
    await screen.findByRole('heading', { name: 'Ndewo' });
    const field = screen.getByLabelText('Name to credit') as HTMLInputElement;
    await vi.waitFor(() => expect(field.value).toBe('Adaeze O., Enugu'));
    expect((screen.getByRole('checkbox', { name: /I release this recording/ }) as HTMLInputElement).checked).toBe(true);
    expect(asked.some((a) => a.method === 'PUT')).toBe(false);
    await user.clear(field);
    await user.type(field, 'Ada Obi');
    await user.click(screen.getByText('Tips for a good recording'));
    expect(asked.filter((a) => a.method === 'PUT')).toEqual([
      {
        url: expect.stringContaining('/api/audio/igbo/speaker/credit'),
        method: 'PUT',
        body: { credit: 'Ada Obi', licence: 'CC-BY-SA-4.0' },
      },
    ]);
  });
});

describe('a device that cannot keep takes', () => {
  const ada = { id: 'ada-id', email: 'ada@example.com', username: 'ada' } as User;
  afterEach(() => $user.set(null));

  it.each([
    ['no IndexedDB (private mode)', undefined],
    [
      'a storage that refuses (quota)',
      {
        open: () => {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        },
      },
    ],
  ])('with %s, says once that takes will not survive a reload, and recording goes on', async (_, storage) => {
    vi.stubGlobal('indexedDB', storage);
    $user.set(ada);
    const user = userEvent.setup();
    render(<ContributePage language="igbo" languageName="Igbo" />);
    await screen.findByRole('heading', { name: 'Ndewo' });
    const line = await screen.findByText(/cannot keep your recordings on the device/);
    expect(line.closest('[role]')).toBeNull();
    expect(screen.getAllByText(/cannot keep your recordings/)).toHaveLength(1);
    expect((screen.getByRole('button', { name: /Record/ }) as HTMLButtonElement).disabled).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(await screen.findByRole('heading', { name: 'Kedụ' })).toBeTruthy();
  });
});
