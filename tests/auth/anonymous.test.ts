// Anonymous sign-in as Supabase Auth offers it (signInAnonymously), and upgrading the anonymous learner to an e-mail
// account with updateUser, keeping the id and every record; the real supabase-js client against the real server.
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { pruneAnonymousUsers } from '../../src/server/auth/anonymous.ts';
import { authAuditLog, lessonCompletions } from '../../src/server/db/schema.ts';
import { completionBody } from '../helpers/completion.ts';
import { suiteDrivers, serverOn } from '../helpers/drivers.ts';
import { uniqueEmail, type TestServer } from '../helpers/server.ts';

const password = 'kasa-nkwu-42';
const DAY = 24 * 60 * 60 * 1000;

const completeLesson = async (server: TestServer, token: string, lessonId: string) => {
  const response = await fetch(`${server.url}/api/progress/lesson/complete`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(completionBody(lessonId, { completedAt: new Date().toISOString(), timeZone: 'UTC' })),
  });
  expect(response.status).toBe(200);
};

const progressOf = async (server: TestServer, token: string) => {
  const response = await fetch(`${server.url}/api/progress/language/igbo?timeZone=UTC`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()).data as { totalXP: number; completedLessons: string[] };
};

describe.each(suiteDrivers)('$name', (driver) => {
  describe.skipIf(driver.skip !== undefined)(driver.skip ?? 'anonymous learners', { timeout: 60_000 }, () => {
    const server = serverOn(driver);

    it('signInAnonymously answers a session of an anonymous, authenticated user with no e-mail', async () => {
      const client = server().client();
      const { data, error } = await client.auth.signInAnonymously({ options: { data: { username: 'ada' } } });
      expect(error).toBeNull();
      expect(data.user).toMatchObject({
        is_anonymous: true,
        role: 'authenticated',
        email: '',
        identities: [],
        user_metadata: { username: 'ada' },
        app_metadata: { provider: 'anonymous', providers: ['anonymous'] },
      });
      const claims = decodeJwt(data.session!.access_token);
      expect(claims).toMatchObject({ sub: data.user!.id, role: 'authenticated', is_anonymous: true, email: '' });
      expect((claims['amr'] as { method: string }[]).map((a) => a.method)).toEqual(['anonymous']);
      const settings = await (await fetch(`${server().url}/auth/v1/settings`)).json();
      expect(settings.external.anonymous_users).toBe(true);
      // The audit log keeps the sign-up and the sign-in, each once.
      const events = await server()
        .server.database.db.select()
        .from(authAuditLog)
        .where(eq(authAuditLog.userId, data.user!.id));
      expect(events.map((e) => [e.event, e.detail]).sort()).toEqual([
        ['signin', expect.objectContaining({ method: 'anonymous' })],
        ['signup', { provider: 'anonymous' }],
      ]);
    });

    it('an anonymous learner completes lessons like any learner', async () => {
      const { data } = await server().client().auth.signInAnonymously();
      await completeLesson(server(), data.session!.access_token, '1-0');
      expect((await progressOf(server(), data.session!.access_token)).completedLessons).toContain('1-0');
    });

    it('adding an e-mail and password keeps the id and the progress, and ends is_anonymous', async () => {
      const client = server().client();
      const { data } = await client.auth.signInAnonymously();
      const id = data.user!.id;
      await completeLesson(server(), data.session!.access_token, '1-0');
      const before = await progressOf(server(), data.session!.access_token);
      expect(before.totalXP).toBeGreaterThan(0);

      const email = uniqueEmail('saved');
      const updated = await client.auth.updateUser({ email, password, data: { username: 'ada' } });
      expect(updated.error).toBeNull();
      expect(updated.data.user).toMatchObject({ id, email, is_anonymous: false, user_metadata: { username: 'ada' } });
      expect(updated.data.user!.identities!.map((i) => i.provider)).toEqual(['email']);
      const refreshed = await client.auth.refreshSession();
      expect(decodeJwt(refreshed.data.session!.access_token)).toMatchObject({ sub: id, is_anonymous: false, email });

      await client.auth.signOut();
      const again = await server().client().auth.signInWithPassword({ email, password });
      expect(again.error).toBeNull();
      expect(again.data.user).toMatchObject({ id, is_anonymous: false });
      expect(await progressOf(server(), again.data.session!.access_token)).toEqual(before);
    });

    it("an address another account holds is refused with Supabase Auth's email_exists", async () => {
      const email = uniqueEmail('taken');
      await server().client().auth.signUp({ email, password });
      const client = server().client();
      await client.auth.signInAnonymously();
      const { error } = await client.auth.updateUser({ email, password });
      expect([error?.status, error?.code, error?.message]).toEqual([
        422,
        'email_exists',
        'A user with this email address has already been registered',
      ]);
      expect((await client.auth.getUser()).data.user).toMatchObject({ is_anonymous: true, email: '' });
    });

    it('a weak password is refused, and a password without an address too', async () => {
      const client = server().client();
      await client.auth.signInAnonymously();
      const weak = await client.auth.updateUser({ email: uniqueEmail('weak'), password: 'abc' });
      expect([weak.error?.status, weak.error?.code]).toEqual([422, 'weak_password']);
      const alone = await client.auth.updateUser({ password });
      expect([alone.error?.status, alone.error?.code, alone.error?.message]).toEqual([
        400,
        'validation_failed',
        'Updating password of an anonymous user without an email or phone is not allowed',
      ]);
      expect((await client.auth.getUser()).data.user).toMatchObject({ is_anonymous: true, email: '' });
    });

    it('idle anonymous users are removed with their records; active ones and accounts stay', async () => {
      const idle = await server().client().auth.signInAnonymously();
      await completeLesson(server(), idle.data.session!.access_token, '1-0');
      const account = await server()
        .client()
        .auth.signUp({ email: uniqueEmail('kept'), password });
      const { db } = server().server.database;

      expect(await pruneAnonymousUsers(db, new Date(Date.now() - DAY))).toBe(0);
      expect(await pruneAnonymousUsers(db, new Date(Date.now() + DAY))).toBeGreaterThanOrEqual(1);

      const gone = await server().client().auth.refreshSession({ refresh_token: idle.data.session!.refresh_token });
      expect(gone.error?.code).toBe('refresh_token_not_found');
      const rows = await db.select().from(lessonCompletions).where(eq(lessonCompletions.userId, idle.data.user!.id));
      expect(rows).toEqual([]);
      const kept = await server().client().auth.signInWithPassword({ email: account.data.user!.email!, password });
      expect(kept.error).toBeNull();
    });
  });

  describe.skipIf(driver.skip !== undefined)(
    driver.skip ?? 'anonymous sign-ins turned off',
    { timeout: 60_000 },
    () => {
      const server = serverOn(driver, { AUTH_ANONYMOUS_USERS: 'false' });

      it('answers 422 anonymous_provider_disabled, as Supabase Auth does, and says so in /settings', async () => {
        const { data, error } = await server().client().auth.signInAnonymously();
        expect(data.session).toBeNull();
        expect([error?.status, error?.code, error?.message]).toEqual([
          422,
          'anonymous_provider_disabled',
          'Anonymous sign-ins are disabled',
        ]);
        const settings = await (await fetch(`${server().url}/auth/v1/settings`)).json();
        expect(settings.external.anonymous_users).toBe(false);
      });
    },
  );

  describe.skipIf(driver.skip !== undefined)(
    driver.skip ?? 'anonymous sign-ins per address range',
    { timeout: 60_000 },
    () => {
      const server = serverOn(driver, { AUTH_RATE_LIMIT_OTP: '3' });

      it('count against the sign-up budget of the address range', async () => {
        for (let i = 0; i < 3; i += 1) expect((await server().client().auth.signInAnonymously()).error).toBeNull();
        const { error } = await server().client().auth.signInAnonymously();
        expect([error?.status, error?.code]).toEqual([429, 'over_request_rate_limit']);
        const signUp = await server().client().auth.signUp({ email: uniqueEmail(), password });
        expect(signUp.error?.status).toBe(429);
      });
    },
  );

  describe.skipIf(driver.skip !== undefined)(
    driver.skip ?? 'upgrading with e-mail confirmation on',
    { timeout: 60_000 },
    () => {
      const server = serverOn(driver, { AUTH_EMAIL_CONFIRM: 'true' });

      it('the address is the account’s once the mailed link is followed; until then it stays anonymous', async () => {
        const client = server().client();
        const { data } = await client.auth.signInAnonymously();
        const email = uniqueEmail('confirm');
        const updated = await client.auth.updateUser({ email, password });
        expect(updated.error).toBeNull();
        expect(updated.data.user).toMatchObject({ id: data.user!.id, is_anonymous: true, email: '', new_email: email });
        const mail = server()
          .outbox.filter((m) => m.to === email)
          .at(-1)!;
        const verified = await client.auth.verifyOtp({ email, token: mail.otp, type: 'email_change' });
        expect(verified.error).toBeNull();
        expect(verified.data.user).toMatchObject({ id: data.user!.id, email, is_anonymous: false });
        expect(decodeJwt(verified.data.session!.access_token)).toMatchObject({ is_anonymous: false });
        const again = await server().client().auth.signInWithPassword({ email, password });
        expect(again.data.user?.id).toBe(data.user!.id);
      });
    },
  );
});
