import { describe, expect, it } from 'vitest';
import { cdpNetworkConditions, LOW_END_PHONE, SLOW_4G } from './profile.ts';

describe('device profiles', () => {
  it("turns Lighthouse's slow 4G into CDP's bytes per second", () => {
    expect(cdpNetworkConditions(SLOW_4G)).toEqual({ offline: false, latency: 150, downloadThroughput: 209_715, uploadThroughput: 96_000 });
  });
  it('the low-end phone is 6x slower on the CPU and on slow 4G', () => {
    expect(LOW_END_PHONE.cpuSlowdown).toBe(6);
    expect(LOW_END_PHONE.network).toBe(SLOW_4G);
  });
  it('refuses a network without throughput', () => {
    expect(() => cdpNetworkConditions({ rttMs: 150, downloadKbps: 0, uploadKbps: 750 })).toThrow(/throughputs above 0/);
  });
});
