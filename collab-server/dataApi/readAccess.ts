import type { Caller } from '../auth/caller';
import { ADMIN_CLASSES, META_CLASS } from '../../realtime/protocol/metaModel';
import { forbidden } from '../problems/problem';

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

/** What the caller may do with an instance, from the classes it is a member of. */
export function instanceAccess(caller: Caller, memberOf: readonly string[]): InstanceAccess {
  const locked = isAdminOnly(memberOf) && !caller.user.is_admin;
  return { readonly: caller.isPublic || locked, canDelete: !caller.isPublic && !locked };
}

/** How the caller's reads differ: the key shared cached answers are kept under. */
export function callerKind(caller: Caller): 'public' | 'admin' | 'user' {
  return caller.isPublic ? 'public' : caller.user.is_admin ? 'admin' : 'user';
}
