// SIGINT to `npm start` stops the server as SIGTERM does (D4). npm runs the start script through sh (dash on Debian),
// which swallows a SIGINT while it waits for its child; the script must hand its process over to bootstrap.mjs. The
// test runs package.json's start script with the real npm and sh, in a scratch project whose bootstrap.mjs is a stand-in
// server supervised by the real superviseChild (scripts/lib/supervise.mjs), so it needs no build.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'lugha-npm-start-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const startScript = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } }).scripts.start;

// The stand-in server: answers /health on PORT, keeps DATA_DIR's lock file while it runs, and exits on SIGINT or SIGTERM.
writeFileSync(
  join(dir, 'server.mjs'),
  `import { createServer } from 'node:http';
import { rmSync, writeFileSync } from 'node:fs';
const lock = process.env.DATA_DIR + '/server.lock';
writeFileSync(lock, String(process.pid));
const server = createServer((_req, res) => res.end('ok')).listen(Number(process.env.PORT), '127.0.0.1');
for (const s of ['SIGINT', 'SIGTERM']) process.on(s, () => { rmSync(lock, { force: true }); server.close(); process.exit(0); });`,
);
mkdirSync(join(dir, 'scripts'));
writeFileSync(
  join(dir, 'scripts', 'bootstrap.mjs'),
  `import { superviseChild } from ${JSON.stringify(resolve('scripts/lib/supervise.mjs'))};
await superviseChild(process.execPath, [${JSON.stringify(join(dir, 'server.mjs'))}]);`,
);
writeFileSync(
  join(dir, 'package.json'),
  JSON.stringify({ name: 'start-signals', private: true, scripts: { start: startScript } }),
);

function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

/** The pids of `pid` and every process below it. */
function tree(pid: number): number[] {
  const rows = execFileSync('ps', ['-e', '-o', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  const found = [pid];
  for (let i = 0; i < found.length; i++) for (const [p, parent] of rows) if (parent === found[i]) found.push(p);
  return found;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(check: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return check();
}

describe('npm start', { timeout: 60_000 }, () => {
  it.each(['SIGINT', 'SIGTERM'] as const)('stops every process within 5 s of %s to its pid', async (signal) => {
    const port = await freePort();
    const data = mkdtempSync(join(dir, 'data-'));
    const npm: ChildProcess = spawn('npm', ['start', '--silent'], {
      cwd: dir,
      env: { ...process.env, PORT: String(port), DATA_DIR: data },
      stdio: 'ignore',
    });
    try {
      const up = await until(
        () =>
          fetch(`http://127.0.0.1:${port}/health`).then(
            (r) => r.ok,
            () => false,
          ),
        30_000,
      );
      expect(up).toBe(true);
      const processes = tree(npm.pid!);
      // npm, (sh when the script does not exec,) bootstrap's supervisor and the server.
      expect(processes.length).toBeGreaterThanOrEqual(3);
      const sent = Date.now();
      npm.kill(signal);
      expect(await until(() => processes.every((pid) => !alive(pid)), 5_000)).toBe(true);
      expect(Date.now() - sent).toBeLessThan(5_000);
      expect(() => readFileSync(join(data, 'server.lock'))).toThrow();
    } finally {
      for (const pid of tree(npm.pid!)) if (alive(pid)) process.kill(pid, 'SIGKILL');
    }
  });
});
