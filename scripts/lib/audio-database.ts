// What the audio scripts (audio:export, audio:dataset) do before and after their own work: refuse the embedded
// database while the server holds it, refuse a language without a course, open and migrate the database, and close it.
import { readContent } from '../../src/content/read.ts';
import { buildApiCatalogue, type ApiCatalogue } from '../../src/server/core/catalogue.ts';
import { readConfig, type ServerConfig } from '../../src/server/config.ts';
import { openDatabase, type Db } from '../../src/server/db/database.ts';
import { serverLockHolder } from '../../src/server/lock.ts';

export interface AudioScriptContext {
  db: Db;
  catalogue: ApiCatalogue;
  config: ServerConfig;
}

/** Runs an audio script's work on the database (exit 1 with the message when it throws); exits 1 before opening it on a refusal. */
export async function withAudioDatabase(
  language: string | undefined,
  work: (context: AudioScriptContext) => Promise<void>,
): Promise<void> {
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
    await work({ db: database.db, catalogue, config });
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}
