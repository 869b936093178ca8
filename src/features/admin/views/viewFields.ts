import type { PropRef } from '../../../../realtime/protocol/dataApi/getData';

// A view's fields are an ordered list: the order is the column order of the class's instance list.

/** Moves a field one place up (-1) or down (+1); at either end nothing changes. */
export function moveField(fields: readonly PropRef[], prop: PropRef, step: -1 | 1): PropRef[] {
  const from = fields.indexOf(prop);
  const to = from + step;
  if (from < 0 || to < 0 || to >= fields.length) return [...fields];
  const result = [...fields];
  [result[from], result[to]] = [result[to]!, result[from]!];
  return result;
}

/** A sort on a field the view no longer shows is dropped, so the list is never sorted by a hidden column. */
export function sortAfterFieldsChange<S extends { prop: PropRef }>(sort: S | null, fields: readonly PropRef[]): S | null {
  return sort && fields.includes(sort.prop) ? sort : null;
}
