// The cold start's baseline: a bare Fastify server that opens a PGlite directory and answers /health after a query,
// as Lugha's server does, and nothing else.
// Usage: PORT=… node scripts/bench/cold-start-baseline.ts <PGlite directory>
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';

const dataDir = process.argv[2];
if (!dataDir) {
  console.error('usage: cold-start-baseline.ts <PGlite directory>');
  process.exit(2);
}
const db = new PGlite(dataDir);
await db.waitReady;
const app = Fastify({ logger: false });
app.get('/health', async () => {
  await db.query('select 1');
  return { status: 'ok' };
});
await app.listen({ port: Number(process.env['PORT']), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    void app
      .close()
      .then(() => db.close())
      .finally(() => process.exit(0));
  });
