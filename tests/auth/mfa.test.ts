// TOTP second factors through the stock supabase-js client (`auth.mfa`), on the real server and database.
import type { SupabaseClient } from '@supabase/supabase-js';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { totpCode } from '../../src/server/auth/totp.ts';
import { authAuditLog, mfaFactors } from '../../src/server/db/schema.ts';
import { suiteDrivers, serverOn, shiftedClock } from '../helpers/drivers.ts';
import { drawnModules, expectedModules } from '../helpers/qr-svg.ts';
import { uniqueEmail } from '../helpers/server.ts';

const password = 'kasa-nkwu-42';
const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));

describe.each(suiteDrivers)('$name', (driver) => {
  describe.skipIf(driver.skip !== undefined)(driver.skip ?? 'TOTP factors', { timeout: 60_000 }, () => {
    // The server's clock can run ahead of the test's (later), so a test can let a challenge expire.
    const { now: serverNow, later } = shiftedClock();
    const server = serverOn(driver, { AUTH_RATE_LIMIT_VERIFY: '10000' }, { now: serverNow });

    const signedIn = async (): Promise<{ client: SupabaseClient; email: string; userId: string }> => {
      const client = server().client();
      const email = uniqueEmail('mfa');
      const { data, error } = await client.auth.signUp({ email, password });
      expect(error).toBeNull();
      return { client, email, userId: data.user!.id };
    };
    const enrolled = async (client: SupabaseClient, friendlyName = 'phone') => {
      const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName });
      expect(error).toBeNull();
      return data!;
    };
    const verified = async (client: SupabaseClient, factorId: string, secret: string) => {
      const challenge = await client.auth.mfa.challenge({ factorId });
      expect(challenge.error).toBeNull();
      const code = totpCode(secret, serverNow());
      return client.auth.mfa.verify({ factorId, challengeId: challenge.data!.id, code });
    };
    const raw = async (method: string, path: string, token: string | undefined, body?: unknown) => {
      const response = await fetch(`${server().url}/auth/v1${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          'x-supabase-api-version': '2024-01-01',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const tokenOf = async (client: SupabaseClient) => (await client.auth.getSession()).data.session!.access_token;

    it('enrols, challenges and verifies: the session becomes aal2 with totp in amr, and a refresh keeps it', async () => {
      const { client, email } = await signedIn();
      const factor = await enrolled(client);
      expect(factor).toMatchObject({ type: 'totp', friendly_name: 'phone' });
      expect(factor.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(factor.totp.uri).toContain(`otpauth://totp/`);
      expect(factor.totp.uri).toContain(`secret=${factor.totp.secret}`);
      expect(decodeURIComponent(factor.totp.uri)).toContain(email);
      expect(factor.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg /);
      expect(factor.totp.qr_code).not.toMatch(/[#%]/);

      const before = await client.auth.mfa.getAuthenticatorAssuranceLevel();
      expect(before.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
      const listedBefore = await client.auth.mfa.listFactors();
      expect(listedBefore.data!.all.map((f) => [f.id, f.status])).toEqual([[factor.id, 'unverified']]);
      expect(listedBefore.data!.totp).toEqual([]);

      const challenge = await client.auth.mfa.challenge({ factorId: factor.id });
      expect(challenge.error).toBeNull();
      expect(challenge.data).toMatchObject({ type: 'totp' });
      const expiresIn = challenge.data!.expires_at - Math.floor(serverNow().getTime() / 1000);
      expect(expiresIn).toBeGreaterThan(290);
      expect(expiresIn).toBeLessThanOrEqual(300);

      const oldRefresh = (await client.auth.getSession()).data.session!.refresh_token;
      const verify = await client.auth.mfa.verify({
        factorId: factor.id,
        challengeId: challenge.data!.id,
        code: totpCode(factor.totp.secret, serverNow()),
      });
      expect(verify.error).toBeNull();
      const token = claims(verify.data!.access_token);
      expect(token.aal).toBe('aal2');
      expect(token.amr.map((m: { method: string }) => m.method)).toEqual(['totp', 'password']);
      expect(verify.data!.refresh_token).not.toBe(oldRefresh);
      expect(verify.data!.user.factors).toEqual([
        expect.objectContaining({ id: factor.id, factor_type: 'totp', status: 'verified', friendly_name: 'phone' }),
      ]);

      const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
      expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
      const listed = await client.auth.mfa.listFactors();
      expect(listed.data!.totp.map((f) => f.id)).toEqual([factor.id]);

      const refreshed = await client.auth.refreshSession();
      expect(refreshed.error).toBeNull();
      expect(claims(refreshed.data.session!.access_token)).toMatchObject({ aal: 'aal2' });

      const gone = await client.auth.mfa.unenroll({ factorId: factor.id });
      expect(gone.error).toBeNull();
      expect(gone.data).toEqual({ id: factor.id });
      const after = await client.auth.refreshSession();
      expect(claims(after.data.session!.access_token).aal).toBe('aal1');
      expect((await client.auth.getUser()).data.user!.factors ?? []).toEqual([]);
    });

    it('answers a QR code of the otpauth URI, which names the issuer, the account and the secret', async () => {
      const { client, email } = await signedIn();
      const factor = await enrolled(client);
      const uri = new URL(factor.totp.uri);
      expect(uri.protocol).toBe('otpauth:');
      expect(uri.host).toBe('totp');
      expect(decodeURIComponent(uri.pathname)).toBe(`/${new URL(server().url).host}:${email}`);
      expect(uri.searchParams.get('issuer')).toBe(new URL(server().url).host);
      expect(uri.searchParams.get('secret')).toBe(factor.totp.secret);
      const drawn = drawnModules(factor.totp.qr_code.slice('data:image/svg+xml;utf-8,'.length));
      const expected = expectedModules(factor.totp.uri, 4);
      expect(drawn.width).toBe(expected.width);
      expect([...drawn.squares].sort()).toEqual([...expected.squares].sort());
    });

    it('signs in to aal2 through the calls the sign-in form makes: password, assurance level, challengeAndVerify', async () => {
      const { client, email } = await signedIn();
      const factor = await enrolled(client);
      expect((await verified(client, factor.id, factor.totp.secret)).error).toBeNull();

      const later = server().client();
      expect((await later.auth.signInWithPassword({ email, password })).error).toBeNull();
      const level = await later.auth.mfa.getAuthenticatorAssuranceLevel();
      expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
      const listed = await later.auth.mfa.listFactors();
      expect(listed.data!.totp.map((f) => f.id)).toEqual([factor.id]);

      const hourAgo = totpCode(factor.totp.secret, new Date(serverNow().getTime() - 3_600_000));
      const wrong = await later.auth.mfa.challengeAndVerify({ factorId: factor.id, code: hourAgo });
      expect(wrong.error).toMatchObject({ code: 'mfa_verification_failed', status: 422 });
      const next = new Date(serverNow().getTime() + 30_000);
      const right = await later.auth.mfa.challengeAndVerify({
        factorId: factor.id,
        code: totpCode(factor.totp.secret, next),
      });
      expect(right.error).toBeNull();
      expect((await later.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal2' });
    });

    it('refuses the product API to a session that has not given the code of a verified factor, until it does', async () => {
      const api = async (path: string, token: string) => {
        const response = await fetch(`${server().url}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
        return { status: response.status, body: (await response.json()) as Record<string, unknown> };
      };
      const { client, email } = await signedIn();
      // Enrolled but not verified: the factor does not count yet.
      const factor = await enrolled(client);
      expect((await api('/me', await tokenOf(client))).status).toBe(200);
      expect((await verified(client, factor.id, factor.totp.secret)).error).toBeNull();
      expect((await api('/me', await tokenOf(client))).status).toBe(200);

      const halfway = server().client();
      expect((await halfway.auth.signInWithPassword({ email, password })).error).toBeNull();
      const token = await tokenOf(halfway);
      for (const path of ['/me', '/progress/overview', '/languages/user/enrolled', '/practice/igbo', '/user/profile']) {
        const refused = await api(path, token);
        expect([path, refused.status, refused.body['code']]).toEqual([path, 403, 'insufficient_aal']);
        expect(refused.body).toMatchObject({ success: false, data: null });
        expect(refused.body['error']).toMatch(/code from your authenticator app/);
      }
      // Its own account stays reachable on the auth server, which the code step needs.
      expect((await halfway.auth.getUser()).error).toBeNull();
      const next = new Date(serverNow().getTime() + 30_000);
      const right = await halfway.auth.mfa.challengeAndVerify({
        factorId: factor.id,
        code: totpCode(factor.totp.secret, next),
      });
      expect(right.error).toBeNull();
      const me = await api('/me', await tokenOf(halfway));
      expect([me.status, (me.body['data'] as Record<string, unknown>)['aal']]).toEqual([200, 'aal2']);
      expect(me.body['data']).not.toHaveProperty('needsSecondFactor');
    });

    it('writes enrolment, verification, a wrong code and unenrolment to the audit log, never the secret', async () => {
      const { client, userId } = await signedIn();
      const factor = await enrolled(client);
      const challenge = await client.auth.mfa.challenge({ factorId: factor.id });
      await client.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.data!.id, code: '000000' });
      expect((await verified(client, factor.id, factor.totp.secret)).error).toBeNull();
      await client.auth.mfa.unenroll({ factorId: factor.id });
      const rows = await server()
        .server.database.db.select()
        .from(authAuditLog)
        .where(eq(authAuditLog.userId, userId))
        .orderBy(authAuditLog.createdAt);
      const mfaRows = rows.filter((r) => r.event.startsWith('mfa_'));
      expect(mfaRows.map((r) => r.event)).toEqual([
        'mfa_factor_enrolled',
        'mfa_verification_failed',
        'mfa_factor_verified',
        'mfa_factor_unenrolled',
      ]);
      expect(mfaRows.every((r) => r.detail['factor_id'] === factor.id && r.ip === '127.0.0.1')).toBe(true);
      expect(JSON.stringify(rows)).not.toContain(factor.totp.secret);
    });

    it('refuses a wrong code, and after five wrong codes the challenge itself', async () => {
      const { client } = await signedIn();
      const factor = await enrolled(client);
      const challenge = await client.auth.mfa.challenge({ factorId: factor.id });
      const right = totpCode(factor.totp.secret, serverNow());
      const wrong = right === '123456' ? '654321' : '123456';
      for (let attempt = 1; attempt <= 5; attempt++) {
        const { error } = await client.auth.mfa.verify({
          factorId: factor.id,
          challengeId: challenge.data!.id,
          code: wrong,
        });
        expect([error?.status, error?.code, error?.message]).toEqual([
          422,
          'mfa_verification_failed',
          'Invalid TOTP code entered',
        ]);
      }
      const after = await client.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.data!.id, code: right });
      expect([after.error?.status, after.error?.code]).toEqual([422, 'mfa_factor_not_found']);
      expect(claims(await tokenOf(client)).aal).toBe('aal1');
    });

    it('makes a factor wait 15 minutes after ten wrong codes, whatever the challenges', async () => {
      const { client } = await signedIn();
      const factor = await enrolled(client);
      const right = () => totpCode(factor.totp.secret, serverNow());
      const wrong = () => (right() === '123456' ? '654321' : '123456');
      for (let round = 0; round < 2; round++) {
        const { data: challenge } = await client.auth.mfa.challenge({ factorId: factor.id });
        for (let attempt = 0; attempt < 5; attempt++) {
          const { error } = await client.auth.mfa.verify({
            factorId: factor.id,
            challengeId: challenge!.id,
            code: wrong(),
          });
          expect(error?.code).toBe('mfa_verification_failed');
        }
      }
      const { data: third } = await client.auth.mfa.challenge({ factorId: factor.id });
      const blocked = await client.auth.mfa.verify({ factorId: factor.id, challengeId: third!.id, code: right() });
      expect([blocked.error?.status, blocked.error?.code, blocked.error?.message]).toEqual([
        429,
        'over_request_rate_limit',
        'Too many wrong codes for this factor: try again in 15 minutes.',
      ]);
      const ok = await later(15 * 60_000 + 1000, async () => {
        const { data: fresh } = await client.auth.mfa.challenge({ factorId: factor.id });
        return client.auth.mfa.verify({ factorId: factor.id, challengeId: fresh!.id, code: right() });
      });
      expect(ok.error).toBeNull();
    });

    it('refuses a code used once already (replay), and takes the next one', async () => {
      const { client } = await signedIn();
      const factor = await enrolled(client);
      const code = totpCode(factor.totp.secret, serverNow());
      const first = await client.auth.mfa.challenge({ factorId: factor.id });
      expect(
        (await client.auth.mfa.verify({ factorId: factor.id, challengeId: first.data!.id, code })).error,
      ).toBeNull();
      // The same challenge is used up, and the same code on a new challenge is refused.
      const again = await client.auth.mfa.verify({ factorId: factor.id, challengeId: first.data!.id, code });
      expect(again.error?.code).toBe('mfa_factor_not_found');
      const second = await client.auth.mfa.challenge({ factorId: factor.id });
      const replay = await client.auth.mfa.verify({ factorId: factor.id, challengeId: second.data!.id, code });
      expect([replay.error?.status, replay.error?.code]).toEqual([422, 'mfa_verification_failed']);
      // The next 30-second code is within the one step of drift allowed, and is new.
      const next = totpCode(factor.totp.secret, new Date(serverNow().getTime() + 30_000));
      const ok = await client.auth.mfa.verify({ factorId: factor.id, challengeId: second.data!.id, code: next });
      expect(ok.error).toBeNull();
    });

    it('refuses an expired challenge with mfa_challenge_expired', async () => {
      const { client } = await signedIn();
      const factor = await enrolled(client);
      const challenge = await client.auth.mfa.challenge({ factorId: factor.id });
      await later(301_000, async () => {
        // The access token was signed before the clock moved: a refresh gives one valid at the new time.
        await client.auth.refreshSession();
        const code = totpCode(factor.totp.secret, serverNow());
        const { error } = await client.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.data!.id, code });
        expect([error?.status, error?.code, error?.message]).toEqual([
          422,
          'mfa_challenge_expired',
          `MFA challenge ${challenge.data!.id} has expired, verify against another challenge or create a new challenge.`,
        ]);
      });
    });

    it('answers an unknown, malformed or another user’s factor id with 404', async () => {
      const { client } = await signedIn();
      const other = await signedIn();
      const theirs = await enrolled(other.client);
      for (const factorId of ['9d3c1f4e-0000-4000-8000-000000000000', theirs.id]) {
        const challenge = await client.auth.mfa.challenge({ factorId });
        expect([challenge.error?.status, challenge.error?.code, challenge.error?.message]).toEqual([
          404,
          'mfa_factor_not_found',
          'Factor not found',
        ]);
        const unenroll = await client.auth.mfa.unenroll({ factorId });
        expect(unenroll.error?.code).toBe('mfa_factor_not_found');
      }
      const malformed = await raw('POST', '/factors/not-a-uuid/challenge', await tokenOf(client), {});
      expect([malformed.status, malformed.body['code']]).toEqual([404, 'validation_failed']);
    });

    it('needs a session for every factor route, and refuses anonymous users', async () => {
      const id = '9d3c1f4e-0000-4000-8000-000000000000';
      for (const [method, path] of [
        ['POST', '/factors'],
        ['POST', `/factors/${id}/challenge`],
        ['POST', `/factors/${id}/verify`],
        ['DELETE', `/factors/${id}`],
      ] as const) {
        const answer = await raw(method, path, undefined, method === 'POST' ? { factor_type: 'totp' } : undefined);
        expect([answer.status, answer.body['code']]).toEqual([401, 'no_authorization']);
      }
      const anonymous = server().client();
      const { error } = await anonymous.auth.signInAnonymously();
      expect(error).toBeNull();
      const refused = await anonymous.auth.mfa.enroll({ factorType: 'totp' });
      expect([refused.error?.status, refused.error?.code]).toEqual([403, 'no_authorization']);
    });

    it('asks for aal2 to add a second factor or remove a verified one, and ends other aal1 sessions', async () => {
      const { client, email } = await signedIn();
      const laptop = server().client();
      expect((await laptop.auth.signInWithPassword({ email, password })).error).toBeNull();
      const factor = await enrolled(client);
      expect((await verified(client, factor.id, factor.totp.secret)).error).toBeNull();
      // The other device's aal1 session ended, as Supabase Auth ends them.
      expect((await laptop.auth.refreshSession()).error?.code).toBe('refresh_token_not_found');

      const phone = server().client();
      expect((await phone.auth.signInWithPassword({ email, password })).error).toBeNull();
      const level = await phone.auth.mfa.getAuthenticatorAssuranceLevel();
      expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
      const second = await phone.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'tablet' });
      expect([second.error?.status, second.error?.code]).toEqual([403, 'insufficient_aal']);
      const unenroll = await phone.auth.mfa.unenroll({ factorId: factor.id });
      expect([unenroll.error?.status, unenroll.error?.code]).toEqual([422, 'insufficient_aal']);

      // At aal2 a second factor may be added; a taken name is a conflict.
      expect((await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'tablet' })).error).toBeNull();
      const same = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'tablet' });
      expect([same.error?.status, same.error?.code]).toEqual([422, 'mfa_factor_name_conflict']);
    });

    it('answers malformed requests with Supabase Auth’s 400 and 422, never a 500', async () => {
      const { client } = await signedIn();
      const token = await tokenOf(client);
      const factor = await enrolled(client);
      const cases: [string, string, unknown, number, string][] = [
        ['POST', '/factors', {}, 400, 'validation_failed'],
        ['POST', '/factors', { factor_type: 'sms' }, 400, 'validation_failed'],
        ['POST', '/factors', { factor_type: 'phone', phone: '+15555550100' }, 422, 'mfa_phone_enroll_not_enabled'],
        ['POST', '/factors', { factor_type: 'webauthn' }, 422, 'mfa_webauthn_enroll_not_enabled'],
        ['POST', '/factors', { factor_type: 'totp', friendly_name: 42 }, 400, 'bad_json'],
        ['POST', '/factors', { factor_type: 'totp', friendly_name: 'x'.repeat(101) }, 400, 'validation_failed'],
        ['POST', '/factors', [1, 2], 400, 'bad_json'],
        ['POST', '/factors', '{"factor_type":', 400, 'bad_json'],
        ['POST', `/factors/${factor.id}/challenge`, '"x"', 400, 'bad_json'],
        ['POST', `/factors/${factor.id}/verify`, { code: '123456' }, 400, 'validation_failed'],
        ['POST', `/factors/${factor.id}/verify`, { challenge_id: 'x', code: '123456' }, 400, 'validation_failed'],
        ['POST', `/factors/${factor.id}/verify`, { challenge_id: factor.id, code: 123456 }, 400, 'bad_json'],
        ['POST', `/factors/${factor.id}/verify`, { challenge_id: factor.id }, 400, 'validation_failed'],
        [
          'POST',
          `/factors/${factor.id}/verify`,
          { challenge_id: factor.id, code: '123456' },
          422,
          'mfa_factor_not_found',
        ],
      ];
      for (const [method, path, body, status, code] of cases) {
        const answer = await raw(method, path, token, body);
        expect([path, body, answer.status, answer.body['code']]).toEqual([path, body, status, code]);
      }
    });

    it('keeps the factor and its secret in the database, as the user’s', async () => {
      const { client, userId } = await signedIn();
      const factor = await enrolled(client);
      const db = server().server.database.db;
      const [row] = await db.select().from(mfaFactors).where(eq(mfaFactors.id, factor.id));
      expect(row).toMatchObject({ userId, secret: factor.totp.secret, status: 'unverified', factorType: 'totp' });
    });
  });
});
