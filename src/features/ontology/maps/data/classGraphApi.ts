import type { FilterNode } from '../../../../../realtime/protocol/dataApi/getData';
import { META_PROP } from '../../../../../realtime/protocol/metaModel';
import { byProp, ontologyClient as client, uiLanguage, where } from '../../client';
import { NODE_CAP } from '../network/graphModel';
import { classRecord, propertyRecord, type ClassRecord, type PropertyRecord } from '../network/graphRecords';

// captions: the entities' labels, and their links recaptioned (one more request per read)
const CLASS_FIELDS = [META_PROP.parents, META_PROP.label];
const PROPERTY_FIELDS = [META_PROP.domain, META_PROP.range, META_PROP.label];
const captioned = (of: readonly string[]) => ({ captions: { lang: uiLanguage(), of } });
/** The largest `in` list a filter takes. */
const IN_LIMIT = 1000;

export type ClassSet = { classes: ClassRecord[]; total: number };

/** Classes matching a filter, by name; `total` counts all matches (more than `limit` are not fetched). */
async function fetchClasses(filter: FilterNode | undefined, limit = NODE_CAP, builtIn = true): Promise<ClassSet> {
  const { entities, total } = await client.read({ of: 'class', where: filter, builtIn, fields: CLASS_FIELDS, sort: byProp('name'), limit }, captioned([META_PROP.parents]));
  return { classes: entities.map((e) => classRecord(e, uiLanguage())), total };
}

export function fetchMapClasses(mapId: string): Promise<ClassSet> {
  return fetchClasses(where.inMap(mapId));
}

export async function fetchClassesById(ids: readonly string[]): Promise<ClassRecord[]> {
  if (ids.length === 0) return [];
  return (await client.read({ of: 'class', ids, fields: CLASS_FIELDS, limit: ids.length }, captioned([META_PROP.parents]))).entities.map((e) => classRecord(e, uiLanguage()));
}

/** Classes whose name or label contains the text (for search boxes); the meta-model's own are nobody's ontology. */
export async function searchClasses(text: string, limit = 20): Promise<ClassRecord[]> {
  return (await fetchClasses(text.trim() ? where.nameOrLabelContains(text.trim()) : undefined, limit, false)).classes;
}

/** Object properties touching these classes (as domain or range), and those tagged with the map. */
export async function fetchPropertiesAround(classIds: readonly string[], mapId?: string): Promise<PropertyRecord[]> {
  const ids = classIds.slice(0, IN_LIMIT);
  const any: FilterNode[] = [];
  if (ids.length > 0) any.push(where.oneOf(META_PROP.domain, ids), where.oneOf(META_PROP.range, ids));
  if (mapId) any.push(where.inMap(mapId));
  if (any.length === 0) return [];
  const { entities } = await client.read({ of: 'objectProperty', where: where.any(any), fields: PROPERTY_FIELDS, sort: byProp('name'), limit: 5000 }, captioned([META_PROP.domain, META_PROP.range]));
  return entities.map((e) => propertyRecord(e, uiLanguage()));
}

/** Every object property of the ontology (name, domain, range), for pickers and filters. */
export async function fetchAllProperties(): Promise<PropertyRecord[]> {
  const { entities } = await client.read({ of: 'objectProperty', builtIn: false, fields: PROPERTY_FIELDS, sort: byProp('name'), limit: 5000 }, captioned([META_PROP.domain, META_PROP.range]));
  return entities.map((e) => propertyRecord(e, uiLanguage()));
}

/** Direct subclasses of these classes. */
export async function fetchChildren(classIds: readonly string[]): Promise<ClassRecord[]> {
  if (classIds.length === 0) return [];
  return (await fetchClasses(where.oneOf(META_PROP.parents, classIds.slice(0, IN_LIMIT)))).classes;
}
