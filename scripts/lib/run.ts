import { spawn, type SpawnOptions } from 'node:child_process';
import { setPriority } from 'node:os';
import { delimiter, resolve } from 'node:path';

/** The environment with the project's binaries (its pinned Node first) ahead of the system's. */
export function projectEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const bin = resolve('node_modules', '.bin');
  const path = process.env['PATH'] ?? '';
  return {
    ...process.env,
    ASTRO_TELEMETRY_DISABLED: '1',
    ...extra,
    PATH: path.startsWith(bin) ? path : `${bin}${delimiter}${path}`,
  };
}

/** Runs a command with inherited output and resolves with its exit code. */
export function run(command: string, args: readonly string[], options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options, env: options.env ?? projectEnv() });
    // A run that ends early (a check beside it failed) takes this one with it rather than leave it running unseen.
    const stop = () => child.kill();
    process.once('exit', stop);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      process.off('exit', stop);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** Runs a command with its output (stdout and stderr, in order) held, and resolves with its exit code and that output. */
export function runHeld(
  command: string,
  args: readonly string[],
  options: SpawnOptions & { niceness?: number } = {},
): Promise<{ code: number; output: string }> {
  const { niceness, ...spawnOptions } = options;
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      ...spawnOptions,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: options.env ?? projectEnv(),
    });
    // Set before the command has started its threads and processes, which take the niceness of the one that starts
    // them: the whole run yields the CPU to work of a lower niceness.
    if (niceness !== undefined && child.pid !== undefined) setPriority(child.pid, niceness);
    const chunks: Buffer[] = [];
    // A run that ends early (another step failed) takes this one with it rather than leave it running unseen.
    const stop = () => child.kill();
    process.once('exit', stop);
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', reject);
    const done = (code: number | null, signal: NodeJS.Signals | null, note = '') => {
      process.off('exit', stop);
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString('utf8') + note });
    };
    child.on('close', (code, signal) => done(code, signal));
    // A process the command started and left running (a test's server) would hold the pipes open, and 'close' would
    // never come: once the command itself has exited, its output is taken as it stands after a short wait.
    child.on('exit', (code, signal) => {
      const late = setTimeout(() => {
        child.stdout?.destroy();
        child.stderr?.destroy();
        child.removeAllListeners('close');
        done(
          code,
          signal,
          `\n${command} exited, but a process it started still holds its output open; the run went on without it.\n`,
        );
      }, HELD_OUTPUT_GRACE_MS);
      child.once('close', () => clearTimeout(late));
    });
  });
}

/** How long runHeld waits for the last output of a command that has exited. */
const HELD_OUTPUT_GRACE_MS = 5000;

/** Runs a command and exits the process with its code when it fails. */
export async function runOrExit(command: string, args: readonly string[], options: SpawnOptions = {}): Promise<void> {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`✖ ${command} ${args.join(' ')} exited with ${code}`);
    process.exit(code);
  }
}
