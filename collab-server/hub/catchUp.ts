import { sql, type Kysely } from 'kysely';
import type { Database } from '../store';
import type { EntityChange } from '../../realtime/protocol/hubEvents';
import { HUB_CATCH_UP_LIMIT, type CatchUpAck } from '../../realtime/protocol/hubMessages';
import { classesNamedBy, classesOf, presentChange } from './changeRows';
import { touchesClasses, watchableEntities } from './entityAccess';

/**
 * The change-log rows after `since` that the rooms of these entities would have heard: changes to
 * the entities themselves and to instances of them as classes (subclasses included, deleted
 * instances too), oldest first, at most HUB_CATCH_UP_LIMIT (`more` then says ask again).
 */
export async function catchUpChanges(db: Kysely<Database>, since: string, entities: readonly string[], hidden: readonly string[]): Promise<CatchUpAck> {
  const watched = await watchableEntities(db, entities, hidden);
  if (watched.length === 0) return { ok: true, changes: [], until: since, more: false };
  // a class's room hears its subclasses' instances too; instances deleted since are found by the
  // classes their deletion recorded, as memberships no longer name them
  const subclasses = await db.selectFrom('class_closure').select('descendant').where('ancestor', 'in', watched).execute();
  const classes = [...new Set([...watched, ...subclasses.map((r) => r.descendant)])];
  const rows = await db
    .selectFrom('change_log')
    .select(['seq', 'at', 'user_id', 'tab_session_id', 'entity', 'prop', 'op', 'before', 'after'])
    .where('seq', '>', since)
    .where((eb) =>
      eb.or([
        eb('entity', 'in', watched),
        eb('entity', 'in', eb.selectFrom('memberships').select('instance_id').where('class_id', 'in', classes)),
        eb(
          'entity',
          'in',
          eb
            .selectFrom('change_log as d')
            .select('d.entity')
            .where('d.seq', '>', since)
            .where('d.op', '=', 'del')
            .where(sql<boolean>`d.before->'classes' ?| array[${sql.join(classes)}]::text[]`),
        ),
      ]),
    )
    .orderBy('seq')
    .limit(HUB_CATCH_UP_LIMIT + 1)
    .execute();
  const more = rows.length > HUB_CATCH_UP_LIMIT;
  const changes = rows.slice(0, HUB_CATCH_UP_LIMIT).map(presentChange);
  const until = changes.at(-1)?.seq ?? since;
  return { ok: true, changes: await withoutHidden(db, changes, hidden), until, more };
}

async function withoutHidden(db: Kysely<Database>, changes: EntityChange[], hidden: readonly string[]): Promise<EntityChange[]> {
  if (hidden.length === 0 || changes.length === 0) return changes;
  const classes = await classesOf(db, changes.map((c) => c.entity));
  return changes.filter((c) => !touchesClasses(c.entity, new Set([...(classes.get(c.entity) ?? []), ...classesNamedBy(c)]), hidden));
}
