// Behind a load balancer: the client address is the one the trusted proxy appended, never one the client wrote.
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNTRUSTED_PROXY_WARNING } from '../../src/server/core/client-address.ts';
import { startTestServer, uniqueEmail, type TestServer } from '../helpers/server.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

let t: TestServer | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const wrongPassword = (server: TestServer, forwardedFor: string) =>
  fetch(`${server.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }),
  });

describe.each([
  { setting: '1', what: 'one proxy hop' },
  { setting: '127.0.0.1', what: "the proxy's address" },
  { setting: 'loopback, 10.0.0.0/8', what: "the proxies' subnets" },
])('TRUST_PROXY=$setting ($what)', ({ setting }) => {
  it('a client who writes its own X-Forwarded-For still meets the sign-in limit of the address the proxy appended (D1)', async () => {
    t = await startTestServer({ TRUST_PROXY: setting, AUTH_RATE_LIMIT_TOKEN: '3' });
    // nginx's $proxy_add_x_forwarded_for appends the real peer to whatever the client sent.
    const statuses = [];
    for (let i = 1; i <= 5; i++) statuses.push((await wrongPassword(t, `203.0.113.${i}, 198.51.100.77`)).status);
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
    const keys = await t.server.database.db.execute(sql`select key from rate_limits`);
    expect(JSON.stringify(keys)).toContain('auth:token:198.51.100.77');
    expect(JSON.stringify(keys)).not.toContain('203.0.113.');
  });
});

describe('the sign-up budget per address range (N7)', () => {
  const signUp = (server: TestServer, forwardedFor: string) =>
    fetch(`${server.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({ email: uniqueEmail('range'), password: 'kasa-nkwu-42' }),
    });

  it('counts every IPv6 address of one /64 against one budget, and each IPv4 address on its own', async () => {
    t = await startTestServer({ TRUST_PROXY: '1', AUTH_RATE_LIMIT_OTP: '2' });
    const spread = [];
    for (const address of [
      '2001:db8:7:1::1',
      '2001:db8:7:1:a:b:c:d',
      '2001:DB8:7:1:ffff:ffff:ffff:fffe',
      '2001:db8:7:1::2',
    ])
      spread.push((await signUp(t, address)).status);
    expect(spread).toEqual([200, 200, 429, 429]);
    expect((await signUp(t, '2001:db8:7:2::1')).status).toBe(200);
    const ipv4 = [];
    for (let i = 1; i <= 3; i++) ipv4.push((await signUp(t, `198.51.100.${i}`)).status);
    expect(ipv4).toEqual([200, 200, 200]);
    const keys = JSON.stringify(await t.server.database.db.execute(sql`select key from rate_limits`));
    expect(keys).toContain('auth:otp:2001:db8:7:1::/64');
    expect(keys).toContain('auth:otp:198.51.100.3');
  }, 90_000);
});

describe('the address a session records', () => {
  it('is the one the proxy appended', async () => {
    t = await startTestServer({ TRUST_PROXY: '1' });
    const response = await fetch(`${t.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9, 198.51.100.78' },
      body: JSON.stringify({ email: uniqueEmail('proxied'), password: 'kasa-nkwu-42' }),
    });
    expect(response.status).toBe(200);
    const rows = await t.server.database.db.execute(sql`select ip from auth_sessions`);
    expect(JSON.stringify(rows)).toContain('198.51.100.78');
  });
});

describe('TRUST_PROXY unset behind a proxy (D2)', () => {
  it('warns once, loudly, when requests arrive with X-Forwarded-For from a loopback peer', async () => {
    t = await startTestServer({});
    const warn = vi.spyOn(t.server.app.log, 'warn');
    await fetch(`${t.url}/auth/v1/settings`);
    expect(warn).not.toHaveBeenCalled();
    await fetch(`${t.url}/auth/v1/settings`, { headers: { 'x-forwarded-for': '203.0.113.10' } });
    await fetch(`${t.url}/api/languages`, { headers: { 'x-forwarded-for': '203.0.113.11' } });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]).toContain(UNTRUSTED_PROXY_WARNING);
  });

  it('a setting that would believe any client is refused at start', async () => {
    await expect(startTestServer({ TRUST_PROXY: 'true' })).rejects.toThrow(/TRUST_PROXY/);
    await expect(startTestServer({ TRUST_PROXY: '0.0.0.0/0' })).rejects.toThrow(/every address/);
  });
});
