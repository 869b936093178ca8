import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

/** Rows per multi-row VALUES statement: ~10 parameters a row keeps it well under PostgreSQL's 65,535. */
export const ROWS_PER_STATEMENT = 1000;
/** Ids per `in (…)` list. */
export const IDS_PER_STATEMENT = 5000;
/** Ids per `= any($1::uuid[])` list: one parameter whatever its length, so one statement serves a large call. */
export const IDS_PER_ANY_STATEMENT = 50_000;
/** Rows per column-array statement: each column is one parameter, whatever the row count. */
export const ROWS_PER_ARRAY_STATEMENT = 10_000;

export function* chunks<T>(items: readonly T[], size: number): Iterable<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

/**
 * One column of a column-array insert. `type` is the SQL element type of the array parameter;
 * `cast`, when given, converts it on the way in (jsonb travels as text). Both are code constants.
 */
export type ArrayColumn<Row> = { column: string; type: 'uuid' | 'text' | 'int' | 'float8' | 'bool' | 'timestamptz'; cast?: 'jsonb'; value: (row: Row) => unknown };

/**
 * `insert … select from unnest($1::uuid[], $2::text[], …)`: the rows travel as one array per
 * column, so a 10,000-row insert is a handful of parameters for the driver to bind and the server
 * to parse, instead of 100,000. Table and column names come from code, never from input.
 */
export async function insertByColumns<Row>(trx: Kysely<Database>, table: keyof Database, columns: readonly ArrayColumn<Row>[], rows: readonly Row[]): Promise<void> {
  const names = sql.join(columns.map((c) => sql.ref(c.column)));
  const aliases = sql.join(columns.map((_, i) => sql.ref(`c${i}`)));
  const selected = sql.join(columns.map((c, i) => (c.cast ? sql`${sql.ref(`u.c${i}`)}::${sql.raw(c.cast)}` : sql.ref(`u.c${i}`))));
  for (const batch of chunks(rows, ROWS_PER_ARRAY_STATEMENT)) {
    const arrays = sql.join(columns.map((c) => sql`${batch.map(c.value)}::${sql.raw(c.type)}[]`));
    await sql`insert into ${sql.table(table)} (${names}) select ${selected} from unnest(${arrays}) as u(${aliases})`.execute(trx);
  }
}
