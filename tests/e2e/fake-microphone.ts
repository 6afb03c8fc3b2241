import { mkdirSync, writeFileSync } from 'node:fs';
import { silentWav, syllablesWav } from '../helpers/mp3.ts';

// Chromium's default fake microphone beeps 20 ms a second, which the recorder rightly refuses as too little voice;
// it plays a file instead: syllable-like sound for a good take, silence for one the recorder refuses.
const MICROPHONE_FILES = '/tmp/lugha-fake-microphone';
mkdirSync(MICROPHONE_FILES, { recursive: true });
writeFileSync(`${MICROPHONE_FILES}/syllables.wav`, syllablesWav(3));
writeFileSync(`${MICROPHONE_FILES}/silence.wav`, silentWav(3, 48_000));

/** Chromium's arguments for a fake microphone that plays one of the files above. */
export const microphone = (file: 'syllables.wav' | 'silence.wav') => [
  '--use-fake-device-for-media-stream',
  `--use-file-for-fake-audio-capture=${MICROPHONE_FILES}/${file}`,
];
