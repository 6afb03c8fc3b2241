import { describe, expect, it } from 'vitest';
import { measureTake, takeProblem, takeProblemMessages } from './takeQuality.ts';

const RATE = 16_000;
/** A 220 Hz tone of `amplitude` lasting `seconds`, inside `total` seconds of silence. */
const tone = (amplitude: number, seconds: number, total = seconds) => {
  const samples = new Float32Array(Math.round(total * RATE));
  for (let i = 0; i < Math.round(seconds * RATE); i += 1)
    samples[i] = amplitude * Math.sin((2 * Math.PI * 220 * i) / RATE);
  return samples;
};

describe('takeProblem', () => {
  it('keeps a take of a second of voice at a normal level', () => {
    expect(takeProblem(tone(0.4, 1), RATE)).toBeNull();
  });

  it('calls a take of digital silence or near-silence silent', () => {
    expect(takeProblem(new Float32Array(RATE * 2), RATE)).toBe('silent');
    expect(takeProblem(tone(0.002, 2), RATE)).toBe('silent');
  });

  it('calls a take too quiet when its loudest sample stays under -26 dBFS', () => {
    expect(takeProblem(tone(0.03, 2), RATE)).toBe('too_quiet');
    expect(takeProblem(tone(0.06, 2), RATE)).toBeNull();
  });

  it('calls a take too short when under half a second of it holds voice', () => {
    expect(takeProblem(tone(0.4, 0.3, 3), RATE)).toBe('too_short');
    expect(takeProblem(tone(0.4, 0.6, 3), RATE)).toBeNull();
  });

  it('calls a take clipped when many samples sit at full scale', () => {
    const clipped = tone(3, 1).map((s) => Math.max(-1, Math.min(1, s)));
    expect(takeProblem(clipped, RATE)).toBe('clipped');
    const oneClick = tone(0.4, 1);
    oneClick[100] = 1;
    expect(takeProblem(oneClick, RATE)).toBeNull();
  });

  it('measures a take’s voiced seconds and peak', () => {
    const measures = measureTake(tone(0.5, 0.8, 2), RATE);
    expect(measures.voicedSeconds).toBeCloseTo(0.8, 1);
    expect(measures.peak).toBeCloseTo(0.5, 2);
  });

  it('tells the speaker what to do for every problem', () => {
    for (const message of Object.values(takeProblemMessages)) expect(message).toMatch(/record again\.$/);
  });
});
