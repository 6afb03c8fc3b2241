/** The audio messages of the error catalogue (docs/product/lessons.md §8), and how howler's errors map onto them. */

export const AUDIO_UNAVAILABLE = 'Audio unavailable';
export const FAILED_TO_LOAD = 'Failed to load audio';
export const PLAYBACK_FAILED = 'Playback failed';
export const DOWNLOAD_FAILED = 'Download failed';
export const DECODING_FAILED = 'Decoding audio data failed.';
/** The browser refused to start sound that was not started by the learner (mobile autoplay rules). */
export const PLAYBACK_BLOCKED = 'Playback was unable to start. Press Play to try again.';

const STATUS = /^Failed loading audio file with status: (\d+)\.$/;

/** 'Failed to load audio: {url}'; without a URL worth showing (a stored file), just 'Failed to load audio'. */
export function failedToLoad(url: string | undefined): string {
  return url ? `${FAILED_TO_LOAD}: ${url}` : FAILED_TO_LOAD;
}

/** 'Failed loading audio file with status: {status}.' */
export function failedWithStatus(status: number): string {
  return `Failed loading audio file with status: ${status}.`;
}

/**
 * The catalogue message for a howler load error. Web Audio loading reports an HTTP status or a decoding
 * failure in words, which are kept; HTML5 Audio reports a MediaError code, and missing codec support
 * or anything else becomes 'Failed to load audio: {url}'.
 */
export function loadErrorMessage(detail: unknown, url: string | undefined): string {
  if (typeof detail === 'string') {
    const status = STATUS.exec(detail);
    if (status) return failedWithStatus(Number(status[1]));
    if (detail === DECODING_FAILED) return DECODING_FAILED;
  }
  return failedToLoad(url);
}

/** Howler's play error: the autoplay refusal (the learner can press Play again), or a real failure. */
export function playErrorMessage(detail: unknown): { blocked: boolean; message: string } {
  const text = detail instanceof Error ? detail.message : String(detail);
  return text.startsWith('Playback was unable to start')
    ? { blocked: true, message: PLAYBACK_BLOCKED }
    : { blocked: false, message: PLAYBACK_FAILED };
}
