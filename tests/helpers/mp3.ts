import { Mp3Encoder } from '@breezystack/lamejs';

/**
 * A real MP3 of a 440 Hz sine tone, encoded as the contribute page encodes (22.05 kHz, 48 kbps); `amplitude` 0 gives
 * a silent one.
 */
export function sineMp3(seconds: number, channels: 1 | 2 = 1, sampleRate = 22_050, amplitude = 8000): Buffer {
  const encoder = new Mp3Encoder(channels, sampleRate, 48);
  const samples = new Int16Array(Math.round(seconds * sampleRate));
  for (let i = 0; i < samples.length; i += 1)
    samples[i] = Math.round(amplitude * Math.sin((2 * Math.PI * 440 * i) / sampleRate));
  const parts: Buffer[] = [];
  const push = (bytes: Int8Array | Uint8Array) => parts.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length));
  for (let i = 0; i < samples.length; i += 1152) {
    const chunk = samples.subarray(i, i + 1152);
    push(channels === 1 ? encoder.encodeBuffer(chunk) : encoder.encodeBuffer(chunk, chunk));
  }
  push(encoder.flush());
  return Buffer.concat(parts);
}

/** A valid 16-bit mono PCM WAV file of silence. */
export function silentWav(seconds: number, sampleRate = 22_050): Buffer {
  return wav(new Int16Array(Math.round(seconds * sampleRate)), sampleRate);
}

/**
 * A WAV file that sounds like speech to a level meter: a 220 Hz tone whose loudness rises and falls four times a
 * second, like syllables, so noise suppression does not take it for a steady hum.
 */
export function syllablesWav(seconds: number, sampleRate = 48_000): Buffer {
  const samples = new Int16Array(Math.round(seconds * sampleRate));
  for (let i = 0; i < samples.length; i += 1) {
    const envelope = 0.5 - 0.5 * Math.cos((2 * Math.PI * 4 * i) / sampleRate);
    samples[i] = Math.round(6000 * envelope * Math.sin((2 * Math.PI * 220 * i) / sampleRate));
  }
  return wav(samples, sampleRate);
}

function wav(samples: Int16Array, sampleRate: number): Buffer {
  const data = samples.length * 2;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data, 40);
  return Buffer.concat([header, Buffer.from(samples.buffer, samples.byteOffset, data)]);
}

/** The first bytes of a PNG image. */
export const pngBytes = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
