import { sql, type RawBuilder } from 'kysely';
import type { ResolvedColumn } from './resolvedSearch';
import { instanceClassIdsSql } from '../ontologyStore';

/**
 * SQL of a property column on a node's instance row (alias given by the compiler, never by the
 * user). A column's values are a row source (val, js, ord): `val` typed for sorting, formulas and
 * aggregation, `js` the cell value as JSON (a link as {id, name}), `ord` their order. Every value
 * from a request is a parameter.
 */

type Raw = RawBuilder<unknown>;

/** ISO 8601 in UTC, as the data API writes date-times. */
export const isoSql = (ts: Raw): Raw => sql`to_char(${ts} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The scalar type `val` has, for formulas: numbers, booleans, or text. */
export type ValType = 'number' | 'boolean' | 'text' | 'timestamp';

export function valTypeOf(column: ResolvedColumn): ValType {
  const p = column.prop;
  if (p.intrinsic === 'dateCreate') return 'timestamp';
  if (p.intrinsic) return 'text';
  switch (p.column) {
    case 'n':
      return 'number';
    case 'b':
      return 'boolean';
    case 'd':
      return 'timestamp';
    default:
      return 'text';
  }
}

/** `(select val, js, ord …)`: the column's values for the instance `a`. */
export function valuesSource(column: ResolvedColumn, a: string): Raw {
  const n = sql.raw(a);
  const p = column.prop;
  switch (p.intrinsic) {
    case 'id':
      return sql`(select ${n}.id::text as val, to_jsonb(${n}.id::text) as js, 0 as ord where ${n}.id is not null)`;
    case 'name':
      return sql`(select ${n}.name as val, to_jsonb(${n}.name) as js, 0 as ord where ${n}.id is not null)`;
    case 'author':
      return sql`(select u.name as val, to_jsonb(u.name) as js, 0 as ord from users u where u.id = ${n}.author)`;
    case 'dateCreate':
      return sql`(select ${n}.created_at as val, to_jsonb(${isoSql(sql`${n}.created_at`)}) as js, 0 as ord where ${n}.id is not null)`;
    case 'class':
      // its classes as every screen counts them: stated, rule-derived, reasoner-inferred (ontologyStore/classMembers.ts)
      return sql`(select c.name as val, jsonb_build_object('id', c.id, 'name', c.name) as js, row_number() over (order by c.name, c.id) as ord from (${instanceClassIdsSql(sql`${n}.id`)}) m join instances c on c.id = m.class_id)`;
    default:
      break;
  }
  if (p.isLink) {
    return sql`(select li.name as val, jsonb_build_object('id', li.id, 'name', li.name) as js, v.idx as ord from vals v join instances li on li.id = v.r where v.inst = ${n}.id and v.prop = ${p.id})`;
  }
  const col = sql.ref(`v.${p.column ?? 't'}`);
  const js = p.column === 'd' ? sql`to_jsonb(${isoSql(col)})` : sql`to_jsonb(${col})`;
  return sql`(select ${col} as val, ${js} as js, v.idx as ord from vals v where v.inst = ${n}.id and v.prop = ${p.id} and ${col} is not null)`;
}

/** Every value as a JSON array in order; null when there is none. */
export const displaySql = (column: ResolvedColumn, a: string): Raw => sql`(select jsonb_agg(s.js order by s.ord) from ${valuesSource(column, a)} s)`;

/** The first value (sorting, formulas); a link by its name. */
export const firstSql = (column: ResolvedColumn, a: string): Raw => sql`(select s.val from ${valuesSource(column, a)} s order by s.ord limit 1)`;

/** Text that reads as a number becomes one; anything else is empty. */
export const toNumberSql = (text: Raw): Raw =>
  sql`(case when btrim(${text}::text) ~ '^[-+]?([0-9]+[.]?[0-9]*|[.][0-9]+)([eE][-+]?[0-9]+)?$' then btrim(${text}::text)::double precision end)`;

/** The aggregate of per-row max/min pieces, as jsonb (date-times as ISO text). */
export function extremeSql(column: ResolvedColumn, piece: 'max' | 'min', rows: RawBuilder<unknown>): RawBuilder<unknown> {
  const type = valTypeOf(column);
  const fn = sql.raw(type === 'boolean' ? (piece === 'max' ? 'bool_or' : 'bool_and') : piece);
  return type === 'timestamp' ? sql`to_jsonb(${isoSql(sql`${fn}(${rows})`)})` : sql`to_jsonb(${fn}(${rows}))`;
}

/** One row's share of an aggregation over several values: their sum, count, max or min. */
export function rowPieceSql(column: ResolvedColumn, a: string, piece: 'sum' | 'count' | 'max' | 'min'): Raw {
  const src = valuesSource(column, a);
  const numeric = valTypeOf(column) === 'number' ? sql`s.val` : toNumberSql(sql`s.val`);
  switch (piece) {
    case 'sum':
      return sql`(select sum(${numeric}) from ${src} s)`;
    case 'count':
      return sql`(select count(*) from ${src} s)`;
    case 'max':
    case 'min': {
      const boolean = valTypeOf(column) === 'boolean';
      const fn = sql.raw(boolean ? (piece === 'max' ? 'bool_or' : 'bool_and') : piece);
      return sql`(select ${fn}(s.val) from ${src} s)`;
    }
  }
}
