import { describe, expect, it } from 'vitest';
import { MP3_KBPS } from '../../src/components/contribute/encode-mp3.ts';
import { measureClipUpload } from './clip.ts';

describe('the recorded clip upload figure', () => {
  // Encoding 13 s of audio in JavaScript takes a few seconds on a busy machine.
  it('is the recorder’s MP3 of each take, at its fixed bit rate', () => {
    const clip = measureClipUpload();
    expect(clip.wordSeconds).toBe(3);
    expect(clip.longestSeconds).toBe(10);
    // A constant bit rate: bytes ≈ kbps × seconds / 8, give or take the encoder's first and last frames.
    for (const [bytes, seconds] of [
      [clip.wordBytes, clip.wordSeconds],
      [clip.longestBytes, clip.longestSeconds],
    ] as const) {
      const expected = (MP3_KBPS * 1000 * seconds) / 8;
      expect(bytes).toBeGreaterThan(expected * 0.95);
      expect(bytes).toBeLessThan(expected * 1.1);
    }
  }, 120_000);
});
