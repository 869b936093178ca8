import { sql, type Kysely } from 'kysely';
import type { Database } from '../store/schema';
import { META_CLASS, META_PROP } from '../../realtime/protocol/meta';
import { ClassGraph } from './classHierarchy';
import { chunks, IDS_PER_STATEMENT } from './sqlBatches';
import type { StoredValue } from './valueCoercion';
import type { InstanceState, WriteState } from './writeState';

// Any fixed number: one lock key serialises hierarchy changes across server processes.
const HIERARCHY_LOCK_KEY = 7_263_501;

const iso = (d: Date | string): string => new Date(d).toISOString();

/** `column = any($1::uuid[])`: one parameter for the whole list, where `in ($1, …, $n)` binds and plans n. */
const anyOf = (column: string, ids: readonly string[]) => sql<boolean>`${sql.ref(column)} = any(${ids}::uuid[])`;

type ValRow = { inst: string; prop: string; idx: number; t: string | null; n: number | null; b: boolean | null; d: Date | string | null; r: string | null; lang: string | null };

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
   */
  async load(ids: Iterable<string>, options: { withVals: boolean; lock?: boolean }): Promise<void> {
    const wanted = [...new Set(ids)].filter((id) => {
      const known = this.state.get(id);
      return !known || (options.withVals && known.vals === null);
    });
    const loadedClasses = new Set<string>();
    for (const batch of chunks(wanted, IDS_PER_STATEMENT)) {
      let rowsQuery = this.trx
        .selectFrom('instances')
        .select(['id', 'name', 'author', sql<Date | string>`created_at`.as('created_at')])
        .where(anyOf('id', batch))
        .orderBy('id');
      if (options.lock) rowsQuery = rowsQuery.forUpdate();
      const rows = await rowsQuery.execute();
      if (rows.length === 0) continue;
      const found = rows.map((r) => r.id);
      const members = await this.trx.selectFrom('memberships').select(['class_id', 'instance_id']).where(anyOf('instance_id', found)).execute();
      const classesOf = new Map<string, string[]>();
      for (const m of members) classesOf.set(m.instance_id, [...(classesOf.get(m.instance_id) ?? []), m.class_id]);
      const valsOf = options.withVals ? await this.loadValues(found) : null;
      for (const row of rows) {
        const classes = classesOf.get(row.id) ?? [];
        classes.forEach((c) => loadedClasses.add(c));
        if (classes.includes(META_CLASS.Class)) loadedClasses.add(row.id);
        const known = this.state.get(row.id);
        if (known) this.attachValues(known, valsOf?.get(row.id));
        else this.state.instances.set(row.id, this.fromRow(row, classes, valsOf ? (valsOf.get(row.id) ?? []) : null));
      }
    }
    await this.loadClosure(loadedClasses);
  }

  /** Ancestors of classes not yet known, from class_closure. */
  async loadClosure(classes: Iterable<string>): Promise<void> {
    const wanted = [...new Set(classes)].filter((c) => !this.state.closure.has(c));
    for (const batch of chunks(wanted, IDS_PER_STATEMENT)) {
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

  private async loadValues(ids: string[]): Promise<Map<string, ValRow[]>> {
    const rows = await this.trx
      .selectFrom('vals')
      .select(['inst', 'prop', 'idx', 't', 'n', 'b', 'd', 'r', 'lang'])
      .where(anyOf('inst', ids))
      .orderBy('inst')
      .orderBy('prop')
      .orderBy('idx')
      .orderBy('id')
      .execute();
    const byInst = new Map<string, ValRow[]>();
    for (const row of rows) {
      const list = byInst.get(row.inst) ?? [];
      list.push(row);
      byInst.set(row.inst, list);
    }
    return byInst;
  }

  private fromRow(row: { id: string; name: string; author: string | null; created_at: Date | string }, classes: string[], vals: ValRow[] | null): InstanceState {
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
      dirty: new Set(),
      orig: { name: row.name, author: row.author, createdAt, classes, vals: new Map(), gaps: new Set() },
    };
    if (vals) this.attachValues(inst, vals);
    return inst;
  }

  private attachValues(inst: InstanceState, rows: ValRow[] | undefined): void {
    if (inst.vals) return;
    const orig = new Map<string, StoredValue[]>();
    for (const row of rows ?? []) {
      const list = orig.get(row.prop) ?? [];
      if (row.idx !== list.length) inst.orig.gaps.add(row.prop);
      list.push(toStored(row));
      orig.set(row.prop, list);
    }
    inst.orig.vals = orig;
    inst.vals = new Map([...orig].map(([prop, list]) => [prop, [...list]]));
  }
}
