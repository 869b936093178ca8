import type { FilterNode } from '../../../../realtime/protocol/dataApi/getData';
import { META_CLASS, META_PROP } from '../../../../realtime/protocol/metaModel';
import { ontologyClient as client, where, type EntityPage, type OntologyChange, type OntologyEntity } from '../client';
import type { DeleteImpact } from './deleteImpact';
import { ROOTS } from './classTreeModel';

/** The classes screens' reads and writes, in the ontology client's terms. */

const LIST_FIELDS = [META_PROP.label, META_PROP.parents, META_PROP.iri];
/** What the tree, the searches and the pickers show of a class. */
export const NODE_FIELDS = [META_PROP.label, META_PROP.parents, META_PROP.deprecated];

export type ClassQuery = { search: string; offset: number; limit: number; showBuiltIn: boolean; map: string | null; lang: string };

/** A page of the class list; parents named by their captions. */
export function fetchClassList(query: ClassQuery): Promise<EntityPage> {
  const filter: FilterNode[] = [];
  if (query.search.trim()) filter.push(where.nameOrLabelContains(query.search.trim()));
  if (query.map) filter.push(where.inMap(query.map));
  return client.read(
    { of: 'class', fields: LIST_FIELDS, builtIn: query.showBuiltIn, where: filter, offset: query.offset, limit: query.limit },
    { captions: { lang: query.lang, of: [META_PROP.parents] } },
  );
}

/** The ontology maps (with their labels, to be called by their captions), for the list's map filter. */
export async function fetchMapChoices(): Promise<OntologyEntity[]> {
  return (await client.read({ of: 'map', fields: [META_PROP.label], limit: 500 })).entities;
}

const LIVE: FilterNode = where.isNot(META_PROP.deprecated, true);
const DEPRECATED: FilterNode = where.is(META_PROP.deprecated, true);

/**
 * A page of the children of a class by name, or of the roots (classes without parents); deprecated
 * classes come after the live ones (so.owl has 343 obsolete classes, all roots, that would
 * otherwise bury its one real root).
 */
export async function fetchChildren(parent: string, offset: number, limit: number, showBuiltIn: boolean): Promise<{ nodes: OntologyEntity[]; total: number }> {
  const filter = [parent === ROOTS ? where.empty(META_PROP.parents) : where.is(META_PROP.parents, parent)];
  // only classes have parents and closure rows: the class scope (a semi-join over every class) is
  // needed for the roots alone (measured in tests/bench/hierarchyBench.ts)
  const scope = parent === ROOTS ? ({ of: 'class' } as const) : {};
  const query = { ...scope, fields: NODE_FIELDS, builtIn: showBuiltIn };
  const live = await client.read({ ...query, where: [...filter, LIVE], offset, limit });
  const deprecated = await client.read({ ...query, where: [...filter, DEPRECATED], offset: Math.max(0, offset - live.total), limit: limit - live.entities.length });
  return { nodes: [...live.entities, ...deprecated.entities], total: live.total + deprecated.total };
}

/** Which of these classes have subclasses: one query for a whole level (a hidden reverse field that must not be empty). */
export async function fetchHavingChildren(ids: readonly string[]): Promise<Set<string>> {
  const found = await client.readByIds(ids, [{ prop: META_PROP.parents, reverse: true, filter_mode: 'notEmpty', hidden: true }]);
  return new Set(found.map((e) => e.id));
}

/** Classes by name or label, each with its parents, for search and pickers. */
export async function searchClasses(text: string, limit = 30, showBuiltIn = false): Promise<OntologyEntity[]> {
  return (await client.read({ of: 'class', fields: NODE_FIELDS, builtIn: showBuiltIn, where: where.nameOrLabelContains(text), limit })).entities;
}

/** A class with all its ancestors (one query on the closure), each with its parents: enough to draw every path up. */
export async function fetchAncestry(id: string): Promise<Map<string, OntologyEntity>> {
  const { entities } = await client.read({ fields: NODE_FIELDS, where: where.any([where.ids(id), where.superclassOf(id)]), limit: 10_000 });
  return new Map(entities.map((e) => [e.id, e]));
}

/** All descendants of a class (one query on the closure) with their parents, at most `limit`. */
export async function fetchDescendants(id: string, limit = 5000): Promise<{ nodes: OntologyEntity[]; total: number }> {
  const { entities, total } = await client.read({ fields: NODE_FIELDS, where: where.subclassOf(id), limit });
  return { nodes: entities, total };
}

/** What deleting the class would touch: its subclasses (all levels), its instances, the properties naming it as domain or range. */
export async function fetchDeleteImpact(id: string): Promise<DeleteImpact> {
  const [subclasses, instances, properties] = await Promise.all([
    client.count({ where: where.subclassOf(id) }),
    client.count({ of: { class: id } }),
    client.count({ where: [where.memberOf([META_CLASS.ObjectProperty, META_CLASS.DataProperty]), where.any([where.is(META_PROP.domain, id), where.is(META_PROP.range, id)])] }),
  ]);
  return { subclasses, instances, properties };
}

export const deleteClass = (id: string, force: boolean): Promise<void> => client.remove(id, { force, as: META_CLASS.Class });

export type ClassDraft = { name: string; ru: string; en: string; parents: string[] };

/** Creates a class with its labels and parents in one call; returns its id. */
export function createClass(draft: ClassDraft): Promise<string> {
  return client.create({ of: 'class', name: draft.name.trim(), labels: { ru: draft.ru, en: draft.en }, links: { [META_PROP.parents]: draft.parents } });
}

export const renameClass = (id: string, name: string): Promise<void> => client.rename(id, name.trim());

export const applyChanges = (changes: readonly OntologyChange[]): Promise<void> => client.write(changes);

/** The class card's values: labels, comments, IRI, parents, maps. */
export function fetchClassCard(id: string): Promise<OntologyEntity | null> {
  return client.readOne(id, { fields: [META_PROP.label, META_PROP.comment, META_PROP.iri, META_PROP.parents, META_PROP.inMap] });
}

/** The properties an instance of the class has, each with its tab (own, inherited, common). */
export const fetchClassForm = (id: string, lang: string) => client.form(id, { lang });

export const captionsOf = (ids: Iterable<string>, lang: string): Promise<Map<string, string>> => client.captions(ids, lang);
