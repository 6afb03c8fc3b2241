// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeHowl } from '@/test-support/fake-howler';
import { $audioSettings, $probedQuality, DEFAULT_AUDIO_SETTINGS, type AudioSettings } from '@/stores/audio';
import type { AudioClip } from '../types.ts';
import AudioPlayer from './AudioPlayer.tsx';

// happy-dom has no Web Audio: howler itself is replaced at its boundary, everything above it is real.
vi.mock('howler', async () => (await import('@/test-support/fake-howler')).fakeHowlerModule);

const URL = '/audio/swahili/conversations/s1-5.mp3';
const native = { url: URL, source: 'native' } as const;
const synthesized = { url: URL, source: 'synthesized' } as const;

function settings(patch: Partial<AudioSettings>) {
  $audioSettings.set({ ...DEFAULT_AUDIO_SETTINGS, ...patch });
}

async function setup(clip: AudioClip | undefined) {
  const user = userEvent.setup();
  render(<AudioPlayer clip={clip} label="Greeting an Elder, the whole conversation" downloadable={false} />);
  return { user };
}

/** The Howl the player made, once it exists (howler loads asynchronously). */
const howl = () => waitFor(() => FakeHowl.last());
const player = () => screen.getByRole('region', { name: 'Audio: Greeting an Elder, the whole conversation' });
const slider = () => screen.getByRole('slider', { name: 'Position' });

beforeEach(() => {
  FakeHowl.reset();
  // The latency probe is tested with the store; here a chosen quality skips it, and no request leaves.
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('no network in component tests')));
  settings({ quality: 'high' });
});
afterEach(() => {
  cleanup();
  settings({ quality: 'high' });
  $probedQuality.set(null);
  vi.unstubAllGlobals();
});

