// Roles and plans are the server's: the admin CLI sets them in the database, and tokens carry them after a refresh.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../scripts/lib/admin-cli.ts';
import { startTestServer, uniqueEmail } from '../helpers/server.ts';

const run = promisify(execFile);
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'lugha-admin-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}
const settings = (env: Record<string, string>) => ({
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  AUTH_SERVICE_ROLE_KEY: '',
  ...env,
});
/** `npm run admin` as its own process, the way an operator runs it. */
const spawned = (...args: string[]): Promise<Outcome> =>
  run(process.execPath, ['--disable-warning=ExperimentalWarning', 'scripts/admin.ts', ...args], {
    env: settings({}),
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: Outcome) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
/** The same commands in this process (scripts/lib/admin-cli.ts): what a new process adds, the test above shows once. */
const adminWith = async (env: Record<string, string>, ...args: string[]): Promise<Outcome> => {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const code = await runAdmin(args, settings(env), {
    log: (line) => stdout.push(`${line}\n`),
    error: (line) => stderr.push(`${line}\n`),
  });
  return { code, stdout: stdout.join(''), stderr: stderr.join('') };
};
const admin = (...args: string[]) => adminWith({}, ...args);
const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));

describe('npm run admin', { timeout: 60_000 }, () => {
  const email = uniqueEmail('teacher');
  const password = 'kasa-nkwu-42';

  it('lists no accounts in a new database, run as a command of its own', async () => {
    const result = await spawned('list');
    expect(result.code).toBe(0);
    expect(result.stdout.trim()).toBe('No accounts yet.');
    const help = await spawned();
    expect(help.code).toBe(1);
    expect(help.stdout).toContain('Usage: npm run admin -- <command>');
  });

  it('grants admin and premium; a refreshed token carries both', async () => {
    const first = await startTestServer({}, { dataDir });
    const client = first.client();
    const { data } = await client.auth.signUp({ email, password });
    expect(claims(data.session!.access_token).app_metadata.role).toBeUndefined();
    await first.close();

    expect((await admin('grant-admin', email)).stdout).toContain(`${email} is now an admin.`);
    expect((await admin('set-premium', email)).stdout).toContain(`${email} now has premium.`);
    const listed = await admin('list', '--admins');
    expect(listed.stdout).toMatch(new RegExp(`${email.replace(/[.+]/g, '\\$&')}\\s+admin\\s+premium`));

    const second = await startTestServer({}, { dataDir });
    try {
      const refreshed = await second.client().auth.refreshSession({ refresh_token: data.session!.refresh_token });
      expect(refreshed.error).toBeNull();
      expect(claims(refreshed.data.session!.access_token).app_metadata).toMatchObject({
        role: 'admin',
        subscription_type: 'premium',
      });
    } finally {
      await second.close();
    }
  });

  it('revokes admin and sets the free plan', async () => {
    expect((await admin('revoke-admin', email)).stdout).toContain('is no longer an admin');
    expect((await admin('set-free', email)).stdout).toContain('is now on the free plan');
    const listed = await admin('list');
    expect(listed.stdout).toMatch(/learner\s+free/);
  });

  it('grants and revokes the reviewer role of one language, which the API then reports', async () => {
    const reviews = async () => {
      const server = await startTestServer({}, { dataDir });
      try {
        const { data } = await server.client().auth.signInWithPassword({ email, password });
        const api = (language: string) =>
          fetch(`${server.url}/api/audio/${language}/prompts`, {
            headers: { authorization: `Bearer ${data.session!.access_token}` },
          }).then(async (r) => (await r.json()).data.reviewer as boolean);
        return { igbo: await api('igbo'), yoruba: await api('yoruba') };
      } finally {
        await server.close();
      }
    };
    expect((await admin('grant-reviewer', email, 'igbo')).stdout).toContain(`${email} now reviews igbo recordings.`);
    expect(await reviews()).toEqual({ igbo: true, yoruba: false });
    expect((await admin('revoke-reviewer', email, 'igbo')).stdout).toContain(
      `${email} no longer reviews igbo recordings.`,
    );
    expect(await reviews()).toEqual({ igbo: false, yoruba: false });
    const unknown = await admin('grant-reviewer', email, 'klingon');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("No course for 'klingon'");
    const missing = await admin('grant-reviewer', email);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('needs an e-mail address and a language');
  });

  it('names an unknown account and an unknown command, and fails', async () => {
    const unknown = await admin('grant-admin', 'nobody@example.com');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No account uses nobody@example.com.');
    const bad = await spawned('make-king', email);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain("Unknown command 'make-king'");
  });
});

describe('npm run admin while the server runs', { timeout: 60_000 }, () => {
  const key = 'lugha-test-service-role-key-0123456789abcdef';

  it('goes through the admin API with the service-role key; the running server sees the change at once', async () => {
    const running = await startTestServer({ AUTH_SERVICE_ROLE_KEY: key });
    try {
      const env = { PORT: new URL(running.url).port, HOST: '127.0.0.1', AUTH_SERVICE_ROLE_KEY: key };
      const email = uniqueEmail('live');
      const { data } = await running.client().auth.signUp({ email, password: 'kasa-nkwu-42' });
      expect((await adminWith(env, 'grant-admin', email)).stdout).toContain(`${email} is now an admin.`);
      expect((await adminWith(env, 'set-premium', email)).stdout).toContain(`${email} now has premium.`);
      const listed = await adminWith(env, 'list', '--admins');
      expect(listed.stdout).toMatch(new RegExp(`${email.replace(/[.+]/g, '\\$&')}\\s+admin\\s+premium`));
      const refreshed = await running.client().auth.refreshSession({ refresh_token: data.session!.refresh_token });
      expect(claims(refreshed.data.session!.access_token).app_metadata).toMatchObject({
        role: 'admin',
        subscription_type: 'premium',
      });
      expect((await adminWith(env, 'revoke-admin', email)).stdout).toContain(`${email} is no longer an admin.`);
      const unknown = await adminWith(env, 'grant-admin', 'nobody@example.com');
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain('No account uses nobody@example.com.');
    } finally {
      await running.close();
    }
  });
});
