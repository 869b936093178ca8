import { META_PROP } from '../../../../realtime/protocol/metaModel';
import type { MatchTerm } from '../../../../model/textSimilarity';
import { change, linkIdsOf, ontologyClient as client, valuesOf, where, type MetaKind, type OntologyEntity } from '../client';

/** A class or property with its names (name and labels) and the terms it is confirmed equivalent to. */
export type CompareTerm = MatchTerm & { name: string; equivalentTo: string[] };

/** An entity as a term to compare: its name first, then its labels (each once). */
export function compareTerm(entity: OntologyEntity, kind: string): CompareTerm {
  const labels = valuesOf(entity, META_PROP.label).flatMap((v) => (typeof v.val === 'string' ? [v.val] : []));
  return { id: entity.id, kind, name: entity.name, names: [...new Set([entity.name, ...labels])], equivalentTo: linkIdsOf(entity, META_PROP.equivalentTo) };
}

// the built-in meta-model is the same on both sides: never a candidate
async function termsOf(kind: MetaKind, map: string | null): Promise<CompareTerm[]> {
  const { entities } = await client.read({ of: kind, builtIn: false, fields: [META_PROP.label, META_PROP.equivalentTo], ...(map ? { where: where.inMap(map) } : {}), limit: 10_000 });
  return entities.map((e) => compareTerm(e, kind));
}

/** The classes and properties of a map (null: of the whole ontology). */
export async function loadCompareTerms(map: string | null): Promise<CompareTerm[]> {
  const [classes, objectProps, dataProps] = await Promise.all([termsOf('class', map), termsOf('objectProperty', map), termsOf('dataProperty', map)]);
  return [...classes, ...objectProps, ...dataProps];
}

/** Confirms a match: equivalentTo both ways, in one call (so both or neither). */
export function confirmMatch(left: string, right: string): Promise<void> {
  return client.write([change.add(left, META_PROP.equivalentTo, right), change.add(right, META_PROP.equivalentTo, left)]);
}

/** Undoes a confirmed match: removes equivalentTo both ways (a side already without it changes nothing). */
export function undoMatch(left: string, right: string): Promise<void> {
  return client.write([change.remove(left, META_PROP.equivalentTo, right), change.remove(right, META_PROP.equivalentTo, left)]);
}
