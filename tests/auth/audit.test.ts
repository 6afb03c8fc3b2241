// The audit log of auth events on the real server and database: what is written, what an admin reads, what is pruned.
import { createClient } from '@supabase/supabase-js';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recordAuthEvent } from '../../src/server/auth/audit.ts';
import { readAuthConfig } from '../../src/server/auth/config.ts';
import { authAuditLog } from '../../src/server/db/schema.ts';
import { pruneOldRows } from '../../src/server/prune.ts';
import { suiteDrivers, serverOn } from '../helpers/drivers.ts';
import { uniqueEmail } from '../helpers/server.ts';

const SERVICE_KEY = 'lugha-test-service-role-key-0123456789abcdef';
const password = 'kasa-nkwu-42';
const newPassword = 'ndewo-ututu-77';
const DAY = 24 * 60 * 60 * 1000;

describe.each(suiteDrivers)('$name', (driver) => {
  describe.skipIf(driver.skip !== undefined)(driver.skip ?? 'the auth audit log', { timeout: 60_000 }, () => {
    const server = serverOn(driver, { AUTH_SERVICE_ROLE_KEY: SERVICE_KEY, AUTH_REFRESH_REUSE_INTERVAL: '0' });
    const adminAuth = () =>
      createClient(server().url, SERVICE_KEY, { auth: { autoRefreshToken: false, persistSession: false } }).auth.admin;
    const eventsOf = (userId: string) =>
      server()
        .server.database.db.select()
        .from(authAuditLog)
        .where(eq(authAuditLog.userId, userId))
        .orderBy(authAuditLog.createdAt);
    const count = (rows: { event: string }[], event: string) => rows.filter((r) => r.event === event).length;
    const audit = (token: string, query = '') =>
      fetch(`${server().url}/api/admin/audit${query}`, { headers: { authorization: `Bearer ${token}` } });

    it('writes each auth event once, with the actor and address, and never a secret', async () => {
      const email = uniqueEmail('audited');
      const secrets: string[] = [password, newPassword];
      const client = server().client();
      const signUp = await client.auth.signUp({ email, password });
      expect(signUp.error).toBeNull();
      const userId = signUp.data.user!.id;
      secrets.push(signUp.data.session!.access_token, signUp.data.session!.refresh_token);

      const wrong = await server().client().auth.signInWithPassword({ email, password: 'not-the-password' });
      expect(wrong.error?.code).toBe('invalid_credentials');
      const signIn = await server().client().auth.signInWithPassword({ email, password });
      expect(signIn.error).toBeNull();
      const first = signIn.data.session!.refresh_token;
      secrets.push(signIn.data.session!.access_token, first);

      // Two refreshes, then the first token again: a reuse outside the window ends the session.
      const r1 = await server().client().auth.refreshSession({ refresh_token: first });
      const r2 = await server().client().auth.refreshSession({ refresh_token: r1.data.session!.refresh_token });
      expect(r2.error).toBeNull();
      secrets.push(r1.data.session!.refresh_token, r2.data.session!.refresh_token);
      const reused = await server().client().auth.refreshSession({ refresh_token: first });
      expect(reused.error?.code).toBe('refresh_token_already_used');

      const changed = await client.auth.updateUser({ password: newPassword });
      expect(changed.error).toBeNull();
      const role = await adminAuth().updateUserById(userId, { app_metadata: { role: 'admin' } });
      expect(role.error).toBeNull();

      const rows = await eventsOf(userId);
      expect(count(rows, 'signup')).toBe(1);
      // The sign-up returned a session (no confirmation), then one password sign-in.
      expect(count(rows, 'signin')).toBe(2);
      expect(count(rows, 'signin_failed')).toBe(1);
      expect(count(rows, 'refresh_token_reused')).toBe(1);
      expect(count(rows, 'password_changed')).toBe(1);
      expect(count(rows, 'role_changed')).toBe(1);
      expect(rows.find((r) => r.event === 'signin_failed')).toMatchObject({
        actor: 'user',
        ip: '127.0.0.1',
        detail: { reason: 'invalid_credentials' },
      });
      expect(rows.find((r) => r.event === 'role_changed')).toMatchObject({
        actor: 'service_role',
        detail: { from: 'learner', to: 'admin' },
      });
      expect(rows.find((r) => r.event === 'signin' && r.ip === '127.0.0.1')?.detail).toEqual({ method: 'password' });
      const stored = JSON.stringify(rows);
      for (const secret of secrets) expect(stored).not.toContain(secret);

      const deleted = await adminAuth().deleteUser(userId);
      expect(deleted.error).toBeNull();
      expect(count(await eventsOf(userId), 'user_deleted')).toBe(1);
    });

    it('shows the log to admins only, filtered by event and account, newest first', async () => {
      const email = uniqueEmail('auditor');
      const { data } = await server().client().auth.signUp({ email, password });
      const token = data.session!.access_token;
      const learner = await audit(token);
      expect(learner.status).toBe(403);
      expect(await learner.json()).toMatchObject({ success: false, data: null, code: 'forbidden' });
      expect((await fetch(`${server().url}/api/admin/audit`)).status).toBe(401);

      await adminAuth().updateUserById(data.user!.id, { app_metadata: { role: 'admin' } });
      const mine = await audit(token, `?userId=${data.user!.id}`);
      expect(mine.status).toBe(200);
      const body = (await mine.json()) as { success: boolean; data: { event: string; at: string }[] };
      expect(body.success).toBe(true);
      expect(body.data.map((e) => e.event)).toEqual(['role_changed', 'signin', 'signup']);
      const times = body.data.map((e) => Date.parse(e.at));
      expect([...times].sort((a, b) => b - a)).toEqual(times);

      const signups = (await (await audit(token, '?event=signup&limit=1')).json()) as { data: { event: string }[] };
      expect(signups.data).toHaveLength(1);
      expect(signups.data[0]!.event).toBe('signup');

      const bad = await audit(token, '?event=password&limit=5000');
      expect(bad.status).toBe(400);
      expect((await bad.json()).code).toBe('invalid_field');
    });

    it('records a key rotation', async () => {
      const rotated = await fetch(`${server().url}/auth/v1/admin/signing_keys/rotate`, {
        method: 'POST',
        headers: { authorization: `Bearer ${SERVICE_KEY}`, 'content-type': 'application/json' },
        body: '{}',
      });
      const { kid, previous_kid } = (await rotated.json()) as { kid: string; previous_kid: string };
      const rows = await server()
        .server.database.db.select()
        .from(authAuditLog)
        .where(eq(authAuditLog.event, 'signing_key_rotated'));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ actor: 'service_role', userId: null, detail: { kid, previous_kid } });
      expect(JSON.stringify(rows[0])).not.toContain('"d"');
    });

    it('prunes events older than the retention period in the periodic cleanup', async () => {
      const db = server().server.database.db;
      const now = new Date();
      const userId = crypto.randomUUID();
      await recordAuthEvent(
        db,
        { event: 'signin', userId, actor: 'user', detail: { method: 'old' } },
        new Date(now.getTime() - 91 * DAY),
      );
      await recordAuthEvent(
        db,
        { event: 'signin', userId, actor: 'user', detail: { method: 'recent' } },
        new Date(now.getTime() - 89 * DAY),
      );
      await pruneOldRows(db, now, { auditRetentionDays: 90, anonymousIdleDays: 30 });
      expect((await eventsOf(userId)).map((r) => r.detail['method'])).toEqual(['recent']);
      await pruneOldRows(db, now, { auditRetentionDays: 30, anonymousIdleDays: 30 });
      expect(await eventsOf(userId)).toEqual([]);
    });
  });
});

describe('AUTH_AUDIT_RETENTION_DAYS', () => {
  const read = (value?: string) =>
    readAuthConfig(value === undefined ? {} : { AUTH_AUDIT_RETENTION_DAYS: value }, {
      siteUrl: 'http://localhost:4321',
      dataDir: 'data',
    }).auditRetentionDays;
  it('defaults to 90 days and takes a whole number of days of at least 1', () => {
    expect(read()).toBe(90);
    expect(read('7')).toBe(7);
    expect(() => read('0')).toThrow(/AUTH_AUDIT_RETENTION_DAYS must be a whole number of at least 1/);
    expect(() => read('a week')).toThrow(/AUTH_AUDIT_RETENTION_DAYS/);
  });
});
