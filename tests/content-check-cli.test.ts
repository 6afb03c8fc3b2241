import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';

// Each test runs the whole content check in a child process: seconds on a slow, shared machine.
const SLOW = { timeout: 60_000 };

const check = (dir?: string) =>
  spawnSync(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', 'scripts/content-check.ts', ...(dir ? [dir] : [])],
    { encoding: 'utf8' },
  );

it('passes on the shipped content', SLOW, () => {
  const result = check();
  expect(result.stdout).toMatch(/0 error\(s\)/);
  expect(result.status).toBe(0);
});

it('exits non-zero naming the file and the field of a lesson with a missing field', SLOW, async () => {
  const root = await mkdtemp(join(tmpdir(), 'lugha-cli-'));
  try {
    await cp('content', root, { recursive: true });
    const file = join(root, 'courses', 'igbo', 'lessons', '1-3.yaml');
    await writeFile(file, (await readFile(file, 'utf8')).replace(/^explanation:.*\n/m, ''));
    const result = check(root);
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/1-3\.yaml › explanation: is required but missing/);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

it('refuses a lastModified that is not a calendar day, as the domain does', SLOW, async () => {
  const root = await mkdtemp(join(tmpdir(), 'lugha-cli-'));
  try {
    await cp('content', root, { recursive: true });
    const file = join(root, 'courses', 'igbo', 'lessons', '1-3.yaml');
    await writeFile(file, (await readFile(file, 'utf8')).replace(/^lastModified:.*$/m, 'lastModified: 2027-02-31'));
    const result = check(root);
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/1-3\.yaml › lastModified: not a real date \(the month has no such day\)/);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});
