// `npm run audio:generate`: regenerates every synthesized sound — the five sound effects, /audio/test.mp3, and
// the audio of each language espeak-ng can speak (every vocabulary word and every conversation) — and rewrites
// the synthesized entries of content/audio/manifest.yaml. Native entries and their files are never touched.
// Needs espeak-ng, lame and sox. Same input, same bytes: the output is committed.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Document, isMap, isSeq, parseDocument, type YAMLSeq } from 'yaml';
import { AUDIO_MANIFEST, type AudioEntry } from '../src/content/audio.ts';
import { readContent } from '../src/content/read.ts';

const CONTENT = 'content';
const PUBLIC = 'public';
const RATE = '22050';

/** Languages espeak-ng has a voice for; the rest wait for native recordings. */
const synthesizedLanguages: Record<string, { voice: string; wordsPerMinute: number }> = {
  swahili: { voice: 'sw', wordsPerMinute: 130 },
};

/** A tone of a sound effect: a waveform (a fixed frequency or a sweep 'from/to'), when it starts, how long it rings. */
interface Tone {
  freq: string;
  start: number;
  length: number;
  volume: number;
  wave?: 'sine' | 'triangle';
  attack?: number;
  /** How it dies away: 'l' (logarithmic) rings like a bell, 'q' (quarter sine) holds and then fades. */
  decay?: 'l' | 'q';
}
interface SoundEffect {
  tones: Tone[];
  filters?: string[];
  peakDb: number;
}

const chime = (freq: number, start: number, length: number, volume = 0.6): Tone[] => [
  { freq: String(freq), start, length, volume },
  // A quiet octave above gives the sine a bell-like shimmer.
  { freq: String(freq * 2), start, length: length * 0.8, volume: volume / 4 },
];

const soundEffects: Record<string, SoundEffect> = {
  // A rising fourth, G5 → C6.
  correct: { tones: [...chime(783.99, 0, 0.35), ...chime(1046.5, 0.11, 0.5)], peakDb: -3 },
  // Two low triangle waves 9 Hz apart beat into a soft buzz; the low-pass keeps it gentle.
  incorrect: {
    tones: [
      { freq: '164.81', start: 0, length: 0.3, volume: 0.6, wave: 'triangle', decay: 'q' },
      { freq: '155.56', start: 0, length: 0.3, volume: 0.6, wave: 'triangle', decay: 'q' },
    ],
    filters: ['lowpass', '900'],
    peakDb: -6,
  },
  // A short upward blip.
  play: { tones: [{ freq: '660/990', start: 0, length: 0.09, volume: 0.7 }], peakDb: -6 },
  // An arpeggio C5 E5 G5 C6.
  success: { tones: [523.25, 659.25, 783.99, 1046.5].flatMap((f, i) => chime(f, i * 0.09, 0.55, 0.5)), peakDb: -3 },
  // A tiny tick.
  click: { tones: [{ freq: '1800', start: 0, length: 0.025, volume: 0.8, attack: 0.002 }], peakDb: -9 },
};

const run = (command: string, args: string[], input?: string) =>
  execFileSync(command, args, { input, stdio: ['pipe', 'ignore', 'pipe'] });
const sox = (...args: string[]) => run('sox', ['-D', '-R', ...args]);
const toMp3 = (wav: string, mp3: string, kbps: number) =>
  run('lame', ['--quiet', '-m', 'm', '-b', String(kbps), '--noreplaygain', wav, mp3]);

