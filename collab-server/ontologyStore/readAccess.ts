import type { Caller } from '../auth';
import { ADMIN_CLASSES, META_CLASS } from '../../realtime/protocol/metaModel';
import { forbidden } from '../problems';
import { mayEditIn, type EditRights } from '../../model/editRights';
import { PERSONAL_CLASSES } from './writeRights';

/**
 * Classes whose instances the caller may not read. Commands are administrators' only; plugins are
 * readable by every signed-in user (the client loads them through get_data by id), not the public user.
 */
export function unreadableClasses(caller: Caller): string[] {
  if (caller.user.is_admin && !caller.isPublic) return [];
  return caller.isPublic ? [META_CLASS.Command, META_CLASS.Plugin] : [META_CLASS.Command];
}

const REFUSALS: Record<string, string> = {
  [META_CLASS.Command]: 'Команды доступны только администраторам',
  [META_CLASS.Plugin]: 'Плагины доступны только пользователям, вошедшим в систему',
};

/** Refuses reading the instances of a class the caller may not read. */
export function assertClassReadable(caller: Caller, classId: string): void {
  if (unreadableClasses(caller).includes(classId)) throw forbidden(REFUSALS[classId]);
}

/** An instance of an administrators-only class (Command, Plugin) is changed by administrators only. */
export function isAdminOnly(memberOf: readonly string[]): boolean {
  return memberOf.some((c) => ADMIN_CLASSES.includes(c));
}

export type InstanceAccess = { readonly: boolean; canDelete: boolean };

/** What is known of an instance when its access is decided: its classes, maps and author. */
export type InstanceFacts = { memberOf: readonly string[]; maps: readonly string[]; author: string | null };

/**
 * What the caller may do with an instance: nothing but read for the public user and in admin-only
 * classes; otherwise what the caller's edit rights give on the maps it belongs to (a personal one —
 * a saved graph, a text — is its author's).
 */
export function instanceAccess(caller: Caller, rights: EditRights, facts: InstanceFacts): InstanceAccess {
  const locked = isAdminOnly(facts.memberOf) && !caller.user.is_admin;
  const personal = facts.memberOf.some((c) => PERSONAL_CLASSES.includes(c));
  const editable = !caller.isPublic && !locked && (personal ? rights.all || facts.author === caller.user.id : mayEditIn(rights, facts.maps));
  return { readonly: !editable, canDelete: editable };
}

/** How the caller's reads differ: the key shared cached answers are kept under (row flags follow the rights). */
export function callerKind(caller: Caller, rights: EditRights): string {
  if (caller.isPublic) return 'public';
  if (caller.user.is_admin) return 'admin';
  return rights.all ? 'editor' : rights.maps.length ? `editor:${[...rights.maps].sort().join(',')}` : 'reader';
}
