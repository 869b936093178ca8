import type { COLUMN_KINDS, ResultColumn } from '../../realtime/protocol/semanticSearch';

/**
 * The aggregations of a search's columns (domain spec §3.3, §9) in JS — the same meaning the SQL
 * compiler gives them: empty values are skipped, a cell with several values counts each of them,
 * avg is rounded to 2 decimals, sum/avg/max/min of nothing are empty, list keeps every value in
 * order, listUnique the first of each.
 */

export const AGGREGATION_NAMES = ['list', 'listUnique', 'sum', 'avg', 'max', 'min', 'count', 'countUnique'] as const;
export type AggregationName = (typeof AGGREGATION_NAMES)[number];

type Scalar = string | number | boolean | { id: string; name: string };
export type AggregateValue = number | string | boolean | null | Scalar[];

function flatten(values: readonly unknown[]): Scalar[] {
  const out: Scalar[] = [];
  const push = (v: unknown): void => {
    if (v === null || v === undefined) return;
    if (Array.isArray(v)) v.forEach(push);
    else out.push(v as Scalar);
  };
  values.forEach(push);
  return out;
}

/** Identity of a value for uniqueness: a link by its id. */
const keyOf = (v: Scalar): string => (typeof v === 'object' ? `@${v.id}` : `${typeof v}:${String(v)}`);

function numbers(values: Scalar[]): number[] {
  return values.map((v) => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN)).filter((n) => !Number.isNaN(n));
}

export const roundTo2 = (n: number): number => (Math.sign(n) * Math.round(Math.abs(n) * 100 + 1e-9)) / 100;

function extreme(values: Scalar[], pick: 'max' | 'min'): AggregateValue {
  if (values.length === 0) return null;
  const nums = numbers(values);
  if (nums.length === values.length) return pick === 'max' ? Math.max(...nums) : Math.min(...nums);
  const texts = values.map((v) => (typeof v === 'object' ? v.name : String(v))).sort();
  return (pick === 'max' ? texts[texts.length - 1] : texts[0]) ?? null;
}

export function aggregate(name: AggregationName, values: readonly unknown[]): AggregateValue {
  const all = flatten(values);
  switch (name) {
    case 'list':
      return all;
    case 'listUnique': {
      const seen = new Set<string>();
      return all.filter((v) => !seen.has(keyOf(v)) && Boolean(seen.add(keyOf(v))));
    }
    case 'sum': {
      const nums = numbers(all);
      return nums.length === 0 ? null : nums.reduce((a, b) => a + b, 0);
    }
    case 'avg': {
      const nums = numbers(all);
      return nums.length === 0 ? null : roundTo2(nums.reduce((a, b) => a + b, 0) / nums.length);
    }
    case 'max':
    case 'min':
      return extreme(all, name);
    case 'count':
      return all.length;
    case 'countUnique':
      return new Set(all.map(keyOf)).size;
  }
}

/** What an aggregated column is called on the wire (Russian, the product's language there): «Количество: Название». */
export const AGGREGATION_TITLES: Record<AggregationName, string> = {
  list: 'Список',
  listUnique: 'Список без повторов',
  sum: 'Сумма',
  avg: 'Среднее',
  max: 'Максимум',
  min: 'Минимум',
  count: 'Количество',
  countUnique: 'Количество различных',
};

export const aggregatedTitle = (agg: AggregationName | null, name: string): string => (agg ? `${AGGREGATION_TITLES[agg]}: ${name}` : name);

type ColumnKind = (typeof COLUMN_KINDS)[number];

/**
 * The kind of an aggregation's result, whatever the kind of the values it aggregates: counts are
 * whole numbers, sums and averages numbers, lists text; max and min are one of the values (a link
 * by its name; over a calculated yes/no, 1 or 0).
 */
export function aggregatedKind(agg: AggregationName, of: ColumnKind, calculated = false): ColumnKind {
  switch (agg) {
    case 'count':
    case 'countUnique':
    case 'sum':
    case 'avg':
      return 'number';
    case 'list':
    case 'listUnique':
      return 'text';
    case 'max':
    case 'min':
      return of === 'link' ? 'string' : of === 'boolean' && calculated ? 'number' : of;
  }
}

/** How many decimals an aggregation's number has: counts none, averages two (null: as it comes). */
export const aggregatedDecimals = (agg: AggregationName | null): number | null => (agg === 'count' || agg === 'countUnique' ? 0 : agg === 'avg' ? 2 : null);

/** The kind a column's values show by: an aggregated column's items (a list of dates is dates), else its own. */
export const valuesKind = (column: Pick<ResultColumn, 'kind' | 'aggregates'>): ColumnKind => column.aggregates?.kind ?? column.kind;
