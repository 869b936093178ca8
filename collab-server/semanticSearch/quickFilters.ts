import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { ColumnFilter } from '../../realtime/protocol/semanticSearch';
import { resolveCondition, type ResolvedFilter, likePattern } from '../ontologyStore';
import { isProblem } from '../problems';
import { placed, SEARCH_MESSAGES } from './searchProblems';
import type { AnyColumn, ResolvedCalc } from './resolvedSearch';
import type { Typed } from './formulaSql';

/**
 * The result table's column filters: on a property column, a condition on its node (the data API's
 * filter rules and coercion); on a calculated column, a condition on the calculated value.
 */

type Raw = RawBuilder<unknown>;
export type CalcFilter = { code: string; build: (value: Typed) => Raw };

const CMP: Record<string, string> = { eq: '=', lt: '<', lte: '<=', gt: '>', gte: '>=' };

function calcFilter(column: ResolvedCalc, f: ColumnFilter): CalcFilter {
  const place = { kind: 'calcColumn', id: column.id } as const;
  const raw = f.value === undefined ? [] : Array.isArray(f.value) ? f.value : [f.value];
  const coerce = (v: unknown): string | number | boolean => {
    if (column.type === 'number') {
      const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v.trim().replace(',', '.')) : NaN;
      if (!Number.isFinite(n)) throw placed(SEARCH_MESSAGES.filter(column.name, `значение ${JSON.stringify(v)} не является числом`), place);
      return n;
    }
    if (column.type === 'boolean') {
      if (typeof v === 'boolean') return v;
      if (v === 'true' || v === 'false') return v === 'true';
      throw placed(SEARCH_MESSAGES.filter(column.name, `значение ${JSON.stringify(v)} не является логическим`), place);
    }
    return String(v ?? '');
  };
  const condition = f.condition;
  if (condition === 'empty' || condition === 'notEmpty') return { code: column.code, build: (x) => sql<SqlBool>`${x.sql} is ${sql.raw(condition === 'empty' ? 'null' : 'not null')}` };
  if (raw.length === 0 || (raw.length > 1 && condition !== 'in')) throw placed(SEARCH_MESSAGES.filter(column.name, 'нужно одно значение'), place);
  if (condition === 'contains' || condition === 'starts') {
    const pattern = likePattern(String(raw[0]), condition);
    return { code: column.code, build: (x) => sql<SqlBool>`(${x.sql})::text ilike ${pattern}` };
  }
  const values = raw.map(coerce);
  if (condition === 'in') return { code: column.code, build: (x) => sql<SqlBool>`${x.sql} in (${sql.join(values)})` };
  if (condition === 'ne') return { code: column.code, build: (x) => sql<SqlBool>`(${x.sql} is null or ${x.sql} <> ${values[0]})` };
  return { code: column.code, build: (x) => sql<SqlBool>`${x.sql} ${sql.raw(CMP[condition]!)} ${values[0]}` };
}

export function resolveQuickFilters(columns: AnyColumn[], filters: ColumnFilter[], userId: string): { byNode: Map<string, ResolvedFilter[]>; calc: CalcFilter[] } {
  const byNode = new Map<string, ResolvedFilter[]>();
  const calc: CalcFilter[] = [];
  for (const f of filters) {
    const column = columns.find((c) => c.code === f.code);
    if (!column) throw placed(SEARCH_MESSAGES.unknownColumn(f.code), { kind: 'search', id: f.code });
    if (column.hidden || (!column.calculated && !column.filterable)) throw placed(SEARCH_MESSAGES.notFilterable(f.code), { kind: 'column', id: column.id });
    if (column.calculated) {
      calc.push(calcFilter(column, f));
      continue;
    }
    try {
      const cond = resolveCondition({ prop: column.prop.id, op: f.condition, val: f.value }, { prop: () => column.prop, userId });
      byNode.set(column.node, [...(byNode.get(column.node) ?? []), cond]);
    } catch (error) {
      if (isProblem(error)) throw placed(SEARCH_MESSAGES.filter(column.name, error.message), { kind: 'column', id: column.id });
      throw error;
    }
  }
  return { byNode, calc };
}
