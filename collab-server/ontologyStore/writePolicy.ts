import type { Kysely } from 'kysely';
import type { Database } from '../store';
import type { Caller } from '../auth';
import { ADMIN_CLASSES, META_CLASS, META_PROP } from '../../realtime/protocol/metaModel';
import { forbidden } from '../problems';
import { mayEditIn, mayEditSomething, type EditRights } from '../../model/editRights';
import { loadEditRights, loadAnchorMaps } from '../access';
import { RIGHTS_MESSAGES } from './writeRights';

export const POLICY_MESSAGES = {
  noWriteRights: 'Недостаточно прав для изменения данных',
  adminsOnly: 'Действие доступно только администраторам',
  builtInFixed: 'Встроенные классы и свойства нельзя удалять или переименовывать',
  builtInReadOnly: 'У встроенных классов и свойств можно менять только подписи и описания',
  readOnlyProperty: (caption: string): string => `Свойство "${caption}" доступно только для чтения`,
} as const;

/** Ids of the built-in meta-classes and meta-properties: the model itself depends on them. */
export const BUILT_IN_IDS: ReadonlySet<string> = new Set([...Object.values(META_CLASS), ...Object.values(META_PROP)]);
/** What may be changed on a built-in (by an administrator): how it is shown, not what it means. */
const BUILT_IN_EDITABLE_PROPS: ReadonlySet<string> = new Set([META_PROP.label, META_PROP.comment]);
/** Properties only administrators write, whatever their `readonly` value says. */
const ADMIN_WRITTEN_PROPS: ReadonlySet<string> = new Set([META_PROP.author, META_PROP.dateCreate]);

/**
 * The caller's rights to change data, checked entity by entity as set_data applies its items
 * (writeRights.ts). The public user changes nothing; anybody else signed in may at least keep
 * things of their own (a saved graph, a text).
 */
export async function writeRightsOf(db: Kysely<Database>, caller: Caller): Promise<EditRights> {
  if (caller.isPublic) throw forbidden(POLICY_MESSAGES.noWriteRights);
  return loadEditRights(db, caller);
}

/** For acts that change the ontology only (revert, OWL import): refused at once without any edit rights. */
export async function assertMayWriteData(db: Kysely<Database>, caller: Caller): Promise<EditRights> {
  const rights = await writeRightsOf(db, caller);
  if (!mayEditSomething(rights)) throw forbidden(RIGHTS_MESSAGES.noRights);
  return rights;
}

/** Creating individuals of a class (a table import): the class must belong to a map the caller edits. */
export async function assertMayCreateIn(db: Kysely<Database>, caller: Caller, classId: string): Promise<EditRights> {
  const rights = await assertMayWriteData(db, caller);
  if (rights.all) return rights;
  const maps = (await loadAnchorMaps(db, [classId])).get(classId) ?? [];
  if (!mayEditIn(rights, maps)) {
    const row = await db.selectFrom('instances').select('name').where('id', '=', classId).executeTakeFirst();
    throw forbidden(RIGHTS_MESSAGES.outsideMaps(row?.name ?? classId));
  }
  return rights;
}

/** Creating, changing or deleting an instance of an admin-only class (Command, Plugin, their subclasses). */
export function assertMayTouchClasses(isAdmin: boolean, classesWithAncestors: ReadonlySet<string>): void {
  if (!isAdmin && ADMIN_CLASSES.some((c) => classesWithAncestors.has(c))) throw forbidden(POLICY_MESSAGES.adminsOnly);
}

/** Built-ins: only administrators, and only their labels and descriptions; never renamed or deleted. */
export function assertMayChangeBuiltIn(isAdmin: boolean, inst: string, prop: string | null): void {
  if (!BUILT_IN_IDS.has(inst)) return;
  if (prop === null || prop === META_PROP.name) throw forbidden(POLICY_MESSAGES.builtInFixed);
  if (!isAdmin) throw forbidden(POLICY_MESSAGES.adminsOnly);
  if (!BUILT_IN_EDITABLE_PROPS.has(prop)) throw forbidden(POLICY_MESSAGES.builtInReadOnly);
}

/** Read-only properties (readonly = true, author, date created) are written by administrators only. */
export function assertMayWriteProperty(isAdmin: boolean, prop: string, readonly: boolean, caption: string): void {
  if (!isAdmin && (readonly || ADMIN_WRITTEN_PROPS.has(prop))) throw forbidden(POLICY_MESSAGES.readOnlyProperty(caption));
}
