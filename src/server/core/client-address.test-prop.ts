import { BlockList } from 'node:net';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressRange } from './client-address.ts';

const group = fc.integer({ min: 0, max: 0xffff });
const groups = (n: number) => fc.array(group, { minLength: n, maxLength: n });
const written = (gs: number[]) => gs.map((g) => g.toString(16)).join(':');

describe('addressRange', () => {
  it('gives every address of one /64 the same range, however it is written', () => {
    fc.assert(
      fc.property(groups(4), groups(4), groups(4), (prefix, one, other) => {
        const range = addressRange(written([...prefix, ...one]));
        expect(addressRange(written([...prefix, ...other]).toUpperCase())).toBe(range);
        expect(range).toMatch(/::\/64$/);
      }),
    );
  });

  it('puts an address in the /64 named by the range, and only addresses of that /64 (checked with node:net)', () => {
    fc.assert(
      fc.property(fc.ipV6(), fc.ipV6(), (a, b) => {
        const range = addressRange(a);
        fc.pre(range.endsWith('/64') && addressRange(b).endsWith('/64'));
        const block = new BlockList();
        block.addSubnet(range.slice(0, -3), 64, 'ipv6');
        expect(block.check(a, 'ipv6')).toBe(true);
        expect(addressRange(b) === range).toBe(block.check(b, 'ipv6'));
      }),
    );
  });
});
