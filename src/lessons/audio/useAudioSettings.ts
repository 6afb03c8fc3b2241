import { useStore } from '@nanostores/react';
import type { AudioQuality } from '@/domain';
import { $audioQuality, $audioSettings, DEFAULT_AUDIO_SETTINGS, type AudioSettings } from '@/stores/audio';

// The static page was rendered with the defaults: hydration starts from them, then takes the learner's stored settings.
const serverSettings = () => DEFAULT_AUDIO_SETTINGS;
const serverQuality = () => null;

/** The learner's audio settings, safe to hydrate. */
export function useAudioSettings(): AudioSettings {
  return useStore($audioSettings, { ssr: serverSettings });
}

/** The audio quality in force, null while it is being measured; safe to hydrate. */
export function useAudioQuality(): AudioQuality | null {
  return useStore($audioQuality, { ssr: serverQuality });
}
