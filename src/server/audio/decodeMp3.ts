import { MPEGDecoder } from 'mpg123-decoder';

let decoder: MPEGDecoder | null = null;
let queue: Promise<unknown> = Promise.resolve();

/**
 * Decodes an MP3 to mono samples with mpg123 (WebAssembly). One decoder serves the process; calls are queued because
 * it holds the state of one stream at a time.
 */
export function decodeMp3(bytes: Uint8Array): Promise<{ samples: Float32Array; sampleRate: number; errors: number }> {
  const run = queue.then(async () => {
    decoder ??= new MPEGDecoder();
    await decoder.ready;
    await decoder.reset();
    const { channelData, sampleRate, errors } = decoder.decode(bytes);
    return { samples: channelData[0] ?? new Float32Array(0), sampleRate, errors: errors.length };
  });
  queue = run.catch(() => undefined);
  return run;
}
