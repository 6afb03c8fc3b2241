/**
 * Whether a recorded take is good enough to keep: the same rule runs in the browser before a take can be sent and on
 * the server on the decoded upload (docs/decisions.md 'Community audio'). Samples are mono, -1..1.
 */

export type TakeProblem = 'silent' | 'too_quiet' | 'clipped' | 'too_short';

/** A take whose loudest sample is under this (about -46 dBFS) holds no sound at all. */
export const SILENT_PEAK = 0.005;
/** A take whose loudest sample is under this (about -26 dBFS) is too quiet for a learner to hear well. */
export const QUIET_PEAK = 0.05;
/** A 20 ms window whose RMS reaches this (about -40 dBFS) holds voice. */
export const VOICE_RMS = 0.01;
/** The least voice a take holds: half a second. */
export const MIN_VOICE_SECONDS = 0.5;
/** Samples at or over this magnitude are at full scale. */
export const FULL_SCALE = 0.99;
/** A take with more than this share of its samples at full scale (and at least CLIPPED_MIN of them) is clipped. */
export const CLIPPED_SHARE = 0.01;
export const CLIPPED_MIN = 16;

/** What the speaker reads for each problem: what went wrong and what to do. */
export const takeProblemMessages: Record<TakeProblem, string> = {
  silent:
    'We heard nothing in this take. Check that your microphone is connected, chosen and not muted, then record again.',
  too_quiet:
    'This take is too quiet. Hold the phone or microphone about 20 cm from your mouth and speak at your normal voice, then record again.',
  clipped:
    'This take is so loud that it distorts. Move the microphone a little further away or speak a little softer, then record again.',
  too_short: `This take holds less than ${MIN_VOICE_SECONDS} s of voice. Read the whole prompt aloud, then record again.`,
};

export interface TakeMeasures {
  peak: number;
  voicedSeconds: number;
  fullScaleSamples: number;
}

/** Measures a take: its peak, how many seconds hold voice (20 ms windows with RMS ≥ VOICE_RMS), and full-scale samples. */
export function measureTake(samples: Float32Array, sampleRate: number): TakeMeasures {
  const window = Math.max(1, Math.round(sampleRate * 0.02));
  let peak = 0;
  let fullScaleSamples = 0;
  let voicedSamples = 0;
  for (let start = 0; start < samples.length; start += window) {
    const end = Math.min(samples.length, start + window);
    let sum = 0;
    for (let i = start; i < end; i += 1) {
      const magnitude = Math.abs(samples[i] ?? 0);
      if (magnitude > peak) peak = magnitude;
      if (magnitude >= FULL_SCALE) fullScaleSamples += 1;
      sum += magnitude * magnitude;
    }
    if (Math.sqrt(sum / (end - start)) >= VOICE_RMS) voicedSamples += end - start;
  }
  return { peak, voicedSeconds: voicedSamples / sampleRate, fullScaleSamples };
}

/**
 * The first problem of a take, or null when it can be kept: silent (peak < SILENT_PEAK), too quiet (peak <
 * QUIET_PEAK), clipped (more than CLIPPED_SHARE of samples, and at least CLIPPED_MIN, at full scale), too short (under
 * MIN_VOICE_SECONDS of voice).
 */
export function takeProblem(samples: Float32Array, sampleRate: number): TakeProblem | null {
  const { peak, voicedSeconds, fullScaleSamples } = measureTake(samples, sampleRate);
  if (peak < SILENT_PEAK) return 'silent';
  if (peak < QUIET_PEAK) return 'too_quiet';
  if (fullScaleSamples >= CLIPPED_MIN && fullScaleSamples > samples.length * CLIPPED_SHARE) return 'clipped';
  if (voicedSeconds < MIN_VOICE_SECONDS) return 'too_short';
  return null;
}
