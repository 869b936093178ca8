import { META_CLASS, META_PROP, type DataType } from '../../realtime/protocol/metaModel';
import type { PropertyDef } from './propertyCatalog';
import type { ClassGraph } from './classHierarchy';
import type { ChangeEntry } from './changeLog';
import type { StoredValue } from './valueCoercion';

/** One instance as a set_data call sees it: what was loaded, and what the call has made of it so far. */
export type InstanceState = {
  id: string;
  isNew: boolean;
  deleted: boolean;
  name: string;
  author: string | null;
  /** ISO 8601. */
  createdAt: string;
  classes: string[];
  /** Values by property, in position order; null when only the row and memberships were loaded (a link target). */
  vals: Map<string, StoredValue[]> | null;
  /**
   * The properties whose values `vals` holds when only those were loaded (a call that touches a few
   * properties of many instances); null when `vals` holds them all (or is null).
   */
  partial: Set<string> | null;
  /** Properties whose value lists the call replaced (compared with `orig` when written). */
  dirty: Set<string>;
  orig: {
    name: string;
    author: string | null;
    createdAt: string;
    classes: string[];
    vals: Map<string, StoredValue[]>;
    /** Properties whose stored positions were not 0..n-1: rewritten whole if touched. */
    gaps: Set<string>;
  };
};

/** A file id written as a value: checked to exist and attached to the instance at the end. */
export type FileRef = { item: number; inst: string; file: string };

const PROPERTY_CLASSES: readonly string[] = [META_CLASS.ObjectProperty, META_CLASS.DataProperty];

/**
 * The working set of a set_data call. Items are applied here, in memory, after the state they need
 * was loaded in a few batched queries; the result is written in batches at the end (writeFlush.ts).
 * Every change of values and classes goes through setValues/setClasses so property definitions,
 * the class graph and the dirty marks stay consistent.
 */
export class WriteState {
  readonly instances = new Map<string, InstanceState>();
  /** Ancestors of each class (itself included) as class_closure held them at load time. */
  readonly closure = new Map<string, Set<string>>();
  /** The whole parent graph, loaded when the call changes the hierarchy; then it answers ancestors(). */
  graph: ClassGraph | null = null;
  /** Classes created, deleted or given other parents: their closure rows are recomputed. */
  readonly hierarchyChanged = new Set<string>();
  readonly changes: ChangeEntry[] = [];
  readonly fileRefs: FileRef[] = [];
  /** Instances named by items, each with the first item that named it, in that order. */
  readonly touched = new Map<string, number>();
  private readonly defs = new Map<string, PropertyDef | null>();
  private readonly withAncestors = new Map<string, ReadonlySet<string>>();

  get(id: string): InstanceState | undefined {
    return this.instances.get(id);
  }

  live(id: string): InstanceState | undefined {
    const inst = this.instances.get(id);
    return inst && !inst.deleted ? inst : undefined;
  }

  touch(id: string, item: number): void {
    if (!this.touched.has(id)) this.touched.set(id, item);
  }

  create(id: string, name: string, author: string, classes: string[]): InstanceState {
    const createdAt = new Date().toISOString();
    const inst: InstanceState = {
      id,
      isNew: true,
      deleted: false,
      name,
      author,
      createdAt,
      classes,
      vals: new Map(),
      partial: null,
      dirty: new Set(),
      orig: { name: '', author: null, createdAt, classes: [], vals: new Map(), gaps: new Set() },
    };
    this.instances.set(id, inst);
    return inst;
  }

  values(inst: InstanceState, prop: string): readonly StoredValue[] {
    if (inst.partial && !inst.partial.has(prop)) throw new Error(`values of ${inst.id} for ${prop} were not loaded`);
    return inst.vals?.get(prop) ?? [];
  }

  setValues(inst: InstanceState, prop: string, list: StoredValue[]): void {
    if (!inst.vals || (inst.partial && !inst.partial.has(prop))) throw new Error(`values of ${inst.id} were not loaded`);
    inst.vals.set(prop, list);
    inst.dirty.add(prop);
    this.defs.delete(inst.id);
    if (prop === META_PROP.parents) {
      this.graph?.setParents(
        inst.id,
        list.map((v) => v.r ?? ''),
      );
      this.hierarchyChanged.add(inst.id);
    }
  }

  setClasses(inst: InstanceState, classes: string[]): void {
    inst.classes = classes;
    this.defs.delete(inst.id);
  }

  markDeleted(inst: InstanceState): void {
    inst.deleted = true;
    this.defs.delete(inst.id);
    if (inst.orig.classes.includes(META_CLASS.Class) || inst.classes.includes(META_CLASS.Class)) {
      this.graph?.removeClass(inst.id);
      this.hierarchyChanged.add(inst.id);
    }
  }

  /** The class and all its ancestors. */
  ancestors(cls: string): Set<string> {
    if (this.graph) return new Set(this.graph.ancestorsWithDepth(cls).keys());
    return this.closure.get(cls) ?? new Set([cls]);
  }

  /** Member of `cls` directly or through a subclass. */
  isInstanceOf(inst: InstanceState, cls: string): boolean {
    return inst.classes.some((c) => c === cls || this.ancestors(c).has(cls));
  }

  /** Direct classes and all their ancestors. */
  classesWithAncestors(inst: InstanceState): ReadonlySet<string> {
    // while the graph is not loaded ancestors come from the closure, fixed for the call: one set per list of classes
    const key = inst.classes.join(',');
    const known = this.graph ? undefined : this.withAncestors.get(key);
    if (known) return known;
    const all = new Set<string>();
    for (const c of inst.classes) for (const a of this.ancestors(c)) all.add(a);
    if (!this.graph && inst.classes.every((c) => this.closure.has(c))) this.withAncestors.set(key, all);
    return all;
  }

  isClass(id: string): boolean {
    return this.live(id)?.classes.includes(META_CLASS.Class) ?? false;
  }

  /** The definition of a live property as the call has left it so far, or null when `id` is not one. */
  propertyDef(id: string): PropertyDef | null {
    if (!this.defs.has(id)) this.defs.set(id, deriveProperty(this.live(id)));
    return this.defs.get(id) ?? null;
  }

  /** Every instance whose values are in memory (created or loaded for writing). */
  *withValues(): Iterable<InstanceState> {
    for (const inst of this.instances.values()) if (inst.vals && !inst.deleted) yield inst;
  }
}

function deriveProperty(inst: InstanceState | undefined): PropertyDef | null {
  if (!inst?.vals) return null;
  const metaClass = inst.classes.find((c) => PROPERTY_CLASSES.includes(c));
  if (!metaClass) return null;
  const kind = metaClass === META_CLASS.ObjectProperty ? 'object' : 'data';
  const first = (prop: string): StoredValue | undefined => inst.vals?.get(prop)?.[0];
  const labels: Record<string, string> = {};
  for (const l of inst.vals.get(META_PROP.label) ?? []) if (l.t) labels[l.lang ?? ''] = l.t;
  return {
    id: inst.id,
    name: inst.name,
    kind,
    type: kind === 'object' ? 'ref' : ((first(META_PROP.type)?.t ?? 'string') as DataType),
    range: first(META_PROP.range)?.r ?? null,
    domain: (inst.vals.get(META_PROP.domain) ?? []).flatMap((v) => (v.r ? [v.r] : [])),
    min: first(META_PROP.minCardinality)?.n ?? 0,
    max: first(META_PROP.maxCardinality)?.n ?? -1,
    readonly: first(META_PROP.readonly)?.b ?? false,
    labels,
  };
}
