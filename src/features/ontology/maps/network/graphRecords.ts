import { captionOf, domainsOf, parentsOf, rangeOf, type EntityRef, type OntologyEntity } from '../../client';

/**
 * What the graphs draw of a class: its caption (the label in the interface language, else its
 * name, else any label), its own name (for renaming) and its parents (named by their captions
 * when read with them).
 */
export type ClassRecord = { id: string; name: string; caption: string; parents: EntityRef[] };
/** What the graphs draw of an object property: the classes it applies to and the class it points to. */
export type PropertyRecord = { id: string; name: string; caption: string; domains: EntityRef[]; range: EntityRef | null };

export const classRecord = (entity: OntologyEntity, lang: string): ClassRecord => ({ id: entity.id, name: entity.name, caption: captionOf(entity, lang), parents: parentsOf(entity) });

export const propertyRecord = (entity: OntologyEntity, lang: string): PropertyRecord => ({
  id: entity.id,
  name: entity.name,
  caption: captionOf(entity, lang),
  domains: domainsOf(entity),
  range: rangeOf(entity),
});
