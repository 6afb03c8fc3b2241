import { resolve } from 'node:path';

/** Server settings read once from the environment, with the embedded defaults. */
export interface ServerConfig {
  port: number;
  host: string;
  distDir: string;
  logLevel: string;
}

function port(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`PORT must be a whole number from 0 to 65535, not '${value}'`);
  return n;
}

/** Reads PORT (default 4321), HOST (default localhost), DIST_DIR and LOG_LEVEL. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: port(env['PORT'], 4321),
    host: env['HOST'] || 'localhost',
    distDir: resolve(env['DIST_DIR'] || 'dist'),
    logLevel: env['LOG_LEVEL'] || 'info',
  };
}
