import type { Kysely } from 'kysely';
import type { Database } from '../store';
import { DATA_TYPES, META_CLASS, META_PROP } from '../../realtime/protocol/metaModel';
import type { SetValue } from '../../realtime/protocol/dataApi/setData';
import { invalid } from '../problems';
import { propertyCaption, type PropertyDef } from './propertyCatalog';
import { coerceValue, type StoredValue } from './valueCoercion';
import type { InstanceState, WriteState } from './writeState';
import type { WriteStateLoader } from './writeStateLoader';

/** What every item handler of a set_data call works with. */
export type WriteEnv = {
  trx: Kysely<Database>;
  state: WriteState;
  loader: WriteStateLoader;
  userId: string;
  isAdmin: boolean;
  /** trust: false — text values are stripped of HTML. */
  sanitize: boolean;
};

export const ITEM_MESSAGES = {
  unknownInstance: (id: string): string => `Unknown instance: ${id}`,
  unknownClass: (id: string): string => `Unknown class: ${id}`,
  unknownProperty: (id: string): string => `Unknown property: ${id}`,
  maxCardinality: (caption: string, max: number): string => `Превышена максимальная кардинальность свойства "${caption}" (не более ${max})`,
  noPosition: (idx: number): string => `Нет значения в позиции ${idx}`,
  notInRange: (className: string, where?: { prop: string; inst: string; value: string }): string =>
    `Значение должно быть экземпляром класса "${className}"` + (where ? `: свойство "${where.prop}" у "${where.inst}", значение "${where.value}"` : ''),
  unknownType: (type: string): string => `Неизвестный тип значения "${type}"; допустимы: ${DATA_TYPES.join(', ')}`,
  badMaxCardinality: (property: string, given: number): string =>
    `Максимальная кардинальность свойства "${property}": целое число не меньше -1 (-1 — без ограничения), получено ${given}`,
  badMinCardinality: (property: string, given: number): string => `Минимальная кардинальность свойства "${property}": целое число не меньше 0, получено ${given}`,
  maxBelowMin: (property: string, min: number, max: number): string =>
    `Максимальная кардинальность свойства "${property}" (${max}) меньше минимальной (${min}); -1 — без ограничения`,
  parentsOfNonClass: 'Родительские классы задаются только у классов',
  cycle: (child: string, parent: string): string => `Класс "${parent}" не может быть родителем класса "${child}": получится цикл`,
} as const;

/** A live instance whose values are loaded (every instance an item names is). */
export function requireInstance(state: WriteState, id: string): InstanceState {
  const inst = state.live(id);
  if (!inst?.vals) throw invalid(ITEM_MESSAGES.unknownInstance(id));
  return inst;
}

export function requireClass(state: WriteState, id: string): InstanceState {
  const cls = state.live(id);
  if (!cls || !state.isClass(id)) throw invalid(ITEM_MESSAGES.unknownClass(id));
  return cls;
}

export function requireProperty(state: WriteState, id: string): PropertyDef {
  const def = state.propertyDef(id);
  if (!def) throw invalid(ITEM_MESSAGES.unknownProperty(id));
  return def;
}

/** Captions in messages are Russian labels, else the name, as the form shows them. */
export const caption = (def: PropertyDef): string => propertyCaption(def, 'ru');

export function assertBelowMax(def: PropertyDef, count: number): void {
  if (def.max >= 0 && count >= def.max) throw invalid(ITEM_MESSAGES.maxCardinality(caption(def), def.max));
}

/** The meta-model's own properties carry rules of their own, beyond their value type. */
function checkMetaValue(def: PropertyDef, value: StoredValue, inst: InstanceState): void {
  if (def.id === META_PROP.type && !(DATA_TYPES as readonly string[]).includes(value.t ?? '')) throw invalid(ITEM_MESSAGES.unknownType(value.t ?? ''));
  const name = inst.name || inst.id;
  if (def.id === META_PROP.maxCardinality && (value.n ?? 0) < -1) throw invalid(ITEM_MESSAGES.badMaxCardinality(name, value.n ?? 0));
  if (def.id === META_PROP.minCardinality && (value.n ?? 0) < 0) throw invalid(ITEM_MESSAGES.badMinCardinality(name, value.n ?? 0));
}

/**
 * At the end of a call (min and max may change in either order within it) every property it
 * touched must have max ≥ min unless max is -1 (unlimited).
 */
export function assertCardinalityBounds(env: WriteEnv): void {
  for (const [id, item] of env.state.touched) {
    const def = env.state.live(id) ? env.state.propertyDef(id) : undefined;
    if (def && def.max >= 0 && def.max < def.min) throw invalid(`${ITEM_MESSAGES.maxBelowMin(def.name || id, def.min, def.max)} (data[${item}])`);
  }
}

/**
 * The stored form of a value written to `def` on `inst`: coerced by type, and for links the target
 * must exist (and belong to the range), for files the file is checked at the end of the call.
 * `matchOnly` (rem by value): only the form matters, a link may point to an instance already gone.
 */
export function valueFor(env: WriteEnv, inst: InstanceState, def: PropertyDef, input: SetValue, item: number, matchOnly = false): StoredValue {
  const coerced = coerceValue(def.type, input, { sanitize: env.sanitize });
  if (!coerced.ok) throw invalid(coerced.error);
  const value = coerced.value;
  if (matchOnly) return value;
  checkMetaValue(def, value, inst);
  if (def.kind === 'object') {
    const target = env.state.live(value.r ?? '');
    if (!target) throw invalid(ITEM_MESSAGES.unknownInstance(value.r ?? ''));
    if (def.range && !env.state.isInstanceOf(target, def.range)) {
      const where = { prop: caption(def), inst: instanceCaption(inst) ?? inst.id, value: instanceCaption(target) ?? target.id };
      throw invalid(ITEM_MESSAGES.notInRange(instanceCaption(env.state.get(def.range)) ?? def.range, where));
    }
    if (def.id === META_PROP.parents) assertCanBeParent(env.state, inst, target);
  }
  if (def.type === 'file') env.state.fileRefs.push({ item, inst: inst.id, file: value.t ?? '' });
  return value;
}

/** An instance as users know it: its Russian label, else its name. */
function instanceCaption(inst: InstanceState | undefined): string | undefined {
  const ru = inst?.vals?.get(META_PROP.label)?.find((v) => v.lang === 'ru')?.t;
  return ru || inst?.name || undefined;
}

function assertCanBeParent(state: WriteState, cls: InstanceState, parent: InstanceState): void {
  if (!cls.classes.includes(META_CLASS.Class)) throw invalid(ITEM_MESSAGES.parentsOfNonClass);
  if (state.graph?.wouldCreateCycle(cls.id, parent.id)) throw invalid(ITEM_MESSAGES.cycle(cls.name || cls.id, parent.name || parent.id));
}