describe('AudioPlayer', () => {
  it('renders nothing without a clip', async () => {
    await setup(undefined);
    expect(screen.queryByRole('region')).toBeNull();
    expect(FakeHowl.instances).toHaveLength(0);
  });

  it('loads the clip at high quality with Web Audio as soon as it shows, with the position slider waiting', async () => {
    await setup(native);
    const sound = await howl();
    expect(sound.src).toEqual([URL]);
    expect(sound.options.html5).toBe(false);
    expect(sound.calls).toEqual(['load']);
    expect(slider()).toHaveProperty('disabled', true);
    act(() => sound.finishLoading(12));
    expect(slider()).toHaveProperty('disabled', false);
    expect(slider().getAttribute('aria-valuetext')).toBe('0:00 of 0:12');
  });

  it('plays, shows the position, pauses, and resumes where it paused', async () => {
    const { user } = await setup(native);
    const sound = await howl();
    act(() => sound.finishLoading(12));
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(sound.playing).toBe(true);
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
    sound.advanceTo(4);
    await waitFor(() => expect(slider().getAttribute('aria-valuetext')).toBe('0:04 of 0:12'));
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(sound.playing).toBe(false);
    expect(slider().getAttribute('aria-valuetext')).toBe('0:04 of 0:12');
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(sound.playing).toBe(true);
    expect(sound.position).toBe(4);
  });

  it('goes back to the start when the clip ends', async () => {
    const { user } = await setup(native);
    const sound = await howl();
    act(() => sound.finishLoading(12));
    await user.click(screen.getByRole('button', { name: 'Play' }));
    sound.advanceTo(11);
    act(() => sound.end());
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
    expect(slider().getAttribute('aria-valuetext')).toBe('0:00 of 0:12');
  });

  it('restarts from the beginning and plays', async () => {
    const { user } = await setup(native);
    const sound = await howl();
    act(() => sound.finishLoading(12));
    await user.click(screen.getByRole('button', { name: 'Play' }));
    sound.advanceTo(7);
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    await user.click(screen.getByRole('button', { name: 'Restart' }));
    expect(sound.position).toBe(0);
    expect(sound.playing).toBe(true);
  });

  it('starts from where the slider was moved to', async () => {
    const { user } = await setup(native);
    const sound = await howl();
    act(() => sound.finishLoading(12));
    fireEvent.change(slider(), { target: { value: '5' } });
    expect(slider().getAttribute('aria-valuetext')).toBe('0:05 of 0:12');
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(sound.position).toBe(5);
    expect(sound.playing).toBe(true);
  });

  it('offers the speeds 0.5 to 1.5 and sets the one chosen', async () => {
    const { user } = await setup(native);
    const sound = await howl();
    const speed = screen.getByRole('combobox', { name: 'Speed' });
    expect(
      within(speed)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['0.5×', '0.75×', '1×', '1.25×', '1.5×']);
    expect((speed as HTMLSelectElement).value).toBe('1');
    await user.selectOptions(speed, '1.5');
    expect(sound.currentRate).toBe(1.5);
    expect((speed as HTMLSelectElement).value).toBe('1.5');
  });

  it('mutes and unmutes', async () => {
    const { user } = await setup(native);
    const sound = await howl();
    const mute = screen.getByRole('button', { name: 'Mute' });
    expect(mute.getAttribute('aria-pressed')).toBe('false');
    await user.click(mute);
    expect(mute.getAttribute('aria-pressed')).toBe('true');
    expect(sound.muted).toBe(true);
    await user.click(mute);
    expect(sound.muted).toBe(false);
  });

  it.each([
    ['Failed loading audio file with status: 404.', 'Failed loading audio file with status: 404.'],
    ['Decoding audio data failed.', 'Decoding audio data failed.'],
    [4, `Failed to load audio: ${URL}`],
    ['No codec support for selected audio sources.', `Failed to load audio: ${URL}`],
  ])('says Audio unavailable when loading fails with %j, and names the failure', async (detail, message) => {
    await setup(native);
    const sound = await howl();
    act(() => sound.failLoading(detail));
    const status = within(player()).getByRole('status');
    expect(status.textContent).toContain('Audio unavailable');
    expect(status.textContent).toContain(message);
    expect(screen.queryByRole('button', { name: 'Play' })).toBeNull();
    expect(sound.unloaded).toBe(true);
  });

  it('tries again on request with a fresh sound', async () => {
    const { user } = await setup(native);
    const first = await howl();
    act(() => first.failLoading('Failed loading audio file with status: 503.'));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(FakeHowl.instances).toHaveLength(2));
    const second = FakeHowl.last();
    expect(screen.getByRole('button', { name: 'Loading…' })).toBeTruthy();
    act(() => second.finishLoading(5));
    expect(second.playing).toBe(true);
    expect(within(player()).getByRole('status').textContent).toBe('');
  });

  it('keeps the lesson usable when the browser refuses to start sound, and plays on the next press', async () => {
    const { user } = await setup(native);
    const sound = await howl();
    act(() => sound.finishLoading(12));
    await user.click(screen.getByRole('button', { name: 'Play' }));
    act(() =>
      sound.refusePlay(
        'Playback was unable to start. This is most commonly an issue on mobile devices and Chrome where playback was not within a user interaction.',
      ),
    );
    expect(within(player()).getByRole('status').textContent).toContain('Playback was unable to start');
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(sound.playing).toBe(true);
    expect(within(player()).getByRole('status').textContent).toBe('');
  });

  it('reports any other playback failure as Playback failed', async () => {
    const { user } = await setup(native);
    const sound = await howl();
    act(() => sound.finishLoading(12));
    await user.click(screen.getByRole('button', { name: 'Play' }));
    act(() => sound.refusePlay(new DOMException('The element has no supported sources.', 'NotSupportedError')));
    const status = within(player()).getByRole('status');
    expect(status.textContent).toContain('Audio unavailable');
    expect(status.textContent).toContain('Playback failed');
  });

  it('at low quality fetches nothing until Play, then streams', async () => {
    settings({ quality: 'low' });
    const { user } = await setup(native);
    const sound = await howl();
    expect(sound.options.html5).toBe(true);
    expect(sound.calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(sound.calls).toEqual(['load', 'play']));
    expect(screen.getByRole('button', { name: 'Loading…' })).toBeTruthy();
    act(() => sound.finishLoading(3));
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
  });

  it('waits for the latency probe before loading at automatic quality', async () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    settings({ quality: 'auto' });
    await setup(native);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(FakeHowl.instances).toHaveLength(0);
    act(() => $probedQuality.set('medium'));
    const sound = await howl();
    expect(sound.options.html5).toBe(true);
    expect(sound.calls).toEqual(['load']);
  });

  it('notes a synthesized voice', async () => {
    await setup(synthesized);
    expect(within(player()).getByText('Synthesized voice')).toBeTruthy();
  });

  it("shows a synthesized clip's own credit from the manifest, and a speaker's credit outside the Play button", async () => {
    await setup({ ...synthesized, credit: 'Synthesized voice (espeak-ng sw)' });
    expect(within(player()).getByText('Synthesized voice (espeak-ng sw)')).toBeTruthy();
    cleanup();
    await setup({ ...native, credit: 'Recorded by Ada (CC BY-SA 4.0)' });
    expect(within(player()).getByText('Recorded by Ada (CC BY-SA 4.0)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Play' }).textContent).not.toContain('Ada');
  });

  it('does not play a synthesized clip for a learner who prefers native recordings', async () => {
    settings({ quality: 'high', preferNative: true });
    await setup(synthesized);
    expect(screen.getByRole('status').textContent).toContain('Native recording not available yet');
    expect(screen.queryByRole('button', { name: 'Play' })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(FakeHowl.instances).toHaveLength(0);
  });

  it('plays a native recording for a learner who prefers them', async () => {
    settings({ quality: 'high', preferNative: true });
    await setup(native);
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
    expect(within(player()).getByText('Native speaker')).toBeTruthy();
  });

  it('releases the sound when it leaves the page', async () => {
    await setup(native);
    const sound = await howl();
    cleanup();
    expect(sound.unloaded).toBe(true);
  });
});
