// `npm run dev`: Astro's dev server on PORT (default 4321), proxying /api, /auth/v1 and /health to the
// Fastify server, which runs from source on API_PORT (default 4322).
import { spawn } from 'node:child_process';
import { projectEnv } from './lib/run.ts';

const apiPort = process.env['API_PORT'] ?? '4322';
const env = projectEnv({ API_PORT: apiPort });
const api = spawn(
  process.execPath,
  [
    '--disable-warning=ExperimentalWarning',
    '--watch-path=src/server',
    '--watch-path=src/domain',
    '--watch-path=src/shared',
    '--watch-path=src/content',
    'src/server/main.ts',
  ],
  {
    stdio: 'inherit',
    env: { ...env, PORT: apiPort, HOST: '127.0.0.1' },
  },
);
const site = spawn(
  'astro',
  ['dev', '--port', process.env['PORT'] ?? '4321', ...(process.env['HOST'] ? ['--host', process.env['HOST']] : [])],
  {
    stdio: 'inherit',
    env,
  },
);
const stop = () => {
  api.kill();
  site.kill();
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
site.on('exit', (code) => {
  api.kill();
  process.exit(code ?? 0);
});
