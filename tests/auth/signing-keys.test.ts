// Signing-key rotation on the real server and database, with supabase-js and a clock the test moves.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { SignJWT, generateKeyPair, importJWK, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY_CACHE_MS, keyRing, rotateSigningKey } from '../../src/server/auth/signing-keys.ts';
import { authSigningKeys } from '../../src/server/db/schema.ts';
import { suiteDrivers } from '../helpers/drivers.ts';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/postgres.ts';
import { startTestServer, uniqueEmail, type TestServer } from '../helpers/server.ts';

const SERVICE_KEY = 'lugha-test-service-role-key-0123456789abcdef';
const password = 'kasa-nkwu-42';
const V2024 = { 'x-supabase-api-version': '2024-01-01' };
const run = promisify(execFile);
const header = (token: string) => JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString('utf8'));
const payload = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));

describe.each(suiteDrivers)('$name', (driver) => {
  describe.skipIf(driver.skip !== undefined)(driver.skip ?? 'signing-key rotation', { timeout: 60_000 }, () => {
    let t: TestServer;
    let scratch: ScratchDatabase | undefined;
    let offsetMs = 0;
    const now = () => new Date(Date.now() + offsetMs);
    beforeAll(async () => {
      scratch = driver.name === 'postgres' ? await createScratchDatabase(process.env['TEST_DATABASE_URL']!) : undefined;
      t = await startTestServer(
        {
          AUTH_SERVICE_ROLE_KEY: SERVICE_KEY,
          AUTH_RATE_LIMIT_OTP: '1000',
          ...(scratch ? { DATABASE_URL: scratch.url } : {}),
        },
        { now },
      );
    }, 60_000);
    afterAll(async () => {
      await t?.close();
      await scratch?.drop();
    });

    const jwksKids = async () => {
      const response = await fetch(`${t.url}/auth/v1/.well-known/jwks.json`);
      return ((await response.json()) as { keys: JWK[] }).keys.map((k) => k.kid);
    };
    const getUser = (token: string) =>
      fetch(`${t.url}/auth/v1/user`, { headers: { authorization: `Bearer ${token}`, ...V2024 } });
    const apiMe = (token: string) => fetch(`${t.url}/api/me`, { headers: { authorization: `Bearer ${token}` } });
    const rotate = () =>
      fetch(`${t.url}/auth/v1/admin/signing_keys/rotate`, {
        method: 'POST',
        headers: { authorization: `Bearer ${SERVICE_KEY}`, 'content-type': 'application/json' },
        body: '{}',
      });
    const signUp = async () => {
      const { data, error } = await t.client().auth.signUp({ email: uniqueEmail('keys'), password });
      expect(error).toBeNull();
      return data.session!;
    };

    it('keeps old tokens valid, signs new ones with the new key, lists both, and drops the old key after', async () => {
      const before = await signUp();
      const oldKid = header(before.access_token).kid as string;
      expect(await jwksKids()).toEqual([oldKid]);

      const rotated = await rotate();
      expect(rotated.status).toBe(200);
      const body = (await rotated.json()) as { kid: string; previous_kid: string; previous_retires_at: string };
      expect(body.previous_kid).toBe(oldKid);
      expect(body.kid).not.toBe(oldKid);

      // The token from before the rotation still works, with supabase-js and with the product API.
      const client = t.client();
      await client.auth.setSession({ access_token: before.access_token, refresh_token: before.refresh_token });
      const { data: user, error } = await client.auth.getUser(before.access_token);
      expect(error).toBeNull();
      expect(user.user!.id).toBe(before.user.id);
      expect((await apiMe(before.access_token)).status).toBe(200);

      // A new sign-in and a refresh are signed with the new key; the JWKS lists both.
      const fresh = await t.client().auth.signInWithPassword({ email: before.user.email!, password });
      expect(fresh.error).toBeNull();
      expect(header(fresh.data.session!.access_token).kid).toBe(body.kid);
      const refreshed = await t.client().auth.refreshSession({ refresh_token: fresh.data.session!.refresh_token });
      expect(header(refreshed.data.session!.access_token).kid).toBe(body.kid);
      expect(await jwksKids()).toEqual([body.kid, oldKid]);

      // A token the old key signed that has not expired (made here with the old private key) is refused once the key
      // is retired: the access-token lifetime plus the cache margin after the rotation.
      const [row] = await t.server.database.db.select().from(authSigningKeys).where(eq(authSigningKeys.kid, oldKid));
      const oldKey = await importJWK({ ...(row!.privateJwk as JWK), alg: 'ES256' }, 'ES256');
      const late = async () => {
        const iat = Math.floor(now().getTime() / 1000);
        return new SignJWT({ ...payload(before.access_token), iat, exp: iat + 3600 })
          .setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid: oldKid })
          .sign(oldKey);
      };
      offsetMs = 3600 * 1000 + KEY_CACHE_MS - 5000;
      expect((await getUser(await late())).status).toBe(200);
      expect(await jwksKids()).toEqual([body.kid, oldKid]);
      offsetMs = 3600 * 1000 + KEY_CACHE_MS + 5000;
      try {
        expect(await jwksKids()).toEqual([body.kid]);
        const refused = await getUser(await late());
        expect(refused.status).toBe(403);
        expect((await refused.json()).code).toBe('bad_jwt');
        expect((await getUser(before.access_token)).status).toBe(403);
        const { error: stale } = await t.client().auth.getUser(before.access_token);
        expect(stale?.code).toBe('bad_jwt');
        // The refreshed session (new key) still signs in.
        const again = await t.client().auth.refreshSession({ refresh_token: refreshed.data.session!.refresh_token });
        expect(again.error).toBeNull();
        expect((await getUser(again.data.session!.access_token)).status).toBe(200);
      } finally {
        offsetMs = 0;
      }
    });

    it('refuses a token whose kid the server never issued, with bad_jwt', async () => {
      const session = await signUp();
      const { privateKey } = await generateKeyPair('ES256');
      const forged = await new SignJWT(payload(session.access_token))
        .setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid: 'not-a-key-of-this-server' })
        .sign(privateKey);
      const response = await getUser(forged);
      expect(response.status).toBe(403);
      expect(response.headers.get('x-sb-error-code')).toBe('bad_jwt');
      const { error } = await t.client().auth.getUser(forged);
      expect(error?.code).toBe('bad_jwt');
      expect((await apiMe(forged)).status).toBe(401);
      // A token with no kid at all is refused the same way.
      const bare = await new SignJWT(payload(session.access_token))
        .setProtectedHeader({ alg: 'ES256' })
        .sign(privateKey);
      expect((await getUser(bare)).headers.get('x-sb-error-code')).toBe('bad_jwt');
    });

    it('refuses the rotation without the service-role key', async () => {
      const session = await signUp();
      const response = await fetch(`${t.url}/auth/v1/admin/signing_keys/rotate`, {
        method: 'POST',
        headers: { authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json', ...V2024 },
        body: '{}',
      });
      expect(response.status).toBe(403);
      expect((await response.json()).code).toBe('not_admin');
    });

    it('rotates from the command line through the running server', async () => {
      const url = new URL(t.url);
      const before = (await jwksKids())[0];
      const result = await run(
        process.execPath,
        ['--disable-warning=ExperimentalWarning', 'scripts/admin.ts', 'rotate-signing-key'],
        {
          env: {
            ...process.env,
            HOST: url.hostname,
            PORT: url.port,
            DATA_DIR: t.dataDir,
            DATABASE_URL: '',
            AUTH_SERVICE_ROLE_KEY: SERVICE_KEY,
          },
        },
      );
      const kid = /signed with key (\S+)\./.exec(result.stdout)?.[1];
      expect(kid).toBeDefined();
      expect(result.stdout).toContain(`Tokens signed with ${before} stay valid until they expire`);
      expect((await jwksKids())[0]).toBe(kid);
      const session = await signUp();
      expect(header(session.access_token).kid).toBe(kid);
    });
    it('another server process verifies a rotated key at once and signs with it within the cache lifetime', async () => {
      const db = t.server.database.db;
      let clock = Date.now();
      const other = keyRing(db, () => new Date(clock));
      const signingBefore = (await other.signing()).kid;
      const { kid } = await rotateSigningKey(db, { now: new Date(clock), jwtExpirySeconds: 3600 });
      // An unknown kid re-reads the keys (at most once a second).
      clock += 1500;
      expect((await other.verifying(kid))?.kid).toBe(kid);
      expect((await other.verifying(signingBefore))?.kid).toBe(signingBefore);
      clock += KEY_CACHE_MS;
      expect((await other.signing()).kid).toBe(kid);
      const listed = (await other.jwks()).map((k) => k.kid);
      expect(listed[0]).toBe(kid);
      expect(listed).toContain(signingBefore);
    });

    it('two rotations at once both finish and leave one current key', async () => {
      const db = t.server.database.db;
      const rotations = await Promise.all(
        [1, 2, 3].map(() => rotateSigningKey(db, { now: new Date(), jwtExpirySeconds: 3600 })),
      );
      expect(new Set(rotations.map((r) => r.kid)).size).toBe(3);
      const current = await db.select().from(authSigningKeys).where(eq(authSigningKeys.state, 'current'));
      expect(current).toHaveLength(1);
      expect(rotations.map((r) => r.kid)).toContain(current[0]!.kid);
    });
  });
});
