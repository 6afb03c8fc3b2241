import { statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readConfig } from './config.ts';
import { takeServerLock } from './lock.ts';
import { createServer } from './server.ts';

// The data directory holds the embedded database and the signing keys: files the server creates are its user's only.
process.umask(0o077);
const config = readConfig();
// The built server (.build/server.mjs) keeps a validated copy of content/ beside itself, read while no content file
// changes and while the server is the same build; run from source (npm run dev), it reads the files each time.
const entry = fileURLToPath(import.meta.url);
const contentSnapshot = entry.endsWith('.mjs')
  ? { file: join(dirname(entry), 'content-snapshot.json'), key: `${statSync(entry).mtimeMs}` }
  : undefined;
let server;
let releaseLock = () => {};
try {
  if (!config.databaseUrl) releaseLock = takeServerLock(config.dataDir);
  server = await createServer(config, { contentSnapshot });
} catch (error) {
  releaseLock();
  console.error(`Lugha could not start: ${(error as Error).message}`);
  if (config.databaseUrl) console.error('Check DATABASE_URL: the PostgreSQL server must be running and reachable.');
  process.exit(1);
}
const { app } = server;

// Ctrl-C reaches the server twice (from the terminal and passed on by npm start's supervisor): the second is ignored
// so the first can finish closing.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void server.close().then(() => {
      releaseLock();
      process.exit(0);
    });
  });
}

try {
  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const mode = config.hostedSupabaseUrl ? `hosted auth at ${config.hostedSupabaseUrl}` : 'embedded auth at /auth/v1';
  console.log(`Lugha is running at http://${shown}:${port} (${server.database.driver} database, ${mode})`);
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  console.error(
    code === 'EADDRINUSE' ? `Port ${config.port} is in use: stop the other server or set PORT to a free port.` : error,
  );
  await server.close();
  releaseLock();
  process.exit(1);
}
