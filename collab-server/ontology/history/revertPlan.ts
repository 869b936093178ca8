import type { SetItem, SetValue, WireValue } from '../../../realtime/protocol/dataApi/setData';
import { META_PROP } from '../../../realtime/protocol/metaModel';
import type { DeletedSnapshot } from '../../ontologyStore';

/** The change to undo, as the change log keeps it. */
export type LoggedChange = { entity: string; prop: string | null; op: string; before: unknown; after: unknown };

/** What the entity is like now: does it exist, its name and classes, the property's values in order. */
export type CurrentState = { exists: boolean; name: string; classes: string[]; values: WireValue[] };

/** A link removed by the same forced deletion (a member's class, a reference, a value of a deleted property). */
export type RemovedLink = { entity: string; prop: string; before: unknown };

export type RevertPlan = { items: SetItem[] } | { conflict: string };

export type PlanInput = {
  change: LoggedChange;
  current: CurrentState;
  /** The property's caption, for messages. */
  caption: string;
  /** The property holds at most one value. */
  single: boolean;
  force: boolean;
  /** For a deletion: what the same call removed elsewhere because of it, restored with it. */
  removedLinks?: readonly RemovedLink[];
};

export const REVERT_MESSAGES = {
  changedSince: (caption: string, now: string): string =>
    `Значение свойства "${caption}" изменилось после этого изменения (сейчас: ${now || '—'}); отменить можно только принудительно`,
  alreadyDeleted: 'Объект уже удалён: отменять его создание нечего',
  existsAgain: 'Объект с этим идентификатором уже существует: восстановить удалённый нельзя',
  notFound: 'Объект не существует: изменение нельзя отменить',
  classGone: (cls: string): string => `Объект больше не принадлежит классу ${cls}; отменить можно только принудительно`,
  classBack: (cls: string): string => `Объект уже снова принадлежит классу ${cls}`,
} as const;

const list = (value: unknown): WireValue[] => (value === null || value === undefined ? [] : Array.isArray(value) ? (value as WireValue[]) : [value as WireValue]);

/** Values as the change log and the store give them compare equal: a number as number, a label by language and text. */
export function sameWire(a: unknown, b: unknown): boolean {
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const x = a as { lang?: unknown; text?: unknown };
    const y = b as { lang?: unknown; text?: unknown };
    return x.lang === y.lang && x.text === y.text;
  }
  if (typeof a === 'number' || typeof b === 'number') return Number(a) === Number(b);
  return a === b;
}

const show = (values: readonly WireValue[]): string => values.map((v) => (typeof v === 'object' ? v.text : String(v))).join(', ');

/** Positions of `wanted` in `values` (each value used once), or null when one is missing. */
function positionsOf(values: readonly WireValue[], wanted: readonly WireValue[]): number[] | null {
  const used = new Set<number>();
  for (const w of wanted) {
    const at = values.findIndex((v, i) => !used.has(i) && sameWire(v, w));
    if (at < 0) return null;
    used.add(at);
  }
  return [...used].sort((a, b) => a - b);
}

function revertName(input: PlanInput): RevertPlan {
  const { change, current } = input;
  const after = typeof change.after === 'string' ? change.after : '';
  if (!input.force && current.name !== after) return { conflict: REVERT_MESSAGES.changedSince(input.caption, current.name) };
  return { items: [{ op: 'upd', inst: change.entity, prop: 'name', val: typeof change.before === 'string' ? change.before : '' }] };
}

function revertClass(input: PlanInput): RevertPlan {
  const { change, current } = input;
  if (change.op === 'add' && typeof change.after === 'string') {
    if (!current.classes.includes(change.after)) return input.force ? { items: [] } : { conflict: REVERT_MESSAGES.classGone(change.after) };
    return { items: [{ op: 'rem', inst: change.entity, prop: 'class', val: change.after }] };
  }
  if (change.op === 'rem' && typeof change.before === 'string') {
    if (current.classes.includes(change.before)) return input.force ? { items: [] } : { conflict: REVERT_MESSAGES.classBack(change.before) };
    return { items: [{ op: 'add', inst: change.entity, prop: 'class', val: change.before }] };
  }
  return { items: [] };
}

