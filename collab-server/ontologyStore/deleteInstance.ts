import { sql } from 'kysely';
import { META_CLASS, META_PROP } from '../../realtime/protocol/metaModel';
import type { SetItem } from '../../realtime/protocol/dataApi/setData';
import { invalid } from '../problems';
import { assertMayChangeBuiltIn, assertMayTouchClasses } from './writePolicy';
import { requireInstance, type WriteEnv } from './setItemValidation';
import { toWire, type StoredValue } from './valueCoercion';
import type { InstanceState } from './writeState';
import type { DeletedSnapshot } from './changeLog';

type DelItem = Extract<SetItem, { op: 'del' }>;
/** Counts by the instance that holds them. */
type Holders = Map<string, number>;

const total = (holders: Holders): number => [...holders.values()].reduce((a, b) => a + b, 0);
const add = (holders: Holders, id: string, n: number): void => {
  if (n > 0) holders.set(id, (holders.get(id) ?? 0) + n);
};

export const DELETE_MESSAGES = {
  linked: (n: number): string => `Экземпляр используется в других объектах (ссылок: ${n}); удалить его можно только с del_force`,
  classInUse: (name: string, members: number, subclasses: number): string =>
    `Класс "${name}" содержит экземпляры (${members}) и подклассы (${subclasses}); удалить его можно только с del_force`,
  propertyInUse: (name: string, n: number): string => `Свойство "${name}" заполнено у экземпляров (${n}); удалить его можно только с del_force`,
} as const;

/**
 * `del`: removes the instance with its values and memberships. What depends on it — links to it,
 * for a class its members and subclasses, for a property the values of it — stops the deletion
 * unless del_force, which removes those too (each removal in the change log).
 */
export async function applyDelete(env: WriteEnv, item: DelItem, index: number): Promise<string> {
  const { state } = env;
  const inst = requireInstance(state, item.inst);
  state.touch(inst.id, index);
  assertMayChangeBuiltIn(env.isAdmin, inst.id, null);
  assertMayTouchClasses(env.isAdmin, state.classesWithAncestors(inst));
  const isClass = inst.classes.includes(META_CLASS.Class);
  const isProperty = inst.classes.includes(META_CLASS.ObjectProperty) || inst.classes.includes(META_CLASS.DataProperty);
  const links = await incomingLinks(env, inst.id);
  const members = isClass ? await classMembers(env, inst.id) : [];
  const usage = isProperty ? await propertyUsage(env, inst.id) : new Map<string, number>();
  if (!item.del_force) {
    const subclasses = links.get(META_PROP.parents)?.size ?? 0;
    if (isClass && (members.length > 0 || subclasses > 0)) throw invalid(DELETE_MESSAGES.classInUse(inst.name, members.length, subclasses));
    const linkCount = [...links.values()].reduce((sum, holders) => sum + total(holders), 0);
    if (linkCount > 0) throw invalid(DELETE_MESSAGES.linked(linkCount));
    if (usage.size > 0) throw invalid(DELETE_MESSAGES.propertyInUse(inst.name, total(usage)));
  } else {
    await removeLinks(env, inst.id, links);
    await removeMemberships(env, inst.id, members);
    await removeUsage(env, inst.id, [...usage.keys()]);
  }
  const snapshot: DeletedSnapshot = {
    name: inst.name,
    author: inst.author,
    classes: inst.classes,
    vals: Object.fromEntries([...(inst.vals ?? [])].filter(([, list]) => list.length > 0).map(([prop, list]) => [prop, list.map(toWire)])),
  };
  state.markDeleted(inst);
  state.changes.push({ entity: inst.id, prop: null, op: 'del', before: snapshot, after: null });
  return inst.id;
}

/**
 * Links to `target` by property, then by holder. The store answers for instances the call has not
 * loaded; loaded ones are counted as the call has left them.
 */
