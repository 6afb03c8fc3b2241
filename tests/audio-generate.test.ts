import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

/** True when the bytes start like an MP3 file: an ID3 tag or an MPEG audio frame header. */
const isMp3 = (bytes: Buffer) =>
  bytes.subarray(0, 3).toString('latin1') === 'ID3' || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0);

describe('the committed sounds', () => {
  it.each(['correct', 'incorrect', 'play', 'success', 'click'])('/sounds/%s.mp3 is a small MP3 file', async (name) => {
    const file = join('public', 'sounds', `${name}.mp3`);
    expect(isMp3(await readFile(file))).toBe(true);
    expect((await stat(file)).size).toBeLessThan(20 * 1024);
  });

  it('/audio/test.mp3, fetched to measure latency, is a tiny MP3 file', async () => {
    const file = join('public', 'audio', 'test.mp3');
    expect(isMp3(await readFile(file))).toBe(true);
    expect((await stat(file)).size).toBeLessThan(4 * 1024);
  });
});

describe('npm run audio:generate', () => {
  it('says what to install, and touches nothing, when espeak-ng, lame or sox is missing', async () => {
    const emptyPath = await mkdtemp(join(tmpdir(), 'lugha-no-tools-'));
    const before = (await stat('public/sounds/correct.mp3')).mtimeMs;
    try {
      const result = spawnSync(
        process.execPath,
        ['--disable-warning=ExperimentalWarning', 'scripts/audio-generate.ts'],
        {
          encoding: 'utf8',
          env: { ...process.env, PATH: emptyPath },
        },
      );
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(/needs espeak-ng, lame, sox/);
      expect(result.stderr).toMatch(/apt-get install espeak-ng lame sox/);
      expect((await stat('public/sounds/correct.mp3')).mtimeMs).toBe(before);
    } finally {
      await rm(emptyPath, { recursive: true, force: true });
    }
  });
});

const toolsInstalled = ['espeak-ng', 'lame', 'sox'].every(
  (tool) => !spawnSync(tool, ['--version'], { stdio: 'ignore' }).error,
);

describe.skipIf(!toolsInstalled)('npm run audio:generate, in a copy of the project', () => {
  it('regenerates the synthesized files byte for byte, keeps a native recording and its entry, and drops what is no longer synthesized', async () => {
    const root = await mkdtemp(join(tmpdir(), 'lugha-generate-'));
    try {
      await cp('content', join(root, 'content'), { recursive: true });
      await cp('public', join(root, 'public'), { recursive: true });
      const manifestFile = join(root, 'content', 'audio', 'manifest.yaml');
      const nativeEntry =
        'file: swahili/vocabulary/karibu.mp3\n  language: swahili\n  kind: vocabulary\n  key: karibu\n  text: Karibu\n  source: native\n  voice: Recorded by a speaker # credit\n';
      const stale =
        'file: swahili/vocabulary/kwaheri.mp3\n  language: swahili\n  kind: vocabulary\n  key: kwaheri\n  text: Kwaheri\n  source: synthesized\n  voice: espeak-ng sw\n';
      const manifest = (await readFile(manifestFile, 'utf8')).replace(
        /file: swahili\/vocabulary\/karibu\.mp3\n(?: {2}.*\n)+?(?=- )/,
        nativeEntry,
      );
      await writeFile(manifestFile, `${manifest}- ${stale}`);
      const recording = Buffer.from('a native recording');
      await writeFile(join(root, 'public', 'audio', 'swahili', 'vocabulary', 'karibu.mp3'), recording);
      await writeFile(join(root, 'public', 'audio', 'swahili', 'vocabulary', 'kwaheri.mp3'), recording);

      const result = spawnSync(
        process.execPath,
        ['--disable-warning=ExperimentalWarning', resolve('scripts/audio-generate.ts')],
        { cwd: root, encoding: 'utf8' },
      );
      expect(result.status, result.stderr).toBe(0);

      for (const file of [
        'public/sounds/success.mp3',
        'public/audio/test.mp3',
        'public/audio/swahili/vocabulary/habari.mp3',
        'public/audio/swahili/conversations/s1-5.mp3',
      ]) {
        expect((await readFile(join(root, file))).equals(await readFile(file)), file).toBe(true);
      }
      expect(await readFile(join(root, 'public', 'audio', 'swahili', 'vocabulary', 'karibu.mp3'))).toEqual(recording);
      await expect(stat(join(root, 'public', 'audio', 'swahili', 'vocabulary', 'kwaheri.mp3'))).rejects.toThrow();
      const written = await readFile(manifestFile, 'utf8');
      expect(written).toContain('voice: Recorded by a speaker # credit');
      const entries = parse(written) as { file: string; source: string }[];
      expect(entries.filter((e) => e.file === 'swahili/vocabulary/karibu.mp3')).toEqual([
        expect.objectContaining({ source: 'native' }),
      ]);
      expect(entries.some((e) => e.file.includes('kwaheri'))).toBe(false);
      expect(entries.length).toBe(parse(await readFile('content/audio/manifest.yaml', 'utf8')).length);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  }, 180_000);
});
