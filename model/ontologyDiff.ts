import {
  DIFF_CATEGORIES,
  VALUE_TYPES,
  type CategoryDiff,
  type ChangedEntity,
  type DiffResult,
  type StateEntity,
  type StateFile,
  type StateValue,
  type ValueChange,
} from '../realtime/protocol/ontology/diff';
import { readStateFile } from './ontologyDiffState';

/** A value's identity for comparing: labels by language and text, numbers and texts as themselves. */
const keyOf = (value: StateValue): string => (typeof value === 'object' ? `l:${value.lang}:${value.text}` : `${typeof value}:${String(value)}`);

// the order of a property's values is not compared: a re-import or an export on another store may list them differently
const sameValues = (a: readonly StateValue[], b: readonly StateValue[]): boolean => {
  if (a.length !== b.length) return false;
  const x = a.map(keyOf).sort();
  const y = b.map(keyOf).sort();
  return x.every((k, i) => k === y[i]);
};

const sameClasses = (a: readonly string[], b: readonly string[]): boolean => sameValues(a, b);

/** Which property keys to skip: given as ids or names (case-insensitive), matched against both files' property names. */
function ignoredKeys(ignored: readonly string[], states: readonly StateFile[]): { keys: Set<string>; unknown: string[] } {
  const keys = new Set<string>();
  const unknown: string[] = [];
  for (const wanted of ignored) {
    const lower = wanted.toLowerCase();
    let found = false;
    for (const state of states) {
      for (const [id, name] of Object.entries(state.propNames)) {
        if (id === wanted || name.toLowerCase() === lower) {
          keys.add(id);
          found = true;
        }
      }
    }
    // platform columns (code, fields…) and the aliases name/class are keys of their own
    keys.add(wanted);
    if (!found && !['name', 'class'].includes(lower)) unknown.push(wanted);
  }
  return { keys, unknown };
}

function changedValues(before: StateEntity, after: StateEntity, ignored: ReadonlySet<string>, propNames: Readonly<Record<string, string>>): ValueChange[] {
  const changes: ValueChange[] = [];
  for (const type of VALUE_TYPES) {
    const a = (before[type] ?? {}) as Record<string, StateValue[]>;
    const b = (after[type] ?? {}) as Record<string, StateValue[]>;
    for (const prop of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) {
      if (ignored.has(prop)) continue;
      const x = a[prop] ?? [];
      const y = b[prop] ?? [];
      if (!sameValues(x, y)) changes.push({ type, prop, propName: propNames[prop] ?? prop, before: x, after: y });
    }
  }
  return changes;
}

function compareEntity(before: StateEntity, after: StateEntity, ignored: ReadonlySet<string>, propNames: Readonly<Record<string, string>>): ChangedEntity | null {
  const values = changedValues(before, after, ignored, propNames);
  const renamed = !ignored.has('name') && before.name !== after.name;
  const reclassed = !ignored.has('class') && !sameClasses(before.class, after.class);
  if (!renamed && !reclassed && values.length === 0) return null;
  return {
    id: after.id,
    name: after.name,
    ...(renamed ? { nameBefore: before.name } : {}),
    ...(reclassed ? { classBefore: before.class, classAfter: after.class } : {}),
    values,
  };
}

const byName = (a: { name: string; id: string }, b: { name: string; id: string }): number => a.name.localeCompare(b.name) || a.id.localeCompare(b.id);

/**
 * The difference between two ontology states (state1 → state2) by category: added and removed
 * entities, and entities whose name, classes or values changed (by value type), skipping the
 * ignored properties. Unreadable or invalid files are errors and then there is no diff.
 */
export function diffOntologyStates(text1: string, text2: string, ignoredProps: readonly string[] = []): DiffResult {
  const first = readStateFile(text1, 'state1');
  const second = readStateFile(text2, 'state2');
  const errors = [...first.errors, ...second.errors];
  const warnings = [...first.warnings, ...second.warnings];
  if (!first.state || !second.state) return { errors, warnings, stats: {}, diff: null, names: {} };
  const [a, b] = [first.state, second.state];
  if (a.header.formatVersion !== b.header.formatVersion) warnings.push(`Версии формата различаются: ${a.header.formatVersion} и ${b.header.formatVersion}`);
  if ((a.header.map?.id ?? null) !== (b.header.map?.id ?? null)) {
    warnings.push(`Файлы описывают разные части онтологии: ${a.header.map?.name ?? 'вся онтология'} и ${b.header.map?.name ?? 'вся онтология'}`);
  }
  if (a.header.exportedAt > b.header.exportedAt) warnings.push('state1 выгружен позже state2: изменения показаны от state1 к state2');
  const { keys, unknown } = ignoredKeys(ignoredProps, [a, b]);
  if (unknown.length) warnings.push(`Игнорируемые свойства не найдены ни в одном файле: ${unknown.join(', ')}`);
  const propNames = { ...a.propNames, ...b.propNames };
  // property names too: the values of added and removed entities are listed by property
  const names: Record<string, string> = { ...propNames };
  const result: DiffResult = { errors, warnings, stats: {}, diff: {}, names };
  for (const category of DIFF_CATEGORIES) {
    const before = new Map(a.categories[category].map((e) => [e.id, e]));
    const after = new Map(b.categories[category].map((e) => [e.id, e]));
    for (const e of [...before.values(), ...after.values()]) names[e.id] = e.name;
    const diff: CategoryDiff = { added: [], removed: [], changed: [] };
    let unchanged = 0;
    for (const [id, entity] of after) {
      const old = before.get(id);
      if (!old) diff.added.push(entity);
      else {
        const changed = compareEntity(old, entity, keys, propNames);
        if (changed) diff.changed.push(changed);
        else unchanged++;
      }
    }
    for (const [id, entity] of before) if (!after.has(id)) diff.removed.push(entity);
    diff.added.sort(byName);
    diff.removed.sort(byName);
    diff.changed.sort(byName);
    result.stats[category] = { added: diff.added.length, removed: diff.removed.length, changed: diff.changed.length, unchanged };
    if (result.diff) result.diff[category] = diff;
  }
  return result;
}
