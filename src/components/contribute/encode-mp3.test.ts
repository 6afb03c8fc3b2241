import { parseBuffer } from 'music-metadata';
import { describe, expect, it } from 'vitest';
import { encodeMp3, MP3_SAMPLE_RATE } from './encode-mp3.ts';

const tone = (seconds: number, rate: number) =>
  Float32Array.from({ length: Math.round(seconds * rate) }, (_, i) => 0.3 * Math.sin((2 * Math.PI * 440 * i) / rate));

describe('encodeMp3', () => {
  it('makes a mono MP3 at 22.05 kHz of the same length from a 48 kHz recording', async () => {
    const mp3 = encodeMp3(tone(1.5, 48_000), 48_000);
    const { format } = await parseBuffer(mp3, undefined, { duration: true });
    expect(format.container).toBe('MPEG');
    expect(format.codec).toContain('Layer 3');
    expect(format.numberOfChannels).toBe(1);
    expect(format.sampleRate).toBe(MP3_SAMPLE_RATE);
    expect(format.duration).toBeGreaterThan(1.45);
    expect(format.duration).toBeLessThan(1.65);
    expect(mp3.length).toBeLessThan(15_000);
  });
});
