import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { createClipPlayer, type ClipPlayer, type ClipSnapshot } from '@/lib/audio/clip-player';
import { storedAudio } from '@/lib/audio/downloads';
import { loadingFor } from '@/lib/audio/howler';
import { useAudioQuality } from './useAudioSettings.ts';

/**
 * A clip player for `url` that lives as long as the component. With `preload`, the file starts loading
 * as the audio quality allows once the quality is known; without it nothing is fetched before Play.
 */
export function useClipPlayer(url: string, preload: boolean): { snapshot: ClipSnapshot; player: ClipPlayer } {
  const quality = useAudioQuality();
  const player = useMemo(() => createClipPlayer({ url, storedCopy: storedAudio }), [url]);
  const snapshot = useSyncExternalStore(player.subscribe, player.getSnapshot, player.getSnapshot);
  useEffect(() => () => player.dispose(), [player]);
  useEffect(() => {
    if (preload && quality) player.prepare(loadingFor(quality));
  }, [player, preload, quality]);
  return { snapshot, player };
}
