// The admin API (`auth.admin.*` of supabase-js) on the real server and database, with the service-role key.
import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { drivers, suiteDrivers, serverOn } from '../helpers/drivers.ts';
import { uniqueEmail } from '../helpers/server.ts';

const SERVICE_KEY = 'lugha-test-service-role-key-0123456789abcdef';
const password = 'kasa-nkwu-42';
const MISSING = '00000000-0000-4000-8000-000000000000';

describe.each(suiteDrivers)('$name', (driver) => {
  describe.skipIf(driver.skip !== undefined)(driver.skip ?? 'the admin API', { timeout: 60_000 }, () => {
    const server = serverOn(driver, { AUTH_SERVICE_ROLE_KEY: SERVICE_KEY });
    const adminClient = (key = SERVICE_KEY) =>
      createClient(server().url, key, { auth: { autoRefreshToken: false, persistSession: false } }).auth.admin;
    const raw = (path: string, init: RequestInit & { key?: string | null } = {}) => {
      const { key = SERVICE_KEY, ...rest } = init;
      return fetch(`${server().url}/auth/v1${path}`, {
        ...rest,
        headers: {
          'content-type': 'application/json',
          ...(key === null ? {} : { authorization: `Bearer ${key}` }),
          ...(rest.headers as Record<string, string> | undefined),
        },
      });
    };

    it('creates a confirmed user who signs in with the password at once', async () => {
      const email = uniqueEmail('created');
      const { data, error } = await adminClient().createUser({
        email,
        password,
        email_confirm: true,
        user_metadata: { display_name: 'Ada' },
        app_metadata: { subscription_type: 'premium' },
      });
      expect(error).toBeNull();
      expect(data.user).toMatchObject({
        email,
        user_metadata: { display_name: 'Ada' },
        app_metadata: { provider: 'email', providers: ['email'], subscription_type: 'premium' },
      });
      expect(data.user!.email_confirmed_at).toBeDefined();
      expect(data.user!.identities).toHaveLength(1);
      const signIn = await server().client().auth.signInWithPassword({ email, password });
      expect(signIn.error).toBeNull();
      expect(signIn.data.user!.id).toBe(data.user!.id);
      expect(server().outbox.filter((m) => m.to === email)).toHaveLength(0);
    });

    it('answers 422 email_exists for a taken address, also when two creations race', async () => {
      const email = uniqueEmail('taken');
      const results = await Promise.all([1, 2, 3].map(() => adminClient().createUser({ email, password })));
      expect(results.filter((r) => r.error === null)).toHaveLength(1);
      for (const r of results.filter((r) => r.error !== null)) {
        expect(r.error!.status).toBe(422);
        expect(r.error!.code).toBe('email_exists');
      }
    });

    it('refuses a body without an address, a weak password and a bad ban duration', async () => {
      const noEmail = await adminClient().createUser({ password });
      expect([noEmail.error?.status, noEmail.error?.code]).toEqual([422, 'validation_failed']);
      const weak = await adminClient().createUser({ email: uniqueEmail(), password: 'abc' });
      expect([weak.error?.status, weak.error?.code]).toEqual([422, 'weak_password']);
      const ban = await adminClient().createUser({ email: uniqueEmail(), password, ban_duration: 'forever' });
      expect([ban.error?.status, ban.error?.code]).toEqual([400, 'validation_failed']);
      const typed = await raw('/admin/users', { method: 'POST', body: JSON.stringify({ email: 7 }) });
      expect(typed.status).toBe(400);
      expect((await typed.json()).error_code).toBe('bad_json');
    });

    it('gets a user by id; an unknown id is 404 user_not_found and a malformed one 400', async () => {
      const { data } = await adminClient().createUser({ email: uniqueEmail(), password });
      const got = await adminClient().getUserById(data.user!.id);
      expect(got.data.user?.email).toBe(data.user!.email);
      const missing = await adminClient().getUserById(MISSING);
      expect([missing.error?.status, missing.error?.code]).toEqual([404, 'user_not_found']);
      const malformed = await raw('/admin/users/not-a-uuid');
      expect(malformed.status).toBe(400);
      expect((await malformed.json()).error_code).toBe('validation_failed');
    });

    it('lists users newest first, page by page, with the total and the next and last pages', async () => {
      for (let i = 0; i < 3; i += 1) await adminClient().createUser({ email: uniqueEmail('listed'), password });
      const first = await adminClient().listUsers({ page: 1, perPage: 2 });
      expect(first.error).toBeNull();
      const { users, total, nextPage, lastPage, aud } = first.data as typeof first.data & {
        total: number;
        nextPage: number | null;
        lastPage: number;
        aud: string;
      };
      expect(users).toHaveLength(2);
      expect(aud).toBe('authenticated');
      expect(total).toBeGreaterThanOrEqual(3);
      expect(nextPage).toBe(2);
      expect(lastPage).toBe(Math.ceil(total / 2));
      expect(Date.parse(users[0]!.created_at)).toBeGreaterThanOrEqual(Date.parse(users[1]!.created_at));
      const second = await adminClient().listUsers({ page: 2, perPage: 2 });
      expect(second.data.users[0]!.id).not.toBe(users[0]!.id);
      const bad = await raw('/admin/users?page=0');
      expect(bad.status).toBe(400);
    });

    it('updates the address, password, metadata and a ban; two updates at once both stay', async () => {
      const { data } = await adminClient().createUser({ email: uniqueEmail(), password, email_confirm: true });
      const id = data.user!.id;
      const email = uniqueEmail('moved');
      const updated = await adminClient().updateUserById(id, {
        email,
        password: 'ose-oji-nkwu-7',
        user_metadata: { display_name: 'Chidi' },
      });
      expect(updated.error).toBeNull();
      expect(updated.data.user).toMatchObject({ email, user_metadata: { display_name: 'Chidi' } });
      const signIn = await server().client().auth.signInWithPassword({ email, password: 'ose-oji-nkwu-7' });
      expect(signIn.error).toBeNull();

      await Promise.all([
        adminClient().updateUserById(id, { app_metadata: { role: 'admin' } }),
        adminClient().updateUserById(id, { app_metadata: { subscription_type: 'premium' } }),
      ]);
      const both = await adminClient().getUserById(id);
      expect(both.data.user!.app_metadata).toMatchObject({ role: 'admin', subscription_type: 'premium' });

      const banned = await adminClient().updateUserById(id, { ban_duration: '24h' });
      expect(Date.parse(banned.data.user!.banned_until!)).toBeGreaterThan(Date.now() + 23 * 3600_000);
      const refused = await server().client().auth.signInWithPassword({ email, password: 'ose-oji-nkwu-7' });
      expect(refused.error?.code).toBe('user_banned');
      const lifted = await adminClient().updateUserById(id, { ban_duration: 'none' });
      expect(lifted.data.user!.banned_until).toBeUndefined();
    });

    it('refuses an update to a taken address with 422 email_exists and an unknown id with 404', async () => {
      const a = await adminClient().createUser({ email: uniqueEmail(), password });
      const b = await adminClient().createUser({ email: uniqueEmail(), password });
      const taken = await adminClient().updateUserById(b.data.user!.id, { email: a.data.user!.email! });
      expect([taken.error?.status, taken.error?.code]).toEqual([422, 'email_exists']);
      const missing = await adminClient().updateUserById(MISSING, { user_metadata: { x: 1 } });
      expect([missing.error?.status, missing.error?.code]).toEqual([404, 'user_not_found']);
    });

    it('deletes a user, whose token then stops working; deleting again is 404', async () => {
      const email = uniqueEmail('deleted');
      const signUp = await server().client().auth.signUp({ email, password });
      const id = signUp.data.user!.id;
      const deleted = await adminClient().deleteUser(id);
      expect(deleted.error).toBeNull();
      const me = await raw('/user', { key: signUp.data.session!.access_token });
      expect(me.status).toBe(403);
      const again = await adminClient().deleteUser(id);
      expect([again.error?.status, again.error?.code]).toEqual([404, 'user_not_found']);
      const soft = await adminClient().createUser({ email: uniqueEmail(), password });
      const refused = await adminClient().deleteUser(soft.data.user!.id, true);
      expect(refused.error?.status).toBe(400);
    });

    it('generates a recovery link without mailing it; the link signs the user in', async () => {
      const email = uniqueEmail('recover');
      await adminClient().createUser({ email, password, email_confirm: true });
      const { data, error } = await adminClient().generateLink({ type: 'recovery', email });
      expect(error).toBeNull();
      expect(data.properties).toMatchObject({ verification_type: 'recovery' });
      expect(data.properties!.action_link).toContain('/auth/v1/verify?token=');
      expect(data.properties!.email_otp).toMatch(/^\d{6}$/);
      expect(data.user!.email).toBe(email);
      expect(server().outbox.filter((m) => m.to === email)).toHaveLength(0);
      const verified = await server()
        .client()
        .auth.verifyOtp({ token_hash: data.properties!.hashed_token, type: 'recovery' });
      expect(verified.error).toBeNull();
      expect(verified.data.user!.email).toBe(email);
    });

    it('generates signup, magiclink, invite and email change links as Supabase Auth does', async () => {
      const email = uniqueEmail('linked');
      const signup = await adminClient().generateLink({ type: 'signup', email, password });
      expect(signup.error).toBeNull();
      expect(signup.data.properties!.verification_type).toBe('signup');
      expect(signup.data.user!.email_confirmed_at).toBeUndefined();
      const confirmed = await server()
        .client()
        .auth.verifyOtp({ email, token: signup.data.properties!.email_otp, type: 'signup' });
      expect(confirmed.error).toBeNull();
      const magic = await adminClient().generateLink({ type: 'magiclink', email });
      expect(magic.data.properties!.verification_type).toBe('magiclink');
      const newEmail = uniqueEmail('new');
      const change = await adminClient().generateLink({ type: 'email_change_new', email, newEmail });
      expect(change.error).toBeNull();
      expect(change.data.properties!.verification_type).toBe('email_change');
      expect(change.data.user!.new_email).toBe(newEmail);

      const invited = uniqueEmail('invited');
      const invite = await adminClient().generateLink({ type: 'invite', email: invited });
      expect(invite.data.properties!.verification_type).toBe('invite');
      const accepted = await server()
        .client()
        .auth.verifyOtp({ token_hash: invite.data.properties!.hashed_token, type: 'invite' });
      expect(accepted.error).toBeNull();
      expect(accepted.data.user!.email_confirmed_at).toBeDefined();

      const unknown = await adminClient().generateLink({ type: 'recovery', email: uniqueEmail('nobody') });
      expect([unknown.error?.status, unknown.error?.code]).toEqual([404, 'user_not_found']);
      const again = await adminClient().generateLink({ type: 'signup', email, password });
      expect([again.error?.status, again.error?.code]).toEqual([422, 'email_exists']);
      const badType = await raw('/admin/generate_link', { method: 'POST', body: JSON.stringify({ type: 'x', email }) });
      expect(badType.status).toBe(400);
    });

    it('invites a user by mail; the invitation link confirms the account', async () => {
      const email = uniqueEmail('guest');
      const { data, error } = await adminClient().inviteUserByEmail(email, { data: { display_name: 'Guest' } });
      expect(error).toBeNull();
      expect(data.user).toMatchObject({ email, user_metadata: { display_name: 'Guest' } });
      const mail = server().outbox.find((m) => m.to === email);
      expect(mail?.link).toContain('type=invite');
      const token = new URL(mail!.link).searchParams.get('token')!;
      const accepted = await server().client().auth.verifyOtp({ token_hash: token, type: 'invite' });
      expect(accepted.error).toBeNull();
      const twice = await adminClient().inviteUserByEmail(email);
      expect([twice.error?.status, twice.error?.code]).toEqual([422, 'email_exists']);
    });

    it('is refused without a token (401), with a learner token (403 not_admin) or a wrong key (403)', async () => {
      const none = await raw('/admin/users', { key: null });
      expect(none.status).toBe(401);
      expect((await none.json()).error_code).toBe('no_authorization');
      const signUp = await server().client().auth.signUp({ email: uniqueEmail(), password });
      const learner = await adminClient(signUp.data.session!.access_token).listUsers();
      expect([learner.error?.status, learner.error?.code]).toEqual([403, 'not_admin']);
      const wrong = await adminClient('not-the-service-role-key-0123456789abcdef').createUser({
        email: uniqueEmail(),
        password,
      });
      expect(wrong.error?.status).toBe(403);
      const invite = await raw('/invite', {
        method: 'POST',
        key: 'wrong',
        body: JSON.stringify({ email: uniqueEmail() }),
      });
      expect(invite.status).toBe(403);
    });
  });
});

describe('without AUTH_SERVICE_ROLE_KEY', { timeout: 60_000 }, () => {
  const server = serverOn(drivers[0]);
  it('the admin API refuses every key', async () => {
    const response = await fetch(`${server().url}/auth/v1/admin/users`, {
      headers: { authorization: `Bearer ${SERVICE_KEY}` },
    });
    expect(response.status).toBe(403);
  });
});
