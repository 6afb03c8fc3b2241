// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SpeakerDetails from './SpeakerDetails';

const asked: { url: string; method: string; body: unknown }[] = [];
let answer: () => Response;
const json = (data: unknown) =>
  new Response(JSON.stringify({ success: true, data, error: null }), {
    headers: { 'content-type': 'application/json' },
  });
const saved = {
  language: 'igbo',
  speaker: true,
  varieties: ['Onitsha', 'Owerri', 'Nsukka'],
  variety: 'Owerri',
  ageRange: '50-69',
  gender: null,
};

beforeEach(() => {
  asked.length = 0;
  answer = () => json(saved);
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      asked.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : null });
      return Promise.resolve(answer());
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SpeakerDetails', () => {
  it("offers the language's varieties and shows what the speaker saved before", async () => {
    render(<SpeakerDetails language="igbo" />);
    const variety = await screen.findByRole('combobox', { name: 'Variety or dialect' });
    // The select is drawn at once; the language's list and the saved details arrive from the server after it.
    await screen.findByRole('option', { name: 'Onitsha', hidden: true });
    expect([...(variety as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Not said',
      'Onitsha',
      'Owerri',
      'Nsukka',
      'Other (not listed)',
    ]);
    expect(variety).toHaveProperty('value', 'Owerri');
    expect(screen.getByRole('combobox', { name: 'Age range' })).toHaveProperty('value', '50-69');
    expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveProperty('value', '');
  });

  it('saves the chosen details to the server and says so', async () => {
    const user = userEvent.setup();
    render(<SpeakerDetails language="igbo" />);
    await user.click(screen.getByText('About your voice (optional)'));
    await screen.findByRole('option', { name: 'Onitsha' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Variety or dialect' }), 'Onitsha');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Gender' }), 'woman');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Age range' }), '');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Saved. Your next recordings carry these details.',
    );
    expect(asked.at(-1)).toEqual({
      url: expect.stringMatching(/\/api\/audio\/igbo\/speaker$/),
      method: 'PUT',
      body: { variety: 'Onitsha', ageRange: null, gender: 'woman' },
    });
  });

  it('offers "Other (not listed)" for a variety the list lacks, and saves it as its own value', async () => {
    const user = userEvent.setup();
    render(<SpeakerDetails language="igbo" />);
    await screen.findByRole('option', { name: 'Onitsha' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Variety or dialect' }), 'Other (not listed)');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await screen.findByRole('status');
    expect(asked.at(-1)).toMatchObject({ method: 'PUT', body: { variety: 'other', ageRange: '50-69', gender: null } });
  });

  it("shows the server's refusal", async () => {
    const user = userEvent.setup();
    render(<SpeakerDetails language="igbo" />);
    await screen.findByRole('option', { name: 'Onitsha' });
    answer = () =>
      new Response(
        JSON.stringify({ success: false, data: null, error: 'variety: must be one of Onitsha', code: 'invalid_field' }),
        { status: 400, headers: { 'content-type': 'application/json' } },
      );
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'variety: must be one of Onitsha');
  });
});
