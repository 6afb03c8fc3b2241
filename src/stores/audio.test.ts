// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Each test loads the store afresh: the probe runs once per page, and a page is a module instance here.
async function freshStore() {
  vi.resetModules();
  return import('./audio.ts');
}

const answer = (status: number) => vi.fn(() => Promise.resolve(new Response(null, { status })));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

// The probe times its request with performance.now; a still clock makes every answer instant, so a machine busy
// enough to delay a resolved promise past 100 ms cannot turn 'high' into 'medium'.
beforeEach(() => {
  localStorage.clear();
  vi.spyOn(performance, 'now').mockReturnValue(1000);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('$audioSettings', () => {
  it('starts from the defaults: synthesized voices allowed, no automatic download, automatic quality, sound effects on', async () => {
    vi.stubGlobal('fetch', answer(200));
    const { $audioSettings } = await freshStore();
    expect($audioSettings.get()).toEqual({
      preferNative: false,
      autoDownload: false,
      quality: 'auto',
      soundEffects: true,
    });
  });

  it('keeps a change in localStorage', async () => {
    vi.stubGlobal('fetch', answer(200));
    const { $audioSettings, setAudioSetting, AUDIO_SETTINGS_KEY } = await freshStore();
    const unbind = $audioSettings.listen(() => {});
    setAudioSetting('preferNative', true);
    setAudioSetting('quality', 'low');
    expect(JSON.parse(localStorage.getItem(AUDIO_SETTINGS_KEY) ?? '{}')).toEqual({
      preferNative: true,
      autoDownload: false,
      quality: 'low',
      soundEffects: true,
    });
    unbind();
  });

  it('reads stored settings and replaces what it does not understand with the defaults', async () => {
    localStorage.setItem(
      'lugha_audio_settings',
      JSON.stringify({ preferNative: true, autoDownload: 'yes', quality: 'ultra' }),
    );
    const { $audioSettings } = await freshStore();
    expect($audioSettings.get()).toEqual({
      preferNative: true,
      autoDownload: false,
      quality: 'auto',
      soundEffects: true,
    });
  });

  it('survives a stored value that is not JSON', async () => {
    localStorage.setItem('lugha_audio_settings', '{oops');
    const { $audioSettings, DEFAULT_AUDIO_SETTINGS } = await freshStore();
    expect($audioSettings.get()).toEqual(DEFAULT_AUDIO_SETTINGS);
  });
});

describe('$audioQuality', () => {
  it('is unknown until the probe answers, then the quality of the latency', async () => {
    const fetch = answer(200);
    vi.stubGlobal('fetch', fetch);
    const { $audioQuality } = await freshStore();
    const seen: (string | null)[] = [];
    const unbind = $audioQuality.subscribe((q) => seen.push(q));
    await vi.waitFor(() => expect(seen).toEqual([null, 'high']));
    expect(fetch).toHaveBeenCalledWith('/audio/test.mp3', expect.objectContaining({ method: 'HEAD' }));
    unbind();
  });

  it('is low when the probe fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { $audioQuality } = await freshStore();
    const unbind = $audioQuality.listen(() => {});
    await vi.waitFor(() => expect($audioQuality.get()).toBe('low'));
    unbind();
  });

  it('is low when the test file is missing', async () => {
    vi.stubGlobal('fetch', answer(404));
    const { $audioQuality } = await freshStore();
    const unbind = $audioQuality.listen(() => {});
    await vi.waitFor(() => expect($audioQuality.get()).toBe('low'));
    unbind();
  });

  it('probes once per page however many players read it', async () => {
    const fetch = answer(200);
    vi.stubGlobal('fetch', fetch);
    const { $audioQuality } = await freshStore();
    const first = $audioQuality.listen(() => {});
    const second = $audioQuality.listen(() => {});
    await vi.waitFor(() => expect($audioQuality.get()).toBe('high'));
    first();
    second();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const again = $audioQuality.listen(() => {});
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
    again();
  });

  it("is the learner's choice without probing when it is not automatic", async () => {
    localStorage.setItem('lugha_audio_settings', JSON.stringify({ quality: 'medium' }));
    const fetch = answer(200);
    vi.stubGlobal('fetch', fetch);
    const { $audioQuality, setAudioSetting } = await freshStore();
    const unbind = $audioQuality.listen(() => {});
    await settle();
    expect($audioQuality.get()).toBe('medium');
    expect(fetch).not.toHaveBeenCalled();
    setAudioSetting('quality', 'auto');
    await vi.waitFor(() => expect($audioQuality.get()).toBe('high'));
    expect(fetch).toHaveBeenCalledTimes(1);
    unbind();
  });
});
