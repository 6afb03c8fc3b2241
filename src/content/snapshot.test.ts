import { cp, mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContent } from './read.ts';
import { readContentWithSnapshot } from './snapshot.ts';

let dir: string;
let root: string;
let publicDir: string;
const file = () => join(dir, 'snapshot.json');

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lugha-snapshot-'));
  root = join(dir, 'content');
  publicDir = join(dir, 'public');
  await cp('content', root, { recursive: true });
  await mkdir(join(publicDir, 'audio'), { recursive: true });
  await cp(join('public', 'audio'), join(publicDir, 'audio'), { recursive: true });
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the content snapshot', () => {
  it('reads the files the first time, then answers from the snapshot with the same tree', async () => {
    const first = await readContentWithSnapshot(root, { file: file(), key: 'build 1' }, publicDir);
    expect(first.fromSnapshot).toBe(false);
    const second = await readContentWithSnapshot(root, { file: file(), key: 'build 1' }, publicDir);
    expect(second.fromSnapshot).toBe(true);
    const fresh = await readContent(root, { publicDir });
    const { fromSnapshot: _, ...tree } = second;
    expect(tree).toEqual(fresh);
    expect(tree.audioFiles).toBeInstanceOf(Set);
    expect(tree.audioFiles.size).toBe(fresh.audioFiles.size);
  });

  it('reads the files again when a content file changes, and the change is in the tree', async () => {
    await readContentWithSnapshot(root, { file: file(), key: 'build 1' }, publicDir);
    const path = join(root, 'achievements.yaml');
    const text = await readFile(path, 'utf8');
    const renamed = text.replace(/title: .*/, 'title: A title changed since the snapshot');
    expect(renamed).not.toBe(text);
    await writeFile(path, renamed);
    const later = new Date(Date.now() + 5_000);
    await utimes(path, later, later);
    const after = await readContentWithSnapshot(root, { file: file(), key: 'build 1' }, publicDir);
    expect(after.fromSnapshot).toBe(false);
    expect(after.achievements.map((a) => a.title)).toContain('A title changed since the snapshot');
    expect((await readContentWithSnapshot(root, { file: file(), key: 'build 1' }, publicDir)).fromSnapshot).toBe(true);
  });

  it('reads the files again when a recording is added or the server is another build', async () => {
    await readContentWithSnapshot(root, { file: file(), key: 'build 1' }, publicDir);
    await mkdir(join(publicDir, 'audio', 'igbo'), { recursive: true });
    await writeFile(join(publicDir, 'audio', 'igbo', 'new-clip.mp3'), 'not really audio');
    const added = await readContentWithSnapshot(root, { file: file(), key: 'build 1' }, publicDir);
    expect(added.fromSnapshot).toBe(false);
    expect(added.audioFiles.has('igbo/new-clip.mp3')).toBe(true);
    expect((await readContentWithSnapshot(root, { file: file(), key: 'build 2' }, publicDir)).fromSnapshot).toBe(false);
  });

  it('reads the files when the snapshot is damaged, and never keeps content with errors', async () => {
    await readContentWithSnapshot(root, { file: file(), key: 'build 3' }, publicDir);
    expect((await readContentWithSnapshot(root, { file: file(), key: 'build 3' }, publicDir)).fromSnapshot).toBe(true);
    await writeFile(file(), '{ not json');
    const read = await readContentWithSnapshot(root, { file: file(), key: 'build 3' }, publicDir);
    expect(read.fromSnapshot).toBe(false);
    expect(read.lessons.length).toBeGreaterThan(0);

    const broken = join(dir, 'broken');
    await cp(root, broken, { recursive: true });
    await writeFile(join(broken, 'achievements.yaml'), '- id: 42\n');
    const other = join(dir, 'other.json');
    const first = await readContentWithSnapshot(broken, { file: other, key: 'k' }, publicDir);
    expect(first.problems.some((p) => p.severity === 'error')).toBe(true);
    await expect(readFile(other, 'utf8')).rejects.toThrow();
  });

  it('keeps working when the snapshot cannot be written', async () => {
    const unwritable = join(dir, 'no-such-dir', 'snapshot.json');
    const read = await readContentWithSnapshot(root, { file: unwritable, key: 'k' }, publicDir);
    expect(read.fromSnapshot).toBe(false);
    expect(read.lessons.length).toBeGreaterThan(0);
  });
});
