import { audioQualityForLatency, type AudioQuality } from '@/domain';

/** The file whose HEAD request measures the latency to the audio files (docs/product/lessons.md §7). */
export const PROBE_URL = '/audio/test.mp3';
export const PROBE_TIMEOUT_MS = 3000;

export interface ProbeOptions {
  url?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** A clock in ms (performance.now by default). */
  now?: () => number;
}

/**
 * Times one HEAD request to the audio test file and turns the latency into a quality (docs/product/lessons.md §9).
 * A failed request, an error status or no answer within the timeout gives 'low'.
 */
export async function probeAudioQuality(options: ProbeOptions = {}): Promise<AudioQuality> {
  const now = options.now ?? (() => performance.now());
  const request = options.fetch ?? fetch;
  const started = now();
  try {
    const response = await request(options.url ?? PROBE_URL, {
      method: 'HEAD',
      cache: 'no-store',
      signal: AbortSignal.timeout(options.timeoutMs ?? PROBE_TIMEOUT_MS),
    });
    return response.ok ? audioQualityForLatency(now() - started) : 'low';
  } catch {
    return 'low';
  }
}
