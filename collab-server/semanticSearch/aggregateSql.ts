import { sql, type RawBuilder } from 'kysely';
import type { Aggregation } from '../../realtime/protocol/semanticSearch';
import type { SqlType } from './formulaSql';

/**
 * The aggregations over a group's base rows (domain spec §9). A property column brings per-row
 * pieces (sum, numeric count, count, max, min of its values) and its values as a JSON array `l`;
 * a calculated column brings one value per row. Every answer is jsonb, so numbers arrive as numbers.
 */

type Raw = RawBuilder<unknown>;

/** Flattens the group's per-row JSON arrays, keeping row and value order: `e.value`, `r.o`, `e.o`. */
const flattened = (list: Raw, rowOrder: Raw): Raw =>
  sql`jsonb_array_elements(jsonb_agg(coalesce(${list}, '[]'::jsonb) order by ${rowOrder})) with ordinality r(value, o), jsonb_array_elements(r.value) with ordinality e(value, o)`;

export type PropertyPieces = { sum: Raw; ncount: Raw; count: Raw; max: Raw; min: Raw; list: Raw };
/** max/min over the per-row pieces (typed by the column). */
export type Extreme = (piece: 'max' | 'min', rows: Raw) => Raw;

export function propertyAggregateSql(agg: Aggregation, p: PropertyPieces, rowOrder: Raw, extreme: Extreme): Raw {
  switch (agg) {
    case 'sum':
      return sql`to_jsonb(sum(${p.sum}))`;
    case 'avg':
      return sql`to_jsonb(round((sum(${p.sum}) / nullif(sum(${p.ncount}), 0))::numeric, 2))`;
    case 'count':
      return sql`to_jsonb(coalesce(sum(${p.count}), 0))`;
    case 'max':
      return extreme('max', p.max);
    case 'min':
      return extreme('min', p.min);
    case 'list':
      return sql`(select coalesce(jsonb_agg(e.value order by r.o, e.o), '[]'::jsonb) from ${flattened(p.list, rowOrder)})`;
    case 'listUnique':
      return sql`(select coalesce(jsonb_agg(x.value order by x.r_o, x.e_o), '[]'::jsonb) from (select distinct on (e.value) e.value, r.o as r_o, e.o as e_o from ${flattened(p.list, rowOrder)} order by e.value, r.o, e.o) x)`;
    case 'countUnique':
      return sql`to_jsonb((select count(distinct e.value) from ${flattened(p.list, rowOrder)}))`;
  }
}

export function calcAggregateSql(agg: Aggregation, value: Raw, type: SqlType, rowOrder: Raw): Raw {
  const numeric = type === 'number' ? value : type === 'boolean' ? sql`(case when ${value} then 1 when not ${value} then 0 end)` : sql`null::double precision`;
  switch (agg) {
    case 'sum':
      return sql`to_jsonb(sum(${numeric}))`;
    case 'avg':
      return sql`to_jsonb(round(avg(${numeric})::numeric, 2))`;
    case 'count':
      return sql`to_jsonb(count(${value}))`;
    case 'max':
      return sql`to_jsonb(max(${type === 'boolean' ? numeric : value}))`;
    case 'min':
      return sql`to_jsonb(min(${type === 'boolean' ? numeric : value}))`;
    case 'list':
      return sql`coalesce(jsonb_agg(to_jsonb(${value}) order by ${rowOrder}) filter (where ${value} is not null), '[]'::jsonb)`;
    case 'listUnique':
      return sql`(select coalesce(jsonb_agg(x.value order by x.o), '[]'::jsonb) from (select distinct on (e.value) e.value, e.o from jsonb_array_elements(coalesce(jsonb_agg(to_jsonb(${value}) order by ${rowOrder}) filter (where ${value} is not null), '[]'::jsonb)) with ordinality e(value, o) order by e.value, e.o) x)`;
    case 'countUnique':
      return sql`to_jsonb(count(distinct ${value}))`;
  }
}
