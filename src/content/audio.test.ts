import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { audioClip, audioCredit, audioEntrySchema, readAudioManifest, type AudioEntry } from './audio.ts';
import type { ContentProblem } from './problems.ts';

const entry = (fields: Partial<AudioEntry> = {}): AudioEntry => {
  const { language = 'swahili', kind = 'vocabulary', key = 'habari' } = fields;
  return { file: `${language}/${kind}/${key}.mp3`, language, kind, key, text: 'Habari?', source: 'synthesized', voice: 'espeak-ng sw', ...fields };
};

describe('audioClip', () => {
  const manifest = [
    entry(),
    entry({ key: 'karibu', text: 'Karibu' }),
    entry({ kind: 'conversations', key: 's1-5', text: 'Shikamoo, Mzee Hamisi.' }),
  ];

  it('gives the URL under /audio/ and the source of a declared clip', () => {
    expect(audioClip(manifest, 'swahili', 'vocabulary', 'karibu')).toEqual({ url: '/audio/swahili/vocabulary/karibu.mp3', source: 'synthesized' });
    expect(audioClip(manifest, 'swahili', 'conversations', 's1-5')).toEqual({ url: '/audio/swahili/conversations/s1-5.mp3', source: 'synthesized' });
  });

  it('is undefined for a key, kind or language with no clip', () => {
    expect(audioClip(manifest, 'swahili', 'vocabulary', 'asante')).toBeUndefined();
    expect(audioClip(manifest, 'swahili', 'pronunciation', 'habari')).toBeUndefined();
    expect(audioClip(manifest, 'igbo', 'vocabulary', 'habari')).toBeUndefined();
    expect(audioClip([], 'swahili', 'vocabulary', 'habari')).toBeUndefined();
  });

  it('prefers a native recording to a synthesized one of the same key', () => {
    const native = entry({ source: 'native', voice: 'Recorded by Amina Juma', file: 'swahili/vocabulary/habari.mp3' });
    expect(audioClip([entry(), native], 'swahili', 'vocabulary', 'habari')).toEqual({ url: '/audio/swahili/vocabulary/habari.mp3', source: 'native' });
  });
});

describe('audioEntrySchema', () => {
  it('accepts a native entry with its speaker credit', () => {
    expect(audioEntrySchema.safeParse(entry({ source: 'native', voice: 'Recorded by Amina Juma, Dar es Salaam' })).success).toBe(true);
  });

  it('takes a licence on a native recording only, as an SPDX id', () => {
    expect(audioEntrySchema.safeParse(entry({ source: 'native', voice: 'Ada', licence: 'CC-BY-SA-4.0' })).success).toBe(true);
    expect(audioEntrySchema.safeParse(entry({ source: 'synthesized', licence: 'CC-BY-SA-4.0' })).error?.issues[0]?.path).toEqual(['licence']);
    expect(audioEntrySchema.safeParse(entry({ source: 'native', voice: 'Ada', licence: 'any use <b>' })).success).toBe(false);
  });

  it('requires the file to follow <language>/<kind>/<key>.mp3', () => {
    const result = audioEntrySchema.safeParse(entry({ file: 'swahili/vocabulary/hello.mp3' }));
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['file'], message: "should be 'swahili/vocabulary/habari.mp3' (<language>/<kind>/<key>.mp3)" })]);
  });

  it('rejects an unknown kind or source and a missing voice', () => {
    const { voice: _, ...withoutVoice } = entry();
    const paths = (data: unknown) => audioEntrySchema.safeParse(data).error?.issues.map((i) => i.path.join('.'));
    expect(paths({ ...entry(), kind: 'songs' })).toContain('kind');
    expect(paths({ ...entry(), source: 'recorded' })).toEqual(['source']);
    expect(paths(withoutVoice)).toEqual(['voice']);
  });
});

describe('readAudioManifest', () => {
  let root: string;
  const manifest = (text: string) => mkdir(join(root, 'audio'), { recursive: true }).then(() => writeFile(join(root, 'audio', 'manifest.yaml'), text));

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'lugha-audio-'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('reads the entries of the shipped manifest', async () => {
    const entries = await readAudioManifest('content');
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((e) => e.source === 'synthesized' && e.language === 'swahili')).toBe(true);
  });

  it('gives no audio when there is no manifest', async () => {
    expect(await readAudioManifest(root)).toEqual([]);
  });

  it('collects problems and keeps the valid entries when given a list for them', async () => {
    await manifest('- file: swahili/vocabulary/habari.mp3\n  language: swahili\n  kind: vocabulary\n  key: habari\n  text: Habari?\n  source: synthesized\n  voice: espeak-ng sw\n- file: x.mp3\n');
    const problems: ContentProblem[] = [];
    const entries = await readAudioManifest(root, problems);
    expect(entries.map((e) => e.key)).toEqual(['habari']);
    expect(problems).toContainEqual(expect.objectContaining({ file: expect.stringMatching(/manifest\.yaml\[1\]$/), field: 'language', message: 'is required but missing' }));
  });

  it('throws on a broken manifest when given no list for problems', async () => {
    await manifest('file: swahili/vocabulary/habari.mp3\n');
    await expect(readAudioManifest(root)).rejects.toThrow(/must be a list of audio entries/);
  });
});

describe('audioCredit', () => {
  it("names an exported recording's speaker, licence and variety", () => {
    const native = { source: 'native', voice: 'Ada', licence: 'CC-BY-SA-4.0' } as const;
    expect(audioCredit(native)).toBe('Recorded by Ada (CC BY-SA 4.0)');
    expect(audioCredit({ ...native, variety: 'Onitsha' })).toBe('Recorded by Ada (CC BY-SA 4.0) · Onitsha speaker');
  });
});
