import { sql, type Kysely } from 'kysely';
import type { Database } from '../store';
import { chunks, insertByColumns, IDS_PER_STATEMENT, ROWS_PER_ARRAY_STATEMENT, ROWS_PER_STATEMENT, type ArrayColumn } from '../store';
import { planValueRows, type ValueCut, type ValueRow } from './valueRowsPlan';
import type { InstanceState, WriteState } from './writeState';

type Pair = { a: string; b: string };

const INSTANCE_COLUMNS: ArrayColumn<InstanceState>[] = [
  { column: 'id', type: 'uuid', value: (i) => i.id },
  { column: 'name', type: 'text', value: (i) => i.name },
  { column: 'author', type: 'uuid', value: (i) => i.author },
  { column: 'created_at', type: 'timestamptz', value: (i) => i.createdAt },
];
const MEMBERSHIP_COLUMNS: ArrayColumn<{ instance_id: string; class_id: string }>[] = [
  { column: 'instance_id', type: 'uuid', value: (m) => m.instance_id },
  { column: 'class_id', type: 'uuid', value: (m) => m.class_id },
];
const VAL_COLUMNS: ArrayColumn<ValueRow>[] = [
  { column: 'inst', type: 'uuid', value: (v) => v.inst },
  { column: 'prop', type: 'uuid', value: (v) => v.prop },
  { column: 'idx', type: 'int', value: (v) => v.idx },
  { column: 't', type: 'text', value: (v) => v.t },
  { column: 'n', type: 'float8', value: (v) => v.n },
  { column: 'b', type: 'bool', value: (v) => v.b },
  { column: 'd', type: 'timestamptz', value: (v) => v.d },
  { column: 'r', type: 'uuid', value: (v) => v.r },
  { column: 'lang', type: 'text', value: (v) => v.lang },
];

const rowChanged = (i: InstanceState): boolean => i.name !== i.orig.name || i.author !== i.orig.author || i.createdAt !== i.orig.createdAt;

/**
 * Writes what the call changed, in a handful of batched statements: instance rows, memberships and
 * value rows. Only changed (instance, property) lists are touched, and in them only the positions
 * that changed (valueRowsPlan.ts).
 */
export async function flushWriteState(trx: Kysely<Database>, state: WriteState): Promise<void> {
  const all = [...state.instances.values()];
  const created = all.filter((i) => i.isNew && !i.deleted);
  const kept = all.filter((i) => !i.isNew && !i.deleted);
  await deleteInstances(
    trx,
    all.filter((i) => i.deleted && !i.isNew).map((i) => i.id),
  );
  await insertInstances(trx, created);
  await updateInstanceRows(trx, kept.filter(rowChanged));
  await writeMemberships(trx, [...created, ...kept]);
  await writeValues(trx, [...created, ...kept]);
}

async function deleteInstances(trx: Kysely<Database>, ids: string[]): Promise<void> {
  // values and memberships of the instance go with it (on delete cascade)
  for (const batch of chunks(ids, IDS_PER_STATEMENT)) await trx.deleteFrom('instances').where('id', 'in', batch).execute();
}

async function insertInstances(trx: Kysely<Database>, created: InstanceState[]): Promise<void> {
  await insertByColumns(trx, 'instances', INSTANCE_COLUMNS, created);
}

async function updateInstanceRows(trx: Kysely<Database>, changed: InstanceState[]): Promise<void> {
  for (const batch of chunks(changed, ROWS_PER_STATEMENT)) {
    const rows = sql.join(batch.map((i) => sql`(${i.id}::uuid, ${i.name}::text, ${i.author}::uuid, ${i.createdAt}::timestamptz)`));
    await sql`update instances as i set name = v.name, author = v.author, created_at = v.created_at
      from (values ${rows}) as v(id, name, author, created_at) where i.id = v.id`.execute(trx);
  }
}

async function deleteMemberships(trx: Kysely<Database>, pairs: Pair[]): Promise<void> {
  // the pairs travel as two arrays and are joined on the index; a tuple IN-list of the same length
  // is planned as a long OR and costs several times more
  for (const batch of chunks(pairs, ROWS_PER_ARRAY_STATEMENT)) {
    await sql`delete from memberships as t using unnest(${batch.map((p) => p.a)}::uuid[], ${batch.map((p) => p.b)}::uuid[]) as p(a, b)
      where t.instance_id = p.a and t.class_id = p.b`.execute(trx);
  }
}

async function writeMemberships(trx: Kysely<Database>, instances: InstanceState[]): Promise<void> {
  const removed: Pair[] = [];
  const added: Array<{ instance_id: string; class_id: string }> = [];
  for (const inst of instances) {
    for (const c of inst.orig.classes) if (!inst.classes.includes(c)) removed.push({ a: inst.id, b: c });
    for (const c of inst.classes) if (!inst.orig.classes.includes(c)) added.push({ instance_id: inst.id, class_id: c });
  }
  await deleteMemberships(trx, removed);
  await insertByColumns(trx, 'memberships', MEMBERSHIP_COLUMNS, added);
}

async function writeValues(trx: Kysely<Database>, instances: InstanceState[]): Promise<void> {
  const plan = planValueRows(instances);
  await cutValueLists(trx, plan.cuts);
  await updateValueRows(trx, plan.updates);
  await insertByColumns(trx, 'vals', VAL_COLUMNS, plan.inserts);
}

/**
 * `inst = any(…) and prop = any(…)` beside the join: the rows are reached through an index as
 * bulk SQL would reach them, where the join alone is planned as a hash of the whole table.
 */
const narrowed = (rows: ReadonlyArray<{ inst: string; prop: string }>) =>
  sql`v.inst = any(${[...new Set(rows.map((r) => r.inst))]}::uuid[]) and v.prop = any(${[...new Set(rows.map((r) => r.prop))]}::uuid[])`;

async function cutValueLists(trx: Kysely<Database>, cuts: ValueCut[]): Promise<void> {
  for (const batch of chunks(cuts, ROWS_PER_ARRAY_STATEMENT)) {
    await sql`delete from vals as v using unnest(${batch.map((c) => c.inst)}::uuid[], ${batch.map((c) => c.prop)}::uuid[], ${batch.map((c) => c.from)}::int[]) as u(inst, prop, from_idx)
      where ${narrowed(batch)} and v.inst = u.inst and v.prop = u.prop and v.idx >= u.from_idx`.execute(trx);
  }
}

/** Values changed at their position: one statement per batch, the rows found by (instance, property, position). */
async function updateValueRows(trx: Kysely<Database>, rows: ValueRow[]): Promise<void> {
  const arrays = (batch: ValueRow[]) => sql.join(VAL_COLUMNS.map((c) => sql`${batch.map(c.value)}::${sql.raw(c.type)}[]`));
  for (const batch of chunks(rows, ROWS_PER_ARRAY_STATEMENT)) {
    await sql`update vals as v set t = u.t, n = u.n, b = u.b, d = u.d, r = u.r, lang = u.lang
      from unnest(${arrays(batch)}) as u(inst, prop, idx, t, n, b, d, r, lang)
      where ${narrowed(batch)} and v.inst = u.inst and v.prop = u.prop and v.idx = u.idx`.execute(trx);
  }
}
