import { describe, expect, it } from 'vitest';
import { resample } from './resample.ts';

const sine = (hz: number, seconds: number, rate: number) =>
  Float32Array.from({ length: Math.round(seconds * rate) }, (_, i) => 0.5 * Math.sin((2 * Math.PI * hz * i) / rate));
/** RMS of the middle half, away from the edges where the filter runs out of input. */
const rms = (samples: Float32Array) => {
  const middle = samples.subarray(samples.length / 4, (3 * samples.length) / 4);
  return Math.sqrt(middle.reduce((sum, s) => sum + s * s, 0) / middle.length);
};
const SINE_RMS = 0.5 / Math.SQRT2;

describe('resample', () => {
  it('changes the length by the ratio of the rates', () => {
    expect(resample(new Float32Array(48_000), 48_000, 22_050)).toHaveLength(22_050);
    expect(resample(new Float32Array(44_100), 44_100, 22_050)).toHaveLength(22_050);
  });

  it('keeps a 1 kHz sine from 48 kHz at 22.05 kHz: same level, same frequency', () => {
    const out = resample(sine(1000, 1, 48_000), 48_000, 22_050);
    expect(rms(out)).toBeCloseTo(SINE_RMS, 2);
    const expected = sine(1000, 1, 22_050);
    const middle = (s: Float32Array) => s.subarray(5000, 17_000);
    const error = middle(out).reduce((worst, s, i) => Math.max(worst, Math.abs(s - middle(expected)[i]!)), 0);
    expect(error).toBeLessThan(0.01);
  });

  it('removes a 15 kHz sine, above the new Nyquist frequency, instead of folding it back to 7 kHz', () => {
    const out = resample(sine(15_000, 1, 48_000), 48_000, 22_050);
    expect(rms(out) / SINE_RMS).toBeLessThan(0.001);
  });

  it('upsamples a sine without changing its level', () => {
    expect(rms(resample(sine(440, 1, 16_000), 16_000, 22_050))).toBeCloseTo(SINE_RMS, 2);
  });
});
