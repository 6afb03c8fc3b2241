// `npm run audio:export [-- <language>]`: writes the approved community recordings into public/audio/ and declares
// them in content/audio/manifest.yaml (native, with the speaker's credit and licence), so a release ships them.
import { readContent } from '../src/content/read.ts';
import { buildApiCatalogue } from '../src/server/core/catalogue.ts';
import { exportApprovedClips } from '../src/server/audio/export.ts';
import { readConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/database.ts';
import { serverLockHolder } from '../src/server/lock.ts';

const language = process.argv[2];
if (language === '--help' || language === 'help') {
  console.log(
    'Usage: npm run audio:export [-- <language>]\nUses DATABASE_URL when set, else the embedded database under data/ (stop npm start first).',
  );
  process.exit(0);
}
const config = readConfig();
if (!config.databaseUrl) {
  const holder = serverLockHolder(config.dataDir);
  if (holder) {
    console.error(
      `The embedded database is in use by the running server (pid ${holder}). Stop it first, or point DATABASE_URL at PostgreSQL.`,
    );
    process.exit(1);
  }
}
const catalogue = buildApiCatalogue(await readContent(config.contentDir));
if (language && !catalogue.courses.has(language)) {
  console.error(`No course for '${language}'. Languages with a course: ${[...catalogue.courses.keys()].join(', ')}.`);
  process.exit(1);
}
const database = await openDatabase({ url: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
try {
  await database.migrate();
  const entries = await exportApprovedClips(database.db, catalogue, {
    contentDir: config.contentDir,
    publicDir: 'public',
    language,
  });
  for (const entry of entries) console.log(`wrote public/audio/${entry.file} (recorded by ${entry.voice})`);
  console.log(
    `audio:export — ${entries.length} approved recording${entries.length === 1 ? '' : 's'} written and declared in content/audio/manifest.yaml`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
