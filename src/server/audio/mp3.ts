import { parseBuffer } from 'music-metadata';
import { CLIP_MAX_MS, CLIP_MIN_MS } from '../../domain/clipReview.ts';
import { takeProblem, takeProblemMessages } from '../../domain/takeQuality.ts';
import { ApiError } from '../core/envelope.ts';
import { decodeMp3 } from './decodeMp3.ts';
import { endsMidFrame } from './mp3Frames.ts';

/**
 * Checks a contributed recording by parsing its bytes (what the client declares is not trusted): an MPEG layer 3
 * stream, one channel, CLIP_MIN_MS to CLIP_MAX_MS long, complete to its last frame, and, decoded with mpg123, a take
 * the recorder's own quality rule keeps (not silent, too quiet, clipped or too short). Answers its length in
 * milliseconds, or a 422 that says why.
 */
export async function inspectMp3(bytes: Buffer): Promise<{ durationMs: number }> {
  let format;
  try {
    ({ format } = await parseBuffer(bytes, undefined, { duration: true, skipCovers: true }));
  } catch {
    throw new ApiError(422, 'not_mp3', 'The recording is not an MP3 file.');
  }
  if (format.container !== 'MPEG' || !format.codec?.includes('Layer 3'))
    throw new ApiError(422, 'not_mp3', 'The recording is not an MP3 file.');
  if (format.numberOfChannels !== 1) throw new ApiError(422, 'not_mono', 'The recording must be mono (one channel).');
  const durationMs = Math.round((format.duration ?? 0) * 1000);
  if (durationMs < CLIP_MIN_MS)
    throw new ApiError(422, 'too_short', `The recording is too short: at least ${CLIP_MIN_MS / 1000} s.`);
  if (durationMs > CLIP_MAX_MS)
    throw new ApiError(422, 'too_long', `The recording is too long: at most ${CLIP_MAX_MS / 1000} s.`);
  if (endsMidFrame(bytes))
    throw new ApiError(422, 'truncated', 'The recording is cut off: its last part is missing. Please record it again.');
  const decoded = await decodeMp3(bytes);
  if (decoded.errors > 0 || decoded.samples.length === 0)
    throw new ApiError(422, 'undecodable', 'The recording could not be decoded. Please record it again.');
  const problem = takeProblem(decoded.samples, decoded.sampleRate);
  if (problem) throw new ApiError(422, problem, takeProblemMessages[problem]);
  return { durationMs };
}
