import { getData, setData } from '../../../app/api/dataApi';
import type { DataRow } from '../../../../realtime/protocol/dataApi/getData';
import { META_CLASS, META_PROP } from '../../../../realtime/protocol/metaModel';
import type { MatchTerm } from '../../../../model/textSimilarity';

/** A class or property with its names (name and labels) and the terms it is confirmed equivalent to. */
export type CompareTerm = MatchTerm & { name: string; equivalentTo: string[] };

// the built-in meta-model is the same on both sides: never a candidate
const BUILT_IN: ReadonlySet<string> = new Set([...Object.values(META_CLASS), ...Object.values(META_PROP)]);

/** Folds get_data rows (one per value) into terms. */
export function termsFromRows(rows: readonly DataRow[], kind: string): CompareTerm[] {
  const terms = new Map<string, CompareTerm>();
  for (const row of rows) {
    if (BUILT_IN.has(row.inst)) continue;
    let term = terms.get(row.inst);
    if (!term) {
      term = { id: row.inst, kind, name: '', names: [], equivalentTo: [] };
      terms.set(row.inst, term);
    }
    const names = term.names as string[];
    if (row.prop === META_PROP.name) {
      term.name = String(row.val ?? '');
      names.unshift(term.name);
    } else if (row.prop === META_PROP.label && typeof row.val === 'string' && !names.includes(row.val)) names.push(row.val);
    else if (row.prop === META_PROP.equivalentTo && typeof row.val === 'string') term.equivalentTo.push(row.val);
  }
  return [...terms.values()];
}

async function termsOf(cls: string, kind: string, map: string | null): Promise<CompareTerm[]> {
  const answer = await getData({
    class: cls,
    fields: [{ prop: 'name' }, { prop: META_PROP.label }, { prop: META_PROP.equivalentTo }],
    ...(map ? { filter: { prop: META_PROP.inMap, op: 'eq' as const, val: map } } : {}),
    limit: 10_000,
  });
  return termsFromRows(answer.rows, kind);
}

/** The classes and properties of a map (null: of the whole ontology). */
export async function loadCompareTerms(map: string | null): Promise<CompareTerm[]> {
  const [classes, objectProps, dataProps] = await Promise.all([
    termsOf(META_CLASS.Class, 'class', map),
    termsOf(META_CLASS.ObjectProperty, 'objectProperty', map),
    termsOf(META_CLASS.DataProperty, 'dataProperty', map),
  ]);
  return [...classes, ...objectProps, ...dataProps];
}

/** Confirms a match: equivalentTo both ways, in one call (so both or neither). */
export async function confirmMatch(left: string, right: string): Promise<void> {
  await setData([
    { op: 'add', inst: left, prop: META_PROP.equivalentTo, val: right },
    { op: 'add', inst: right, prop: META_PROP.equivalentTo, val: left },
  ]);
}

/** Undoes a confirmed match: removes equivalentTo both ways (a side already without it changes nothing). */
export async function undoMatch(left: string, right: string): Promise<void> {
  await setData([
    { op: 'rem', inst: left, prop: META_PROP.equivalentTo, val: right },
    { op: 'rem', inst: right, prop: META_PROP.equivalentTo, val: left },
  ]);
}
