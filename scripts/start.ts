// `npm start`: build when the build is missing or older than its sources, then serve the app.
import { enableCompileCache } from 'node:module';
import { staleReason } from './lib/build-state.ts';
import { runOrExit } from './lib/run.ts';

const reason = staleReason();
if (reason) {
  console.log(`Building (${reason})…`);
  await runOrExit(process.execPath, ['--disable-warning=ExperimentalWarning', 'scripts/build.ts']);
}
// Same process as the server: a second start with nothing changed is up in well under a second. Node keeps the
// compiled code of the server's packages on disk, so later starts skip compiling them again.
enableCompileCache();
await import(new URL('../.build/server.mjs', import.meta.url).href);
