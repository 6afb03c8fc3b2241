// The server's CPU under the completion load of `npm run bench -- --only api`: starts the built server with
// --cpu-prof (on PGlite, or on a throwaway PostgreSQL), drives the same completion load at it (load.ts), stops it so
// it writes its profile, and prints where the time went, by module and by function (profile-summary.ts).
//   node scripts/bench/profile-completions.ts [pglite|postgres] [seconds]
//   BENCH_PORT=4520   first of the two ports used (the server, PostgreSQL)
//   PROFILE_OUT=dir   where the .cpuprofile is kept (default: a temporary directory, removed after)
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgres } from '../lib/postgres.ts';
import { benchContent } from './pages.ts';
import { canPin, enablePinning, SERVER_CPU, startLugha } from './processes.ts';
import { summariseProfile, type CpuProfile } from './profile-summary.ts';
import { measureCompletions, signUpLearners, type LoadSettings } from './throughput.ts';

const database = process.argv[2] ?? 'postgres';
if (database !== 'pglite' && database !== 'postgres') throw new Error(`database: pglite or postgres, not '${database}'`);
const seconds = Number(process.argv[3] ?? 10);
const basePort = Number(process.env['BENCH_PORT'] ?? 4520);
// The API section's settings (index.ts): 50 connections, a 3-second warm-up.
const load: LoadSettings = { connections: 50, warmupSeconds: 3, seconds };
const pin = canPin(cpus().length);
enablePinning(pin);

const out = process.env['PROFILE_OUT'] ?? mkdtempSync(join(tmpdir(), 'lugha-prof-'));
const content = await benchContent();
const postgres = database === 'postgres' ? await startPostgres({ port: basePort + 1, ...(pin ? { cpus: SERVER_CPU } : {}), durable: true }) : undefined;
try {
  const server = await startLugha({
    port: basePort,
    ...(postgres ? { databaseUrl: postgres.url } : {}),
    env: { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${out}` },
  });
  let result;
  try {
    const learners = await signUpLearners(server, load, content.lessons.length, 3000, 1, console.log);
    result = await measureCompletions(server, load, content.lessons, learners.warmup, learners.perRun[0]!);
  } finally {
    await server.dispose();
  }
  const file = readdirSync(out).filter((f) => f.endsWith('.cpuprofile')).sort().at(-1);
  if (!file) throw new Error(`the server wrote no profile in ${out}`);
  const profile = JSON.parse(readFileSync(join(out, file), 'utf8')) as CpuProfile;
  const cpuPerCompletion = ((result.serverCpu ?? 0) * result.seconds * 1000) / result.requests;
  console.log(
    `\n${database}: ${Math.round(result.requestsPerSecond)} completions/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ` +
      `server CPU ${((result.serverCpu ?? 0) * 100).toFixed(0)} % (${cpuPerCompletion.toFixed(3)} ms per completion), statuses ${JSON.stringify(result.statuses)}\n`,
  );
  // The measured run is the profile's last seconds (the server stops right after it).
  console.log(summariseProfile(profile, '.build/server.mjs', { lastMs: seconds * 1000 }));
  console.log(`\nprofile: ${join(out, file)}`);
} finally {
  await postgres?.stop();
  if (!process.env['PROFILE_OUT']) rmSync(out, { recursive: true, force: true });
}
