import { getData, getForm, setData } from '../../../app/api/dataApi';
import type { FilterNode } from '../../../../realtime/protocol/dataApi/getData';
import type { SetItem } from '../../../../realtime/protocol/dataApi/setData';
import { META_CLASS, META_PROP } from '../../../../realtime/protocol/metaModel';
import { displayName, groupRows, linksOf, textIn, firstText, type EntityRef, type InstanceRows } from './dataRows';
import type { DeleteImpact } from './deleteImpact';
import { ROOTS } from './classTreeModel';

/** The classes screens' reads and writes, all through the generic data API (get_data, get_form, set_data). */

/** The built-in meta-classes (Class, ObjectProperty, …): left out of lists unless asked for. */
export const BUILT_IN_CLASSES: readonly string[] = Object.values(META_CLASS);
const notBuiltIn: FilterNode = { prop: 'id', op: 'ne', val: [...BUILT_IN_CLASSES] };

export type ClassEntry = { id: string; name: string; ru: string; en: string; parents: EntityRef[]; iri: string };

function toEntry(inst: InstanceRows): ClassEntry {
  return { id: inst.id, name: inst.name, ru: textIn(inst, META_PROP.label, 'ru'), en: textIn(inst, META_PROP.label, 'en'), parents: linksOf(inst, META_PROP.parents), iri: firstText(inst, META_PROP.iri) };
}

const ENTRY_FIELDS = [{ prop: META_PROP.label }, { prop: META_PROP.parents }, { prop: META_PROP.iri }];

/** A name or label containing the text. */
export const nameOrLabel = (text: string): FilterNode => ({ or: [{ prop: 'name', op: 'contains', val: text }, { prop: META_PROP.label, op: 'contains', val: text }] });

export type ClassQuery = { search: string; offset: number; limit: number; showBuiltIn: boolean; map: string | null; lang: string };

export async function fetchClassList(query: ClassQuery): Promise<{ entries: ClassEntry[]; total: number }> {
  const filter: FilterNode[] = [];
  if (!query.showBuiltIn) filter.push(notBuiltIn);
  if (query.search.trim()) filter.push(nameOrLabel(query.search.trim()));
  if (query.map) filter.push({ prop: META_PROP.inMap, op: 'eq', val: query.map });
  const res = await getData({ class: META_CLASS.Class, fields: ENTRY_FIELDS, filter, offset: query.offset, limit: query.limit });
  const entries = groupRows(res.rows).map(toEntry);
  const captions = await captionsOf(entries.flatMap((e) => e.parents.map((p) => p.id)), query.lang);
  return { entries: entries.map((e) => ({ ...e, parents: captioned(e.parents, captions) })), total: res.count_rows };
}

/**
 * Direct instances per class in one grouped query. An instance of several classes is counted under
 * the first of them by name (get_data groups by the first value), a fair trade for one request.
 */
export async function countInstances(classIds: readonly string[]): Promise<Map<string, number>> {
  if (classIds.length === 0) return new Map();
  const res = await getData({ filter: { prop: 'class', op: 'in', val: [...classIds] }, group: 'class', limit: 0 });
  return new Map((res.groups ?? []).flatMap((g) => (typeof g.val === 'string' ? [[g.val, g.count] as const] : [])));
}

/** The instances of one class (not of its subclasses). */
export async function instanceCount(classId: string): Promise<number> {
  return (await getData({ class: classId, limit: 0 })).count_rows;
}

/** A class as the tree and pickers show it; deprecated (owl:deprecated) ones are struck through. */
export type TreeNodeInfo = { id: string; name: string; ru: string; en: string; parents: string[]; deprecated?: boolean };

function toNode(inst: InstanceRows): TreeNodeInfo {
  const deprecated = inst.values.get(META_PROP.deprecated)?.[0]?.val === true;
  return { id: inst.id, name: inst.name, ru: textIn(inst, META_PROP.label, 'ru'), en: textIn(inst, META_PROP.label, 'en'), parents: linksOf(inst, META_PROP.parents).map((p) => p.id), deprecated };
}
const NODE_FIELDS = [{ prop: META_PROP.label }, { prop: META_PROP.parents }, { prop: META_PROP.deprecated }];

const LIVE: FilterNode = { prop: META_PROP.deprecated, op: 'ne', val: true };
const DEPRECATED: FilterNode = { prop: META_PROP.deprecated, op: 'eq', val: true };

/**
 * A page of the children of a class by name, or of the roots (classes without parents); deprecated
 * classes come after the live ones (so.owl has 343 obsolete classes, all roots, that would
 * otherwise bury its one real root).
 */
export async function fetchChildren(parent: string, offset: number, limit: number, showBuiltIn: boolean): Promise<{ nodes: TreeNodeInfo[]; total: number }> {
  const filter: FilterNode[] = parent === ROOTS ? [{ prop: META_PROP.parents, op: 'empty' }] : [{ prop: META_PROP.parents, op: 'eq', val: parent }];
  if (!showBuiltIn) filter.push(notBuiltIn);
  // only classes have parents and closure rows: the class scope (a semi-join over every class) is
  // needed for the roots alone (measured in tests/bench/hierarchyBench.ts)
  const scope = parent === ROOTS ? { class: META_CLASS.Class } : {};
  const live = await getData({ ...scope, fields: NODE_FIELDS, filter: [...filter, LIVE], offset, limit });
  const nodes = groupRows(live.rows).map(toNode);
  const rest = limit - nodes.length;
  const deprecated = await getData({ ...scope, fields: NODE_FIELDS, filter: [...filter, DEPRECATED], offset: Math.max(0, offset - live.count_rows), limit: rest });
  return { nodes: [...nodes, ...groupRows(deprecated.rows).map(toNode)], total: live.count_rows + deprecated.count_rows };
}

