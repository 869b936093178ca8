import { META_PROP } from '../../../../realtime/protocol/metaModel';
import { ontologyClient, parentIdsOf, where, type OntologyEntity } from '../client';
import { searchClasses } from './classApi';
import { ancestorPaths } from './classTreeModel';

export type SearchHit = { node: OntologyEntity; paths: string[][]; names: ReadonlyMap<string, OntologyEntity> };

const HITS = 20;
const PATHS_PER_HIT = 5;

/**
 * Classes matching the text, each with its paths from a root: two requests whatever the number of
 * hits (the matches, then all their ancestors at once through superclass_of).
 */
export async function searchWithPaths(text: string, showBuiltIn: boolean): Promise<SearchHit[]> {
  const hits = await searchClasses(text, HITS, showBuiltIn);
  if (hits.length === 0) return [];
  const ancestors = await ontologyClient.read({ fields: [META_PROP.label, META_PROP.parents], where: where.superclassOf(hits.map((h) => h.id)), limit: 10_000 });
  const names = new Map<string, OntologyEntity>(hits.map((h) => [h.id, h]));
  for (const entity of ancestors.entities) names.set(entity.id, entity);
  const parentsOf = new Map([...names.values()].map((n) => [n.id, parentIdsOf(n).filter((p) => names.has(p))]));
  return hits.map((node) => ({ node, paths: ancestorPaths(node.id, parentsOf, PATHS_PER_HIT), names }));
}
