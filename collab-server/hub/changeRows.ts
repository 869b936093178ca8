import { sql, type Kysely, type Selectable } from 'kysely';
import type { ChangeLogTable, Database } from '../store';
import type { EntityChange } from '../../realtime/protocol/hubEvents';
import { chunks, IDS_PER_STATEMENT } from '../store';

export type ChangeRow = Selectable<ChangeLogTable>;

type ChangeColumn = 'seq' | 'at' | 'user_id' | 'tab_session_id' | 'entity' | 'prop' | 'op' | 'before' | 'after';

/** A change-log row as the hub's ENTITY_CHANGE carries it. */
export function presentChange(row: Pick<ChangeRow, ChangeColumn>): EntityChange {
  return {
    seq: String(row.seq),
    at: new Date(row.at).toISOString(),
    userId: row.user_id,
    tabSessionId: row.tab_session_id,
    entity: row.entity,
    prop: row.prop,
    op: row.op,
    before: row.before ?? null,
    after: row.after ?? null,
  };
}

// a row as json_build_array gives it, in ChangeColumn order (seq as text: a bigint outgrows a JS number)
type ChangeTuple = [string, string, string | null, string | null, string, string | null, string, unknown, unknown];

/**
 * Rows after `last` and the listed holes, oldest first, at most `limit`, in one statement with no
 * per-row work: which rooms hear a change is asked only when a socket here watches (changeRooms.ts).
 * Each row travels as one JSON text, parsed here: PGlite decodes every field of a result on this
 * thread, and 10,000 rows of nine fields took 2.5 times as long as 10,000 rows of one.
 */
export async function readChangesAfter(db: Kysely<Database>, last: bigint, holes: readonly bigint[], limit: number): Promise<EntityChange[]> {
  const rows = await db
    .selectFrom('change_log')
    .select(sql<string>`json_build_array(seq::text, at, user_id, tab_session_id, entity, prop, op, before, after)::text`.as('row'))
    .where((eb) => (holes.length ? eb.or([eb('seq', '>', String(last)), eb('seq', 'in', holes.map(String))]) : eb('seq', '>', String(last))))
    .orderBy('seq')
    .limit(limit)
    .execute();
  return rows.map(({ row }) => {
    const [seq, at, userId, tabSessionId, entity, prop, op, before, after] = JSON.parse(row) as ChangeTuple;
    return { seq, at: new Date(at).toISOString(), userId, tabSessionId, entity, prop, op, before: before ?? null, after: after ?? null };
  });
}

export async function lastChangeSeq(db: Kysely<Database>): Promise<bigint> {
  const row = await db.selectFrom('change_log').select((eb) => eb.fn.max('seq').as('seq')).executeTakeFirst();
  return row?.seq ? BigInt(row.seq) : 0n;
}

/**
 * The classes each entity belongs to, with their ancestors: a list of a class (recursive or not)
 * hears the changes of its instances through the class's room.
 */
export async function classesOf(db: Kysely<Database>, entities: readonly string[]): Promise<Map<string, Set<string>>> {
  const found = new Map<string, Set<string>>();
  for (const batch of chunks([...new Set(entities)], IDS_PER_STATEMENT)) {
    const rows = await db
      .selectFrom('memberships as m')
      .leftJoin('class_closure as cc', 'cc.descendant', 'm.class_id')
      .select(['m.instance_id', 'm.class_id', 'cc.ancestor'])
      .where('m.instance_id', 'in', batch)
      .execute();
    for (const row of rows) {
      const classes = found.get(row.instance_id) ?? new Set<string>();
      classes.add(row.class_id);
      if (row.ancestor) classes.add(row.ancestor);
      found.set(row.instance_id, classes);
    }
  }
  return found;
}

/**
 * Classes a change names itself: a created instance's class, a deleted one's former classes (its
 * memberships are gone by the time the tail reads the row).
 */
export function classesNamedBy(change: Pick<EntityChange, 'op' | 'before' | 'after'>): string[] {
  if (change.op === 'new' && isRecord(change.after) && typeof change.after.class === 'string') return [change.after.class];
  if (change.op === 'del' && isRecord(change.before) && Array.isArray(change.before.classes)) {
    return change.before.classes.filter((c): c is string => typeof c === 'string');
  }
  return [];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
