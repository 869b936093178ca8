import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../store';
import { claimSeedStep } from '../../store';

type RoleSeed = { code: string; name: string; is_global: boolean; is_multi: boolean };

/** The roles the platform spec names (§6); education roles other than the platform-wide ones are per course. */
export const SEEDED_ROLES: readonly RoleSeed[] = [
  // held globally, or assigned on an ontology map (model/editRights.ts)
  { code: 'editor', name: 'Редактор', is_global: true, is_multi: true },
  { code: 'reader', name: 'Читатель', is_global: true, is_multi: false },
  { code: 'edu.admin', name: 'Администратор обучения', is_global: true, is_multi: false },
  { code: 'edu.assistant', name: 'Ассистент преподавателя', is_global: false, is_multi: true },
  { code: 'edu.author', name: 'Автор курса', is_global: false, is_multi: true },
  { code: 'edu.course_creator', name: 'Создатель курсов', is_global: true, is_multi: false },
  { code: 'edu.customer', name: 'Заказчик обучения', is_global: false, is_multi: true },
  { code: 'edu.editor', name: 'Редактор курса', is_global: false, is_multi: true },
  { code: 'edu.student', name: 'Слушатель', is_global: false, is_multi: true },
  { code: 'edu.teacher', name: 'Преподаватель', is_global: false, is_multi: true },
  // per document (an assignment's object is the document): see collab-server/documents/documentAccess.ts
  { code: 'document_editor', name: 'Редактор документа', is_global: false, is_multi: true },
  { code: 'document_content_editor', name: 'Редактор содержимого документа', is_global: false, is_multi: true },
];

const SEEDED_KEY = 'roles_seeded';

/** Seeds the spec's roles on first start; returns whether it did. */
export async function seedRoles(db: Kysely<Database>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await claimSeedStep(trx, SEEDED_KEY))) return false;
    await trx
      .insertInto('roles')
      .values(SEEDED_ROLES.map((r) => ({ id: randomUUID(), ...r })))
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    return true;
  });
}
