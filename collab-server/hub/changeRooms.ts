import { sql, type Kysely } from 'kysely';
import type { Server } from 'socket.io';
import type { Database } from '../store';
import { entityRoom, type EntityChange } from '../../realtime/protocol/hubEvents';
import { UUID_RE } from '../../realtime/protocol/metaModel';
import { classesNamedBy } from './changeRows';
import { RESTRICTED_CLASSES, touchesClasses } from './entityAccess';
import { RESTRICTED_READERS_ROOM } from './handshakeAuth';

const ENTITY_ROOM_PREFIX = entityRoom('');

/** Entities whose rooms hold a socket of this process: the only rooms a change read here can reach. */
function watchedHere(io: Server): Set<string> {
  const watched = new Set<string>();
  for (const [room, sockets] of io.of('/').adapter.rooms) {
    if (sockets.size === 0 || !room.startsWith(ENTITY_ROOM_PREFIX)) continue;
    const id = room.slice(ENTITY_ROOM_PREFIX.length);
    if (UUID_RE.test(id)) watched.add(id);
  }
  return watched;
}

/**
 * Of the classes each entity is in now (ancestors included), those among `wanted`: a class room's
 * sockets hear its instances' changes, so only the watched classes (and the restricted ones, which
 * decide who may hear) are worth reading, not every class of every changed entity.
 */
async function classesAmong(db: Kysely<Database>, entities: readonly string[], wanted: readonly string[]): Promise<Map<string, Set<string>>> {
  const found = new Map<string, Set<string>>();
  if (entities.length === 0 || wanted.length === 0) return found;
  const rows = await sql<{ entity: string; cls: string }>`
    select m.instance_id as entity, k.id as cls
    from memberships m left join class_closure cc on cc.descendant = m.class_id
    cross join lateral (values (m.class_id), (cc.ancestor)) as k(id)
    where m.instance_id = any(${entities}::uuid[]) and k.id = any(${wanted}::uuid[])`.execute(db);
  for (const row of rows.rows) {
    const classes = found.get(row.entity) ?? new Set<string>();
    classes.add(row.cls);
    found.set(row.entity, classes);
  }
  return found;
}

/**
 * Sends each change (in order) to this process's sockets in the changed entity's room and in the
 * rooms of its classes; administrators only hear changes to restricted classes. With no socket here
 * watching any entity (a large import, a bench, a process that serves no browser) nothing is read
 * and nothing encoded: the change log stays the source, and a socket that joins later catches up.
 */
export async function tellWatchingSockets(db: Kysely<Database>, io: Server, changes: readonly EntityChange[]): Promise<void> {
  const watched = watchedHere(io);
  if (watched.size === 0) return;
  const rooms = io.of('/').adapter.rooms;
  const restrictedHere = (rooms.get(RESTRICTED_READERS_ROOM)?.size ?? 0) > 0;
  const wanted = [...watched, ...(restrictedHere ? RESTRICTED_CLASSES : [])];
  const classes = await classesAmong(db, [...new Set(changes.map((c) => c.entity))], wanted);
  for (const change of changes) {
    const own = new Set([...(classes.get(change.entity) ?? []), ...classesNamedBy(change)]);
    const heard = [change.entity, ...own].filter((id) => watched.has(id));
    if (heard.length === 0) continue;
    const target = io.local.to(heard.map(entityRoom));
    (restrictedHere && touchesClasses(change.entity, own, RESTRICTED_CLASSES) ? target.except(RESTRICTED_READERS_ROOM) : target).emit('ENTITY_CHANGE', change);
  }
}
