// `npm run audio:dataset [-- <directory>] [--language <language>]`: writes a versioned release of the approved
// community recordings (clips, one TSV per language, a datasheet) into <directory>, by default
// datasets/lugha-voices-<YYYY-MM-DD>/ (git-ignored), apart from the app's own files.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeDataset } from '../src/server/audio/dataset.ts';
import type { ServerConfig } from '../src/server/config.ts';
import { withAudioDatabase } from './lib/audio-database.ts';

const USAGE = `Usage: npm run audio:dataset [-- <directory>] [--language <language>]
Writes clips/<language>/<clip id>.mp3, <language>.tsv and datasheet.md into <directory> (new or empty; default
datasets/lugha-voices-<YYYY-MM-DD>/). Speaker ids are an HMAC under AUDIO_DATASET_SALT, else under a secret kept in
<DATA_DIR>/dataset-salt (made on first use): keep it, and a speaker keeps their id from one release to the next.
Uses DATABASE_URL when set, else the embedded database under data/ (stop npm start first).`;

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('help')) {
  console.log(USAGE);
  process.exit(0);
}
const languageAt = args.indexOf('--language');
const language = languageAt >= 0 ? args[languageAt + 1] : undefined;
if (languageAt >= 0 && !language) {
  console.error(`--language needs a language.\n${USAGE}`);
  process.exit(1);
}
const positional = args.filter((_, i) => languageAt < 0 || (i !== languageAt && i !== languageAt + 1));
const now = new Date();
const dir = positional[0] ?? join('datasets', `lugha-voices-${now.toISOString().slice(0, 10)}`);

/** The secret of speaker ids: AUDIO_DATASET_SALT, else the one kept under the data directory (made on first use). */
async function datasetSalt(config: ServerConfig): Promise<string> {
  const fromEnv = process.env['AUDIO_DATASET_SALT'];
  if (fromEnv) return fromEnv;
  const path = join(config.dataDir, 'dataset-salt');
  const kept = await readFile(path, 'utf8').catch(() => '');
  if (kept.trim()) return kept.trim();
  const made = randomBytes(32).toString('hex');
  await mkdir(config.dataDir, { recursive: true });
  await writeFile(path, `${made}\n`, { mode: 0o600 });
  return made;
}

await withAudioDatabase(language, async ({ db, catalogue, config }) => {
  const release = await writeDataset(db, catalogue, { dir, salt: await datasetSalt(config), now, language });
  for (const refused of release.refused)
    console.log(`left out clip ${refused.clipId} (${refused.language}): ${refused.reason}`);
  const speakers = new Set(release.rows.map((r) => r.speakerId)).size;
  console.log(
    `audio:dataset — release ${release.version}: ${release.rows.length} clip${release.rows.length === 1 ? '' : 's'} by ${speakers} speaker${speakers === 1 ? '' : 's'} written to ${dir}`,
  );
});
