import { setData } from '../../../../app/api/dataApi';
import type { SetItem } from '../../../../../realtime/protocol/dataApi/setData';
import { META_CLASS, META_PROP } from '../../../../../realtime/protocol/metaModel';

// Edits made from the maps: each is one set_data call, so it is all or nothing and in the change log.

/** A new class on the map (optionally a subclass of `parentId`); returns its id. */
export async function createClass(name: string, mapId: string | null, parentId?: string | null): Promise<string> {
  const id = crypto.randomUUID();
  const items: SetItem[] = [{ op: 'new', class: META_CLASS.Class, inst: id, name }];
  if (parentId) items.push({ op: 'add', inst: id, prop: META_PROP.parents, val: parentId });
  if (mapId) items.push({ op: 'add', inst: id, prop: META_PROP.inMap, val: mapId });
  await setData(items);
  return id;
}

/** A new object property from `domainId` to `rangeId`, on the map. */
export async function createObjectProperty(name: string, domainId: string, rangeId: string, mapId: string | null): Promise<string> {
  const id = crypto.randomUUID();
  const items: SetItem[] = [
    { op: 'new', class: META_CLASS.ObjectProperty, inst: id, name },
    { op: 'add', inst: id, prop: META_PROP.domain, val: domainId },
    { op: 'upd', inst: id, prop: META_PROP.range, val: rangeId },
  ];
  if (mapId) items.push({ op: 'add', inst: id, prop: META_PROP.inMap, val: mapId });
  await setData(items);
  return id;
}

export async function addParent(childId: string, parentId: string): Promise<void> {
  await setData([{ op: 'add', inst: childId, prop: META_PROP.parents, val: parentId }]);
}

export async function removeParent(childId: string, parentId: string): Promise<void> {
  await setData([{ op: 'rem', inst: childId, prop: META_PROP.parents, val: parentId }]);
}

/** Removes one domain → range link of a property: the domain goes; a property left without domains is deleted. */
export async function removePropertyLink(propId: string, domainId: string, domainCount: number): Promise<void> {
  await setData(domainCount > 1 ? [{ op: 'rem', inst: propId, prop: META_PROP.domain, val: domainId }] : [{ op: 'del', inst: propId }]);
}

export async function renameEntity(id: string, name: string): Promise<void> {
  await setData([{ op: 'upd', inst: id, prop: 'name', val: name }]);
}

/** Deletes a class or property; the server refuses when something depends on it (no del_force here). */
export async function deleteEntity(id: string): Promise<void> {
  await setData([{ op: 'del', inst: id }]);
}

export async function addToMap(ids: readonly string[], mapId: string): Promise<void> {
  if (ids.length === 0) return;
  await setData(ids.map((id) => ({ op: 'add' as const, inst: id, prop: META_PROP.inMap, val: mapId })));
}

export async function removeFromMap(ids: readonly string[], mapId: string): Promise<void> {
  if (ids.length === 0) return;
  await setData(ids.map((id) => ({ op: 'rem' as const, inst: id, prop: META_PROP.inMap, val: mapId })));
}
