import type { SetItem, SetValue } from '../../../../realtime/protocol/dataApi/setData';
import { META_PROP } from '../../../../realtime/protocol/metaModel';
import { classOfKind, type Labels, type MetaKind } from './ontologyEntity';

/**
 * Changes to the ontology, as set_data items; a list of them is written in one call, all or
 * nothing, and recorded in the change log as the user made them.
 */
export type OntologyChange = SetItem;

/** The class of a new entity: a meta-model kind, or any class id (an individual of it). */
export type NewEntityClass = MetaKind | (string & {});

const META_KINDS: readonly string[] = ['class', 'objectProperty', 'dataProperty', 'map'];
const classIdOf = (of: NewEntityClass): string => (META_KINDS.includes(of) ? classOfKind(of as MetaKind) : of);

export const change = {
  create: (of: NewEntityClass, id: string, name: string): OntologyChange => ({ op: 'new', class: classIdOf(of), inst: id, name }),
  rename: (id: string, name: string): OntologyChange => ({ op: 'upd', inst: id, prop: 'name', val: name }),
  /** Replaces every value of the property (null: removes them). */
  set: (id: string, prop: string, val: SetValue | null): OntologyChange => ({ op: 'upd', inst: id, prop, val }),
  add: (id: string, prop: string, val: SetValue): OntologyChange => ({ op: 'add', inst: id, prop, val }),
  /** Removes the first value equal to `val`. */
  remove: (id: string, prop: string, val: SetValue): OntologyChange => ({ op: 'rem', inst: id, prop, val }),
  /** Deletes the entity; links to it (members, for a class) need `force`. `as`: the class it was edited as, for the record. */
  delete: (id: string, options: { force?: boolean; as?: string } = {}): OntologyChange => ({
    op: 'del',
    inst: id,
    ...(options.force ? { del_force: true } : {}),
    ...(options.as ? { class: options.as } : {}),
  }),
};

/**
 * A language-tagged text (a label, a comment) from `before` to `after`: the text in that language
 * replaced, or removed when emptied; nothing when unchanged.
 */
export function textChange(id: string, prop: string, lang: string, before: string, after: string): OntologyChange[] {
  const text = after.trim();
  if (text === before) return [];
  return [text ? change.set(id, prop, { lang, text }) : change.remove(id, prop, { lang, text: before })];
}

/** The labels in each of `langs` from `before` to `after` (only what changed). */
export function labelChanges(id: string, before: Labels, after: Labels, langs: readonly string[] = ['ru', 'en']): OntologyChange[] {
  return langs.flatMap((lang) => textChange(id, META_PROP.label, lang, before[lang] ?? '', after[lang] ?? ''));
}

/** A many-valued link from one set of targets to another: the gone ones removed, the new ones added. */
export function linkChanges(id: string, prop: string, before: readonly string[], after: readonly string[]): OntologyChange[] {
  const was = new Set(before);
  const now = new Set(after);
  return [...[...was].filter((t) => !now.has(t)).map((t) => change.remove(id, prop, t)), ...[...now].filter((t) => !was.has(t)).map((t) => change.add(id, prop, t))];
}

/** A single-valued link from one target to another (null: none). */
export const singleLinkChange = (id: string, prop: string, before: string | null, after: string | null): OntologyChange[] => (before === after ? [] : [change.set(id, prop, after)]);

/** A new entity with what it starts with. */
export type NewEntity = {
  of: NewEntityClass;
  /** Chosen by the caller, so later changes of the same call can refer to it; a fresh one otherwise. */
  id?: string;
  name: string;
  labels?: Labels;
  /** Many-valued links to add, by property. */
  links?: Readonly<Record<string, readonly string[]>>;
  /** Values to set, by property. */
  values?: Readonly<Record<string, SetValue>>;
};

/** The changes that create an entity with its labels, links and values. */
export function createChanges(entity: NewEntity & { id: string }): OntologyChange[] {
  const { id } = entity;
  const labels = Object.entries(entity.labels ?? {}).flatMap(([lang, text]) => (text?.trim() ? [change.add(id, META_PROP.label, { lang, text: text.trim() })] : []));
  const links = Object.entries(entity.links ?? {}).flatMap(([prop, targets]) => targets.map((target) => change.add(id, prop, target)));
  const values = Object.entries(entity.values ?? {}).map(([prop, val]) => change.set(id, prop, val));
  return [change.create(entity.of, id, entity.name), ...labels, ...links, ...values];
}
