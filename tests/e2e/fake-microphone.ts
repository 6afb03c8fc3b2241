import { mkdirSync, writeFileSync } from 'node:fs';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/lib/chromium.ts';
import { silentWav, syllablesWav } from '../helpers/mp3.ts';

// Chromium's default fake microphone beeps 20 ms a second, which the recorder rightly refuses as too little voice;
// it plays a file instead: syllable-like sound for a good take, silence for one the recorder refuses.
const MICROPHONE_FILES = '/tmp/lugha-fake-microphone';
mkdirSync(MICROPHONE_FILES, { recursive: true });
writeFileSync(`${MICROPHONE_FILES}/syllables.wav`, syllablesWav(3));
writeFileSync(`${MICROPHONE_FILES}/silence.wav`, silentWav(3, 48_000));
// Two seconds of silence, then syllables: a take stopped within the pause is silent, a longer one holds voice (each
// take opens the microphone again, and the fake device plays its file from the start).
const pause = silentWav(2, 48_000);
const voice = syllablesWav(3);
const paused = Buffer.concat([voice.subarray(0, 44), pause.subarray(44), voice.subarray(44)]);
paused.writeUInt32LE(paused.length - 8, 4);
paused.writeUInt32LE(paused.length - 44, 40);
writeFileSync(`${MICROPHONE_FILES}/pause-then-syllables.wav`, paused);

/** Chromium's arguments for a fake microphone that plays one of the files above. */
export type MicrophoneFile = 'syllables.wav' | 'silence.wav' | 'pause-then-syllables.wav';

export const microphone = (file: MicrophoneFile) => [
  '--use-fake-device-for-media-stream',
  `--use-file-for-fake-audio-capture=${MICROPHONE_FILES}/${file}`,
];

/** The launch options of a Chromium whose microphone plays `file`, the permission granted: `test.use({ launchOptions })`. */
export function microphoneLaunch(file: MicrophoneFile) {
  const executablePath = chromiumPath();
  return {
    ...(executablePath ? { executablePath } : {}),
    // CHROMIUM_ARGS, not the other browser tests' TEST_CHROMIUM_ARGS: V8 keeps its optimizing compilers for the
    // MP3 encoder these pages run on every take (src/components/contribute/mp3.worker.ts).
    args: [...CHROMIUM_ARGS, ...microphone(file), '--use-fake-ui-for-media-stream'],
  };
}
