/** Zero crossings of the sinc on each side of a sample: 16 give a sharp low-pass at little cost for a 10 s take. */
const ZERO_CROSSINGS = 16;
/** The low-pass passes up to this share of the lower rate's Nyquist frequency, so nothing folds back near it. */
const PASSBAND = 0.95;

/**
 * Resamples mono samples (-1..1) from `fromRate` to `toRate` with a Blackman-windowed sinc: the filter is a low-pass
 * at PASSBAND of the lower rate's Nyquist, so sounds above the new Nyquist are removed before decimation instead of
 * folding back as aliases.
 */
export function resample(samples: Float32Array, fromRate: number, toRate: number): Float32Array {
  if (fromRate === toRate) return samples;
  const length = Math.max(1, Math.floor((samples.length * toRate) / fromRate));
  const out = new Float32Array(length);
  const step = fromRate / toRate;
  const cutoff = Math.min(1, toRate / fromRate) * PASSBAND;
  const halfWidth = ZERO_CROSSINGS / cutoff;
  for (let i = 0; i < length; i += 1) {
    const centre = i * step;
    const first = Math.max(0, Math.ceil(centre - halfWidth));
    const last = Math.min(samples.length - 1, Math.floor(centre + halfWidth));
    let sum = 0;
    for (let j = first; j <= last; j += 1) {
      const x = j - centre;
      const t = Math.PI * x * cutoff;
      const sinc = t === 0 ? 1 : Math.sin(t) / t;
      const window = 0.42 + 0.5 * Math.cos((Math.PI * x) / halfWidth) + 0.08 * Math.cos((2 * Math.PI * x) / halfWidth);
      sum += (samples[j] ?? 0) * cutoff * sinc * window;
    }
    out[i] = sum;
  }
  return out;
}
