import { META_CLASS, META_PROP } from '../../realtime/protocol/metaModel';
import type { SetValue } from '../../realtime/protocol/dataApi/setData';
import { invalid } from '../problems';
import { assertMayTouchClasses, assertMayWriteProperty } from './writePolicy';
import { ITEM_MESSAGES, requireClass, type WriteEnv } from './setItemValidation';
import type { ValueItem } from './setItemOps';
import { coerceValue, sanitizeText, VALUE_MESSAGES } from './valueCoercion';
import type { InstanceState } from './writeState';

const MAX_NAME_LENGTH = 2000;
/** Being a class or a property is decided when the instance is created; changing it would orphan its closure rows or values. */
const META_KINDS: readonly string[] = [META_CLASS.Class, META_CLASS.ObjectProperty, META_CLASS.DataProperty];

export const INTRINSIC_MESSAGES = {
  keepOneClass: 'Экземпляр должен принадлежать хотя бы одному классу',
  metaKindFixed: 'Принадлежность к мета-классу (класс, свойство) задаётся только при создании экземпляра',
  nameTooLong: `Название длиннее ${MAX_NAME_LENGTH} символов`,
  dateRequired: 'Дата создания не может быть пустой',
} as const;

/** name, class (instanceOf), author and date created live on the instance row and memberships, not in vals. */
export function applyIntrinsic(env: WriteEnv, item: ValueItem, inst: InstanceState, prop: string): void {
  switch (prop) {
    case META_PROP.name:
      return applyName(env, item, inst);
    case META_PROP.instanceOf:
      return applyClass(env, item, inst);
    case META_PROP.author:
      return applyAuthor(env, item, inst);
    case META_PROP.dateCreate:
      return applyDateCreate(env, item, inst);
  }
}

function record(env: WriteEnv, inst: InstanceState, prop: string, op: ValueItem['op'], before: string | null, after: string | null): void {
  env.state.changes.push({ entity: inst.id, prop, op, before, after });
}

function applyName(env: WriteEnv, item: ValueItem, inst: InstanceState): void {
  let name = '';
  if (item.op !== 'rem' && item.val !== null) {
    if (typeof item.val === 'object') throw invalid(VALUE_MESSAGES.lang);
    name = env.sanitize ? sanitizeText(String(item.val)) : String(item.val);
    if (name.length > MAX_NAME_LENGTH) throw invalid(INTRINSIC_MESSAGES.nameTooLong);
    if (item.op === 'add' && inst.name !== '') throw invalid(ITEM_MESSAGES.maxCardinality('Название', 1));
  }
  if (name === inst.name) return;
  record(env, inst, META_PROP.name, item.op, inst.name || null, name || null);
  inst.name = name;
}

function classFrom(val: SetValue | null | undefined): string {
  return typeof val === 'string' ? val.trim().toLowerCase() : '';
}

function applyClass(env: WriteEnv, item: ValueItem, inst: InstanceState): void {
  const { state } = env;
  const current = inst.classes;
  let next: string[];
  if (item.op === 'rem') {
    const cls = item.idx !== undefined ? current[item.idx] : classFrom(item.val);
    if (item.idx !== undefined && cls === undefined) throw invalid(ITEM_MESSAGES.noPosition(item.idx));
    if (!cls || !current.includes(cls)) return;
    next = current.filter((c) => c !== cls);
  } else {
    if (item.val === null) throw invalid(INTRINSIC_MESSAGES.keepOneClass);
    const cls = requireClass(state, classFrom(item.val)).id;
    assertMayTouchClasses(env.isAdmin, state.ancestors(cls));
    if (item.op === 'add' && current.includes(cls)) return;
    next = item.op === 'add' ? [...current, cls] : [cls];
  }
  if (next.length === 0) throw invalid(INTRINSIC_MESSAGES.keepOneClass);
  const added = next.filter((c) => !current.includes(c));
  const removed = current.filter((c) => !next.includes(c));
  if ([...added, ...removed].some((c) => META_KINDS.includes(c))) throw invalid(INTRINSIC_MESSAGES.metaKindFixed);
  if (added.length === 0 && removed.length === 0) return;
  state.setClasses(inst, next);
  for (const c of removed) record(env, inst, META_PROP.instanceOf, 'rem', c, null);
  for (const c of added) record(env, inst, META_PROP.instanceOf, 'add', null, c);
}

function applyAuthor(env: WriteEnv, item: ValueItem, inst: InstanceState): void {
  assertMayWriteProperty(env.isAdmin, META_PROP.author, true, 'Автор');
  let author: string | null = null;
  if (item.op !== 'rem' && item.val !== null) {
    const coerced = coerceValue('id', item.val, { sanitize: false });
    if (!coerced.ok) throw invalid(coerced.error);
    author = coerced.value.t;
    if (item.op === 'add' && inst.author !== null && inst.author !== author) throw invalid(ITEM_MESSAGES.maxCardinality('Автор', 1));
  }
  if (author === inst.author) return;
  record(env, inst, META_PROP.author, item.op, inst.author, author);
  inst.author = author;
}

function applyDateCreate(env: WriteEnv, item: ValueItem, inst: InstanceState): void {
  assertMayWriteProperty(env.isAdmin, META_PROP.dateCreate, true, 'Дата создания');
  if (item.op === 'rem' || item.val === null) throw invalid(INTRINSIC_MESSAGES.dateRequired);
  const coerced = coerceValue('dateTime', item.val, { sanitize: false });
  if (!coerced.ok) throw invalid(coerced.error);
  const createdAt = coerced.value.d ?? inst.createdAt;
  if (createdAt === inst.createdAt) return;
  record(env, inst, META_PROP.dateCreate, item.op, inst.createdAt, createdAt);
  inst.createdAt = createdAt;
}
