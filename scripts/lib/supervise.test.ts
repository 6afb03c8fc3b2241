// `npm start` stops with its signals: the supervising process passes them on and exits with the server (D4).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'lugha-supervise-'));
// Stand-in servers a failing test left running: killed, so none outlives the run holding its output open.
const started: number[] = [];
afterAll(() => {
  for (const pid of started) if (alive(pid)) process.kill(pid, 'SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

// A stand-in server: says it is up, and on SIGTERM or SIGINT writes which signal stopped it and exits 0.
const server = join(dir, 'server.mjs');
writeFileSync(
  server,
  `import { writeFileSync } from 'node:fs';
for (const s of ['SIGTERM', 'SIGINT']) process.on(s, () => { writeFileSync(process.argv[2], s); process.exit(0); });
setInterval(() => {}, 1000);
console.log('up ' + process.pid);`,
);
// Runs the stand-in under superviseChild, as bootstrap.mjs runs the real one.
const supervisor = join(dir, 'supervisor.mjs');
writeFileSync(
  supervisor,
  `import { superviseChild } from ${JSON.stringify(resolve('scripts/lib/supervise.mjs'))};\nawait superviseChild(process.execPath, [${JSON.stringify(server)}, process.argv[2]]);`,
);

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((done) => child.once('exit', (code) => done(code)));
}
function upPid(child: ChildProcess): Promise<number> {
  return new Promise((done) =>
    child.stdout!.on('data', (chunk: Buffer) => {
      const match = /up (\d+)/.exec(chunk.toString());
      if (match) {
        started.push(Number(match[1]));
        done(Number(match[1]));
      }
    }),
  );
}
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('superviseChild', { timeout: 30_000 }, () => {
  it.each(['SIGTERM', 'SIGINT'] as const)('passes %s on to the server and exits with it', async (signal) => {
    const marker = join(dir, `${signal}.txt`);
    const child = spawn(process.execPath, [supervisor, marker], { stdio: ['ignore', 'pipe', 'inherit'] });
    const serverPid = await upPid(child);
    const exited = exitOf(child);
    child.kill(signal);
    expect(await exited).toBe(0);
    expect(readFileSync(marker, 'utf8')).toBe(signal);
    expect(alive(serverPid)).toBe(false);
  });

  it("stops the server when its own parent (npm's shell) is killed", async () => {
    const marker = join(dir, 'orphan.txt');
    const shell = spawn('sh', ['-c', `"${process.execPath}" "${supervisor}" "${marker}"; true`], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const serverPid = await upPid(shell);
    shell.kill('SIGKILL');
    const deadline = Date.now() + 10_000;
    while (alive(serverPid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(alive(serverPid)).toBe(false);
    expect(existsSync(marker) && readFileSync(marker, 'utf8')).toBe('SIGTERM');
  });
});
