import { sql, type Kysely } from 'kysely';
import type { Database } from '../store';
import { chunks, insertByColumns, IDS_PER_STATEMENT, ROWS_PER_ARRAY_STATEMENT, ROWS_PER_STATEMENT, type ArrayColumn } from '../store';
import { sameList, type StoredValue } from './valueCoercion';
import type { InstanceState, WriteState } from './writeState';

type ValInsert = { inst: string; prop: string; idx: number } & StoredValue;
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
const VAL_COLUMNS: ArrayColumn<ValInsert>[] = [
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
 * value rows. Only changed (instance, property) lists are touched; a list that only grew gets its
 * new tail inserted, any other change rewrites that list.
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

async function deletePairs(trx: Kysely<Database>, table: 'vals' | 'memberships', pairs: Pair[]): Promise<void> {
  if (pairs.length === 0) return;
  // the pairs travel as two arrays and are joined on the index; a tuple IN-list of the same length
  // is planned as a long OR and costs several times more
  const [first, second] = table === 'vals' ? [sql.ref('t.inst'), sql.ref('t.prop')] : [sql.ref('t.instance_id'), sql.ref('t.class_id')];
  for (const batch of chunks(pairs, ROWS_PER_ARRAY_STATEMENT)) {
    await sql`delete from ${sql.table(table)} as t using unnest(${batch.map((p) => p.a)}::uuid[], ${batch.map((p) => p.b)}::uuid[]) as p(a, b)
      where ${first} = p.a and ${second} = p.b`.execute(trx);
  }
}

async function writeMemberships(trx: Kysely<Database>, instances: InstanceState[]): Promise<void> {
  const removed: Pair[] = [];
  const added: Array<{ instance_id: string; class_id: string }> = [];
  for (const inst of instances) {
    for (const c of inst.orig.classes) if (!inst.classes.includes(c)) removed.push({ a: inst.id, b: c });
    for (const c of inst.classes) if (!inst.orig.classes.includes(c)) added.push({ instance_id: inst.id, class_id: c });
  }
  await deletePairs(trx, 'memberships', removed);
  await insertByColumns(trx, 'memberships', MEMBERSHIP_COLUMNS, added);
}

async function writeValues(trx: Kysely<Database>, instances: InstanceState[]): Promise<void> {
  const rewritten: Pair[] = [];
  const inserts: ValInsert[] = [];
  const rows = (inst: string, prop: string, list: readonly StoredValue[], from: number): ValInsert[] =>
    list.slice(from).map((v, i) => ({ inst, prop, idx: from + i, ...v }));
  for (const inst of instances) {
    for (const prop of inst.dirty) {
      const next = inst.vals?.get(prop) ?? [];
      const orig = inst.orig.vals.get(prop) ?? [];
      const gaps = inst.orig.gaps.has(prop);
      if (!gaps && sameList(orig, next)) continue;
      if (!gaps && next.length > orig.length && sameList(orig, next.slice(0, orig.length))) {
        inserts.push(...rows(inst.id, prop, next, orig.length));
        continue;
      }
      if (orig.length > 0) rewritten.push({ a: inst.id, b: prop });
      inserts.push(...rows(inst.id, prop, next, 0));
    }
  }
  await deletePairs(trx, 'vals', rewritten);
  await insertByColumns(trx, 'vals', VAL_COLUMNS, inserts);
}
