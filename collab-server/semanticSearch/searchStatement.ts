import { sql, type RawBuilder } from 'kysely';
import { displaySql, extremeSql } from './columnSql';
import { calcSqls } from './calcColumnsSql';
import { calcAggregateSql, propertyAggregateSql } from './aggregateSql';
import { fromWhereSql, nodeAlias, type JoinOptions } from './nodeJoinsSql';
import { ValueReads } from './valueReadsSql';
import type { AnyColumn, ResolvedSearch } from './resolvedSearch';
import type { Typed } from './formulaSql';

/**
 * One statement per run (ARCHITECTURE: questions compile to SQL). `base` holds one row per match
 * of the graph — node ids, sort keys, calculated values — materialised, so every calculated value
 * is computed for every row (a division by zero anywhere refuses the run, not only on the page
 * shown). Plain results page `base` and read the page's cells; aggregated results group it.
 */

type Raw = RawBuilder<unknown>;

export type SortKey = { column: AnyColumn; dir: 'asc' | 'desc' };

export type StatementInput = {
  search: ResolvedSearch;
  joins: JoinOptions;
  visible: AnyColumn[];
  aggregated: boolean;
  sort: SortKey[];
  /** Conditions on calculated values (the result table's column filters on calculated columns). */
  calcFilters: { code: string; build: (value: Typed) => Raw }[];
  limit: number;
  offset: number;
};

const col = (prefix: string, i: number): Raw => sql.raw(`${prefix}_${i}`);
const list = (parts: Raw[]): Raw => sql.join(parts, sql`, `);

/** `reads` must hold every value piece the select list asks for: its lateral joins are written here. */
function baseSql(input: StatementInput, extra: Raw[], calcs: Map<string, Typed>, reads: ValueReads): Raw {
  const { search } = input;
  const keys = search.nodes.map((_, i) => sql`n${sql.raw(String(i))}.id as ${col('k', i)}`);
  const calcCols = [...calcs.values()].map((c, i) => sql`${c.sql} as ${col('c', i)}`);
  return sql`select ${list([...keys, ...calcCols, ...extra])} ${fromWhereSql(search, input.joins, reads.joins())}`;
}

const calcIndex = (calcs: Map<string, Typed>, code: string): number => [...calcs.keys()].indexOf(code);

function calcWhere(input: StatementInput, calcs: Map<string, Typed>): Raw {
  const parts = input.calcFilters.map((f) => {
    const typed = calcs.get(f.code)!;
    return f.build({ sql: col('c', calcIndex(calcs, f.code)), type: typed.type });
  });
  return parts.length ? sql`where ${sql.join(parts, sql` and `)}` : sql``;
}

const dirSql = (dir: 'asc' | 'desc'): Raw => sql.raw(dir === 'desc' ? 'desc nulls last' : 'asc nulls last');

/** The parts of a plain run: the ordered matches (`base`) and the cells read for some of them (`page`). */
function plainParts(input: StatementInput) {
  const { search } = input;
  const reads = new ValueReads();
  const calcs = calcSqls(search, undefined, reads);
  // a calculated sort key is its own column of base; a property's is its first value
  const sortCols = input.sort.flatMap((s, i) => (s.column.calculated ? [] : [sql`${reads.piece(s.column, nodeAlias(search, s.column.node), 'first')} as ${col('s', i)}`]));
  const keyOf = (s: SortKey, i: number): Raw => (s.column.calculated ? col('c', calcIndex(calcs, s.column.code)) : col('s', i));
  const order = [...input.sort.map((s, i) => sql`${keyOf(s, i)} ${dirSql(s.dir)}`), ...search.nodes.map((_, i) => sql`${col('k', i)} asc nulls last`)];
  const rejoin = search.nodes.map((_, i) => sql`left join instances ${sql.raw(`n${i}`)} on ${sql.raw(`n${i}`)}.id = page.${col('k', i)}`);
  const cells = input.visible.map((c, i) =>
    c.calculated ? sql`to_jsonb(page.${col('c', calcIndex(calcs, c.code))}) as ${col('d', i)}` : sql`${displaySql(c, nodeAlias(search, c.node))} as ${col('d', i)}`,
  );
  return {
    base: baseSql(input, sortCols, calcs, reads),
    where: calcWhere(input, calcs),
    order: list(order),
    pageOrder: list(order.map((o) => sql`page.${o}`)),
    cells: (from: Raw, extra: Raw = sql``) => sql`select page.k_0 as inst__${extra}${cells.length ? sql`, ${list(cells)}` : sql``} from ${from} ${sql.join(rejoin, sql` `)}`,
  };
}

/** A page of plain rows: `inst`, `total` and `d_<i>` per visible column (jsonb). */
export function plainStatement(input: StatementInput): Raw {
  const p = plainParts(input);
  return sql`with base as materialized (${p.base}),
page as (select base.*, (count(*) over ())::int as total__ from base ${p.where} order by ${p.order} limit ${input.limit} offset ${input.offset})
${p.cells(sql`page`, sql`, page.total__`)} order by ${p.pageOrder}`;
}

