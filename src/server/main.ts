import { buildApp } from './app.ts';
import { readConfig } from './config.ts';

const config = readConfig();
const app = await buildApp({ distDir: config.distDir, logLevel: config.logLevel });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

try {
  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`Lugha is running at http://${shown}:${port}`);
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  console.error(code === 'EADDRINUSE' ? `Port ${config.port} is in use: stop the other server or set PORT to a free port.` : error);
  process.exit(1);
}
