import { sql, type Kysely, type Selectable } from 'kysely';
import type { ChangeLogTable, Database } from '../store';
import type { EntityChange } from '../../realtime/protocol/hubEvents';
import { chunks, IDS_PER_STATEMENT } from '../store';

export type ChangeRow = Selectable<ChangeLogTable>;

const COLUMNS = ['seq', 'at', 'user_id', 'tab_session_id', 'entity', 'prop', 'op', 'before', 'after'] as const;

/** A change-log row as the hub's ENTITY_CHANGE carries it. */
export function presentChange(row: Pick<ChangeRow, (typeof COLUMNS)[number]>): EntityChange {
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

/**
 * Rows after `last` and the listed holes, oldest first, at most `limit`, each with the classes its
 * entity is in now, ancestors included (as `classesOf` gives them): the tail's read is one
 * statement, so a change reaches the sockets one round trip after its notice.
 */
export async function readChangesAfter(db: Kysely<Database>, last: bigint, holes: readonly bigint[], limit: number) {
  return db
    .selectFrom('change_log as c')
    .select(COLUMNS.map((column) => `c.${column}` as const))
    .select(
      sql<string[] | null>`(select array_agg(distinct k.id::text) from memberships m left join class_closure cc on cc.descendant = m.class_id
        cross join lateral (values (m.class_id), (cc.ancestor)) as k(id) where m.instance_id = c.entity and k.id is not null)`.as('classes'),
    )
    .where((eb) => (holes.length ? eb.or([eb('c.seq', '>', String(last)), eb('c.seq', 'in', holes.map(String))]) : eb('c.seq', '>', String(last))))
    .orderBy('c.seq')
    .limit(limit)
    .execute();
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
