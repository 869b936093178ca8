import { INTRINSIC_PROPS, META_CLASS, META_PROP, UUID_RE } from '../../realtime/protocol/metaModel';
import type { SetItem } from '../../realtime/protocol/dataApi/setData';
import { resolvePropRef } from './propertyCatalog';
import type { WriteState } from './writeState';
import type { ValuesNeeded, WriteStateLoader } from './writeStateLoader';

const propOf = (item: SetItem): string | null => ('prop' in item ? resolvePropRef(item.prop) : null);
const META_CLASSES: readonly string[] = Object.values(META_CLASS);

/**
 * Which values of the changed instances the items read. Only a call that just sets ordinary
 * properties of ordinary instances reads fewer than all: a deletion looks for links in every loaded
 * value, set_data1 answers with all of them, and classes, properties and the like derive their
 * definition from them. Required fields load what they check themselves (requiredFields.ts).
 */
function valuesNeeded(items: readonly SetItem[], allValues: boolean): ValuesNeeded | undefined {
  if (allValues || items.some((item) => item.op === 'del')) return undefined;
  const propsOf = new Map<string, Set<string> | null>();
  for (const item of items) {
    if (!item.inst) continue;
    const prop = item.op === 'new' ? null : propOf(item);
    const props = propsOf.has(item.inst) ? propsOf.get(item.inst) : new Set<string>();
    if (!props || !prop || INTRINSIC_PROPS.includes(prop)) propsOf.set(item.inst, null);
    else propsOf.set(item.inst, props.add(prop));
  }
  return (id, classes) => (classes.some((c) => META_CLASSES.includes(c)) ? null : (propsOf.get(id) ?? null));
}

/**
 * Loads, in a few batched queries, everything the items will look at: the instances they change
 * (locked, with values), the properties they write (with values: their definitions), and the
 * classes and link targets they name. The class graph is loaded only when the hierarchy changes.
 */
export async function preloadForItems(loader: WriteStateLoader, state: WriteState, items: readonly SetItem[], allValues: boolean): Promise<void> {
  const changed = new Set<string>();
  const props = new Set<string>();
  const named = new Set<string>();
  for (const item of items) {
    if (item.op === 'new') named.add(item.class);
    if (item.inst) changed.add(item.inst);
    const prop = propOf(item);
    if (prop && UUID_RE.test(prop) && !INTRINSIC_PROPS.includes(prop)) props.add(prop);
    const val = 'val' in item && typeof item.val === 'string' ? item.val.trim().toLowerCase() : '';
    if (UUID_RE.test(val)) named.add(val);
  }
  await loader.load(changed, { withVals: true, lock: true, needed: valuesNeeded(items, allValues) });
  await loader.load(props, { withVals: true });
  // ranges with their values: messages name a class by its label
  const ranges = [...props].flatMap((prop) => state.propertyDef(prop)?.range ?? []);
  await loader.load(ranges, { withVals: true });
  await loader.load(named, { withVals: false });
  const changesHierarchy = items.some(
    (item) =>
      (item.op === 'new' && item.class === META_CLASS.Class) || propOf(item) === META_PROP.parents || (item.op === 'del' && state.isClass(item.inst)),
  );
  if (changesHierarchy) await loader.loadGraph();
}
