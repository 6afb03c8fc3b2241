import { resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { indexPages, pageFileUrl } from './static/page-index.ts';
import { serveSite } from './static/serve-site.ts';

export interface AppOptions {
  distDir: string;
  logLevel?: string;
}

/** Builds the one Fastify server: the static site now; /api and /auth/v1 register here too. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const distDir = resolve(options.distDir);
  const pages = indexPages(distDir);
  const app = Fastify({
    rewriteUrl: (request) => pageFileUrl(request.url ?? '/', pages),
    logger: { level: options.logLevel ?? 'info' },
    // Astro builds paths without trailing slashes; '/course/igbo/' is the same page.
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 64 * 1024,
  });
  app.get('/health', () => ({ status: 'ok' }));
  await serveSite(app, distDir);
  return app;
}
