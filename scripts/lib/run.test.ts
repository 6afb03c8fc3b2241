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
});