async function writeSoundEffect(name: string, effect: SoundEffect, tmp: string): Promise<string> {
  const tones = effect.tones.map((tone, i) => {
    const file = join(tmp, `${name}-${i}.wav`);
    const attack = tone.attack ?? 0.008;
    const fade = [
      'fade',
      'q',
      String(attack),
      'fade',
      tone.decay ?? 'l',
      '0',
      String(tone.length),
      String(tone.length - attack),
    ];
    sox(
      '-n',
      '-r',
      RATE,
      '-c',
      '1',
      '-b',
      '16',
      file,
      'synth',
      String(tone.length),
      tone.wave ?? 'sine',
      tone.freq,
      ...fade,
      'vol',
      String(tone.volume),
      'pad',
      String(tone.start),
      '0',
    );
    return file;
  });
  const wav = join(tmp, `${name}.wav`);
  sox(...(tones.length > 1 ? ['-m', ...tones] : tones), wav, ...(effect.filters ?? []), 'norm', String(effect.peakDb));
  const out = join(PUBLIC, 'sounds', `${name}.mp3`);
  toMp3(wav, out, 48);
  return out;
}

/** Speaks `text` into a trimmed, mono 22.05 kHz WAV file. */
function speak(text: string, language: string, wav: string): void {
  const { voice, wordsPerMinute } = synthesizedLanguages[language]!;
  const raw = `${wav}.raw.wav`;
  run('espeak-ng', ['-v', voice, '-s', String(wordsPerMinute), '-w', raw, '--stdin'], text);
  // Trim espeak's silence at both ends, then leave a short, even margin.
  sox(
    raw,
    '-r',
    RATE,
    '-c',
    '1',
    '-b',
    '16',
    wav,
    'silence',
    '1',
    '0.02',
    '0.1%',
    'reverse',
    'silence',
    '1',
    '0.02',
    '0.1%',
    'reverse',
    'pad',
    '0.05',
    '0.1',
  );
}

async function writeSpeech(parts: string[], language: string, out: string, tmp: string): Promise<void> {
  const wavs = parts.map((text, i) => {
    const wav = join(tmp, `part-${i}.wav`);
    speak(text, language, wav);
    return wav;
  });
  const gap = join(tmp, 'gap.wav');
  sox('-n', '-r', RATE, '-c', '1', '-b', '16', gap, 'trim', '0', '0.6');
  const joined = wavs.flatMap((wav, i) => (i === 0 ? [wav] : [gap, wav]));
  const wav = join(tmp, 'speech.wav');
  sox(...joined, wav, 'norm', '-1');
  await mkdir(dirname(out), { recursive: true });
  toMp3(wav, out, 32);
}

const MANIFEST_HEADER = `yaml-language-server: $schema=../../schemas/audio-manifest.schema.json
Audio manifest: every recording under public/audio/ that lessons can play (docs/content-model.md 'Audio').
file is the path under public/audio/, always <language>/<kind>/<key>.mp3; key is a vocabulary slug, or a
lesson id for conversations, stories and instructions. source: native (a speaker's recording; voice names
the speaker) or synthesized (voice names the synthesizer and its voice).

Swahili: synthesized with espeak-ng's Swahili voice. \`npm run audio:generate\` rewrites the synthesized
entries and their files and keeps native entries as they are.
Igbo, Yoruba and Kriolu: no audio yet. espeak-ng has no voice for them, so their words and lessons show
'Audio unavailable' until native recordings are added (CONTENT.md 'Audio').`;

const missingTools = ['espeak-ng', 'lame', 'sox'].filter(
  (tool) => spawnSync(tool, ['--version'], { stdio: 'ignore' }).error,
);
if (missingTools.length > 0) {
  console.error(
    `audio:generate needs ${missingTools.join(', ')}, which ${missingTools.length > 1 ? 'are' : 'is'} not installed.`,
  );
  console.error('On Debian or Ubuntu: apt-get install espeak-ng lame sox');
  process.exit(1);
}

const tree = await readContent(CONTENT);
const errors = tree.problems.filter((p) => p.severity === 'error');
if (errors.length > 0) {
  console.error(`content/ has ${errors.length} error(s); run npm run content:check and fix them first.`);
  process.exit(1);
}

