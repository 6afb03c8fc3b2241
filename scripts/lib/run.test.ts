import { getPriority } from 'node:os';
import { describe, expect, it } from 'vitest';
import { runHeld } from './run.ts';

describe('runHeld', () => {
  it('holds stdout and stderr in the order written and resolves with the exit code', async () => {
    const script =
      "process.stdout.write('one\\n'); setTimeout(() => { process.stderr.write('two\\n'); process.exit(3); }, 50);";
    const { code, output } = await runHeld(process.execPath, ['-e', script]);
    expect(code).toBe(3);
    expect(output).toBe('one\ntwo\n');
  });

  it('resolves 0 with the output of a command that succeeds', async () => {
    expect(await runHeld(process.execPath, ['-e', "console.log('fine')"])).toEqual({ code: 0, output: 'fine\n' });
  });

  it('resolves once the command exits even when a process it left running holds the output open', async () => {
    // The command starts a process that keeps the same stdout and outlives it, then exits 0.
    const script =
      "const c = require('child_process').spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'inherit', detached: true }); c.unref(); console.log('left ' + c.pid);";
    const { code, output } = await runHeld(process.execPath, ['-e', script]);
    const pid = Number(/left (\d+)/.exec(output)?.[1]);
    try {
      expect(code).toBe(0);
      expect(output).toContain('a process it started still holds its output open');
    } finally {
      if (pid) process.kill(pid, 'SIGKILL');
    }
  });
  it('runs the command at the niceness asked for, and the threads it starts take it too', async () => {
    const script =
      "const os = require('os'); const { Worker } = require('worker_threads'); console.log('main ' + os.getPriority()); new Worker(\"console.log('worker ' + require('os').getPriority())\", { eval: true });";
    // Five above this process's own, which may itself run niced (npm test runs Vitest at 5).
    const niceness = Math.min(19, getPriority() + 5);
    const { code, output } = await runHeld(process.execPath, ['-e', script], { niceness });
    expect(code).toBe(0);
    expect(output).toContain(`main ${niceness}`);
    expect(output).toContain(`worker ${niceness}`);
  });
});