/** Which of these classes have subclasses: one query for a whole level (a hidden reverse field that must not be empty). */
export async function fetchHavingChildren(ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const res = await getData({ idx: [...ids], fields: [{ prop: META_PROP.parents, reverse: true, filter_mode: 'notEmpty', hidden: true }], limit: ids.length });
  return new Set(res.rows.map((r) => r.inst));
}

/** Classes by name or label, each with its parents, for search and pickers. */
export async function searchClasses(text: string, limit = 30, showBuiltIn = false): Promise<TreeNodeInfo[]> {
  const filter: FilterNode[] = [nameOrLabel(text)];
  if (!showBuiltIn) filter.push(notBuiltIn);
  const res = await getData({ class: META_CLASS.Class, fields: NODE_FIELDS, filter, limit });
  return groupRows(res.rows).map(toNode);
}

/** A class with all its ancestors (one query on the closure), each with its parents: enough to draw every path up. */
export async function fetchAncestry(id: string): Promise<Map<string, TreeNodeInfo>> {
  const res = await getData({ fields: NODE_FIELDS, filter: { or: [{ prop: 'id', op: 'eq', val: id }, { prop: 'superclass_of', op: 'eq', val: id }] }, limit: 10_000 });
  return new Map(groupRows(res.rows).map((inst) => [inst.id, toNode(inst)]));
}

/** All descendants of a class (one query on the closure) with their parents, at most `limit`. */
export async function fetchDescendants(id: string, limit = 5000): Promise<{ nodes: TreeNodeInfo[]; total: number }> {
  const res = await getData({ fields: NODE_FIELDS, filter: { prop: 'subclass_of', op: 'eq', val: id }, limit });
  return { nodes: groupRows(res.rows).map(toNode), total: res.count_rows };
}

/** What deleting the class would touch: its subclasses (all levels), its instances, the properties naming it as domain or range. */
export async function fetchDeleteImpact(id: string): Promise<DeleteImpact> {
  const [subclasses, instances, properties] = await Promise.all([
    getData({ filter: { prop: 'subclass_of', op: 'eq', val: id }, limit: 0 }),
    getData({ class: id, limit: 0 }),
    getData({
      filter: [
        { prop: 'class', op: 'in', val: [META_CLASS.ObjectProperty, META_CLASS.DataProperty] },
        { or: [{ prop: META_PROP.domain, op: 'eq', val: id }, { prop: META_PROP.range, op: 'eq', val: id }] },
      ],
      limit: 0,
    }),
  ]);
  return { subclasses: subclasses.count_rows, instances: instances.count_rows, properties: properties.count_rows };
}

export async function deleteClass(id: string, force: boolean): Promise<void> {
  await setData([{ op: 'del', inst: id, del_force: force || undefined, class: META_CLASS.Class }]);
}

export type ClassDraft = { name: string; ru: string; en: string; parents: string[] };

/** Creates a class with its labels and parents in one call; returns its id. */
export async function createClass(draft: ClassDraft): Promise<string> {
  const inst = crypto.randomUUID();
  const items: SetItem[] = [{ op: 'new', class: META_CLASS.Class, inst, name: draft.name.trim() }];
  for (const lang of ['ru', 'en'] as const) if (draft[lang].trim()) items.push({ op: 'add', inst, prop: META_PROP.label, val: { lang, text: draft[lang].trim() } });
  for (const parent of draft.parents) items.push({ op: 'add', inst, prop: META_PROP.parents, val: parent });
  await setData(items);
  return inst;
}

export async function renameClass(id: string, name: string): Promise<void> {
  await setData([{ op: 'upd', inst: id, prop: 'name', val: name.trim() }]);
}

export async function applyItems(items: SetItem[]): Promise<void> {
  if (items.length) await setData(items);
}

/** The class card's values: labels, comments, IRI, parents, deprecated. */
export async function fetchClassCard(id: string): Promise<InstanceRows | null> {
  const res = await getData({
    idx: id,
    fields: [{ prop: META_PROP.label }, { prop: META_PROP.comment }, { prop: META_PROP.iri }, { prop: META_PROP.parents }, { prop: META_PROP.inMap }],
  });
  return groupRows(res.rows)[0] ?? null;
}

/** The properties an instance of the class has, each with its tab (own, inherited, common). */
export function fetchClassForm(id: string, lang: string) {
  return getForm({ class: id, prop_cap: lang === 'en' ? 'en' : 'ru' });
}

/** Captions of classes (or any entities) as people read them: the label in `lang`, else Russian, else the name. One request. */
export async function captionsOf(ids: Iterable<string>, lang: string): Promise<Map<string, string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const res = await getData({ idx: wanted, fields: [{ prop: META_PROP.label }], limit: wanted.length });
  return new Map(groupRows(res.rows).map((inst) => [inst.id, displayName(inst, lang)]));
}

/** Entity references renamed to their captions. */
export const captioned = (refs: readonly EntityRef[], captions: ReadonlyMap<string, string>): EntityRef[] => refs.map((r) => ({ id: r.id, name: captions.get(r.id) || r.name }));