const tmp = await mkdtemp(join(tmpdir(), 'lugha-audio-'));
const written: string[] = [];
try {
  await mkdir(join(PUBLIC, 'sounds'), { recursive: true });
  for (const [name, effect] of Object.entries(soundEffects)) written.push(await writeSoundEffect(name, effect, tmp));

  // /audio/test.mp3: a fifth of a second of silence, fetched only to measure latency.
  const silence = join(tmp, 'test.wav');
  sox('-n', '-r', RATE, '-c', '1', '-b', '16', silence, 'trim', '0', '0.2');
  await mkdir(join(PUBLIC, 'audio'), { recursive: true });
  toMp3(silence, join(PUBLIC, 'audio', 'test.mp3'), 32);
  written.push(join(PUBLIC, 'audio', 'test.mp3'));

  const native = tree.audio.filter((e) => e.source === 'native');
  const nativeFiles = new Set(native.map((e) => e.file));
  const synthesized: AudioEntry[] = [];
  for (const [language, { voice }] of Object.entries(synthesizedLanguages)) {
    const entry = (kind: AudioEntry['kind'], key: string, text: string): AudioEntry => ({
      file: `${language}/${kind}/${key}.mp3`,
      language,
      kind,
      key,
      text,
      source: 'synthesized',
      voice: `espeak-ng ${voice}`,
    });
    const words = tree.vocabulary.find((l) => l.language === language)?.entries ?? [];
    const conversations = tree.lessons
      .filter((l) => l.language === language && l.type === 'conversation' && l.status === 'published')
      .sort((a, b) => a.unit - b.unit || a.position - b.position);
    const jobs = [
      ...words.map((w) => ({ entry: entry('vocabulary', w.slug, w.word), parts: [w.word] })),
      ...conversations.map((l) => {
        const lines = l.type === 'conversation' ? l.lines.map((line) => line.line) : [];
        return { entry: entry('conversations', l.id, lines.join('\n')), parts: lines };
      }),
    ];
    for (const { entry: e, parts } of jobs) {
      // A native recording of the same word or lesson takes its place.
      if (nativeFiles.has(e.file)) continue;
      await writeSpeech(parts, language, join(PUBLIC, 'audio', e.file), tmp);
      synthesized.push(e);
      written.push(join(PUBLIC, 'audio', e.file));
    }
  }

  // Files synthesized before but no longer generated (a word removed or renamed) go too.
  const kept = new Set(synthesized.map((e) => e.file));
  for (const old of tree.audio.filter(
    (e) => e.source === 'synthesized' && !kept.has(e.file) && !nativeFiles.has(e.file),
  )) {
    await rm(join(PUBLIC, 'audio', old.file), { force: true });
    console.log(`removed public/audio/${old.file}`);
  }

  const manifestPath = join(CONTENT, AUDIO_MANIFEST);
  const previous = await readFile(manifestPath, 'utf8').catch(() => undefined);
  const doc = previous ? parseDocument(previous) : new Document([]);
  if (!isSeq(doc.contents)) doc.contents = doc.createNode([]);
  const seq = doc.contents as YAMLSeq;
  const nativeNodes = seq.items.filter((item) => !(isMap(item) && item.get('source') === 'synthesized'));
  seq.items = [...nativeNodes, ...synthesized.map((e) => doc.createNode(e))];
  // The header comment is the author's once the manifest exists; a new manifest starts with the default one.
  doc.commentBefore ??= ` ${MANIFEST_HEADER.replace(/\n/g, '\n ')}`;
  await mkdir(dirname(manifestPath), { recursive: true });
  await writeFile(manifestPath, doc.toString({ lineWidth: 0 }));

  let bytes = 0;
  for (const file of written) bytes += (await stat(file)).size;
  console.log(
    `audio:generate — ${written.length} files (${(bytes / 1024).toFixed(0)} KiB): ${Object.keys(soundEffects).length} sound effects, ` +
      `test.mp3, ${synthesized.length} synthesized recordings; ${native.length} native entries kept in ${manifestPath}`,
  );
} finally {
  await rm(tmp, { recursive: true, force: true });
}
