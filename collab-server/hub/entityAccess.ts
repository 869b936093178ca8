import type { Kysely } from 'kysely';
import type { Database } from '../store';
import type { Caller } from '../auth';
import { unreadableClasses } from '../ontologyStore';
import { classesOf } from './changeRows';

/**
 * Classes a signed-in user who is no administrator may not read (the data API's rule): changes
 * to them and to their instances reach administrators only.
 */
export const RESTRICTED_CLASSES: readonly string[] = unreadableClasses({ user: { is_admin: false }, isPublic: false } as Caller);

/** Whether an entity is, or is an instance of, one of these classes. */
export const touchesClasses = (entity: string, classes: ReadonlySet<string> | undefined, hidden: readonly string[]): boolean =>
  hidden.includes(entity) || (classes !== undefined && hidden.some((c) => classes.has(c)));

/** The entities a caller who may not read `hidden` may watch (all of them for an administrator). */
export async function watchableEntities(db: Kysely<Database>, entities: readonly string[], hidden: readonly string[]): Promise<string[]> {
  const unique = [...new Set(entities)];
  if (hidden.length === 0) return unique;
  const classes = await classesOf(db, unique);
  return unique.filter((e) => !touchesClasses(e, classes.get(e), hidden));
}
