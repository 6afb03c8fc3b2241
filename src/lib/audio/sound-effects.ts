import type { Howl } from 'howler';
import { clamp01 } from '@/domain';
import { afterPaint } from '../afterPaint.ts';
import { loadHowler, type HowlerModule } from './howler.ts';
import { soundEffectUrl, type SoundEffect } from '@/shared/sound-effects';

export type { SoundEffect };

export interface SoundEffectsOptions {
  /** False while the learner has sound effects switched off. */
  enabled(): boolean;
  /** Whether the learner has interacted with the page; browsers refuse sound before that. */
  hasGesture?: () => boolean;
  volume?: number;
  loadHowler?: () => Promise<HowlerModule>;
  /** When to start a sound once howler is there: after the next paint by default (see afterPaint). */
  schedule?: (start: () => void) => void;
}

export interface SoundEffects {
  /** Plays an effect; silent, never throwing, when muted, before a gesture or when the file is missing. */
  play(name: SoundEffect): void;
}

/** The learner's first interaction on the page, noted for browsers without navigator.userActivation. */
const firstGesture = (() => {
  let seen = false;
  return {
    watch(): void {
      if (typeof window === 'undefined' || seen) return;
      const mark = () => {
        seen = true;
        for (const type of ['pointerdown', 'keydown'] as const) window.removeEventListener(type, mark, true);
      };
      for (const type of ['pointerdown', 'keydown'] as const) window.addEventListener(type, mark, true);
    },
    seen: (): boolean => seen,
  };
})();

/** Starts noting the learner's first interaction, for browsers without navigator.userActivation. */
export function watchForGesture(): void {
  firstGesture.watch();
}

function pageHasGesture(): boolean {
  const activation = (globalThis.navigator as Navigator | undefined)?.userActivation;
  return activation ? activation.hasBeenActive : firstGesture.seen();
}

/** The sound effects, each file loaded on its first use; a file that fails to load is not asked for again. */
export function createSoundEffects(options: SoundEffectsOptions): SoundEffects {
  const sounds = new Map<SoundEffect, Howl>();
  const unavailable = new Set<SoundEffect>();
  let broken = false;
  const hasGesture = options.hasGesture ?? pageHasGesture;
  const schedule = options.schedule ?? afterPaint;

  const soundFor = (Howl: HowlerModule['Howl'], name: SoundEffect): Howl => {
    const known = sounds.get(name);
    if (known) return known;
    const sound = new Howl({
      src: [soundEffectUrl(name)],
      volume: clamp01(options.volume ?? 0.6),
      onloaderror: () => {
        unavailable.add(name);
        sounds.delete(name);
        sound.unload();
      },
    });
    sounds.set(name, sound);
    return sound;
  };

  return {
    play(name) {
      try {
        if (broken || unavailable.has(name) || !options.enabled() || !hasGesture()) return;
        (options.loadHowler ?? loadHowler)().then(
          ({ Howl }) =>
            schedule(() => {
              try {
                if (!unavailable.has(name)) soundFor(Howl, name).play();
              } catch {
                broken = true;
              }
            }),
          () => {
            broken = true;
          },
        );
      } catch {
        broken = true;
      }
    },
  };
}
