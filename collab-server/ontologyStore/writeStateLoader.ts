import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../store';
import { META_CLASS, META_PROP } from '../../realtime/protocol/metaModel';
import { ClassGraph } from './classHierarchy';
import { chunks, IDS_PER_ANY_STATEMENT } from '../store';
import type { StoredValue } from './valueCoercion';
import type { InstanceState, WriteState } from './writeState';

// Any fixed number: one lock key serialises hierarchy changes across server processes.
const HIERARCHY_LOCK_KEY = 7_263_501;

const iso = (d: Date | string): string => new Date(d).toISOString();

/** `column = any($1::uuid[])`: one parameter for the whole list, where `in ($1, …, $n)` binds and plans n. */
const anyOf = (column: string, ids: readonly string[]) => sql<boolean>`${sql.ref(column)} = any(${ids}::uuid[])`;

/**
 * The properties whose values an instance needs, given its classes; null for all of them. Lets a call
 * that sets one property on many instances read that property only.
 */
export type ValuesNeeded = (id: string, classes: readonly string[]) => ReadonlySet<string> | null;

type ValRow = { inst: string; prop: string; idx: number; t: string | null; n: number | null; b: boolean | null; d: Date | string | null; r: string | null; lang: string | null };
// rows as json_build_array gives them (timestamps as ISO text)
type InstanceTuple = [id: string, name: string, author: string | null, createdAt: string];
type ValTuple = [inst: string, prop: string, idx: number, t: string | null, n: number | null, b: boolean | null, d: string | null, r: string | null, lang: string | null];

/**
 * A whole result as one JSON text (`… as rows`), parsed here: PGlite decodes every field of a result
 * on this thread, and the 10,000 instances and values a large set_data loads cost about twice as
 * much as separate fields as they do as one text.
 */
async function jsonRows<T>(trx: Kysely<Database>, query: RawBuilder<unknown>): Promise<T[]> {
  const result = await (query as RawBuilder<{ rows: string | null }>).execute(trx);
  const text = result.rows[0]?.rows;
  return text ? (JSON.parse(text) as T[]) : [];
}

function toStored(row: ValRow): StoredValue {
  return { t: row.t, n: row.n === null ? null : Number(row.n), b: row.b, d: row.d === null ? null : iso(row.d), r: row.r, lang: row.lang };
}

/** Reads what a set_data call needs into its WriteState, a batch of ids per query. */
export class WriteStateLoader {
  constructor(
    private readonly trx: Kysely<Database>,
    private readonly state: WriteState,
  ) {}

  /**
   * Loads instances: row and classes, with `withVals` every value too. `lock` takes their row locks,
   * so two calls changing one instance run one after the other. Ids that are not instances are skipped.
   * `needed` narrows the values read to some properties per instance (see ValuesNeeded); an instance
   * loaded so and asked for again with all values gets the rest added.
   */
  async load(ids: Iterable<string>, options: { withVals: boolean; lock?: boolean; needed?: ValuesNeeded }): Promise<void> {
    const wanted = [...new Set(ids)].filter((id) => {
      const known = this.state.get(id);
      return !known || (options.withVals && (known.vals === null || (known.partial !== null && !options.needed)));
    });
    const loadedClasses = new Set<string>();
    for (const batch of chunks(wanted, IDS_PER_ANY_STATEMENT)) {
      const rows = await jsonRows<InstanceTuple>(
        this.trx,
        sql`select json_agg(json_build_array(i.id, i.name, i.author, i.created_at) order by i.id)::text as rows
          from (select id, name, author, created_at from instances where ${anyOf('id', batch)} order by id ${options.lock ? sql`for update` : sql``}) i`,
      );
      if (rows.length === 0) continue;
      const found = rows.map((r) => r[0]);
      const members = await jsonRows<[string, string]>(
        this.trx,
        sql`select json_agg(json_build_array(instance_id, class_id))::text as rows from memberships where ${anyOf('instance_id', found)}`,
      );
      const classesOf = new Map<string, string[]>();
      for (const [instanceId, classId] of members) {
        const list = classesOf.get(instanceId);
        if (list) list.push(classId);
        else classesOf.set(instanceId, [classId]);
      }
      const only = new Map<string, ReadonlySet<string>>();
      if (options.withVals && options.needed) {
        for (const [id] of rows) {
          const props = this.state.get(id) ? null : options.needed(id, classesOf.get(id) ?? []);
          if (props) only.set(id, props);
        }
      }
      const valsOf = options.withVals ? await this.loadValues(found, only) : null;
      for (const [id, name, author, createdAt] of rows) {
        const classes = classesOf.get(id) ?? [];
        classes.forEach((c) => loadedClasses.add(c));
        if (classes.includes(META_CLASS.Class)) loadedClasses.add(id);
        const known = this.state.get(id);
        if (known) this.attachValues(known, valsOf?.get(id), null);
        else this.state.instances.set(id, this.fromRow({ id, name, author, created_at: createdAt }, classes, valsOf ? (valsOf.get(id) ?? []) : null, only.get(id) ?? null));
      }
    }
    await this.loadClosure(loadedClasses);
  }

