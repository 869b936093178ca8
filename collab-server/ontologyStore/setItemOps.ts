import { randomUUID } from 'node:crypto';
import { INTRINSIC_PROPS, META_CLASS, META_PROP } from '../../realtime/protocol/metaModel';
import type { SetItem } from '../../realtime/protocol/dataApi/setData';
import { invalid } from '../problems';
import { resolvePropRef, type PropertyDef } from './propertyCatalog';
import { assertMayChangeBuiltIn, assertMayTouchClasses, assertMayWriteProperty } from './writePolicy';
import { assertBelowMax, caption, ITEM_MESSAGES, requireClass, requireInstance, requireProperty, valueFor, type WriteEnv } from './setItemValidation';
import { applyIntrinsic } from './intrinsicProps';
import { matchesValue, sameList, sameValue, sanitizeText, toWire, type StoredValue } from './valueCoercion';
import type { InstanceState } from './writeState';

type NewItem = Extract<SetItem, { op: 'new' }>;
export type ValueItem = Extract<SetItem, { op: 'upd' | 'add' | 'rem' }>;

/** `new`: an instance of the class (a class or a property when the class is a meta-class). Returns its id. */
export function applyNew(env: WriteEnv, item: NewItem, index: number): string {
  const { state } = env;
  requireClass(state, item.class);
  assertMayTouchClasses(env.isAdmin, state.ancestors(item.class));
  const id = item.inst ?? randomUUID();
  if (state.get(id)) throw invalid(`Экземпляр ${id} уже существует`);
  const name = env.sanitize ? sanitizeText(item.name ?? '') : (item.name ?? '');
  state.create(id, name, env.userId, [item.class]);
  if (item.class === META_CLASS.Class) {
    state.graph?.setParents(id, []);
    state.hierarchyChanged.add(id);
  }
  state.touch(id, index);
  state.changes.push({ entity: id, prop: null, op: 'new', before: null, after: { class: item.class, name } });
  return id;
}

/** `upd`, `add`, `rem` on any property; the intrinsic ones (name, class, author, date) have their own rules. */
export function applyValueItem(env: WriteEnv, item: ValueItem, index: number): string {
  const inst = requireInstance(env.state, item.inst);
  env.state.touch(inst.id, index);
  const prop = resolvePropRef(item.prop);
  if (prop === 'id') throw invalid('Идентификатор экземпляра изменить нельзя');
  assertMayChangeBuiltIn(env.isAdmin, inst.id, prop);
  assertMayTouchClasses(env.isAdmin, env.state.classesWithAncestors(inst));
  if (INTRINSIC_PROPS.includes(prop)) {
    applyIntrinsic(env, item, inst, prop);
    return inst.id;
  }
  const def = requireProperty(env.state, prop);
  assertMayWriteProperty(env.isAdmin, prop, def.readonly, caption(def));
  if (item.op === 'upd') updValue(env, inst, def, item, index);
  else if (item.op === 'add') addValue(env, inst, def, item, index);
  else remValue(env, inst, def, item, index);
  return inst.id;
}

const wireList = (list: readonly StoredValue[]): ReturnType<typeof toWire> | ReturnType<typeof toWire>[] | null =>
  list.length === 0 ? null : list.length === 1 ? toWire(list[0] as StoredValue) : list.map(toWire);

function commit(env: WriteEnv, inst: InstanceState, def: PropertyDef, op: ValueItem['op'], before: readonly StoredValue[], next: StoredValue[], change: { before: StoredValue[]; after: StoredValue[] }): void {
  if (sameList(before, next)) return;
  env.state.setValues(inst, def.id, next);
  env.state.changes.push({ entity: inst.id, prop: def.id, op, before: wireList(change.before), after: wireList(change.after) });
}

/**
 * Replaces all values, or only position `idx` (idx = count appends). A multiString value with a
 * language replaces only the values in that language: updating the Russian label keeps the English one.
 */
function updValue(env: WriteEnv, inst: InstanceState, def: PropertyDef, item: Extract<ValueItem, { op: 'upd' }>, index: number): void {
  const list = env.state.values(inst, def.id);
  const value = item.val === null ? null : valueFor(env, inst, def, item.val, index);
  if (item.idx !== undefined) {
    const idx = item.idx;
    if (idx > list.length) throw invalid(ITEM_MESSAGES.noPosition(idx));
    if (idx === list.length && value) assertBelowMax(def, list.length);
    const next = value ? [...list.slice(0, idx), value, ...list.slice(idx + 1)] : [...list.slice(0, idx), ...list.slice(idx + 1)];
    const old = list[idx];
    commit(env, inst, def, 'upd', list, next, { before: old ? [old] : [], after: value ? [value] : [] });
    return;
  }
  if (value && def.type === 'multiString' && value.lang) {
    const first = list.findIndex((v) => v.lang === value.lang);
    const others = list.filter((v) => v.lang !== value.lang);
    const at = first < 0 ? others.length : first;
    if (first < 0) assertBelowMax(def, list.length);
    const next = [...others.slice(0, at), value, ...others.slice(at)];
    commit(env, inst, def, 'upd', list, next, { before: list.filter((v) => v.lang === value.lang), after: [value] });
    return;
  }
  commit(env, inst, def, 'upd', list, value ? [value] : [], { before: [...list], after: value ? [value] : [] });
}

function addValue(env: WriteEnv, inst: InstanceState, def: PropertyDef, item: Extract<ValueItem, { op: 'add' }>, index: number): void {
  const list = env.state.values(inst, def.id);
  const value = valueFor(env, inst, def, item.val, index);
  // a parent given twice is one edge of the hierarchy
  if (def.id === META_PROP.parents && list.some((v) => sameValue(v, value))) return;
  assertBelowMax(def, list.length);
  const at = Math.min(item.idx ?? list.length, list.length);
  commit(env, inst, def, 'add', list, [...list.slice(0, at), value, ...list.slice(at)], { before: [], after: [value] });
}

/** Removes position `idx`, or the first value equal to `val`; a value that is not there changes nothing. */
function remValue(env: WriteEnv, inst: InstanceState, def: PropertyDef, item: Extract<ValueItem, { op: 'rem' }>, index: number): void {
  const list = env.state.values(inst, def.id);
  let at: number;
  if (item.idx !== undefined) {
    if (item.idx >= list.length) throw invalid(ITEM_MESSAGES.noPosition(item.idx));
    at = item.idx;
  } else {
    const wanted = valueFor(env, inst, def, item.val ?? '', index, true);
    at = list.findIndex((v) => matchesValue(v, wanted));
    if (at < 0) return;
  }
  const removed = list[at] as StoredValue;
  commit(env, inst, def, 'rem', list, [...list.slice(0, at), ...list.slice(at + 1)], { before: [removed], after: [] });
}
