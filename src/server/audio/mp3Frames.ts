/**
 * Walks the frames of an MPEG audio stream by their headers, to tell a complete file from one cut off mid-frame: a
 * decoder quietly drops a last frame that is missing its end, so only the frame lengths show the cut.
 */

const BITRATES: Record<'v1' | 'v2', readonly number[]> = {
  // Layer III kbps by the header's 4-bit index (0 is "free", 15 invalid).
  v1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  v2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const SAMPLE_RATES: Record<number, readonly number[]> = {
  3: [44_100, 48_000, 32_000],
  2: [22_050, 24_000, 16_000],
  0: [11_025, 12_000, 8_000],
};

/** The length in bytes of the Layer III frame whose header starts at `at`, or null when no valid header is there. */
function frameLength(bytes: Uint8Array, at: number): number | null {
  if (at + 4 > bytes.length) return null;
  const [b0, b1, b2] = [bytes[at]!, bytes[at + 1]!, bytes[at + 2]!];
  if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) return null;
  const version = (b1 >> 3) & 3;
  const layer = (b1 >> 1) & 3;
  if (version === 1 || layer !== 1) return null;
  const kbps = BITRATES[version === 3 ? 'v1' : 'v2'][b2 >> 4];
  const rate = SAMPLE_RATES[version]?.[(b2 >> 2) & 3];
  if (!kbps || !rate) return null;
  const padding = (b2 >> 1) & 1;
  return Math.floor(((version === 3 ? 144_000 : 72_000) * kbps) / rate) + padding;
}

/** Where the audio starts: after an ID3v2 tag, if the file has one. */
function audioStart(bytes: Uint8Array): number {
  if (bytes.length < 10 || bytes[0] !== 0x49 || bytes[1] !== 0x44 || bytes[2] !== 0x33) return 0;
  const size = ((bytes[6]! & 0x7f) << 21) | ((bytes[7]! & 0x7f) << 14) | ((bytes[8]! & 0x7f) << 7) | (bytes[9]! & 0x7f);
  return 10 + size + (bytes[5]! & 0x10 ? 10 : 0);
}

/** True when the stream's last frame header announces more bytes than the file holds (the file was cut off). */
export function endsMidFrame(bytes: Uint8Array): boolean {
  let at = audioStart(bytes);
  while (at < bytes.length && frameLength(bytes, at) === null) at += 1;
  for (;;) {
    const length = frameLength(bytes, at);
    if (length === null) return false;
    if (at + length > bytes.length) return true;
    at += length;
  }
}
