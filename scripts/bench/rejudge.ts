// Re-judges a stored run (a bench/results.json) against today's targets, without measuring anything again: how the
// verdicts of the last full runs read after a target is raised (bench/README.md, "How a figure is judged").
//   node scripts/bench/rejudge.ts bench/results.json [more.json ...]
// A run of an older bench whose sections no longer match the report is refused by name, not misread.
import { readFileSync } from 'node:fs';
import { reportRows } from './report.ts';
import { tally, type Row } from './table.ts';

interface StoredRun {
  date: string;
  settings: { load: Parameters<typeof reportRows>[1] };
  loads: Parameters<typeof reportRows>[2];
  sections: Parameters<typeof reportRows>[0];
  errors: Parameters<typeof reportRows>[3];
  table?: Row[];
}

/** The rows whose verdict or target differs between the run as printed and as judged today. */
export function rejudge(run: StoredRun): { rows: Row[]; changed: { row: Row; before: Row | undefined }[] } {
  const { rows } = reportRows(run.sections, run.settings.load, run.loads, run.errors);
  const before = new Map((run.table ?? []).map((row) => [`${row.section}\u0000${row.measure}`, row]));
  const changed = rows
    .map((row) => ({ row, before: before.get(`${row.section}\u0000${row.measure}`) }))
    .filter(({ row, before: old }) => !old || old.target !== row.target || old.verdict !== row.verdict);
  return { rows, changed };
}

if (import.meta.main) {
  const files = process.argv.slice(2);
  if (files.length === 0) {
    console.error('Usage: node scripts/bench/rejudge.ts <results.json> [...]');
    process.exit(2);
  }
  for (const file of files) {
    let run: StoredRun;
    try {
      run = JSON.parse(readFileSync(file, 'utf8')) as StoredRun;
    } catch (error) {
      console.error(`${file}: not a readable results file (${(error as Error).message})`);
      process.exitCode = 1;
      continue;
    }
    let judged: ReturnType<typeof rejudge>;
    try {
      judged = rejudge(run);
    } catch (error) {
      console.error(`${file}: its sections do not match this bench's report (${(error as Error).message})`);
      process.exitCode = 1;
      continue;
    }
    const verdicts = tally(judged.rows);
    console.log(`\n${file} (run of ${run.date}), judged against today's targets:`);
    console.log(`  ${verdicts.met.length} met, ${verdicts.missed.length} missed, ${verdicts.noisy.length} noisy`);
    for (const { row, before } of judged.changed) {
      const was = before ? `${before.target || '-'}: ${before.verdict ?? '-'}` : 'not in the run as printed';
      console.log(`  ${row.section} | ${row.measure}: ${row.figure} (${row.ratio || 'absolute'}) → ${row.target}: ${row.verdict ?? '-'} (was ${was})`);
    }
  }
}
