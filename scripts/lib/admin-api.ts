// The admin CLI's way in while the server runs: the admin API under /auth/v1/admin, with the service-role key.
import type { UserSummary } from '../../src/server/auth/admin.ts';

/** The commands of `npm run admin` that go through the admin API when a server runs with the service-role key. */
export const ADMIN_API_COMMANDS: readonly string[] = [
  'grant-admin',
  'revoke-admin',
  'set-premium',
  'set-free',
  'list',
  'rotate-signing-key',
];

interface ApiUser {
  id: string;
  email: string;
  app_metadata: Record<string, unknown>;
  created_at: string;
  last_sign_in_at?: string;
}

/** The admin API of a running server, or undefined when none answers at `url` or no service-role key is set. */
export async function runningAdminApi(url: string, key: string | undefined) {
  if (!key) return undefined;
  try {
    const response = await fetch(`${url}/auth/v1/settings`, { signal: AbortSignal.timeout(2000) });
    if (!response.ok) return undefined;
  } catch {
    return undefined;
  }
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${url}/auth/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, apikey: key, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = (await response.json()) as T & { msg?: string };
    if (!response.ok) throw new Error(`The server refused: ${json.msg ?? response.status}`);
    return json;
  };
  const summary = (u: ApiUser): UserSummary => ({
    email: u.email,
    id: u.id,
    role: typeof u.app_metadata['role'] === 'string' ? (u.app_metadata['role'] as string) : 'learner',
    subscription:
      typeof u.app_metadata['subscription_type'] === 'string'
        ? (u.app_metadata['subscription_type'] as string)
        : 'free',
    createdAt: new Date(u.created_at),
    lastSignInAt: u.last_sign_in_at ? new Date(u.last_sign_in_at) : null,
  });
  const byEmail = async (email: string): Promise<ApiUser> => {
    const address = email.trim().toLowerCase();
    const query = new URLSearchParams({ filter: address, per_page: '1000' });
    const { users } = await call<{ users: ApiUser[] }>('GET', `/admin/users?${query}`);
    const user = users.find((u) => u.email === address);
    if (!user) throw new Error(`No account uses ${address}.`);
    return user;
  };
  return {
    /** Sets (or with null removes) one app_metadata key; the server merges it under a row lock. */
    async setAppMetadata(email: string, key: 'role' | 'subscription_type', value: string | null) {
      const user = await byEmail(email);
      return summary(await call<ApiUser>('PUT', `/admin/users/${user.id}`, { app_metadata: { [key]: value } }));
    },
    /** Accounts, newest first, optionally only admins. */
    async listUsers(options: { limit: number; adminsOnly: boolean }): Promise<UserSummary[]> {
      const found: UserSummary[] = [];
      for (let page = 1; found.length < options.limit; page += 1) {
        const { users } = await call<{ users: ApiUser[] }>('GET', `/admin/users?page=${page}&per_page=1000`);
        found.push(...users.map(summary).filter((u) => !options.adminsOnly || u.role === 'admin'));
        if (users.length < 1000) break;
      }
      return found.slice(0, options.limit);
    },
    /** Makes a new signing key the current one (the previous one verifies until its tokens have expired). */
    rotateSigningKey() {
      return call<{ kid: string; previous_kid: string | null; previous_retires_at: string | null }>(
        'POST',
        '/admin/signing_keys/rotate',
        {},
      );
    },
  };
}
