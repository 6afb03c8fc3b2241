import { afterEach, describe, expect, it } from 'vitest';
import { FakeHowl, fakeHowlerModule } from '../../test-support/fake-howler.ts';
import { afterPaint } from '../afterPaint.ts';
import { createSoundEffects } from './sound-effects.ts';

const loadHowler = () => Promise.resolve(fakeHowlerModule as never);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => FakeHowl.reset());

function effects(options: { enabled?: boolean; gesture?: boolean; load?: () => Promise<never> } = {}) {
  return createSoundEffects({
    enabled: () => options.enabled ?? true,
    hasGesture: () => options.gesture ?? true,
    loadHowler: options.load ?? loadHowler,
    schedule: (start) => start(),
  });
}

describe('sound effects', () => {
  it('plays /sounds/{name}.mp3 and reuses the sound', async () => {
    const sounds = effects();
    sounds.play('correct');
    await settle();
    const correct = FakeHowl.last();
    expect(correct.src).toEqual(['/sounds/correct.mp3']);
    correct.finishLoading(1);
    expect(correct.calls).toEqual(['load', 'play']);
    sounds.play('correct');
    await settle();
    expect(FakeHowl.instances).toHaveLength(1);
    expect(correct.calls).toEqual(['load', 'play', 'play']);
  });

  it('stays silent before the learner has interacted with the page', async () => {
    effects({ gesture: false }).play('success');
    await settle();
    expect(FakeHowl.instances).toHaveLength(0);
  });

  it('stays silent while sound effects are switched off', async () => {
    effects({ enabled: false }).play('click');
    await settle();
    expect(FakeHowl.instances).toHaveLength(0);
  });

  it('does not ask again for a file that failed to load', async () => {
    const sounds = effects();
    sounds.play('incorrect');
    await settle();
    FakeHowl.last().failLoading('Failed loading audio file with status: 404.');
    expect(FakeHowl.last().unloaded).toBe(true);
    sounds.play('incorrect');
    await settle();
    expect(FakeHowl.instances).toHaveLength(1);
  });

  it('starts a sound in the frame after the next, so the feedback it goes with is painted first', async () => {
    const frames: FrameRequestCallback[] = [];
    const raf = globalThis.requestAnimationFrame;
    globalThis.requestAnimationFrame = (callback) => frames.push(callback);
    try {
      const sounds = createSoundEffects({
        enabled: () => true,
        hasGesture: () => true,
        loadHowler,
        schedule: afterPaint,
      });
      sounds.play('correct');
      await settle();
      expect(FakeHowl.instances).toHaveLength(0);
      expect(frames).toHaveLength(1);
      frames[0]!(0);
      expect(FakeHowl.instances).toHaveLength(0);
      expect(frames).toHaveLength(2);
      frames[1]!(16);
      expect(FakeHowl.last().src).toEqual(['/sounds/correct.mp3']);
    } finally {
      globalThis.requestAnimationFrame = raf;
    }
  });

  it('never throws, even when howler cannot be loaded', async () => {
    const sounds = effects({ load: () => Promise.reject(new Error('chunk failed')) });
    expect(() => sounds.play('click')).not.toThrow();
    await settle();
    expect(() => sounds.play('click')).not.toThrow();
  });
});
