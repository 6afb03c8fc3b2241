import { BlockList, isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * Which proxies the server believes, in Fastify's `trustProxy` terms: the number of proxy hops in front of it,
 * or the proxies' own addresses and subnets. The client address is then the one the nearest untrusted hop
 * appended to X-Forwarded-For, never a value the client wrote at the start of the header.
 */
export type TrustedProxies = number | string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrSubnet(item: string): boolean {
  const [address = '', prefix, extra] = item.split('/');
  if (extra !== undefined) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits >= 0 && bits <= (family === 4 ? 32 : 128);
}

/**
 * Reads TRUST_PROXY: a hop count (`1` for one nginx), or comma-separated proxy addresses, subnets and the names
 * loopback, linklocal, uniquelocal. The older `x-forwarded-for` means one hop. Anything that would believe a
 * client-written address (`true`, `*`, `0.0.0.0/0`) is refused.
 */
export function parseTrustProxy(value: string | undefined): { trusted: TrustedProxies | undefined; note?: string } {
  const text = (value ?? '').trim();
  if (text === '') return { trusted: undefined };
  if (text.toLowerCase() === 'x-forwarded-for') {
    return {
      trusted: 1,
      note: "TRUST_PROXY=x-forwarded-for is read as one proxy hop (TRUST_PROXY=1); write the hop count or the proxy's addresses instead.",
    };
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops < 1 || hops > 10)
      throw new Error(
        `TRUST_PROXY must be the number of proxies in front of the server (1 to 10) or their addresses, not '${text}'`,
      );
    return { trusted: hops };
  }
  const items = text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  for (const item of items) {
    if (NAMED_RANGES.has(item.toLowerCase())) continue;
    if (!isAddressOrSubnet(item)) {
      throw new Error(
        `TRUST_PROXY must be the number of proxies in front of the server (e.g. 1) or their addresses and subnets (e.g. 10.0.0.0/8, loopback); '${item}' is neither`,
      );
    }
    if (/\/0$/.test(item))
      throw new Error(
        `TRUST_PROXY '${item}' would trust every address, so any client could choose its own; name the proxies' addresses instead`,
      );
  }
  return { trusted: items.map((item) => (NAMED_RANGES.has(item.toLowerCase()) ? item.toLowerCase() : item)) };
}

const privatePeers = new BlockList();
privatePeers.addSubnet('127.0.0.0', 8, 'ipv4');
privatePeers.addSubnet('10.0.0.0', 8, 'ipv4');
privatePeers.addSubnet('172.16.0.0', 12, 'ipv4');
privatePeers.addSubnet('192.168.0.0', 16, 'ipv4');
privatePeers.addSubnet('169.254.0.0', 16, 'ipv4');
privatePeers.addAddress('::1', 'ipv6');
privatePeers.addSubnet('fc00::', 7, 'ipv6');
privatePeers.addSubnet('fe80::', 10, 'ipv6');

/** Whether a socket address is loopback or private, where a reverse proxy usually sits. */
export function isPrivatePeer(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
  const family = isIP(plain);
  if (family === 0) return false;
  return privatePeers.check(plain, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Fastify's `trustProxy` option for the trusted proxies. A hop count trusts at most that many hops nearest the
 * server, and only hops on loopback or private addresses (where a load balancer sits), so a client that reaches
 * the server directly from outside cannot choose its address by writing X-Forwarded-For.
 */
export function fastifyTrustProxy(trusted: TrustedProxies): string[] | ((address: string, hop: number) => boolean) {
  if (typeof trusted === 'number') return (address, hop) => hop < trusted && isPrivatePeer(address);
  return trusted;
}

export const UNTRUSTED_PROXY_WARNING =
  'Requests arrive through a proxy (X-Forwarded-For from a loopback or private address) but TRUST_PROXY is not set: ' +
  "every client shares the proxy's address and its rate limits, so one client can lock others out of sign-in. " +
  "Set TRUST_PROXY to the number of proxies in front of the server (1 for one nginx) or to the proxies' addresses.";

/**
 * Without TRUST_PROXY, warns once when a request comes from a loopback or private peer with X-Forwarded-For:
 * the server is behind a proxy that it does not know about.
 */
export function warnOfUntrustedProxy(app: FastifyInstance): void {
  let warned = false;
  app.addHook('onRequest', (request, _reply, done) => {
    if (!warned && request.headers['x-forwarded-for'] !== undefined && isPrivatePeer(request.socket.remoteAddress)) {
      warned = true;
      app.log.warn({ peer: request.socket.remoteAddress }, UNTRUSTED_PROXY_WARNING);
    }
    done();
  });
}

/** The eight 16-bit groups of an IPv6 address (a zone is dropped, an embedded IPv4 tail read as two groups). */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0]!.toLowerCase();
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const part = (s: string) => (s === '' ? [] : s.split(':').map((g) => parseInt(g, 16)));
  const front = part(head);
  const back = rest === undefined ? [] : part(rest);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * The range a client address counts in for per-address limits: an IPv4 address alone (an IPv4-mapped IPv6 address
 * too), and an IPv6 address's /64, the block one subscriber usually holds, so spreading requests over the addresses
 * of one /64 does not multiply a budget. Anything else is returned as it is.
 */
export function addressRange(address: string): string {
  const plain = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
  if (isIP(plain.split('%')[0]!) !== 6) return plain;
  const groups = ipv6Groups(plain).slice(0, 4);
  return `${groups.map((g) => g.toString(16)).join(':')}::/64`;
}
