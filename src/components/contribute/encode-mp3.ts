import { Mp3Encoder } from '@breezystack/lamejs';
import { resample } from './resample.ts';

/** The recording's MP3 format: mono speech at 22.05 kHz, 48 kbps (about 6 KB a second). */
export const MP3_SAMPLE_RATE = 22_050;
export const MP3_KBPS = 48;

/** Encodes mono samples (-1..1, at `sampleRate`) as a mono MP3 at MP3_SAMPLE_RATE. */
export function encodeMp3(samples: Float32Array, sampleRate: number): Uint8Array {
  const pcm = resample(samples, sampleRate, MP3_SAMPLE_RATE);
  const ints = new Int16Array(pcm.length);
  for (let i = 0; i < pcm.length; i += 1)
    ints[i] = Math.max(-32768, Math.min(32767, Math.round((pcm[i] ?? 0) * 32767)));
  const encoder = new Mp3Encoder(1, MP3_SAMPLE_RATE, MP3_KBPS);
  const parts: Uint8Array[] = [];
  const keep = (bytes: Int8Array | Uint8Array) => {
    if (bytes.length > 0) parts.push(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length).slice());
  };
  for (let i = 0; i < ints.length; i += 1152) keep(encoder.encodeBuffer(ints.subarray(i, i + 1152)));
  keep(encoder.flush());
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
