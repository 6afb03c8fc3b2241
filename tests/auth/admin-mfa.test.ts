// AUTH_ADMIN_MFA=required: the app's admin API answers an admin only from a session that verified a TOTP code.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { readAuthConfig } from '../../src/server/auth/config.ts';
import { totpCode } from '../../src/server/auth/totp.ts';
import { suiteDrivers, serverOn } from '../helpers/drivers.ts';
import { uniqueEmail } from '../helpers/server.ts';

const SERVICE_KEY = 'lugha-test-service-role-key-0123456789abcdef';
const password = 'kasa-nkwu-42';

describe('AUTH_ADMIN_MFA', () => {
  const read = (value: string) => readAuthConfig({ AUTH_ADMIN_MFA: value }, { siteUrl: 'http://x', dataDir: '/tmp' });
  it('is off unless set to required, and refuses anything else', () => {
    expect(readAuthConfig({}, { siteUrl: 'http://x', dataDir: '/tmp' }).adminMfa).toBe(false);
    expect(read('off').adminMfa).toBe(false);
    expect(read('required').adminMfa).toBe(true);
    expect(() => read('yes')).toThrow(/AUTH_ADMIN_MFA must be 'required' or 'off'/);
  });
});

describe.each(suiteDrivers)('$name', (driver) => {
  describe.skipIf(driver.skip !== undefined)(driver.skip ?? 'admin API with MFA required', { timeout: 60_000 }, () => {
    const server = serverOn(driver, {
      AUTH_SERVICE_ROLE_KEY: SERVICE_KEY,
      AUTH_ADMIN_MFA: 'required',
      AUTH_RATE_LIMIT_VERIFY: '10000',
    });
    const adminAuth = () =>
      createClient(server().url, SERVICE_KEY, { auth: { autoRefreshToken: false, persistSession: false } }).auth.admin;
    const signedIn = async (role?: 'admin') => {
      const email = uniqueEmail(role ?? 'learner');
      const created = await adminAuth().createUser({
        email,
        password,
        email_confirm: true,
        ...(role ? { app_metadata: { role } } : {}),
      });
      expect(created.error).toBeNull();
      const client = server().client();
      expect((await client.auth.signInWithPassword({ email, password })).error).toBeNull();
      return client;
    };
    const stats = async (client: SupabaseClient) => {
      const token = (await client.auth.getSession()).data.session!.access_token;
      const response = await fetch(`${server().url}/api/admin/stats`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const me = async (client: SupabaseClient) => {
      const token = (await client.auth.getSession()).data.session!.access_token;
      const response = await fetch(`${server().url}/api/me`, { headers: { authorization: `Bearer ${token}` } });
      return ((await response.json()) as { data: { aal: string } }).data;
    };

    it('refuses an admin at aal1 with 403 mfa_required, and answers once a TOTP code is verified', async () => {
      const admin = await signedIn('admin');
      const refused = await stats(admin);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ success: false, data: null, code: 'mfa_required' });
      expect(refused.body['error']).toMatch(/second factor/);
      expect((await me(admin)).aal).toBe('aal1');

      const { data: factor } = await admin.auth.mfa.enroll({ factorType: 'totp' });
      // Enrolled but not verified: still aal1, still refused.
      expect((await stats(admin)).status).toBe(403);
      const { data: challenge } = await admin.auth.mfa.challenge({ factorId: factor!.id });
      const verify = await admin.auth.mfa.verify({
        factorId: factor!.id,
        challengeId: challenge!.id,
        code: totpCode(factor!.totp.secret, new Date()),
      });
      expect(verify.error).toBeNull();
      expect((await me(admin)).aal).toBe('aal2');
      const allowed = await stats(admin);
      expect(allowed.status).toBe(200);
      expect(allowed.body['success']).toBe(true);

      // The same admin signing in elsewhere is at aal1 again until that session verifies a code.
      const laptop = server().client();
      const email = (await admin.auth.getUser()).data.user!.email!;
      expect((await laptop.auth.signInWithPassword({ email, password })).error).toBeNull();
      expect((await stats(laptop)).body['code']).toBe('mfa_required');
    });

    it('lets the admin API list and delete a user’s factors; the sessions it raised fall to aal1', async () => {
      const learner = await signedIn();
      const { data: user } = await learner.auth.getUser();
      const { data: factor } = await learner.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'phone' });
      const { data: challenge } = await learner.auth.mfa.challenge({ factorId: factor!.id });
      const code = totpCode(factor!.totp.secret, new Date());
      expect(
        (await learner.auth.mfa.verify({ factorId: factor!.id, challengeId: challenge!.id, code })).error,
      ).toBeNull();

      const listed = await adminAuth().mfa.listFactors({ userId: user.user!.id });
      expect(listed.error).toBeNull();
      expect(listed.data!.factors).toEqual([
        expect.objectContaining({ id: factor!.id, factor_type: 'totp', status: 'verified', friendly_name: 'phone' }),
      ]);
      expect(JSON.stringify(listed.data)).not.toContain(factor!.totp.secret);
      const deleted = await adminAuth().mfa.deleteFactor({ userId: user.user!.id, id: factor!.id });
      expect(deleted.error).toBeNull();
      // auth-js hands the answer (the deleted factor) back wrapped once more in { data }.
      expect(deleted.data).toMatchObject({ data: { id: factor!.id, status: 'verified' } });
      const refreshed = await learner.auth.refreshSession();
      const aal = JSON.parse(Buffer.from(refreshed.data.session!.access_token.split('.')[1]!, 'base64url').toString());
      expect(aal.aal).toBe('aal1');

      const again = await adminAuth().mfa.deleteFactor({ userId: user.user!.id, id: factor!.id });
      expect([again.error?.status, again.error?.code]).toEqual([404, 'mfa_factor_not_found']);
      const nobody = await adminAuth().mfa.listFactors({ userId: '9d3c1f4e-0000-4000-8000-000000000000' });
      expect([nobody.error?.status, nobody.error?.code]).toEqual([404, 'user_not_found']);
      const token = (await learner.auth.getSession()).data.session!.access_token;
      const asLearner = createClient(server().url, token, { auth: { persistSession: false } }).auth.admin;
      expect((await asLearner.mfa.listFactors({ userId: user.user!.id })).error?.status).toBe(403);
    });

    it('still answers a learner 403 forbidden, whatever their level', async () => {
      const learner = await signedIn();
      const answer = await stats(learner);
      expect([answer.status, answer.body['code']]).toEqual([403, 'forbidden']);
    });
  });
});
