import { useEffect, useMemo } from 'react';
import { loadHowler } from '@/lib/audio/howler';
import { whenIdle } from '@/lib/whenIdle';
import { createSoundEffects, watchForGesture, type SoundEffect } from '@/lib/audio/sound-effects';
import { $audioSettings } from '@/stores/audio';

/** The lesson's sound effects: played only after the learner has interacted, never when switched off, silent when a file is missing. */
export function useSoundEffects(): (name: SoundEffect) => void {
  useEffect(watchForGesture, []);
  // howler's code loads while the page is idle, not in the middle of the first answer it plays a sound for.
  useEffect(() => {
    if (!$audioSettings.get().soundEffects) return;
    return whenIdle(() => void loadHowler().catch(() => undefined), 3000, 1000);
  }, []);
  const effects = useMemo(() => createSoundEffects({ enabled: () => $audioSettings.get().soundEffects }), []);
  return effects.play;
}
