import { META_PROP } from '../../../../realtime/protocol/metaModel';
import { entityLabel } from '../../../../model/entityLabel';
import type { EntityRef, EntityValue, Labels, OntologyEntity } from './ontologyEntity';

/** Reading an entity's values: generic by property, then the meta-model's own properties by name. */

type Valued = Pick<OntologyEntity, 'values'>;

export const valuesOf = (entity: Valued | undefined, prop: string): readonly EntityValue[] => entity?.values.get(prop) ?? [];

/** The first raw value of a property, or undefined. */
export const firstValue = (entity: Valued | undefined, prop: string): EntityValue['val'] | undefined => valuesOf(entity, prop)[0]?.val;

/** The first value of a property as text ('' when it has none). */
export function firstText(entity: Valued | undefined, prop: string): string {
  const val = firstValue(entity, prop);
  return val === null || val === undefined ? '' : String(val);
}

/** The first value of a property as a number (null when it has none). */
export function numberOf(entity: Valued | undefined, prop: string): number | null {
  const val = firstValue(entity, prop);
  return typeof val === 'number' ? val : val === null || val === undefined || val === '' ? null : Number(val);
}

/** The text of a multiString property in one language ('' when it has none there). */
export const textIn = (entity: Valued | undefined, prop: string, lang: string): string => String(valuesOf(entity, prop).find((v) => v.lang === lang)?.val ?? '');

/** The first text of a property, in `lang` when it has one there (null when it has none). */
export function textPreferring(entity: Valued | undefined, prop: string, lang?: string): string | null {
  const list = valuesOf(entity, prop);
  const pick = (lang ? list.find((v) => v.lang === lang) : undefined) ?? list[0];
  return !pick || pick.val === null ? null : String(pick.val);
}

/** The instances an object property links to, with their names. */
export const linksOf = (entity: Valued | undefined, prop: string): EntityRef[] =>
  valuesOf(entity, prop).flatMap((v) => (typeof v.val === 'string' ? [{ id: v.val, name: v.cap ?? v.val }] : []));

export const linkIdsOf = (entity: Valued | undefined, prop: string): string[] => linksOf(entity, prop).map((link) => link.id);

/** The label in one language ('' when none). */
export const labelIn = (entity: { labels: Labels } | undefined, lang: string): string => entity?.labels[lang] ?? '';

/**
 * What a person calls an entity: its label in the interface language, else its name, else any
 * label — the one rule of model/entityLabel.ts, so every screen and the server agree.
 */
export function captionOf(entity: { name: string; labels: Labels } | undefined | null, lang: string): string {
  return entityLabel(entity, lang);
}

// the meta-model's properties, named

export const parentsOf = (entity: Valued | undefined): EntityRef[] => linksOf(entity, META_PROP.parents);
export const parentIdsOf = (entity: Valued | undefined): string[] => linkIdsOf(entity, META_PROP.parents);
export const domainsOf = (entity: Valued | undefined): EntityRef[] => linksOf(entity, META_PROP.domain);
export const rangeOf = (entity: Valued | undefined): EntityRef | null => linksOf(entity, META_PROP.range)[0] ?? null;
export const inverseOf = (entity: Valued | undefined): EntityRef | null => linksOf(entity, META_PROP.inverseOf)[0] ?? null;
/** A data property's value type (a DATA_TYPES entry; '' when not read). */
export const dataTypeOf = (entity: Valued | undefined): string => firstText(entity, META_PROP.type);
/** A property's cardinality: at least `min`, at most `max` (-1: unlimited). */
export const cardinalityOf = (entity: Valued | undefined): { min: number; max: number } => ({
  min: numberOf(entity, META_PROP.minCardinality) ?? 0,
  max: numberOf(entity, META_PROP.maxCardinality) ?? -1,
});
export const iriOf = (entity: Valued | undefined): string => firstText(entity, META_PROP.iri);
/** Marked obsolete (owl:deprecated). */
export const isDeprecated = (entity: Valued | undefined): boolean => firstValue(entity, META_PROP.deprecated) === true;
/** The ontology maps it belongs to. */
export const mapsOf = (entity: Valued | undefined): EntityRef[] => linksOf(entity, META_PROP.inMap);
