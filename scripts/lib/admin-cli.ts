// The admin commands of `npm run admin` (scripts/admin.ts) as one function, which tests call without a new process.
import { readdir } from 'node:fs/promises';
import { grantReviewer, revokeReviewer } from '../../src/server/audio/reviewers.ts';
import { grantAdmin, listUsers, revokeAdmin, setSubscription, type UserSummary } from '../../src/server/auth/admin.ts';
import { recordAuthEvent } from '../../src/server/auth/audit.ts';
import { loadAuthKeys } from '../../src/server/auth/keys.ts';
import { rotateSigningKey, seedSigningKey } from '../../src/server/auth/signing-keys.ts';
import { readConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { serverLockHolder } from '../../src/server/lock.ts';
import { ADMIN_API_COMMANDS, runningAdminApi } from './admin-api.ts';

export const ADMIN_USAGE = `Usage: npm run admin -- <command>
  grant-admin <email>         make the account an admin
  revoke-admin <email>        take the admin role away
  grant-reviewer <email> <language>
                              let the account review recordings of a language
  revoke-reviewer <email> <language>
                              take that reviewer role away
  set-premium <email>         give the account the premium subscription
  set-free <email>            put the account back on the free plan
  list [--admins] [--limit N] list accounts, newest first
  rotate-signing-key          sign new access tokens with a new key; tokens signed by the
                              old one stay valid until they expire (AUTH_JWT_EXPIRY)

While the server runs and AUTH_SERVICE_ROLE_KEY is set, the account commands go through its admin API
(/auth/v1/admin at HOST:PORT). Otherwise, and for the reviewer roles, the database is used: DATABASE_URL when
set, else the embedded database under data/ (stop npm start first). The key rotation needs the server's admin API,
or PostgreSQL, or a stopped server: every running server picks the new key up within 30 seconds.
A changed role or plan reaches the learner's token at its next refresh (within an hour) or sign-in.`;

function rotated(r: { kid: string; previous_kid: string | null; previous_retires_at: string | null }): string {
  const first = `New access tokens are signed with key ${r.kid}.`;
  if (!r.previous_kid) return first;
  return `${first}\nTokens signed with ${r.previous_kid} stay valid until they expire; that key leaves the JWKS at ${r.previous_retires_at}.`;
}

function table(rows: UserSummary[]): string {
  if (rows.length === 0) return 'No accounts yet.';
  const lines = rows.map((u) => [
    u.email,
    u.role,
    u.subscription,
    u.createdAt.toISOString().slice(0, 10),
    u.lastSignInAt?.toISOString().slice(0, 16).replace('T', ' ') ?? 'never',
  ]);
  const header = ['E-MAIL', 'ROLE', 'PLAN', 'JOINED', 'LAST SIGN-IN'];
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  return [header, ...lines]
    .map((l) =>
      l
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** Where a command's lines go: the console for the CLI, a list in tests. */
export interface AdminOutput {
  log(line: string): void;
  error(line: string): void;
}

/**
 * Runs one admin command (`argv` as typed after `npm run admin --`) with the settings of `env`, writing its lines to
 * `out`; resolves with the process's exit code (0 done, 1 refused or failed).
 */
export async function runAdmin(argv: readonly string[], env: NodeJS.ProcessEnv, out: AdminOutput): Promise<number> {
  const [command, ...args] = argv;
  if (!command || command === 'help' || command === '--help') {
    out.log(ADMIN_USAGE);
    return command ? 0 : 1;
  }
  const config = readConfig(env);
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const api = ADMIN_API_COMMANDS.includes(command)
    ? await runningAdminApi(`http://${shownHost}:${config.port}`, config.auth.serviceRoleKey)
    : undefined;
  if (api) {
    try {
      const email = args[0];
      if (command === 'rotate-signing-key') out.log(rotated(await api.rotateSigningKey()));
      else if (command !== 'list' && !email) throw new Error(`${command} needs an e-mail address.\n\n${ADMIN_USAGE}`);
      if (command === 'grant-admin')
        out.log(`${(await api.setAppMetadata(email!, 'role', 'admin')).email} is now an admin.`);
      if (command === 'revoke-admin')
        out.log(`${(await api.setAppMetadata(email!, 'role', null)).email} is no longer an admin.`);
      if (command === 'set-premium')
        out.log(`${(await api.setAppMetadata(email!, 'subscription_type', 'premium')).email} now has premium.`);
      if (command === 'set-free')
        out.log(`${(await api.setAppMetadata(email!, 'subscription_type', 'free')).email} is now on the free plan.`);
      if (command === 'list')
        out.log(table(await api.listUsers({ limit: listLimit(args), adminsOnly: args.includes('--admins') })));
      return 0;
    } catch (error) {
      out.error((error as Error).message);
      return 1;
    }
  }
  if (!config.databaseUrl) {
    const holder = serverLockHolder(config.dataDir);
    if (holder) {
      out.error(
        `The embedded database is in use by the running server (pid ${holder}). Stop it first, or point DATABASE_URL at PostgreSQL.`,
      );
      return 1;
    }
  }
  const database = await openDatabase({ url: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
  try {
    await database.migrate();
    const email = args[0];
    const needEmail = () => {
      if (!email) throw new Error(`${command} needs an e-mail address.\n\n${ADMIN_USAGE}`);
      return email;
    };
    switch (command) {
      case 'grant-admin':
        out.log(`${(await grantAdmin(database.db, needEmail())).email} is now an admin.`);
        break;
      case 'revoke-admin':
        out.log(`${(await revokeAdmin(database.db, needEmail())).email} is no longer an admin.`);
        break;
      case 'grant-reviewer':
      case 'revoke-reviewer': {
        const language = args[1];
        if (!language) throw new Error(`${command} needs an e-mail address and a language.\n\n${ADMIN_USAGE}`);
        const languages = (await readdir('content/courses', { withFileTypes: true }))
          .filter((d) => d.isDirectory())
          .map((d) => d.name);
        const granted = command === 'grant-reviewer';
        const done = await (granted ? grantReviewer : revokeReviewer)(database.db, needEmail(), language, languages);
        out.log(`${done.email} ${granted ? 'now reviews' : 'no longer reviews'} ${done.language} recordings.`);
        break;
      }
      case 'set-premium':
        out.log(`${(await setSubscription(database.db, needEmail(), 'premium')).email} now has premium.`);
        break;
      case 'set-free':
        out.log(`${(await setSubscription(database.db, needEmail(), 'free')).email} is now on the free plan.`);
        break;
      case 'list':
        out.log(table(await listUsers(database.db, { limit: listLimit(args), adminsOnly: args.includes('--admins') })));
        break;
      case 'rotate-signing-key': {
        if (config.hostedSupabaseUrl)
          throw new Error('Hosted Supabase Auth signs the tokens: rotate its keys in Supabase.');
        // The key the server started from joins the database first, so tokens it signed stay valid.
        const keys = await loadAuthKeys(config.auth);
        await seedSigningKey(database.db, { kid: keys.kid, privateJwk: keys.privateJwk }, new Date());
        const r = await rotateSigningKey(database.db, {
          now: new Date(),
          jwtExpirySeconds: config.auth.jwtExpirySeconds,
        });
        await recordAuthEvent(
          database.db,
          { event: 'signing_key_rotated', actor: 'cli', detail: { kid: r.kid, previous_kid: r.previousKid ?? null } },
          new Date(),
        );
        out.log(
          rotated({
            kid: r.kid,
            previous_kid: r.previousKid ?? null,
            previous_retires_at: r.previousRetiresAt?.toISOString() ?? null,
          }),
        );
        break;
      }
      default:
        throw new Error(`Unknown command '${command}'.\n\n${ADMIN_USAGE}`);
    }
    return 0;
  } catch (error) {
    out.error((error as Error).message);
    return 1;
  } finally {
    await database.close();
  }
}

/** `--limit N` of the list command, 100 when not given. */
function listLimit(args: readonly string[]): number {
  const limitAt = args.indexOf('--limit');
  const limit = limitAt >= 0 ? Number(args[limitAt + 1]) : 100;
  if (!Number.isInteger(limit) || limit < 1) throw new Error('--limit needs a whole number of at least 1.');
  return limit;
}
