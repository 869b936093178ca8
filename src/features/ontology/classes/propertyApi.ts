import { META_CLASS, META_PROP } from '../../../../realtime/protocol/metaModel';
import {
  byProp,
  cardinalityOf,
  change,
  dataTypeOf,
  domainsOf,
  inverseOf,
  labelChanges,
  labelIn,
  linkChanges,
  ontologyClient as client,
  rangeOf,
  singleLinkChange,
  where,
  type EntityPage,
  type EntityRef,
  type OntologyChange,
  type OntologyEntity,
} from '../client';

/** Object properties (/props_list) and data properties (/scalar_list), read and written through the ontology client. */
export type PropertyKind = 'object' | 'data';
export const metaClassOf = (kind: PropertyKind): string => (kind === 'object' ? META_CLASS.ObjectProperty : META_CLASS.DataProperty);
const entityKind = (kind: PropertyKind): 'objectProperty' | 'dataProperty' => (kind === 'object' ? 'objectProperty' : 'dataProperty');

/** More properties than a card can show usefully: the list of /scalar_list and /props_list has them all. */
const OWN_PROPERTIES_LIMIT = 500;
const FIELDS = [META_PROP.label, META_PROP.domain, META_PROP.range, META_PROP.type, META_PROP.minCardinality, META_PROP.maxCardinality, META_PROP.inverseOf, META_PROP.comment, META_PROP.iri];
/** Domain, range and inverse shown by their captions rather than their names. */
const captioned = (lang: string) => ({ captions: { lang, of: [META_PROP.domain, META_PROP.range, META_PROP.inverseOf] } });

export type PropertyQuery = { kind: PropertyKind; search: string; offset: number; limit: number; showBuiltIn: boolean; lang: string };

export function fetchProperties(query: PropertyQuery): Promise<EntityPage> {
  const filter = query.search.trim() ? [where.nameOrLabelContains(query.search.trim())] : [];
  return client.read({ of: entityKind(query.kind), fields: FIELDS, builtIn: query.showBuiltIn, where: filter, offset: query.offset, limit: query.limit }, captioned(query.lang));
}

/** The properties whose domain is this class, both kinds, by name; their targets by caption. */
export async function fetchOwnProperties(classId: string, lang: string): Promise<Array<{ kind: PropertyKind; entity: OntologyEntity }>> {
  const read = async (kind: PropertyKind) =>
    (await client.read({ of: entityKind(kind), fields: FIELDS, where: where.is(META_PROP.domain, classId), sort: byProp('name'), limit: OWN_PROPERTIES_LIMIT }, captioned(lang))).entities.map((entity) => ({ kind, entity }));
  const [data, objects] = await Promise.all([read('data'), read('object')]);
  return [...data, ...objects];
}

export function fetchProperty(id: string, lang: string): Promise<OntologyEntity | null> {
  return client.readOne(id, { fields: FIELDS }, captioned(lang));
}

export type PropertyDraft = { name: string; ru: string; en: string; domain: EntityRef[]; range: EntityRef | null; type: string; min: string; max: string; inverse: EntityRef | null };

export function draftOf(entity: OntologyEntity | null, kind: PropertyKind): PropertyDraft {
  const { min, max } = cardinalityOf(entity ?? undefined);
  return {
    name: entity?.name ?? '',
    ru: labelIn(entity ?? undefined, 'ru'),
    en: labelIn(entity ?? undefined, 'en'),
    domain: domainsOf(entity ?? undefined),
    range: rangeOf(entity ?? undefined),
    type: dataTypeOf(entity ?? undefined) || (kind === 'data' ? 'string' : ''),
    min: String(min),
    max: String(max),
    inverse: inverseOf(entity ?? undefined),
  };
}

/**
 * The changes that bring a property from `before` (null: a new one) to the draft: only what
 * changed, so the change log records what the user did rather than a rewrite of everything.
 */
export function propertyChanges(kind: PropertyKind, inst: string, draft: PropertyDraft, before: OntologyEntity | null): OntologyChange[] {
  const changes: OntologyChange[] = [];
  const was = before ? draftOf(before, kind) : null;
  const name = draft.name.trim();
  if (!was) changes.push(change.create(entityKind(kind), inst, name));
  else if (was.name !== name) changes.push(change.rename(inst, name));
  changes.push(...labelChanges(inst, { ru: was?.ru ?? '', en: was?.en ?? '' }, { ru: draft.ru, en: draft.en }));
  changes.push(...linkChanges(inst, META_PROP.domain, (was?.domain ?? []).map((d) => d.id), draft.domain.map((d) => d.id)));
  if (kind === 'object') {
    changes.push(...singleLinkChange(inst, META_PROP.range, was?.range?.id ?? null, draft.range?.id ?? null));
    changes.push(...singleLinkChange(inst, META_PROP.inverseOf, was?.inverse?.id ?? null, draft.inverse?.id ?? null));
  } else if (draft.type !== (was?.type ?? '')) {
    changes.push(change.set(inst, META_PROP.type, draft.type));
  }
  const min = Number(draft.min.trim() || '0');
  const max = Number(draft.max.trim() || '-1');
  if (!was || Number(was.min) !== min) changes.push(change.set(inst, META_PROP.minCardinality, min));
  if (!was || Number(was.max) !== max) changes.push(change.set(inst, META_PROP.maxCardinality, max));
  return changes;
}

export async function saveProperty(kind: PropertyKind, draft: PropertyDraft, before: OntologyEntity | null): Promise<string> {
  const inst = before?.id ?? crypto.randomUUID();
  await client.write(propertyChanges(kind, inst, draft, before));
  return inst;
}

export const deleteProperty = (id: string): Promise<void> => client.remove(id, { force: true });
