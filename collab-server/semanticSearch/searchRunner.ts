import { sql, type Kysely } from 'kysely';
import type { Database } from '../store';
import type { Caller } from '../auth';
import type { CellValue, ResultColumn, RunSearch, SearchAnswer, SearchSettings } from '../../realtime/protocol/semanticSearch';
import { aggregatedKind, aggregatedTitle } from '../../model/semanticSearch/aggregations';
import { loadClassesUnder, loadMembershipSources, unreadableClasses } from '../ontologyStore';
import { resolveSearch } from './searchResolver';
import { resolveQuickFilters } from './quickFilters';
import { aggregatedStatement, countStatement, plainStatement, type SortKey, type StatementInput } from './searchStatement';
import { calcSqls } from './calcColumnsSql';
import { divides } from './formulaSql';
import { fromWhereSql } from './nodeJoinsSql';
import { placed, SEARCH_MESSAGES } from './searchProblems';
import type { AnyColumn, ResolvedSearch } from './resolvedSearch';

export type RunOptions = Pick<RunSearch, 'limit' | 'offset' | 'sort' | 'filters' | 'inst'>;

/** A compiled run: what to execute and how to read its rows. */
export type PreparedRun = { search: ResolvedSearch; input: StatementInput; visible: AnyColumn[]; aggregated: boolean };

const isDivisionByZero = (error: unknown): boolean => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '22012';

function sortKeys(search: ResolvedSearch, visible: AnyColumn[], aggregated: boolean, requested: RunOptions['sort']): SortKey[] {
  const pool = aggregated ? visible : search.columns;
  if (requested?.length) {
    return requested.map((s) => {
      const column = pool.find((c) => c.code === s.code);
      if (!column) throw placed(SEARCH_MESSAGES.unknownColumn(s.code), { kind: 'search', id: s.code });
      return { column, dir: s.dir };
    });
  }
  return pool
    .filter((c) => c.sort !== null)
    .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))
    .map((column) => ({ column, dir: column.sortMode }));
}

export async function prepareRun(db: Kysely<Database>, caller: Caller, settings: SearchSettings, options: RunOptions): Promise<PreparedRun> {
  const search = await resolveSearch(db, caller, settings);
  const visible = search.columns.filter((c) => !c.hidden);
  const aggregated = visible.some((c) => c.agg !== null);
  const quick = resolveQuickFilters(search.columns, options.filters, caller.user.id);
  const [sources, classesUnder] = await Promise.all([loadMembershipSources(db), loadClassesUnder(db, search.nodes.filter((n) => n.subclasses).map((n) => n.classId))]);
  const input: StatementInput = {
    search,
    joins: { extraFilters: quick.byNode, unreadable: unreadableClasses(caller), inst: options.inst ?? null, sources, classesUnder },
    visible,
    aggregated,
    sort: sortKeys(search, visible, aggregated, options.sort),
    calcFilters: quick.calc,
    limit: options.limit,
    offset: options.offset,
  };
  return { search, input, visible, aggregated };
}

/** Which calculated column divides by zero: each dividing one is tried alone. */
async function divisionCulprit(db: Kysely<Database>, run: PreparedRun): Promise<AnyColumn | null> {
  for (const column of run.search.columns) {
    if (!column.calculated || !divides(column.ast)) continue;
    const typed = calcSqls(run.search, column).get(column.code)!;
    try {
      await sql`select count(${typed.sql}) ${fromWhereSql(run.search, run.input.joins)}`.execute(db);
    } catch (error) {
      if (isDivisionByZero(error)) return column;
      throw error;
    }
  }
  return null;
}

/** Runs a statement of the search; a division by zero is refused naming the calculated column. */
export async function executeRun<R>(db: Kysely<Database>, run: PreparedRun, statement: ReturnType<typeof plainStatement>): Promise<R[]> {
  try {
    return (await statement.execute(db)).rows as R[];
  } catch (error) {
    if (!isDivisionByZero(error)) throw error;
    const culprit = await divisionCulprit(db, run);
    const name = culprit?.name ?? '';
    throw placed(SEARCH_MESSAGES.divisionByZero(name), culprit ? { kind: 'calcColumn', id: culprit.id } : { kind: 'search', id: '' });
  }
}

/** A cell as shown: no value → null, one value → it, several → the list. */
export function cellOf(value: unknown): CellValue {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) {
    if (value.length === 0) return null;
    return value.length === 1 ? cellOf(value[0]) : (value.map(cellOf) as CellValue[]);
  }
  return value as CellValue;
}

/** A column as the answer (and every export) gives it: an aggregated one titled and typed by its aggregation. */
export function resultColumn(c: AnyColumn): ResultColumn {
  const column: ResultColumn = { code: c.code, name: c.name, kind: c.kind, agg: c.agg, calculated: c.calculated, filterable: c.calculated ? true : c.filterable };
  if (!c.agg) return column;
  return { ...column, name: aggregatedTitle(c.agg, c.name), kind: aggregatedKind(c.agg, c.kind, c.calculated), aggregates: { name: c.name, kind: c.kind } };
}

export type AnswerRow = SearchAnswer['rows'][number];

/** Reads a statement row into the answer's shape. */
export function answerRow(run: PreparedRun, row: Record<string, unknown>): AnswerRow {
  const cells: Record<string, CellValue> = {};
  run.visible.forEach((c, i) => {
    const value = row[`d_${i}`];
    cells[c.code] = run.aggregated && c.agg && (c.agg === 'list' || c.agg === 'listUnique') ? ((value ?? []) as CellValue) : cellOf(value);
  });
  return { inst: run.aggregated ? null : ((row.inst__ as string | undefined) ?? null), cells };
}

export async function currentSeq(db: Kysely<Database>): Promise<string> {
  const row = await db.selectFrom('change_log').select((eb) => eb.fn.max('seq').as('seq')).executeTakeFirst();
  return String(row?.seq ?? 0);
}

/** A page of a search's answer, with its total and what it reads. */
export async function runSearch(db: Kysely<Database>, caller: Caller, settings: SearchSettings, options: RunOptions): Promise<SearchAnswer> {
  const run = await prepareRun(db, caller, settings, options);
  const seq = await currentSeq(db);
  const statement = run.aggregated ? aggregatedStatement(run.input) : plainStatement(run.input);
  const rows = await executeRun<Record<string, unknown>>(db, run, statement);
  let total = rows.length ? Number(rows[0]!.total__) : 0;
  if (rows.length === 0 && options.offset > 0) {
    const counted = await executeRun<{ n: number }>(db, run, countStatement(run.input));
    total = Number(counted[0]?.n ?? 0);
  }
  return {
    columns: run.visible.map(resultColumn),
    rows: rows.map((r) => answerRow(run, r)),
    total,
    aggregated: run.aggregated,
    reads: { classes: run.search.reads.classes, props: run.search.reads.props.filter((p): p is string => p !== null) },
    seq,
  };
}
