import { describe, expect, it } from 'vitest';
import { sineMp3 } from '../../../tests/helpers/mp3.ts';
import { endsMidFrame } from './mp3Frames.ts';

describe('endsMidFrame', () => {
  const whole = sineMp3(1);

  it('finds every frame of a whole MP3 complete, at 22.05 and 44.1 kHz', () => {
    expect(endsMidFrame(whole)).toBe(false);
    expect(endsMidFrame(sineMp3(1, 1, 44_100))).toBe(false);
  });

  it('finds an MP3 cut anywhere inside its last frame', () => {
    for (const cut of [37, 100, whole.length / 2 + 13])
      expect(endsMidFrame(whole.subarray(0, whole.length - cut))).toBe(true);
  });

  it('skips an ID3v2 tag before the first frame', () => {
    const tag = Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 5, 1, 2, 3, 4, 5]);
    expect(endsMidFrame(Buffer.concat([tag, whole]))).toBe(false);
    expect(endsMidFrame(Buffer.concat([tag, whole.subarray(0, 4001)]))).toBe(true);
  });
});
