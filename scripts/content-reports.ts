// `npm run content:reports`: the learners' open problem reports, grouped by the content file and field to change.
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { readContent } from '../src/content/read.ts';
import { readConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/database.ts';
import { contentReports } from '../src/server/db/schema.ts';
import { serverLockHolder } from '../src/server/lock.ts';
import { reportLocation } from './lib/report-locations.ts';

const usage = `Usage: npm run content:reports [-- --language <code>]
Prints the open reports grouped by content file and field, with the answers learners gave, so you see where to add an
accepted variant (accept: in content/vocabulary/<language>.yaml, alternatives: in a lesson's sentences).
Uses DATABASE_URL when set, else the embedded database under data/ (stop npm start first).`;

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('help')) {
  console.log(usage);
  process.exit(0);
}
const at = args.indexOf('--language');
const language = at >= 0 ? args[at + 1] : undefined;
if (at >= 0 && !language) {
  console.error(`--language needs a language code such as igbo.\n\n${usage}`);
  process.exit(1);
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
const tree = await readContent(config.contentDir);
const database = await openDatabase({ url: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
try {
  await database.migrate();
  const where: SQL[] = [eq(contentReports.status, 'open')];
  if (language) where.push(eq(contentReports.language, language));
  const rows = await database.db
    .select()
    .from(contentReports)
    .where(and(...where))
    .orderBy(desc(contentReports.createdAt));
  if (rows.length === 0) {
    console.log('No open reports.');
  } else {
    const groups = new Map<string, typeof rows>();
    for (const row of rows) {
      const place = reportLocation(row, tree);
      const key = place
        ? `${place.file} › ${place.field}`
        : `(no longer in the content) ${row.language} ${row.itemId ?? row.lessonId}`;
      groups.set(key, [...(groups.get(key) ?? []), row]);
    }
    for (const [where, group] of groups) {
      console.log(`${where}  (${group.length} open)`);
      const newest = group[0]!;
      if (newest.prompt) console.log(`  about: ${newest.prompt}`);
      if (newest.expectedAnswers.length > 0) console.log(`  expected: ${newest.expectedAnswers.join(' | ')}`);
      const answers = new Map<string, number>();
      for (const r of group) if (r.givenAnswer) answers.set(r.givenAnswer, (answers.get(r.givenAnswer) ?? 0) + 1);
      for (const [answer, count] of [...answers].sort((a, b) => b[1] - a[1]))
        console.log(`  answered: ${answer} ×${count}`);
      for (const r of group) {
        const comment = r.comment ? `: ${r.comment}` : '';
        console.log(
          `  - ${r.reason} (${r.exerciseKind}, ${r.createdAt.toISOString().slice(0, 10)}, ${r.id})${comment}`,
        );
      }
    }
    console.log(
      `\n${rows.length} open report${rows.length === 1 ? '' : 's'} in ${groups.size} place${groups.size === 1 ? '' : 's'}.`,
    );
  }
} finally {
  await database.close();
}