/** upd/add/rem of an ordinary property: take out what the change put in, put back what it took out. */
function revertValues(input: PlanInput): RevertPlan {
  const { change, current } = input;
  const prop = change.prop as string;
  const added = change.op === 'rem' ? [] : list(change.after);
  const removed = change.op === 'add' ? [] : list(change.before);
  const positions = positionsOf(current.values, added);
  const changed = positions === null || (change.op !== 'add' && added.length === 0 && input.single && current.values.length > 0) || (change.op === 'rem' && input.single && current.values.length > 0);
  if (changed && !input.force) return { conflict: REVERT_MESSAGES.changedSince(input.caption, show(current.values)) };
  const items: SetItem[] = [];
  // a value replaced by a value is put back in place: one logged change rather than a removal and an addition
  if (change.op === 'upd' && positions !== null && positions.length > 0 && positions.length === removed.length) {
    positions.forEach((at, i) => items.push({ op: 'upd', inst: change.entity, prop, val: removed[i] as SetValue, idx: at }));
    return { items };
  }
  // removing from the end keeps the earlier positions valid
  for (const at of [...(positions ?? [])].reverse()) items.push({ op: 'rem', inst: change.entity, prop, idx: at });
  if (positions === null && input.single && removed.length > 0) items.push({ op: 'upd', inst: change.entity, prop, val: null });
  const start = positions?.[0] ?? current.values.length;
  removed.forEach((val, i) => items.push({ op: 'add', inst: change.entity, prop, val: val as SetValue, idx: start + i }));
  return { items };
}

/** Recreates a deleted instance with its id, classes, name and values, and the links its forced deletion removed. */
function recreate(input: PlanInput): RevertPlan {
  const { change, current } = input;
  if (current.exists) return { conflict: REVERT_MESSAGES.existsAgain };
  const snapshot = change.before as DeletedSnapshot;
  const [first, ...others] = snapshot.classes;
  if (!first) return { conflict: REVERT_MESSAGES.notFound };
  const items: SetItem[] = [{ op: 'new', class: first, inst: change.entity, name: snapshot.name }];
  for (const cls of others) items.push({ op: 'add', inst: change.entity, prop: 'class', val: cls });
  for (const [prop, values] of Object.entries(snapshot.vals)) for (const val of values) items.push({ op: 'add', inst: change.entity, prop, val: val as SetValue });
  for (const link of input.removedLinks ?? []) {
    const prop = link.prop === META_PROP.instanceOf ? 'class' : link.prop;
    for (const val of list(link.before)) items.push({ op: 'add', inst: link.entity, prop, val: val as SetValue });
  }
  return { items };
}

/**
 * The set_data items that undo one logged change, or the conflict that stops it: the state is no
 * longer what the change left (unless `force`). Undoing a creation deletes the instance — plainly,
 * so set_data refuses when something now depends on it; with `force`, with del_force.
 */
export function planRevert(input: PlanInput): RevertPlan {
  const { change, current } = input;
  switch (change.op) {
    case 'new':
      if (!current.exists) return { conflict: REVERT_MESSAGES.alreadyDeleted };
      return { items: [{ op: 'del', inst: change.entity, ...(input.force ? { del_force: true } : {}) }] };
    case 'del':
      return recreate(input);
    default:
      if (!current.exists) return { conflict: REVERT_MESSAGES.notFound };
      if (change.prop === META_PROP.name) return revertName(input);
      if (change.prop === META_PROP.instanceOf) return revertClass(input);
      if (change.prop === META_PROP.author || change.prop === META_PROP.dateCreate) {
        return { items: [{ op: 'upd', inst: change.entity, prop: change.prop, val: (change.before as SetValue | null) ?? null }] };
      }
      return revertValues(input);
  }
}
