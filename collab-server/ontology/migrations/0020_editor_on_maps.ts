import type { Kysely } from 'kysely';
import { runStatements } from '../../store';

// The editor role is held globally or assigned on an ontology map (model/editRights.ts): it is
// now a multi-object role too, so the assignments screen offers it with an object. An index
// serves the question asked on every write by those who edit some maps only: which maps an
// entity is placed on.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    update roles set is_multi = true where code = 'editor';
    create index if not exists assignments_role_obj on assignments (role_id, obj_id);
  `,
  );
}
