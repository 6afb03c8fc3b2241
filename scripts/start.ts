// `npm start`: build when the build is missing or older than its sources, then serve the app.
import { staleReason } from './lib/build-state.ts';
import { runOrExit } from './lib/run.ts';

const reason = staleReason();
if (reason) {
  console.log(`Building (${reason})…`);
  await runOrExit(process.execPath, ['--disable-warning=ExperimentalWarning', 'scripts/build.ts']);
}
// Same process as the server: a second start with nothing changed is up in well under a second.
await import(new URL('../.build/server.mjs', import.meta.url).href);
