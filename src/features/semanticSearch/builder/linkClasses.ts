import type { SearchSettings } from '../../../../realtime/protocol/semanticSearch';
import type { Catalog } from '../model/catalog';
import { graphOf } from '../model/searchDraft';

/** For each column code whose cells are instances: the class whose instance form opens them. */
export function linkClasses(settings: SearchSettings | null, catalog: Catalog | null): Map<string, string> {
  const map = new Map<string, string>();
  if (!settings) return map;
  const classOf = new Map(graphOf(settings).nodes.map((n) => [n.id, n.classId]));
  for (const column of settings.columns) {
    const prop = catalog?.properties.get(column.prop_id);
    const target = prop?.kind === 'object' ? prop.range : column.prop_id === 'name' || column.prop_id === 'id' ? classOf.get(column.node) : null;
    if (target) map.set(column.code, target);
  }
  return map;
}
