// A throwaway PostgreSQL server for the test run: a fresh cluster in a temp directory on a free port, removed afterwards.
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import postgres from 'postgres';
import { run } from './run.ts';

export interface PostgresServer {
  /** postgres://postgres@127.0.0.1:<port>/lugha_test */
  url: string;
  stop(): Promise<void>;
}

const DEBIAN_ROOT = '/usr/lib/postgresql';
const DATABASE = 'lugha_test';
const START_ATTEMPTS = 3;

/** The folder holding initdb and pg_ctl: Debian's newest /usr/lib/postgresql/<version>/bin, else one on PATH. */
export function postgresBinDir(): string | undefined {
  if (existsSync(DEBIAN_ROOT)) {
    const versions = readdirSync(DEBIAN_ROOT)
      .filter((v) => /^\d+$/.test(v) && existsSync(join(DEBIAN_ROOT, v, 'bin', 'pg_ctl')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(DEBIAN_ROOT, versions[0], 'bin');
  }
  // Debian puts only wrappers on PATH; other systems (Homebrew, Fedora) put the real binaries there.
  return (process.env['PATH'] ?? '')
    .split(delimiter)
    .find((dir) => dir && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')));
}

/** Installs Debian's postgresql when it is missing and this is root on Debian; otherwise says what to install. */
export async function ensurePostgres(): Promise<string> {
  const found = postgresBinDir();
  if (found) return found;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('PostgreSQL is missing: installing Debian’s postgresql package…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (
      (await run('apt-get', ['update', '-qq'], { env })) === 0 &&
      (await run('apt-get', ['install', '-y', '-qq', 'postgresql'], { env })) === 0
    ) {
      const installed = postgresBinDir();
      if (installed) return installed;
    }
  }
  throw new Error(
    'The database tests need PostgreSQL (initdb and pg_ctl). Install it (Debian/Ubuntu: `sudo apt-get install postgresql`) ' +
      'or set DATABASE_URL to a PostgreSQL server the tests may create databases on, then run npm test again.',
  );
}

export interface PostgresOptions {
  /** A fixed port instead of a free one. */
  port?: number;
  /** Run the server on these CPUs (taskset's list, e.g. '0'), so a benchmark's load generator keeps its own. */
  cpus?: string;
  /** Keep PostgreSQL's crash safety (fsync, synchronous commit), as a production server would, for honest timings. */
  durable?: boolean;
}

/** Starts an empty PostgreSQL server on a free loopback port with a `lugha_test` database, trusting every local login. */
export async function startPostgres(options: PostgresOptions = {}): Promise<PostgresServer> {
  const started = Date.now();
  const bin = await ensurePostgres();
  const owner = clusterOwner();
  const dir = mkdtempSync(join(tmpdir(), 'lugha-pg-'));
  const data = join(dir, 'data');
  const log = join(dir, 'postgres.log');
  const pgCtl = join(bin, 'pg_ctl');
  let running = false;
  // A crash or process.exit() between start and stop must not leave a server behind.
  const stopNow = () => {
    if (running)
      spawnSync(pgCtl, ['stop', '-D', data, '-m', 'immediate', '-w', '-t', '10'], { ...owner.spawn, stdio: 'ignore' });
    running = false;
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', stopNow);
  const cleanUp = () => {
    process.off('exit', stopNow);
    stopNow();
  };

  try {
    if (owner.uid !== undefined) chownSync(dir, owner.uid, owner.gid);
    // --no-sync and the settings below trade crash safety, which a throwaway cluster does not need, for speed.
    await exec(
      join(bin, 'initdb'),
      ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync'],
      owner,
      60_000,
      'initdb',
    );
    const fast = options.durable ? [] : ['fsync = off', 'synchronous_commit = off', 'full_page_writes = off'];
    appendFileSync(
      join(data, 'postgresql.conf'),
      [`unix_socket_directories = '${dir.replaceAll("'", "''")}'`, ...fast, ''].join('\n'),
    );
    let port = 0;
    for (let attempt = 1; !running; attempt++) {
      port = options.port ?? (await freePort());
      try {
        // Every server process inherits the CPU affinity of pg_ctl, which starts them.
        const [command, prefix]: [string, string[]] = options.cpus
          ? ['taskset', ['-c', options.cpus, pgCtl]]
          : [pgCtl, []];
        await exec(
          command,
          [
            ...prefix,
            'start',
            '-D',
            data,
            '-l',
            log,
            '-w',
            '-t',
            '30',
            '-o',
            `-c listen_addresses=127.0.0.1 -c port=${port}`,
          ],
          owner,
          40_000,
          'pg_ctl start',
        );
        running = true;
      } catch (error) {
        // Another process may take the free port between the probe and the bind; a new port fixes that.
        const lost = /could not bind|address already in use/i.test(tail(log));
        if (!lost || attempt >= START_ATTEMPTS || options.port)
          throw new Error(`${(error as Error).message}\n--- server log ---\n${tail(log)}`);
      }
    }
    await createDatabase(port);
    console.log(`PostgreSQL ready on 127.0.0.1:${port} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return {
      url: `postgres://postgres@127.0.0.1:${port}/${DATABASE}`,
      stop: async () => {
        process.off('exit', stopNow);
        if (running)
          await exec(
            pgCtl,
            ['stop', '-D', data, '-m', 'immediate', '-w', '-t', '10'],
            owner,
            20_000,
            'pg_ctl stop',
          ).catch(() => {});
        running = false;
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    cleanUp();
    throw new Error(`Could not start a test PostgreSQL server: ${(error as Error).message}`, { cause: error });
  }
}

interface Owner {
  uid: number | undefined;
  gid: number;
  spawn: { uid?: number; gid?: number; cwd: string; env: NodeJS.ProcessEnv };
}

/** Who runs the server: this user, or the `postgres` user when this is root, since PostgreSQL refuses to run as root. */
function clusterOwner(): Owner {
  // PG* variables (PGDATA, PGPORT…) from the caller's shell must not steer the throwaway cluster.
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('PG')));
  Object.assign(env, { LC_ALL: 'C', LANG: 'C' });
  // The postgres user may not be allowed into the working directory; the temp directory is always its own.
  const cwd = tmpdir();
  if (process.getuid?.() !== 0) return { uid: undefined, gid: 0, spawn: { cwd, env } };
  let uid: number;
  let gid: number;
  try {
    uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  } catch {
    throw new Error(
      'PostgreSQL will not run as root and there is no `postgres` user to run it as: create one (`useradd --system postgres`) or run npm test as another user.',
    );
  }
  return { uid, gid, spawn: { uid, gid, cwd, env } };
}

/** Runs a PostgreSQL tool as the cluster owner; a failure carries the tool's own output. */
function exec(command: string, args: string[], owner: Owner, timeout: number, label: string): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { ...owner.spawn, timeout, killSignal: 'SIGKILL' }, (error, stdout, stderr) => {
      if (!error) return resolve();
      const why = error.killed ? `timed out after ${timeout / 1000} s` : `exited with ${error.code ?? error.signal}`;
      reject(new Error(`${label} ${why}: ${`${stderr}${stdout}`.trim() || '(no output)'}`));
    });
  });
}

async function createDatabase(port: number): Promise<void> {
  const admin = postgres({
    host: '127.0.0.1',
    port,
    user: 'postgres',
    database: 'postgres',
    max: 1,
    connect_timeout: 10,
    onnotice: () => {},
  });
  try {
    await admin.unsafe(`create database ${DATABASE}`);
  } finally {
    await admin.end({ timeout: 5 });
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function tail(file: string, lines = 20): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no server log)';
  }
}
