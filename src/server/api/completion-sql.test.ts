import { getTableColumns, getTableName, type Table } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enrollments, languageProgress, lessonCompletions, missedQuizAnswers } from '../db/schema.ts';
import {
  completionRecord,
  CREATE_PROGRESS,
  ENROL,
  KNOWN_COMPLETIONS,
  LOCK_PROGRESS,
  RECORD_MISSED_QUESTIONS,
  WRITE_COMPLETIONS,
} from './completion-sql.ts';
import type { NewCompletionRow } from './completions.ts';

const tables = [enrollments, languageProgress, lessonCompletions, missedQuizAnswers];

/** The SQL type schema.ts gives each column of a table, by column name. */
const columnsOf = (table: Table): Map<string, string> =>
  new Map(
    Object.values(getTableColumns(table)).map((c) => [
      c.name,
      c.getSQLType().replace('timestamp with time zone', 'timestamptz'),
    ]),
  );

const tableNamed = (name: string): Table => {
  const table = tables.find((t) => getTableName(t) === name);
  if (!table) throw new Error(`The statement names a table schema.ts does not hold: ${name}`);
  return table;
};

/** The aliases a statement gives its tables: `from language_progress p`, `update language_progress p`. */
const aliases = (statement: string): Map<string, string> =>
  new Map([...statement.matchAll(/\b(?:from|update|join)\s+([a-z_]+)\s+([a-z])\b/g)].map((m) => [m[2]!, m[1]!]));

/** The columns a jsonb_to_recordset row declares: `as k(user_id uuid, language text)`. */
const recordsets = (statement: string): { name: string; type: string }[][] =>
  [...statement.matchAll(/jsonb_to_recordset\(\$\d::jsonb\) as [a-z]\(([^)]*)\)/g)].map((m) =>
    m[1]!.split(',').map((pair) => {
      const [name, type] = pair.trim().split(/\s+/);
      return { name: name!, type: type! };
    }),
  );

/** The target table and column list of `insert into t (a, b, …)`. */
const insert = (statement: string): { table: string; columns: string[] } | undefined => {
  const m = /insert into ([a-z_]+) \(([^)]*)\)/.exec(statement);
  return m ? { table: m[1]!, columns: m[2]!.split(',').map((c) => c.trim()) } : undefined;
};

const statements = {
  LOCK_PROGRESS,
  CREATE_PROGRESS,
  KNOWN_COMPLETIONS,
  WRITE_COMPLETIONS,
  ENROL,
  RECORD_MISSED_QUESTIONS,
};

describe('the completion statements follow schema.ts', () => {
  it.each(Object.entries(statements))('%s names only columns its tables have', (_, statement) => {
    for (const [alias, table] of aliases(statement)) {
      const columns = columnsOf(tableNamed(table));
      for (const [, column] of statement.matchAll(new RegExp(`\\b${alias}\\.([a-z_]+)`, 'g'))) {
        expect(columns.has(column!), `${alias}.${column} in ${table}`).toBe(true);
      }
    }
    const target = insert(statement);
    if (target) {
      const columns = columnsOf(tableNamed(target.table));
      for (const column of target.columns) expect(columns.has(column), `${column} in ${target.table}`).toBe(true);
    }
  });

  it.each(Object.entries(statements))('%s reads each JSON field with its column’s type', (_, statement) => {
    const known = new Map(tables.flatMap((t) => [...columnsOf(t)]));
    for (const row of recordsets(statement)) {
      for (const { name, type } of row) expect(known.get(name), name).toBe(type);
    }
  });

  it('a new completion is written to every column of lesson_completions', () => {
    const written = insert(WRITE_COMPLETIONS)!;
    expect(written.table).toBe(getTableName(lessonCompletions));
    expect([...written.columns].sort()).toEqual([...columnsOf(lessonCompletions).keys()].sort());
    const row = completionRecord({} as NewCompletionRow);
    expect(Object.keys(row).sort()).toEqual([...written.columns].sort());
  });

  it('a missed question is written to every column of missed_quiz_answers', () => {
    const written = insert(RECORD_MISSED_QUESTIONS)!;
    expect(written.table).toBe(getTableName(missedQuizAnswers));
    expect([...written.columns].sort()).toEqual([...columnsOf(missedQuizAnswers).keys()].sort());
  });

  it('the checks catch a column schema.ts does not have', () => {
    const renamed = WRITE_COMPLETIONS.replace('hints_used,', 'hints_taken,');
    expect(insert(renamed)!.columns.every((c) => columnsOf(lessonCompletions).has(c))).toBe(false);
    expect(aliases(LOCK_PROGRESS).get('p')).toBe('language_progress');
  });
});
