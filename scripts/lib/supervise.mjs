// Plain JavaScript: bootstrap.mjs runs it on whatever Node started npm.
import { spawn } from 'node:child_process';

const FORWARDED = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * Runs a child process in the foreground and exits with it: SIGINT, SIGTERM and SIGHUP sent to this process are
 * passed on, and if this process's parent dies (npm's shell, killed by a supervisor) the child is asked to stop
 * too, so no server is left running orphaned. Resolves never; the process exits with the child's code.
 */
export function superviseChild(command, args, options = {}) {
  // Read before the child starts: on a busy machine the parent can die between the spawn and a later read, and the
  // orphan would then take its new parent (init) for the one to watch and never stop.
  const parent = process.ppid;
  const child = spawn(command, args, { stdio: 'inherit', ...options });
  let stopping;
  const stop = (signal) => {
    stopping ??= signal;
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  for (const signal of FORWARDED) process.on(signal, () => stop(signal));
  const orphaned = setInterval(() => {
    if (process.ppid !== parent) stop('SIGTERM');
  }, 500);
  orphaned.unref();
  child.on('error', (error) => {
    console.error(`Could not start ${command}: ${error.message}`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => {
    clearInterval(orphaned);
    // A child ended by the forwarded signal ends the way a signalled process does (128 + its number).
    const signalled = signal ? 128 + (signal === 'SIGINT' ? 2 : signal === 'SIGHUP' ? 1 : 15) : undefined;
    process.exit(code ?? signalled ?? (stopping ? 0 : 1));
  });
  return new Promise(() => {});
}
