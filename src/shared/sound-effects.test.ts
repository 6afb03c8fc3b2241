import { describe, expect, it } from 'vitest';
import { SOUND_EFFECTS, soundEffectUrl } from './sound-effects.ts';

describe('sound effects', () => {
  it('are the five of the lesson player, each an MP3 under /sounds/', () => {
    expect(SOUND_EFFECTS).toEqual(['correct', 'incorrect', 'success', 'click', 'play']);
    expect(SOUND_EFFECTS.map(soundEffectUrl)).toEqual([
      '/sounds/correct.mp3',
      '/sounds/incorrect.mp3',
      '/sounds/success.mp3',
      '/sounds/click.mp3',
      '/sounds/play.mp3',
    ]);
  });
});
