import { META_PROP } from '../../../../../realtime/protocol/metaModel';
import { change, ontologyClient as client } from '../../client';

// Edits made from the maps: each is one set_data call, so it is all or nothing and in the change log.

const onMap = (mapId: string | null): string[] => (mapId ? [mapId] : []);

/** A new class on the map (optionally a subclass of `parentId`); returns its id. */
export function createClass(name: string, mapId: string | null, parentId?: string | null): Promise<string> {
  return client.create({ of: 'class', name, links: { [META_PROP.parents]: parentId ? [parentId] : [], [META_PROP.inMap]: onMap(mapId) } });
}

/** A new object property from `domainId` to `rangeId`, on the map. */
export function createObjectProperty(name: string, domainId: string, rangeId: string, mapId: string | null): Promise<string> {
  return client.create({ of: 'objectProperty', name, links: { [META_PROP.domain]: [domainId], [META_PROP.inMap]: onMap(mapId) }, values: { [META_PROP.range]: rangeId } });
}

export const addParent = (childId: string, parentId: string): Promise<void> => client.write([change.add(childId, META_PROP.parents, parentId)]);

export const removeParent = (childId: string, parentId: string): Promise<void> => client.write([change.remove(childId, META_PROP.parents, parentId)]);

/** Removes one domain → range link of a property: the domain goes; a property left without domains is deleted. */
export function removePropertyLink(propId: string, domainId: string, domainCount: number): Promise<void> {
  return client.write([domainCount > 1 ? change.remove(propId, META_PROP.domain, domainId) : change.delete(propId)]);
}

export const renameEntity = (id: string, name: string): Promise<void> => client.rename(id, name);

/** Deletes a class or property; the server refuses when something depends on it (no del_force here). */
export const deleteEntity = (id: string): Promise<void> => client.remove(id);

export const addToMap = (ids: readonly string[], mapId: string): Promise<void> => client.write(ids.map((id) => change.add(id, META_PROP.inMap, mapId)));

export const removeFromMap = (ids: readonly string[], mapId: string): Promise<void> => client.write(ids.map((id) => change.remove(id, META_PROP.inMap, mapId)));
