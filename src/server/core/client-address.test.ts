import { describe, expect, it } from 'vitest';
import { addressRange, fastifyTrustProxy, isPrivatePeer, parseTrustProxy } from './client-address.ts';

describe('parseTrustProxy', () => {
  it('reads nothing as no proxy, a number as hops and a list as addresses', () => {
    expect(parseTrustProxy(undefined).trusted).toBeUndefined();
    expect(parseTrustProxy('').trusted).toBeUndefined();
    expect(parseTrustProxy('2').trusted).toBe(2);
    expect(parseTrustProxy('10.0.0.5, 192.168.0.0/16, Loopback, ::1').trusted).toEqual([
      '10.0.0.5',
      '192.168.0.0/16',
      'loopback',
      '::1',
    ]);
  });

  it('reads the older header name as one hop, with a note', () => {
    const read = parseTrustProxy('x-forwarded-for');
    expect(read.trusted).toBe(1);
    expect(read.note).toMatch(/TRUST_PROXY=1/);
  });

  it.each(['true', '*', '0', '11', 'proxy.example', '10.0.0.0/33', '::/0', '0.0.0.0/0'])('refuses %s', (value) => {
    expect(() => parseTrustProxy(value)).toThrow(/TRUST_PROXY/);
  });
});

describe('isPrivatePeer', () => {
  it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1', '10.2.3.4', '172.20.0.1', '192.168.1.1', 'fd00::1'])(
    '%s is private',
    (address) => {
      expect(isPrivatePeer(address)).toBe(true);
    },
  );
  it.each(['203.0.113.5', '8.8.8.8', '2001:db8::1', '::ffff:8.8.8.8', undefined, 'garbage'])('%s is not', (address) => {
    expect(isPrivatePeer(address)).toBe(false);
  });
});

describe('fastifyTrustProxy', () => {
  it('a hop count trusts only that many private hops nearest the server', () => {
    const trust = fastifyTrustProxy(1) as (address: string, hop: number) => boolean;
    expect(trust('127.0.0.1', 0)).toBe(true);
    expect(trust('10.0.0.1', 1)).toBe(false);
    // A client on a public address that reaches the server directly cannot name its own address.
    expect(trust('203.0.113.5', 0)).toBe(false);
  });
});

describe('addressRange', () => {
  it('keeps an IPv4 address whole and counts an IPv6 address by its /64', () => {
    expect(addressRange('198.51.100.7')).toBe('198.51.100.7');
    expect(addressRange('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(addressRange('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressRange('2001:0DB8:0000:0000:ffff:1:2:3')).toBe('2001:db8:0:0::/64');
    expect(addressRange('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
    expect(addressRange('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressRange('unknown')).toBe('unknown');
  });
});
