// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeHowl } from '@/test-support/fake-howler';
import { $audioSettings, DEFAULT_AUDIO_SETTINGS } from '@/stores/audio';
import WordAudioButton from './WordAudioButton.tsx';

vi.mock('howler', async () => (await import('@/test-support/fake-howler')).fakeHowlerModule);

const clip = { url: '/audio/igbo/vocabulary/oji.mp3', source: 'native' } as const;

beforeEach(() => {
  FakeHowl.reset();
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('no network in component tests')));
  $audioSettings.set({ ...DEFAULT_AUDIO_SETTINGS, quality: 'high' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('WordAudioButton', () => {
  it('is absent for a word without a recording', () => {
    render(<WordAudioButton word="ndụ" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('fetches nothing until pressed, then says the word', async () => {
    const user = userEvent.setup();
    render(<WordAudioButton word="ọjị" clip={clip} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(FakeHowl.instances).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Hear ọjị' }));
    const sound = await waitFor(() => FakeHowl.last());
    expect(sound.src).toEqual([clip.url]);
    act(() => sound.finishLoading(1));
    expect(sound.playing).toBe(true);
  });

  it('says Audio unavailable next to the word when the file is missing', async () => {
    const user = userEvent.setup();
    render(<WordAudioButton word="ọjị" clip={clip} />);
    await user.click(screen.getByRole('button', { name: 'Hear ọjị' }));
    const sound = await waitFor(() => FakeHowl.last());
    act(() => sound.failLoading(4));
    expect(screen.getByRole('status').textContent).toBe('Audio unavailable');
  });

  it('credits the speaker beside the button, as text outside its name', () => {
    render(<WordAudioButton word="ọjị" clip={{ ...clip, credit: 'Recorded by Ada (CC BY-SA 4.0)' }} />);
    const button = screen.getByRole('button', { name: 'Hear ọjị' });
    const credit = screen.getByText('Recorded by Ada (CC BY-SA 4.0)');
    expect(credit.className).toContain('text-muted');
    expect(button.contains(credit)).toBe(false);
    expect(button.parentElement?.contains(credit)).toBe(true);
  });

  it('names a synthesized voice, and is absent for a learner who prefers native recordings', () => {
    const { rerender } = render(<WordAudioButton word="ọjị" clip={{ ...clip, source: 'synthesized' }} />);
    expect(screen.getByRole('button', { name: 'Hear ọjị (synthesized voice)' })).toBeTruthy();
    act(() => $audioSettings.set({ ...DEFAULT_AUDIO_SETTINGS, quality: 'high', preferNative: true }));
    rerender(<WordAudioButton word="ọjị" clip={{ ...clip, source: 'synthesized' }} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