/** Every row numbered in answer order into a table (`rn`), to be read in chunks (Excel export). */
export function plainNumbered(input: StatementInput, table: string): { create: Raw; chunk: (from: number, to: number) => Raw } {
  const p = plainParts(input);
  const t = sql.raw(table);
  return {
    create: sql`create temp table ${t} on commit drop as select base.*, row_number() over (order by ${p.order}) as rn from (${p.base}) base ${p.where}`,
    chunk: (from, to) => sql`${p.cells(sql`${t} page`)} where page.rn > ${from} and page.rn <= ${to} order by page.rn`,
  };
}

/** A page of groups: `total` and `d_<i>` per visible column (group values and aggregates, jsonb). */
export function aggregatedStatement(input: StatementInput): Raw {
  const { search } = input;
  const reads = new ValueReads();
  const calcs = calcSqls(search, undefined, reads);
  const extra: Raw[] = [];
  const groupKeys: Raw[] = [];
  const outputs: Raw[] = [];
  const rowOrder = list(search.nodes.map((_, i) => col('k', i)));
  input.visible.forEach((c, i) => {
    const calcCol = c.calculated ? col('c', calcIndex(calcs, c.code)) : null;
    if (!c.agg) {
      if (c.calculated) {
        // a calculated value is already a column of base: the groups are its values
        groupKeys.push(calcCol!);
        outputs.push(sql`to_jsonb(${calcCol!}) as ${col('d', i)}`);
        return;
      }
      extra.push(sql`${reads.piece(c, nodeAlias(search, c.node), 'list')} as ${col('g', i)}`);
      groupKeys.push(col('g', i));
      outputs.push(sql`${col('g', i)} as ${col('d', i)}`);
      return;
    }
    if (c.calculated) {
      outputs.push(sql`${calcAggregateSql(c.agg, calcCol!, calcs.get(c.code)!.type, rowOrder)} as ${col('d', i)}`);
      return;
    }
    const a = nodeAlias(search, c.node);
    const piece = (name: string, expr: Raw): Raw => {
      extra.push(sql`${expr} as ${sql.raw(`p_${i}_${name}`)}`);
      return sql.raw(`p_${i}_${name}`);
    };
    const pieces = {
      sum: c.agg === 'sum' || c.agg === 'avg' ? piece('sum', reads.piece(c, a, 'sum')) : sql`null`,
      ncount: c.agg === 'avg' ? piece('ncount', reads.piece(c, a, 'ncount')) : sql`null`,
      count: c.agg === 'count' ? piece('count', reads.piece(c, a, 'count')) : sql`null`,
      max: c.agg === 'max' ? piece('max', reads.piece(c, a, 'max')) : sql`null`,
      min: c.agg === 'min' ? piece('min', reads.piece(c, a, 'min')) : sql`null`,
      list: ['list', 'listUnique', 'countUnique'].includes(c.agg) ? piece('list', reads.piece(c, a, 'list')) : sql`null`,
    };
    outputs.push(sql`${propertyAggregateSql(c.agg, pieces, rowOrder, (piece, rows) => extremeSql(c, piece, rows))} as ${col('d', i)}`);
  });
  const order = [
    ...input.sort.map((s) => sql`${col('d', input.visible.indexOf(s.column))} ${dirSql(s.dir)}`),
    ...input.visible.map((c, i) => (c.agg ? null : sql`${col('d', i)} asc nulls last`)).filter((x): x is Raw => x !== null),
  ];
  return sql`with base as materialized (${baseSql(input, extra, calcs, reads)}),
filtered as (select * from base ${calcWhere(input, calcs)}),
grouped as (select ${list(outputs)} from filtered ${groupKeys.length ? sql`group by ${list(groupKeys)}` : sql``})
select grouped.*, (count(*) over ())::int as total__ from grouped ${order.length ? sql`order by ${list(order)}` : sql``} limit ${input.limit} offset ${input.offset}`;
}

/** Every group numbered in answer order into a table (`rn`), to be read in chunks (Excel export). */
export function aggregatedNumbered(input: StatementInput, table: string): { create: Raw; chunk: (from: number, to: number) => Raw } {
  const t = sql.raw(table);
  const whole = aggregatedStatement({ ...input, limit: Number.MAX_SAFE_INTEGER, offset: 0 });
  return {
    create: sql`create temp table ${t} on commit drop as select ordered.*, row_number() over () as rn from (${whole}) ordered`,
    chunk: (from, to) => sql`select * from ${t} where rn > ${from} and rn <= ${to} order by rn`,
  };
}

/** How many rows (or groups) a search has, for a page past the end. */
export function countStatement(input: StatementInput): Raw {
  const reads = new ValueReads();
  const calcs = calcSqls(input.search, undefined, reads);
  if (!input.aggregated) return sql`select count(*)::int as n from (${baseSql(input, [], calcs, reads)}) base ${calcWhere(input, calcs)}`;
  const keys = input.visible
    .filter((c) => !c.agg)
    .map((c) => (c.calculated ? sql`to_jsonb(${calcs.get(c.code)!.sql})` : reads.piece(c, nodeAlias(input.search, c.node), 'list')));
  return sql`select count(*)::int as n from (select 1 from (${baseSql(input, keys.map((k, i) => sql`${k} as ${col('g', i)}`), calcs, reads)}) base ${calcWhere(input, calcs)} group by ${keys.length ? list(keys.map((_, i) => col('g', i))) : sql`()`}) grouped`;
}
