import { domainsOf, parentsOf, rangeOf, type EntityRef, type OntologyEntity } from '../../client';

/** What the graphs draw of a class: its name and parents. */
export type ClassRecord = { id: string; name: string; parents: EntityRef[] };
/** What the graphs draw of an object property: the classes it applies to and the class it points to. */
export type PropertyRecord = { id: string; name: string; domains: EntityRef[]; range: EntityRef | null };

export const classRecord = (entity: OntologyEntity): ClassRecord => ({ id: entity.id, name: entity.name, parents: parentsOf(entity) });

export const propertyRecord = (entity: OntologyEntity): PropertyRecord => ({ id: entity.id, name: entity.name, domains: domainsOf(entity), range: rangeOf(entity) });