  /** Ancestors of classes not yet known, from class_closure. */
  async loadClosure(classes: Iterable<string>): Promise<void> {
    const wanted = [...new Set(classes)].filter((c) => !this.state.closure.has(c));
    for (const batch of chunks(wanted, IDS_PER_ANY_STATEMENT)) {
      const rows = await this.trx.selectFrom('class_closure').select(['ancestor', 'descendant']).where(anyOf('descendant', batch)).execute();
      for (const c of batch) this.state.closure.set(c, new Set([c]));
      for (const r of rows) this.state.closure.get(r.descendant)?.add(r.ancestor);
    }
  }

  /**
   * The whole parent graph, for a call that changes the hierarchy. Taken under a transaction-scoped
   * advisory lock, so concurrent hierarchy changes cannot interleave and leave a cycle or a stale closure.
   */
  async loadGraph(): Promise<void> {
    if (this.state.graph) return;
    await sql`select pg_advisory_xact_lock(${HIERARCHY_LOCK_KEY})`.execute(this.trx);
    const edges = await this.trx.selectFrom('vals').select(['inst', 'r']).where('prop', '=', META_PROP.parents).where('r', 'is not', null).orderBy('inst').orderBy('idx').execute();
    const graph = ClassGraph.fromEdges(edges.map((e) => ({ child: e.inst, parent: e.r ?? '' })));
    for (const inst of this.state.withValues()) {
      const parents = inst.vals?.get(META_PROP.parents);
      if (parents) graph.setParents(inst.id, parents.map((v) => v.r ?? ''));
    }
    this.state.graph = graph;
  }

  /** Values of `ids`: of the properties in `only` for the instances it names, all of them for the others. */
  private async loadValues(ids: string[], only: ReadonlyMap<string, ReadonlySet<string>>): Promise<Map<string, ValRow[]>> {
    const all = ids.filter((id) => !only.has(id));
    const some = ids.filter((id) => only.has(id));
    const props = [...new Set([...only.values()].flatMap((p) => [...p]))];
    const rows = [...(await this.selectValues(all, null)), ...(await this.selectValues(some, props))];
    const byInst = new Map<string, ValRow[]>();
    for (const row of rows) {
      if (only.get(row.inst)?.has(row.prop) === false) continue;
      const list = byInst.get(row.inst) ?? [];
      list.push(row);
      byInst.set(row.inst, list);
    }
    return byInst;
  }

  private async selectValues(ids: string[], props: string[] | null): Promise<ValRow[]> {
    if (ids.length === 0 || props?.length === 0) return [];
    const rows = await jsonRows<ValTuple>(
      this.trx,
      sql`select json_agg(json_build_array(inst, prop, idx, t, n, b, d, r, lang) order by inst, prop, idx, id)::text as rows
        from vals where ${anyOf('inst', ids)} ${props ? sql`and ${anyOf('prop', props)}` : sql``}`,
    );
    return rows.map(([inst, prop, idx, t, n, b, d, r, lang]) => ({ inst, prop, idx, t, n, b, d, r, lang }));
  }

  private fromRow(row: { id: string; name: string; author: string | null; created_at: Date | string }, classes: string[], vals: ValRow[] | null, partial: ReadonlySet<string> | null): InstanceState {
    const createdAt = iso(row.created_at);
    const inst: InstanceState = {
      id: row.id,
      isNew: false,
      deleted: false,
      name: row.name,
      author: row.author,
      createdAt,
      classes: [...classes],
      vals: null,
      partial: null,
      dirty: new Set(),
      orig: { name: row.name, author: row.author, createdAt, classes, vals: new Map(), gaps: new Set() },
    };
    if (vals) this.attachValues(inst, vals, partial);
    return inst;
  }

  /**
   * Sets the instance's values from `rows` (`partial`: the properties they cover, null for all). An
   * instance holding some properties already keeps those (the call may have changed them) and gets the others.
   */
  private attachValues(inst: InstanceState, rows: ValRow[] | undefined, partial: ReadonlySet<string> | null): void {
    if (inst.vals && !inst.partial) return;
    const held = inst.partial;
    const orig = new Map<string, StoredValue[]>();
    for (const row of rows ?? []) {
      if (held?.has(row.prop)) continue;
      const list = orig.get(row.prop) ?? [];
      if (row.idx !== list.length) inst.orig.gaps.add(row.prop);
      list.push(toStored(row));
      orig.set(row.prop, list);
    }
    const vals = inst.vals ?? new Map<string, StoredValue[]>();
    for (const [prop, list] of orig) {
      inst.orig.vals.set(prop, list);
      vals.set(prop, [...list]);
    }
    inst.vals = vals;
    inst.partial = partial ? new Set(partial) : null;
  }
}
