import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { crossCheck } from './crossref.ts';
import { readContent } from './read.ts';

describe('the shipped audio', () => {
  it('declares a file on disk for every Swahili word and every Swahili conversation, and nothing for the other languages', async () => {
    const tree = await readContent('content');
    expect(crossCheck(tree).filter((p) => p.file.includes('audio'))).toEqual([]);
    const swahili = tree.vocabulary.find((l) => l.language === 'swahili');
    const declared = (kind: string) => tree.audio.filter((e) => e.language === 'swahili' && e.kind === kind).map((e) => e.key);
    expect(declared('vocabulary').sort()).toEqual(swahili?.entries.map((w) => w.slug).sort());
    const conversations = tree.lessons.filter((l) => l.language === 'swahili' && l.type === 'conversation').map((l) => l.id);
    expect(declared('conversations').sort()).toEqual(conversations.sort());
    expect(conversations).toEqual(expect.arrayContaining(['s1-5', 's2-5', 's3-5', 's4-5', 's5-5', 's6-5']));
    expect(tree.audio.filter((e) => e.language !== 'swahili')).toEqual([]);
  });
});

describe('a broken audio manifest', () => {
  let root: string;
  let publicDir: string;
  const manifest = () => join(root, 'content', 'audio', 'manifest.yaml');
  const editManifest = async (change: (text: string) => string) => writeFile(manifest(), change(await readFile(manifest(), 'utf8')));
  const check = async () => {
    const tree = await readContent(join(root, 'content'), { publicDir });
    return [...tree.problems, ...crossCheck(tree)];
  };

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'lugha-audio-check-'));
    publicDir = join(root, 'public');
    await cp('content', join(root, 'content'), { recursive: true });
    await cp(join('public', 'audio'), join(publicDir, 'audio'), { recursive: true });
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('fails when a declared file is missing under public/audio/', async () => {
    await rm(join(publicDir, 'audio', 'swahili', 'vocabulary', 'karibu.mp3'));
    expect(await check()).toContainEqual({
      file: 'content/audio/manifest.yaml',
      field: 'file',
      message: "'swahili/vocabulary/karibu.mp3' is declared but missing: no public/audio/swahili/vocabulary/karibu.mp3",
      severity: 'error',
    });
  });

  it('fails when a vocabulary key names no word of the list', async () => {
    await editManifest((t) => `${t}- file: swahili/vocabulary/jambo-sana.mp3\n  language: swahili\n  kind: vocabulary\n  key: jambo-sana\n  text: Jambo sana\n  source: native\n  voice: A speaker\n`);
    await cp(join(publicDir, 'audio', 'swahili', 'vocabulary', 'jambo.mp3'), join(publicDir, 'audio', 'swahili', 'vocabulary', 'jambo-sana.mp3'));
    const errors = (await check()).filter((p) => p.severity === 'error');
    expect(errors).toEqual([
      expect.objectContaining({ field: 'key', message: expect.stringMatching(/^'swahili\/vocabulary\/jambo-sana\.mp3': no word with slug 'jambo-sana' in \S*vocabulary\/swahili\.yaml$/) }),
    ]);
  });

  it('fails when a word loses its entry in the vocabulary list but keeps its audio', async () => {
    const list = join(root, 'content', 'vocabulary', 'swahili.yaml');
    await writeFile(list, (await readFile(list, 'utf8')).replace(/- word: "Haya"\n( {2}.*\n)+?(?=- word)/, ''));
    expect(await check()).toContainEqual(expect.objectContaining({ field: 'key', severity: 'error', message: expect.stringContaining("no word with slug 'haya'") }));
  });

  it('fails when a lesson key names no lesson, or a lesson of the wrong type', async () => {
    await editManifest((t) => t.replaceAll('s1-5', 's1-9'));
    await cp(join(publicDir, 'audio', 'swahili', 'conversations', 's1-5.mp3'), join(publicDir, 'audio', 'swahili', 'conversations', 's1-9.mp3'));
    expect(await check()).toContainEqual(expect.objectContaining({ field: 'key', severity: 'error', message: "'swahili/conversations/s1-9.mp3': no swahili lesson 's1-9'" }));

    await editManifest((t) => t.replaceAll('s1-9', 's1-4'));
    await cp(join(publicDir, 'audio', 'swahili', 'conversations', 's1-5.mp3'), join(publicDir, 'audio', 'swahili', 'conversations', 's1-4.mp3'));
    expect(await check()).toContainEqual(
      expect.objectContaining({ field: 'key', severity: 'error', message: expect.stringContaining("lesson 's1-4' is a cultural-story lesson") }),
    );
  });

  it("takes a conversation line's recording, '<lesson id>-line-<n>', and fails on a line the lesson does not have", async () => {
    const source = join(publicDir, 'audio', 'swahili', 'conversations', 's1-5.mp3');
    await editManifest((t) => t.replaceAll('conversations/s1-5.mp3', 'conversations/s1-5-line-2.mp3').replaceAll('key: s1-5', 'key: s1-5-line-2'));
    await cp(source, join(publicDir, 'audio', 'swahili', 'conversations', 's1-5-line-2.mp3'));
    expect((await check()).filter((p) => p.field === 'key')).toEqual([]);

    await editManifest((t) => t.replaceAll('s1-5-line-2', 's1-5-line-99'));
    await cp(source, join(publicDir, 'audio', 'swahili', 'conversations', 's1-5-line-99.mp3'));
    expect(await check()).toContainEqual(
      expect.objectContaining({ field: 'key', severity: 'error', message: expect.stringContaining("lesson 's1-5' has no line 99") }),
    );
  });

  it('fails when a file is declared twice, and warns of a recording nobody declared', async () => {
    await editManifest((t) => `${t}- file: swahili/vocabulary/habari.mp3\n  language: swahili\n  kind: vocabulary\n  key: habari\n  text: Habari?\n  source: native\n  voice: A speaker\n`);
    await cp(join(publicDir, 'audio', 'swahili', 'vocabulary', 'habari.mp3'), join(publicDir, 'audio', 'swahili', 'vocabulary', 'habari-za-leo.mp3'));
    const problems = await check();
    expect(problems).toContainEqual(expect.objectContaining({ field: 'file', severity: 'error', message: "'swahili/vocabulary/habari.mp3' is declared twice" }));
    expect(problems).toContainEqual(expect.objectContaining({ file: 'public/audio/swahili/vocabulary/habari-za-leo.mp3', severity: 'warning' }));
  });

  it('names the entry and field of a manifest entry that breaks the schema', async () => {
    await editManifest((t) => t.replace('source: synthesized', 'source: recorded'));
    expect(await check()).toContainEqual(expect.objectContaining({ file: expect.stringMatching(/manifest\.yaml\[0\]$/), field: 'source', severity: 'error' }));
  });
});
