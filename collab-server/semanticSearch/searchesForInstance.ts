import type { Kysely } from 'kysely';
import type { Database } from '../store';
import { loadClassesWithAncestors } from '../ontologyStore';

/** The instance's classes (stated, rule-derived, reasoner-inferred) and all their ancestors: searches rooted at any of them apply to it. */
export async function instanceClassesWithAncestors(db: Kysely<Database>, instanceId: string): Promise<string[]> {
  return (await loadClassesWithAncestors(db, instanceId)).map((r) => r.classId);
}
