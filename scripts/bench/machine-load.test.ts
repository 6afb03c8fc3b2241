import { describe, expect, it } from 'vitest';
import { busiestBetween, loadLine, machineLoad } from './machine-load.ts';

describe('busiestBetween', () => {
  it('ranks processes by the CPU they used between the readings, leaving out those that started meanwhile', () => {
    const before = new Map([
      [1, 1000],
      [2, 50],
      [3, 7],
    ]);
    const after = new Map([
      [1, 1010],
      [2, 250],
      [3, 7],
      [4, 500],
    ]);
    // Two seconds at 100 ticks a second: pid 2 used 200 ticks, one full core.
    expect(busiestBetween(before, after, 2, 5)).toEqual([
      { pid: 2, cpu: 1 },
      { pid: 1, cpu: 0.05 },
    ]);
  });
});

describe('machineLoad', () => {
  it('reads the load average and the busiest processes of this machine', async () => {
    const load = await machineLoad(50);
    expect(load.loadAverage).toHaveLength(3);
    expect(load.cores).toBeGreaterThan(0);
    expect(load.busiest.every((p) => p.pid !== process.pid)).toBe(true);
    expect(loadLine(load)).toMatch(/^load \d+\.\d\d \/ \d+\.\d\d \/ \d+\.\d\d \(1, 5, 15 min\) on \d+ cores/);
  });
});
