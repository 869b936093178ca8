import { sql } from 'kysely';
import { firstSql, valTypeOf, isoSql } from './columnSql';
import { formulaSql, type Typed } from './formulaSql';
import { nodeAlias } from './nodeJoinsSql';
import type { ValueReads } from './valueReadsSql';
import type { ResolvedCalc, ResolvedSearch } from './resolvedSearch';

/**
 * Each calculated column's SQL over the base row: references read a column's first value (dates as
 * ISO text, links by name) or an earlier calculated column, inlined. With `reads`, a first value
 * is a piece of the statement's value reads instead of a subquery of its own.
 */
export function calcSqls(search: ResolvedSearch, only?: ResolvedCalc, reads?: ValueReads): Map<string, Typed> {
  const out = new Map<string, Typed>();
  const ref = (code: string): Typed => {
    const done = out.get(code);
    if (done) return done;
    const column = search.columns.find((c) => c.code === code);
    if (!column) return { sql: sql`cast(null as text)`, type: 'text' };
    if (column.calculated) return compile(column);
    const alias = nodeAlias(search, column.node);
    const first = reads ? reads.piece(column, alias, 'first') : firstSql(column, alias);
    const type = valTypeOf(column);
    if (type === 'timestamp') return { sql: isoSql(first), type: 'text' };
    return { sql: first, type };
  };
  const compile = (calc: ResolvedCalc): Typed => {
    const typed = formulaSql(calc.ast, ref);
    out.set(calc.code, typed);
    return typed;
  };
  for (const c of search.columns) {
    if (!c.calculated) continue;
    if (only && c !== only) continue;
    if (!out.has(c.code)) compile(c);
  }
  return out;
}
