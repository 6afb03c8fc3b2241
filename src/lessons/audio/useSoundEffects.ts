import { useEffect, useMemo } from 'react';
import { createSoundEffects, watchForGesture, type SoundEffect } from '@/lib/audio/sound-effects';
import { $audioSettings } from '@/stores/audio';

/** The lesson's sound effects: played only after the learner has interacted, never when switched off, silent when a file is missing. */
export function useSoundEffects(): (name: SoundEffect) => void {
  useEffect(watchForGesture, []);
  const effects = useMemo(() => createSoundEffects({ enabled: () => $audioSettings.get().soundEffects }), []);
  return effects.play;
}
