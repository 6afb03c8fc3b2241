import { persistentAtom } from '@nanostores/persistent';
import { atom, computed, onMount } from 'nanostores';
import type { AudioQuality } from '@/domain';
import { probeAudioQuality } from './latency-probe.ts';

/** Browser storage key of the audio settings (docs/product/lessons.md §3). */
export const AUDIO_SETTINGS_KEY = 'lugha_audio_settings';

export interface AudioSettings {
  /** Play only recordings of native speakers; synthesized clips are not played. */
  preferNative: boolean;
  /** Keep lesson audio in the browser for offline use as soon as a player shows it. */
  autoDownload: boolean;
  /** 'auto' takes the quality the latency probe measured. */
  quality: AudioQuality | 'auto';
  /** Short sounds for right, wrong, success and clicks. */
  soundEffects: boolean;
}

export const DEFAULT_AUDIO_SETTINGS: AudioSettings = {
  preferNative: false,
  autoDownload: false,
  quality: 'auto',
  soundEffects: true,
};

const QUALITIES: readonly AudioSettings['quality'][] = ['auto', 'high', 'medium', 'low'];

function decode(raw: string): AudioSettings {
  try {
    const value = JSON.parse(raw) as Partial<Record<keyof AudioSettings, unknown>> | null;
    const flag = (key: 'preferNative' | 'autoDownload' | 'soundEffects') =>
      typeof value?.[key] === 'boolean' ? value[key] : DEFAULT_AUDIO_SETTINGS[key];
    const quality = QUALITIES.find((q) => q === value?.quality) ?? DEFAULT_AUDIO_SETTINGS.quality;
    return {
      preferNative: flag('preferNative'),
      autoDownload: flag('autoDownload'),
      quality,
      soundEffects: flag('soundEffects'),
    };
  } catch {
    return DEFAULT_AUDIO_SETTINGS;
  }
}

/** The learner's audio settings, kept in localStorage; the defaults on the server and for new visitors. */
export const $audioSettings = persistentAtom<AudioSettings>(AUDIO_SETTINGS_KEY, DEFAULT_AUDIO_SETTINGS, {
  encode: JSON.stringify,
  decode,
});

/** Changes one audio setting. */
export function setAudioSetting<K extends keyof AudioSettings>(key: K, value: AudioSettings[K]): void {
  $audioSettings.set({ ...$audioSettings.get(), [key]: value });
}

/** The quality the latency probe measured on this page; null until it has answered. */
export const $probedQuality = atom<AudioQuality | null>(null);

/** Starts the latency probe, once per page: a second call while it runs, or after it answered, does nothing. */
const probeOnce = (() => {
  let probing = false;
  return () => {
    if (probing || $probedQuality.get() !== null) return;
    probing = true;
    void probeAudioQuality().then((quality) => $probedQuality.set(quality));
  };
})();
// The probe runs when something first reads the quality while it is automatic.
onMount($probedQuality, () =>
  $audioSettings.subscribe((settings) => {
    if (typeof window !== 'undefined' && settings.quality === 'auto') probeOnce();
  }),
);

/** The audio quality in force: the learner's choice, else the probe's answer; null while the probe is under way. */
export const $audioQuality = computed([$audioSettings, $probedQuality], (settings, probed): AudioQuality | null =>
  settings.quality === 'auto' ? probed : settings.quality,
);
