import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../store';
import type { Caller } from '../auth';
import { assertClassReadable, unreadableClasses } from '../ontologyStore';
import { notFound } from '../problems';

export const FACT_MESSAGES = {
  notFound: 'Экземпляр не найден: возможно, он удалён',
  classNotFound: 'Класс не найден: возможно, он удалён',
} as const;

export type ExploredInstance = { id: string; name: string; author: string | null; created_at: Date | string };

/**
 * The instance the caller explores, or a problem: an unknown id is not found, an instance of a
 * class the caller may not read (a Command for a non-administrator) is refused with that class's
 * reason — its subclasses' instances too.
 */
export async function loadReadableInstance(db: Kysely<Database>, caller: Caller, inst: string): Promise<ExploredInstance> {
  const row = await db.selectFrom('instances').select(['id', 'name', 'author', 'created_at']).where('id', '=', inst).executeTakeFirst();
  if (!row) throw notFound(FACT_MESSAGES.notFound);
  const hidden = unreadableClasses(caller);
  if (hidden.length > 0) {
    const { rows } = await sql<{ ancestor: string }>`select distinct coalesce(cc.ancestor, m.class_id) as ancestor
      from memberships m left join class_closure cc on cc.descendant = m.class_id where m.instance_id = ${inst}`.execute(db);
    for (const { ancestor } of rows) if (hidden.includes(ancestor)) assertClassReadable(caller, ancestor);
  }
  return row;
}

/**
 * A condition true when the instance `ref` (an SQL column reference) belongs to none of the hidden
 * classes nor their subclasses: linked instances the caller may not read are left out of the facts,
 * counts included. No hidden classes: no condition.
 */
export function readableSql(ref: RawBuilder<unknown>, hidden: readonly string[]): RawBuilder<unknown> {
  if (hidden.length === 0) return sql`true`;
  return sql`not exists (select 1 from memberships hm where hm.instance_id = ${ref} and (hm.class_id = any(${hidden}::uuid[])
    or exists (select 1 from class_closure hc where hc.descendant = hm.class_id and hc.ancestor = any(${hidden}::uuid[]))))`;
}

/** Whether the id names a class (an instance of the meta-class Class). */
export async function isClass(db: Kysely<Database>, id: string, classMeta: string): Promise<boolean> {
  const row = await db.selectFrom('memberships').select('class_id').where('instance_id', '=', id).where('class_id', '=', classMeta).executeTakeFirst();
  return row !== undefined;
}
