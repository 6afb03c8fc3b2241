import { mkdtemp, rm } from 'node:fs/promises';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { MailMessage } from '../../src/server/auth/mail.ts';
import { readConfig, type ServerConfig } from '../../src/server/config.ts';
import { createServer, type Server } from '../../src/server/server.ts';
import type { ConnectionTimeouts } from '../../src/server/shutdown.ts';

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface TestServer {
  url: string;
  server: Server;
  config: ServerConfig;
  outbox: MailMessage[];
  dataDir: string;
  /** A stock supabase-js client for this server, with nothing persisted between clients. */
  client(options?: { flowType?: 'implicit' | 'pkce'; storage?: Map<string, string> }): SupabaseClient;
  close(): Promise<void>;
}

interface TestServerOptions {
  skipCatalogue?: boolean;
  now?: () => Date;
  dataDir?: string;
  connectionTimeouts?: ConnectionTimeouts;
}

/**
 * Starts the real server (real database, real auth) on a free port with the given environment. A port found free can
 * be taken by another test's server before this one listens on it; the start is then tried again on another.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOn(await freePort(), env, options);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt === 5) throw error;
    }
  }
}

async function startOn(port: number, env: Record<string, string>, options: TestServerOptions): Promise<TestServer> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'lugha-test-')));
  const url = `http://127.0.0.1:${port}`;
  const config = readConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    DIST_DIR: 'dist',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SITE_URL: url,
    ...env,
  });
  const outbox: MailMessage[] = [];
  const server = await createServer(config, {
    outbox,
    pgliteDir: env['DATABASE_URL'] || options.dataDir ? undefined : 'memory://',
    skipCatalogue: options.skipCatalogue ?? true,
    ...(options.now ? { now: options.now } : {}),
    ...(options.connectionTimeouts ? { connectionTimeouts: options.connectionTimeouts } : {}),
  });
  try {
    await server.app.listen({ port, host: '127.0.0.1' });
  } catch (error) {
    await server.close();
    if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    server,
    config,
    outbox,
    dataDir,
    client(clientOptions = {}) {
      const storage = clientOptions.storage ?? new Map<string, string>();
      return createClient(url, 'lugha-embedded-anon-key', {
        auth: {
          flowType: clientOptions.flowType ?? 'implicit',
          autoRefreshToken: false,
          persistSession: true,
          detectSessionInUrl: false,
          storage: {
            getItem: (key) => storage.get(key) ?? null,
            setItem: (key, value) => void storage.set(key, value),
            removeItem: (key) => void storage.delete(key),
          },
        },
      });
    },
    async close() {
      await server.close();
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
/** A fresh e-mail address for one test. */
export function uniqueEmail(label = 'learner'): string {
  counter += 1;
  return `${label}.${process.pid}.${Date.now()}.${counter}@example.com`;
}