async function incomingLinks(env: WriteEnv, target: string): Promise<Map<string, Holders>> {
  const rows = await env.trx
    .selectFrom('vals')
    .select(['inst', 'prop', sql<number>`count(*)`.as('n')])
    .where('r', '=', target)
    .where('inst', '<>', target)
    .groupBy(['inst', 'prop'])
    .execute();
  const byProp = new Map<string, Holders>();
  const holdersOf = (prop: string): Holders => {
    const holders = byProp.get(prop) ?? new Map<string, number>();
    byProp.set(prop, holders);
    return holders;
  };
  for (const row of rows) {
    const known = env.state.get(row.inst);
    if (!known?.vals && !known?.deleted) add(holdersOf(row.prop), row.inst, Number(row.n));
  }
  for (const inst of env.state.withValues()) {
    if (inst.id === target) continue;
    for (const [prop, list] of inst.vals ?? []) add(holdersOf(prop), inst.id, list.filter((v) => v.r === target).length);
  }
  for (const [prop, holders] of byProp) if (holders.size === 0) byProp.delete(prop);
  return byProp;
}

async function classMembers(env: WriteEnv, cls: string): Promise<string[]> {
  const rows = await env.trx.selectFrom('memberships').select('instance_id').where('class_id', '=', cls).where('instance_id', '<>', cls).execute();
  const members = new Set(rows.map((r) => r.instance_id).filter((id) => !env.state.get(id)));
  for (const inst of env.state.instances.values()) if (!inst.deleted && inst.id !== cls && inst.classes.includes(cls)) members.add(inst.id);
  return [...members];
}

async function propertyUsage(env: WriteEnv, prop: string): Promise<Holders> {
  const rows = await env.trx.selectFrom('vals').select(['inst', sql<number>`count(*)`.as('n')]).where('prop', '=', prop).groupBy('inst').execute();
  const holders: Holders = new Map();
  for (const row of rows) {
    const known = env.state.get(row.inst);
    if (!known?.vals && !known?.deleted) add(holders, row.inst, Number(row.n));
  }
  for (const inst of env.state.withValues()) add(holders, inst.id, inst.vals?.get(prop)?.length ?? 0);
  return holders;
}

async function loadForWrite(env: WriteEnv, ids: string[]): Promise<InstanceState[]> {
  await env.loader.load(ids, { withVals: true, lock: true });
  return ids.flatMap((id) => env.state.live(id) ?? []);
}

async function removeLinks(env: WriteEnv, target: string, links: Map<string, Holders>): Promise<void> {
  const holders = [...new Set([...links.values()].flatMap((h) => [...h.keys()]))];
  for (const inst of await loadForWrite(env, holders)) {
    for (const [prop, list] of inst.vals ?? []) {
      const kept = list.filter((v) => v.r !== target);
      if (kept.length === list.length) continue;
      env.state.setValues(inst, prop, kept);
      for (let i = 0; i < list.length - kept.length; i++) env.state.changes.push({ entity: inst.id, prop, op: 'rem', before: target, after: null });
    }
  }
}

async function removeMemberships(env: WriteEnv, cls: string, members: string[]): Promise<void> {
  await env.loader.load(members, { withVals: false, lock: true });
  for (const id of members) {
    const inst = env.state.live(id);
    if (!inst) continue;
    env.state.setClasses(inst, inst.classes.filter((c) => c !== cls));
    env.state.changes.push({ entity: id, prop: META_PROP.instanceOf, op: 'rem', before: cls, after: null });
  }
}

async function removeUsage(env: WriteEnv, prop: string, holders: string[]): Promise<void> {
  for (const inst of await loadForWrite(env, holders)) {
    const list = inst.vals?.get(prop) ?? [];
    if (list.length === 0) continue;
    env.state.setValues(inst, prop, []);
    env.state.changes.push({ entity: inst.id, prop, op: 'rem', before: list.length === 1 ? toWire(list[0] as StoredValue) : list.map(toWire), after: null });
  }
}
