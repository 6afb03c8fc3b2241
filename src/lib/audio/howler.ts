import type { AudioQuality } from '@/domain';
import type { ClipLoading } from './clip-player.ts';

/** howler's module, loaded on first need so pages without audio never download it. */
export type HowlerModule = typeof import('howler');

let loading: Promise<HowlerModule> | null = null;

/** Loads howler once per page. */
export function loadHowler(): Promise<HowlerModule> {
  loading ??= import('howler').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * How a clip loads at each audio quality: on a fast connection the whole file is fetched and decoded
 * with Web Audio as soon as the player appears; on a medium one HTML5 Audio starts streaming it; on a
 * slow one nothing is fetched until the learner presses Play.
 */
export function loadingFor(quality: AudioQuality): ClipLoading {
  if (quality === 'high') return { html5: false, preload: true };
  if (quality === 'medium') return { html5: true, preload: true };
  return { html5: true, preload: false };
}
