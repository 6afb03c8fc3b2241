import { mkdir } from 'node:fs/promises';
import type { AdminSettings } from './api/admin.ts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { ConnectionTimeouts } from './shutdown.ts';
import type { AuthContext } from './auth/context.ts';
import { loadAuthKeys } from './auth/keys.ts';
import { keyRing, seedSigningKey } from './auth/signing-keys.ts';
import { createMailer, type MailMessage } from './auth/mail.ts';
import type { ServerConfig } from './config.ts';
import { catalogueFromContent, syncCatalogue } from './db/catalogue-sync.ts';
import { openDatabase, type Database } from './db/database.ts';
import { pruneOldRows, PRUNE_INTERVAL_MS } from './prune.ts';
import { readContent } from '../content/read.ts';
import { readContentWithSnapshot, type ContentSnapshot } from '../content/snapshot.ts';
import { buildApiCatalogue } from './core/catalogue.ts';

export interface Server {
  app: FastifyInstance;
  database: Database;
  /** Stops the server and closes the database. */
  close(): Promise<void>;
}

export interface ServerExtras {
  /** Receives every auth mail (tests read links from it); mail is still logged or sent. */
  outbox?: MailMessage[];
  /** PGlite location override, e.g. 'memory://' for tests. */
  pgliteDir?: string | undefined;
  /** Skip the catalogue sync (tests that do not need it start faster). */
  skipCatalogue?: boolean;
  /** Keep a validated copy of content/ here and read it while no content file changes (the built server does). */
  contentSnapshot?: ContentSnapshot | undefined;
  now?: () => Date;
  /** Slow-client limits (tests shorten them). */
  connectionTimeouts?: ConnectionTimeouts;
}

/** Opens and migrates the database, syncs the catalogue from content/, loads the auth keys and builds the app. */
export async function createServer(config: ServerConfig, extras: ServerExtras = {}): Promise<Server> {
  if (!config.databaseUrl && !extras.pgliteDir?.startsWith('memory://'))
    await mkdir(config.dataDir, { recursive: true, mode: 0o700 });
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: extras.pgliteDir ?? `${config.dataDir}/pglite`,
  });
  try {
    await database.migrate();
    const tree = extras.contentSnapshot
      ? await readContentWithSnapshot(config.contentDir, extras.contentSnapshot)
      : await readContent(config.contentDir);
    const errors = tree.problems.filter((p) => p.severity === 'error');
    if (errors.length > 0)
      throw new Error(`content/ has ${errors.length} error(s); run npm run content:check to see them`);
    if (!extras.skipCatalogue) await syncCatalogue(database.db, catalogueFromContent(tree));
    const catalogue = buildApiCatalogue(tree);
    const contentItems = tree.lessons.map((l) => ({
      id: l.id,
      title: l.title,
      type: l.type,
      language: l.language,
      status: l.status,
      lastModified: l.lastModified,
      author: l.author,
    }));
    const holder: { app?: FastifyInstance } = {};
    let auth: AuthContext | undefined;
    if (!config.hostedSupabaseUrl) {
      const keys = await loadAuthKeys({
        signingKey: config.auth.signingKey,
        keyFile: config.auth.keyFile,
        refreshSecret: config.auth.refreshSecret,
      });
      const now = extras.now ?? (() => new Date());
      await seedSigningKey(database.db, { kid: keys.kid, privateJwk: keys.privateJwk }, now());
      // The logger exists once the app does; the mailer looks it up when it sends.
      const log = { info: (obj: object, msg: string) => holder.app?.log.info(obj, msg) };
      auth = {
        db: database.db,
        config: config.auth,
        keys,
        signingKeys: keyRing(database.db, now),
        mailer: createMailer({
          smtpUrl: config.auth.smtpUrl,
          from: config.auth.mailFrom,
          log: log as never,
          outbox: extras.outbox,
        }),
        get log() {
          return holder.app!.log;
        },
        now,
      };
    }
    const providers = config.auth.providers;
    const adminSettings: AdminSettings = {
      mode: config.hostedSupabaseUrl ? 'hosted' : 'embedded',
      database: database.driver === 'pglite' ? 'pglite' : 'postgresql',
      auth: config.hostedSupabaseUrl
        ? {
            provider: new URL(config.hostedSupabaseUrl).host,
            emailConfirmation: null,
            signupsOpen: null,
            oauthProviders: [],
            mail: null,
            minPasswordLength: null,
          }
        : {
            provider: 'embedded (/auth/v1)',
            emailConfirmation: !config.auth.autoconfirm,
            signupsOpen: !config.auth.disableSignup,
            oauthProviders: (['google', 'apple'] as const).filter((name) => providers[name]),
            mail: config.auth.smtpUrl ? 'smtp' : 'server log',
            minPasswordLength: config.auth.minPasswordLength,
          },
      content: {
        languages: catalogue.languages.length,
        publishedLessons: catalogue.lessons.size,
        lessonFiles: tree.lessons.length,
        audioFiles: tree.audio.length,
      },
    };
    const built = await buildApp({
      adminSettings,
      distDir: config.distDir,
      logLevel: config.logLevel,
      logRequests: config.logRequests,
      database,
      catalogue,
      contentItems,
      ...(extras.now ? { now: extras.now } : {}),
      auth,
      trustProxy: config.trustProxy,
      trustProxyNote: config.trustProxyNote,
      apiRateLimits: config.apiRateLimits,
      clipQuotas: config.clipQuotas,
      ...(extras.connectionTimeouts ? { connectionTimeouts: extras.connectionTimeouts } : {}),
      allowedOrigins: config.allowedOrigins,
      hostedSupabaseUrl: config.hostedSupabaseUrl,
      hostedJwtSecret: config.hostedJwtSecret,
      adminMfa: config.auth.adminMfa,
    });
    holder.app = built;
    const pruning = setInterval(() => {
      pruneOldRows(database.db, new Date(), config.auth).catch((error: unknown) =>
        built.log.warn({ err: error }, 'pruning old rows failed'),
      );
    }, PRUNE_INTERVAL_MS);
    pruning.unref();
    return {
      app: built,
      database,
      async close() {
        clearInterval(pruning);
        await built.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
