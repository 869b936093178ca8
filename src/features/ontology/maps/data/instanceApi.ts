import type { FilterNode } from '../../../../../realtime/protocol/dataApi/getData';
import { META_PROP } from '../../../../../realtime/protocol/metaModel';
import { byProp, captionOf, ontologyClient as client, uiLanguage, where, type OntologyEntity } from '../../client';
import { NODE_CAP } from '../network/graphModel';

/** An `or` filter takes at most this many conditions. */
const MAX_OR = 100;
const IN_LIMIT = 1000;

/** Instances of a class (and of its subclasses when `recursive`), with all their values. */
export async function fetchInstancesOfClass(classId: string, recursive: boolean): Promise<{ instances: OntologyEntity[]; total: number }> {
  const { entities, total } = await client.read({ of: { class: classId, deep: recursive }, sort: byProp('name'), limit: NODE_CAP });
  return { instances: entities, total };
}

/** Instances whose name or label contains the text (of a class, when given), by their captions, with their class's. */
export async function searchInstances(text: string, classId: string | null): Promise<Array<{ id: string; name: string; hint: string }>> {
  const lang = uiLanguage();
  const { entities } = await client.read(
    { ...(classId ? { of: { class: classId, deep: true } } : {}), where: where.nameOrLabelContains(text.trim()), fields: ['class', META_PROP.label], limit: 20 },
    { captions: { lang, of: [META_PROP.instanceOf] } },
  );
  return entities.map((e) => ({ id: e.id, name: captionOf(e, lang), hint: e.classes[0]?.name ?? '' }));
}

function fetchByIds(ids: readonly string[]): Promise<OntologyEntity[]> {
  return client.readByIds(ids.slice(0, IN_LIMIT));
}

/** Instances linking to any of these through one of the properties. */
async function fetchLinkingTo(ids: readonly string[], propIds: readonly string[]): Promise<OntologyEntity[]> {
  if (ids.length === 0 || propIds.length === 0) return [];
  const any: FilterNode[] = propIds.slice(0, MAX_OR).map((prop) => where.oneOf(prop, ids.slice(0, IN_LIMIT)));
  return (await client.read({ where: where.any(any), limit: NODE_CAP })).entities;
}

/**
 * The instances within `depth` links of the starting ones, following the object properties both
 * ways, up to the node cap; `known` are already drawn (not fetched again, but walked from).
 */
export async function fetchInstanceNeighbourhood(startIds: readonly string[], depth: number, propIds: readonly string[], known: ReadonlyMap<string, OntologyEntity>): Promise<OntologyEntity[]> {
  const found = new Map<string, OntologyEntity>();
  const has = (id: string) => found.has(id) || known.has(id);
  const start = await fetchByIds(startIds.filter((id) => !known.has(id)));
  start.forEach((e) => found.set(e.id, e));
  let frontier = startIds.map((id) => found.get(id) ?? known.get(id)).filter((e): e is OntologyEntity => e !== undefined);
  const linkProps = new Set(propIds);
  for (let step = 0; step < depth && frontier.length > 0 && found.size + known.size < NODE_CAP; step++) {
    const outgoing = frontier.flatMap((e) => [...e.values].filter(([prop]) => linkProps.has(prop)).flatMap(([, vals]) => vals.map((v) => v.val)));
    const targets = [...new Set(outgoing.filter((v): v is string => typeof v === 'string' && !has(v)))];
    const [forward, backward] = await Promise.all([fetchByIds(targets), fetchLinkingTo(frontier.map((e) => e.id), propIds)]);
    const next: OntologyEntity[] = [];
    for (const e of [...forward, ...backward]) {
      if (has(e.id)) continue;
      found.set(e.id, e);
      next.push(e);
    }
    frontier = next;
  }
  return [...found.values()];
}
