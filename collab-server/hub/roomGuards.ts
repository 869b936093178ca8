import type { AppContext } from '../context';

/**
 * Who may be in the rooms of an area's objects. The hub's rooms are the entities' (`entity:{id}`):
 * a socket joins those it shows ('watch') and catches up on them ('catchUp'), and the ontology's
 * read rule drops what its user may not read. An area whose objects have a reading rule of their
 * own (a document, a board, a course) adds a guard: of the ids asked for, it answers those that are
 * its objects and that this user may not watch. A guard knows nothing of other areas' ids.
 */
export type RoomGuard = {
  name: string;
  refused: (ctx: AppContext, userId: string, ids: readonly string[]) => Promise<readonly string[]>;
};

// the guards of this process, by name (servers started side by side in one process share them)
const guards = new Map<string, RoomGuard>();

export function registerRoomGuard(guard: RoomGuard): () => void {
  guards.set(guard.name, guard);
  return () => {
    if (guards.get(guard.name) === guard) guards.delete(guard.name);
  };
}

/** The ids, of these, that the areas' guards keep this user out of. */
export async function refusedByAreas(ctx: AppContext, userId: string, ids: readonly string[]): Promise<Set<string>> {
  const refused = new Set<string>();
  if (ids.length === 0) return refused;
  for (const guard of guards.values()) for (const id of await guard.refused(ctx, userId, ids)) refused.add(id);
  return refused;
}
