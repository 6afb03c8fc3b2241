// Where the admin API's answers must match Supabase Auth's to the field: user_metadata kept as sent, the
// redirect in action links, and invited_at, with supabase-js on the real server and database.
import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { suiteDrivers, serverOn } from '../helpers/drivers.ts';
import { uniqueEmail } from '../helpers/server.ts';

const SERVICE_KEY = 'lugha-test-service-role-key-0123456789abcdef';
const password = 'kasa-nkwu-42';
const WELCOME = 'http://127.0.0.1:9999/welcome';

describe.each(suiteDrivers)('$name', (driver) => {
  describe.skipIf(driver.skip !== undefined)(
    driver.skip ?? 'the admin API as Supabase Auth',
    { timeout: 60_000 },
    () => {
      const server = serverOn(driver, { AUTH_SERVICE_ROLE_KEY: SERVICE_KEY });
      const admin = () =>
        createClient(server().url, SERVICE_KEY, { auth: { autoRefreshToken: false, persistSession: false } }).auth
          .admin;

      it('keeps user_metadata exactly as sent by createUser and updateUserById; identity fields stay on the identity', async () => {
        const email = uniqueEmail('exact');
        const created = await admin().createUser({ email, password, user_metadata: { display_name: 'Ada' } });
        expect(created.error).toBeNull();
        expect(created.data.user!.user_metadata).toEqual({ display_name: 'Ada' });
        expect(created.data.user!.identities![0]!.identity_data).toMatchObject({ sub: created.data.user!.id, email });
        const updated = await admin().updateUserById(created.data.user!.id, { user_metadata: { level: 2 } });
        expect(updated.error).toBeNull();
        expect(updated.data.user!.user_metadata).toEqual({ display_name: 'Ada', level: 2 });
        const bare = await admin().createUser({ email: uniqueEmail('bare'), password });
        expect(bare.data.user!.user_metadata).toEqual({});
      });

      it('keeps user_metadata exactly as sent by generateLink signup and inviteUserByEmail', async () => {
        const signup = await admin().generateLink({
          type: 'signup',
          email: uniqueEmail('linked'),
          password,
          options: { data: { display_name: 'Chidi' } },
        });
        expect(signup.error).toBeNull();
        expect(signup.data.user!.user_metadata).toEqual({ display_name: 'Chidi' });
        const invited = await admin().inviteUserByEmail(uniqueEmail('guest'), { data: { display_name: 'Guest' } });
        expect(invited.error).toBeNull();
        expect(invited.data.user!.user_metadata).toEqual({ display_name: 'Guest' });
      });

      it('puts a plain redirect verbatim in the action link and escapes one holding &, = or #', async () => {
        const email = uniqueEmail('redirect');
        await admin().createUser({ email, password, email_confirm: true });
        const plain = await admin().generateLink({ type: 'magiclink', email, options: { redirectTo: WELCOME } });
        expect(plain.error).toBeNull();
        expect(plain.data.properties!.action_link).toContain(`&redirect_to=${WELCOME}`);
        expect(plain.data.properties!.redirect_to).toBe(WELCOME);
        const withQuery = `${WELCOME}?lang=ig&step=2#top`;
        const escaped = await admin().generateLink({ type: 'recovery', email, options: { redirectTo: withQuery } });
        const link = escaped.data.properties!.action_link;
        expect(link).toContain(`&redirect_to=${encodeURIComponent(withQuery)}`);
        expect(new URL(link).searchParams.get('redirect_to')).toBe(withQuery);
        expect(new URL(link).hash).toBe('');
        const mailed = uniqueEmail('mailed');
        await admin().inviteUserByEmail(mailed, { redirectTo: WELCOME });
        expect(server().outbox.find((m) => m.to === mailed)?.link).toContain(`&redirect_to=${WELCOME}`);
      });

      it('sets invited_at on an invitation by mail or by generateLink, and leaves it out otherwise', async () => {
        const before = Date.now();
        const mailed = await admin().inviteUserByEmail(uniqueEmail('mailed'));
        expect(mailed.error).toBeNull();
        expect(Date.parse(mailed.data.user!.invited_at!)).toBeGreaterThanOrEqual(before - 1000);
        const linked = await admin().generateLink({ type: 'invite', email: uniqueEmail('linked') });
        expect(linked.error).toBeNull();
        expect(linked.data.user!.invited_at).toEqual(expect.any(String));
        const fetched = await admin().getUserById(linked.data.user!.id);
        expect(fetched.data.user!.invited_at).toBe(linked.data.user!.invited_at);
        const created = await admin().createUser({ email: uniqueEmail('plain'), password });
        expect(created.data.user!.invited_at).toBeUndefined();
      });
    },
  );
});
