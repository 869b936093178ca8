import { getData } from '../../../../app/api/dataApi';
import type { Filter, FilterNode } from '../../../../../realtime/protocol/dataApi/getData';
import { META_CLASS, META_PROP } from '../../../../../realtime/protocol/metaModel';
import { NODE_CAP } from '../network/graphModel';
import { classRecord, entitiesFromRows, propertyRecord, type ClassRecord, type PropertyRecord } from './entityRows';

const BUILT_IN = new Set<string>([...Object.values(META_CLASS), ...Object.values(META_PROP)]);
/** The meta-model's own classes and properties: not part of anybody's ontology, so pickers leave them out. */
export const isBuiltIn = (id: string): boolean => BUILT_IN.has(id);

const CLASS_FIELDS = [{ prop: 'name' as const }, { prop: META_PROP.parents }];
const PROPERTY_FIELDS = [{ prop: 'name' as const }, { prop: META_PROP.domain }, { prop: META_PROP.range }];
/** The largest `in` list a filter takes. */
const IN_LIMIT = 1000;

export type ClassSet = { classes: ClassRecord[]; total: number };

/** Classes matching a filter, by name; `total` counts all matches (more than NODE_CAP are not fetched). */
export async function fetchClasses(filter: Filter | undefined, limit = NODE_CAP): Promise<ClassSet> {
  const answer = await getData({ class: META_CLASS.Class, filter, fields: CLASS_FIELDS, sort: { prop: 'name', dir: 'asc' }, limit });
  return { classes: entitiesFromRows(answer.rows).map(classRecord), total: answer.count_rows };
}

export const inMapFilter = (mapId: string): Filter => ({ prop: META_PROP.inMap, op: 'eq', val: mapId });

export function fetchMapClasses(mapId: string): Promise<ClassSet> {
  return fetchClasses(inMapFilter(mapId));
}

export async function fetchClassesById(ids: readonly string[]): Promise<ClassRecord[]> {
  if (ids.length === 0) return [];
  const answer = await getData({ class: META_CLASS.Class, idx: [...ids], fields: CLASS_FIELDS, limit: ids.length });
  return entitiesFromRows(answer.rows).map(classRecord);
}

/** Classes whose name contains the text (for search boxes). */
export async function searchClasses(text: string, limit = 20): Promise<ClassRecord[]> {
  return (await fetchClasses(text.trim() ? { prop: 'name', op: 'contains', val: text.trim() } : undefined, limit + BUILT_IN.size)).classes.filter((c) => !isBuiltIn(c.id)).slice(0, limit);
}

/** Object properties touching these classes (as domain or range), and those tagged with the map. */
export async function fetchPropertiesAround(classIds: readonly string[], mapId?: string): Promise<PropertyRecord[]> {
  const ids = classIds.slice(0, IN_LIMIT);
  const any: FilterNode[] = [];
  if (ids.length > 0) any.push({ prop: META_PROP.domain, op: 'in', val: ids }, { prop: META_PROP.range, op: 'in', val: ids });
  if (mapId) any.push({ prop: META_PROP.inMap, op: 'eq', val: mapId });
  if (any.length === 0) return [];
  const answer = await getData({ class: META_CLASS.ObjectProperty, filter: { or: any }, fields: PROPERTY_FIELDS, sort: { prop: 'name', dir: 'asc' }, limit: 5000 });
  return entitiesFromRows(answer.rows).map(propertyRecord);
}

/** Every object property of the ontology (name, domain, range), for pickers and filters. */
export async function fetchAllProperties(): Promise<PropertyRecord[]> {
  const answer = await getData({ class: META_CLASS.ObjectProperty, fields: PROPERTY_FIELDS, sort: { prop: 'name', dir: 'asc' }, limit: 5000 });
  return entitiesFromRows(answer.rows)
    .map(propertyRecord)
    .filter((p) => !isBuiltIn(p.id));
}

/** Direct subclasses of these classes. */
export async function fetchChildren(classIds: readonly string[]): Promise<ClassRecord[]> {
  if (classIds.length === 0) return [];
  return (await fetchClasses({ prop: META_PROP.parents, op: 'in', val: classIds.slice(0, IN_LIMIT) }, NODE_CAP)).classes;
}
