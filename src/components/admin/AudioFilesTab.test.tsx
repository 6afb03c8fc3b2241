// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AudioFilesTab from './AudioFilesTab';

const clip = (id: string, text: string, state: string, variety: string | null) => ({
  id,
  language: 'igbo',
  prompt: `vocabulary/${text.toLowerCase()}`,
  text,
  contributorId: '0b6c7f3e-1f5e-4d8e-8f0a-5a3c2b1d0e9f',
  creditName: 'Ada',
  credit: 'Recorded by Ada (CC BY-SA 4.0)',
  variety,
  ageRange: '30-49',
  gender: null,
  state,
  durationMs: 1200,
  createdAt: '2026-11-27T10:15:00.000Z',
  decidedAt: null,
  audioUrl: `/api/audio/clips/${id}/audio`,
});
const asked: { url: string; method: string }[] = [];
let clips = [clip('c1', 'Ndewo', 'approved', 'Onitsha'), clip('c2', 'Kedu', 'pending', null)];

beforeEach(() => {
  asked.length = 0;
  clips = [clip('c1', 'Ndewo', 'approved', 'Onitsha'), clip('c2', 'Kedu', 'pending', null)];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      asked.push({ url, method });
      if (method === 'DELETE') {
        clips = clips.filter((c) => !url.endsWith(c.id));
        return Promise.resolve(Response.json({ success: true, data: { id: 'c1', removed: true }, error: null }));
      }
      const data = {
        clips,
        total: 45,
        page: Number(new URL(url, 'http://x').searchParams.get('page') ?? 1),
        pageSize: 20,
        varieties: ['Onitsha', 'Owerri', 'other'],
      };
      return Promise.resolve(Response.json({ success: true, data, error: null }));
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const languages = [
  { code: 'igbo', name: 'Igbo' },
  { code: 'yoruba', name: 'Yoruba' },
];

describe('the Audio Files tab', () => {
  it('lists recordings with their speaker details and pages', async () => {
    render(<AudioFilesTab languages={languages} />);
    const list = await screen.findByRole('list', { name: 'Recordings' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual(['Ndewo by Ada', 'Kedu by Ada']);
    expect(screen.getByText(/Onitsha speaker · 30-49/)).toBeTruthy();
    expect(screen.getByText('45 recordings · page 1 of 3')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('45 recordings · page 2 of 3')).toBeTruthy();
    expect(asked.at(-1)!.url).toMatch(/\/api\/admin\/audio\/clips\?page=2$/);
  });

  it('asks the server with the chosen filters', async () => {
    const user = userEvent.setup();
    render(<AudioFilesTab languages={languages} />);
    await screen.findByRole('list', { name: 'Recordings' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'igbo');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'approved');
    await screen.findByRole('list', { name: 'Recordings' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Variety' }), 'Onitsha');
    await user.type(screen.getByRole('searchbox', { name: 'Speaker' }), 'Ada{Enter}');
    await screen.findByRole('list', { name: 'Recordings' });
    const query = new URL(asked.at(-1)!.url, 'http://x').searchParams;
    expect(Object.fromEntries(query)).toEqual({
      language: 'igbo',
      state: 'approved',
      variety: 'Onitsha',
      speaker: 'Ada',
      page: '1',
    });
  });

  it('names the variety of a speaker whose own is not listed "Other"', async () => {
    clips = [clip('c3', 'Nnoo', 'approved', 'other')];
    render(<AudioFilesTab languages={languages} />);
    await screen.findByRole('list', { name: 'Recordings' });
    expect(screen.getByText(/Other variety · 30-49/)).toBeTruthy();
    const variety = screen.getByRole('combobox', { name: 'Variety' }) as HTMLSelectElement;
    expect([...variety.options].map((o) => [o.value, o.text])).toEqual([
      ['', 'Any variety'],
      ['Onitsha', 'Onitsha'],
      ['Owerri', 'Owerri'],
      ['other', 'Other'],
    ]);
  });

  it('withdraws a recording only after confirmation, and lists it no more', async () => {
    const user = userEvent.setup();
    render(<AudioFilesTab languages={languages} />);
    const row = await screen.findByRole('listitem', { name: 'Ndewo by Ada' });
    await user.click(within(row).getByRole('button', { name: 'Withdraw' }));
    expect(asked.some((a) => a.method === 'DELETE')).toBe(false);
    await user.click(within(row).getByRole('button', { name: 'Cancel' }));
    await user.click(within(row).getByRole('button', { name: 'Withdraw' }));
    await user.click(within(row).getByRole('button', { name: 'Yes, withdraw' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Withdrew “Ndewo” by Ada.');
    expect(asked.filter((a) => a.method === 'DELETE').map((a) => a.url)).toEqual([
      expect.stringMatching(/\/api\/admin\/audio\/clips\/c1$/),
    ]);
    await screen.findByRole('list', { name: 'Recordings' });
    expect(screen.queryByRole('listitem', { name: 'Ndewo by Ada' })).toBeNull();
  });
});
