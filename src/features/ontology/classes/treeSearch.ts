import { getData } from '../../../app/api/dataApi';
import { META_PROP } from '../../../../realtime/protocol/metaModel';
import { searchClasses, type TreeNodeInfo } from './classApi';
import { ancestorPaths } from './classTreeModel';
import { groupRows, linksOf, textIn } from './dataRows';

export type SearchHit = { node: TreeNodeInfo; paths: string[][]; names: ReadonlyMap<string, TreeNodeInfo> };

const HITS = 20;
const PATHS_PER_HIT = 5;

/**
 * Classes matching the text, each with its paths from a root: two requests whatever the number of
 * hits (the matches, then all their ancestors at once through superclass_of).
 */
export async function searchWithPaths(text: string, showBuiltIn: boolean): Promise<SearchHit[]> {
  const hits = await searchClasses(text, HITS, showBuiltIn);
  if (hits.length === 0) return [];
  const res = await getData({ fields: [{ prop: META_PROP.label }, { prop: META_PROP.parents }], filter: { prop: 'superclass_of', op: 'in', val: hits.map((h) => h.id) }, limit: 10_000 });
  const names = new Map<string, TreeNodeInfo>(hits.map((h) => [h.id, h]));
  for (const inst of groupRows(res.rows)) {
    names.set(inst.id, { id: inst.id, name: inst.name, ru: textIn(inst, META_PROP.label, 'ru'), en: textIn(inst, META_PROP.label, 'en'), parents: linksOf(inst, META_PROP.parents).map((p) => p.id) });
  }
  const parentsOf = new Map([...names.values()].map((n) => [n.id, n.parents.filter((p) => names.has(p))]));
  return hits.map((node) => ({ node, paths: ancestorPaths(node.id, parentsOf, PATHS_PER_HIT), names }));
}
