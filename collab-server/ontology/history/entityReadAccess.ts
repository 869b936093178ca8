import type { Kysely } from 'kysely';
import type { Database } from '../../store';
import type { Caller } from '../../auth';
import { unreadableClasses } from '../../ontologyStore';
import { forbidden } from '../../problems';

/**
 * The classes an entity is (or was) a member of, with their ancestors: its memberships now, or —
 * once it is deleted — the classes its deletion snapshot and its creation recorded, so the history
 * of a deleted Command stays as hidden as the Command was.
 */
async function classesOfEntity(db: Kysely<Database>, entity: string): Promise<Set<string>> {
  const direct = new Set((await db.selectFrom('memberships').select('class_id').where('instance_id', '=', entity).execute()).map((r) => r.class_id));
  if (direct.size === 0) {
    const rows = await db.selectFrom('change_log').select(['op', 'before', 'after']).where('entity', '=', entity).where('op', 'in', ['new', 'del']).execute();
    for (const row of rows) {
      if (row.op === 'new') {
        const cls = (row.after as { class?: unknown } | null)?.class;
        if (typeof cls === 'string') direct.add(cls);
      } else {
        for (const cls of ((row.before as { classes?: unknown } | null)?.classes as unknown[] | undefined) ?? []) if (typeof cls === 'string') direct.add(cls);
      }
    }
  }
  if (direct.size === 0) return direct;
  const ancestors = await db.selectFrom('class_closure').select('ancestor').where('descendant', 'in', [...direct]).execute();
  for (const row of ancestors) direct.add(row.ancestor);
  return direct;
}

/** Refuses the history of an entity the caller may not read (non-administrators: Command instances…). */
export async function assertEntityReadable(db: Kysely<Database>, caller: Caller, entity: string): Promise<void> {
  const hidden = unreadableClasses(caller);
  if (hidden.length === 0) return;
  if (hidden.includes(entity)) throw forbidden('Недостаточно прав для просмотра истории этого объекта');
  const classes = await classesOfEntity(db, entity);
  if (hidden.some((c) => classes.has(c))) throw forbidden('Недостаточно прав для просмотра истории этого объекта');
}
