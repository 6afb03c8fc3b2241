// First step of `npm start`, `npm test`, `npm run dev`, `npm run bench` and `npm run hostile`. It runs on whatever
// Node started npm (it may be older than the project needs), installs dependencies when they are missing or the
// lockfile changed, then hands over to the Node the project pins (the `node` devDependency) for the real work.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { superviseChild } from './lib/supervise.mjs';

const tasks = {
  start: 'scripts/start.ts',
  test: 'scripts/test.ts',
  dev: 'scripts/dev.ts',
  bench: 'scripts/bench/index.ts',
  hostile: 'scripts/bench/hostile.ts',
};
const [task, ...args] = process.argv.slice(2);
if (!task || !(task in tasks)) {
  console.error(`usage: node scripts/bootstrap.mjs <${Object.keys(tasks).join('|')}> [args]`);
  process.exit(2);
}

const stampFile = join('node_modules', '.lugha-install-stamp');
const pinnedNode = join('node_modules', '.bin', 'node');

function installFingerprint() {
  const hash = createHash('sha256');
  for (const file of ['package.json', 'package-lock.json']) {
    if (existsSync(file)) hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

/** npm's stderr without its `npm warn EBADENGINE` blocks, and how many such lines there were. */
function withoutEngineWarnings(stderr) {
  const lines = stderr.split('\n');
  const kept = lines.filter((line) => !/^npm (warn|WARN) EBADENGINE\b/.test(line));
  return { kept: kept.join('\n').replace(/^\n+$/, ''), engineWarnings: lines.length - kept.length };
}

function pinnedVersion() {
  try {
    return JSON.parse(readFileSync('package.json', 'utf8')).devDependencies.node ?? '';
  } catch {
    return '';
  }
}

function installIfNeeded() {
  const wanted = installFingerprint();
  const have = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
  if (have === wanted && existsSync(pinnedNode)) return;
  console.log(have ? 'Dependencies changed: installing…' : 'Installing dependencies (first run)…');
  const npmCli = process.env.npm_execpath;
  const command = npmCli ? process.execPath : 'npm';
  const base = npmCli ? [npmCli] : [];
  // `npm install` follows package-lock.json; unlike `npm ci` it tolerates optional platform packages that
  // a lockfile written on another OS lists differently.
  // The project runs on the Node it pins, so npm's engine warnings about the Node that runs this install are
  // noise: they are dropped, one line says why, and every other line (warnings and errors) is passed through.
  const result = spawnSync(command, [...base, 'install', '--no-audit', '--no-fund'], {
    stdio: ['inherit', 'inherit', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const { kept, engineWarnings } = withoutEngineWarnings(result.stderr ?? '');
  if (kept) process.stderr.write(kept);
  if (engineWarnings > 0)
    console.log(
      `(Node ${process.version} is older than some tools ask for; the project runs them on its own Node ${pinnedVersion()}.)`,
    );
  if (result.status !== 0) {
    console.error(
      `npm install failed (exit ${result.status}). Check the network access to the npm registry and try again.`,
    );
    process.exit(result.status ?? 1);
  }
  // Fingerprint after installing: npm may have normalised the lockfile.
  writeFileSync(stampFile, installFingerprint());
}

installIfNeeded();
// The task runs as a child that this process supervises: a SIGTERM or SIGINT sent to npm reaches the server, and
// `npm start` exits when the server does. The start script execs this file, so npm signals it directly: the sh npm
// runs scripts with (dash on Debian) would swallow a SIGINT while it waits (scripts/lib/npm-start-signals.test.ts).
await superviseChild(pinnedNode, ['--disable-warning=ExperimentalWarning', tasks[task], ...args], {
  env: { ...process.env, PATH: `${join(process.cwd(), 'node_modules', '.bin')}:${process.env.PATH ?? ''}` },
});
