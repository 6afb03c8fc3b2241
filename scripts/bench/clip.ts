// The size of a recorded clip's upload: the contribute page's own encoder (src/components/contribute/encode-mp3.ts) run on
// a synthetic take at a microphone's usual 48 kHz, for a word (3 s) and for the longest take the recorder allows. The
// MP3 has a constant bit rate, so these bytes are what any browser uploads for a take of that length.
import { encodeMp3 } from '../../src/components/contribute/encode-mp3.ts';
import { RECORDING_LIMIT_MS } from '../../src/components/contribute/useRecorder.ts';

export interface ClipUpload {
  /** Upload bytes of a 3-second word. */
  wordBytes: number;
  wordSeconds: number;
  /** Upload bytes of the longest take. */
  longestBytes: number;
  longestSeconds: number;
}

const INPUT_RATE = 48_000;

/** A voice-like take: a 140 Hz voice with harmonics, syllables every 250 ms, a little noise. */
function take(seconds: number): Float32Array {
  const samples = new Float32Array(Math.round(seconds * INPUT_RATE));
  let seed = 1;
  const noise = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31 - 0.5) * 0.02;
  for (let i = 0; i < samples.length; i++) {
    const t = i / INPUT_RATE;
    const syllable = Math.max(0, Math.sin(Math.PI * ((t % 0.25) / 0.25)));
    let voice = 0;
    for (let h = 1; h <= 6; h++) voice += Math.sin(2 * Math.PI * 140 * h * t) / h;
    samples[i] = 0.3 * syllable * voice + noise();
  }
  return samples;
}

export function measureClipUpload(): ClipUpload {
  const longestSeconds = RECORDING_LIMIT_MS / 1000;
  return {
    wordSeconds: 3,
    wordBytes: encodeMp3(take(3), INPUT_RATE).length,
    longestSeconds,
    longestBytes: encodeMp3(take(longestSeconds), INPUT_RATE).length,
  };
}
