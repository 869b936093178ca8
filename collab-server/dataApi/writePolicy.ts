import type { Kysely } from 'kysely';
import type { Database } from '../store/schema';
import type { Caller } from '../auth/caller';
import { ADMIN_CLASSES, META_CLASS, META_PROP } from '../../realtime/protocol/metaModel';
import { forbidden } from '../problems/problem';
import { userRoleCodes } from '../admin/roles/roleRepository';

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
 * May the caller change data at all? Not the public user, and not a reader: a user whose roles
 * include 'reader' without 'editor' only reads. Administrators always may.
 */
export async function assertMayWriteData(db: Kysely<Database>, caller: Caller): Promise<void> {
  if (caller.isPublic) throw forbidden(POLICY_MESSAGES.noWriteRights);
  if (caller.user.is_admin) return;
  const roles = new Set(await userRoleCodes(db, caller.user.id));
  if (roles.has('reader') && !roles.has('editor')) throw forbidden(POLICY_MESSAGES.noWriteRights);
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
