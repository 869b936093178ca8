import { randomUUID } from 'node:crypto';
import { sql, type Transaction, type UpdateObject, type UpdateType } from 'kysely';
import type { AppContext } from '../context';
import type { Database, User, UsersTable } from '../store';
import type { CreateUserRequest, UpdateUserRequest } from '../../realtime/protocol/admin/users';
import { conflict, invalid, notFound } from '../problems';
import type { Caller } from './caller';
import { AUTH_MESSAGES } from './authMessages';
import { hashPassword } from './passwords';
import { revokeUserSessions } from './sessionStore';
import { selectUsers } from './userRow';
import { grantStartingRights } from './startingRights';

/** The account bootstrap looks up by login on every start: renaming it would make a second one. */
const ADMIN_LOGIN = 'admin';

const USER_MESSAGES = {
  duplicateLogin: (login: string) => `Пользователь с логином «${login}» уже существует`,
  deleteSelf: 'Нельзя удалить собственную учётную запись',
  deleteAdmin: 'Учётную запись admin удалить нельзя',
  deletePublic: 'Пользователя общего доступа удалить нельзя',
  renameBuiltIn: 'Логин встроенной учётной записи изменить нельзя',
  demoteSelf: 'Нельзя снять права администратора с собственной учётной записи',
  demoteAdmin: 'Учётная запись admin всегда остаётся администратором',
  publicAdmin: 'Пользователь общего доступа не может быть администратором',
  disableSelf: 'Нельзя отключить собственную учётную запись',
  disableAdmin: 'Учётную запись admin отключить нельзя',
  disablePublic: 'Пользователя общего доступа отключить нельзя',
} as const;

type ProfileFields = Omit<UpdateUserRequest, 'password'>;

// jsonb goes as JSON text: pg would send a JS array as a PostgreSQL array literal
const jsonList = (value: string[]) => sql<UpdateType<UsersTable['disabled_routes']>>`${JSON.stringify(value)}::jsonb`;

/** Maps the protocol's fields onto columns; only the fields given are set. */
function columnsOf(input: ProfileFields): UpdateObject<Database, 'users'> {
  const columns: UpdateObject<Database, 'users'> = {};
  if (input.login !== undefined) columns.login = input.login;
  if (input.name !== undefined) columns.name = input.name;
  if (input.email !== undefined) columns.email = input.email;
  if (input.isAdmin !== undefined) columns.is_admin = input.isAdmin;
  if (input.isBetaTester !== undefined) columns.is_beta_tester = input.isBetaTester;
  if (input.disabled !== undefined) columns.disabled = input.disabled;
  if (input.app !== undefined) columns.app = input.app;
  if (input.disabledRoutes !== undefined) columns.disabled_routes = jsonList(input.disabledRoutes);
  if (input.enabledRoutes !== undefined) columns.enabled_routes = jsonList(input.enabledRoutes);
  if (input.hiddenComponents !== undefined) columns.hidden_components = jsonList(input.hiddenComponents);
  if (input.licenseExpirationDate !== undefined) columns.license_expiration_date = input.licenseExpirationDate;
  return columns;
}

async function assertLoginFree(trx: Transaction<Database>, login: string, exceptId?: string): Promise<void> {
  let query = trx.selectFrom('users').select('id').where('login', '=', login);
  if (exceptId) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) throw conflict(USER_MESSAGES.duplicateLogin(login));
}

export async function listUsers(ctx: AppContext): Promise<User[]> {
  return selectUsers(ctx.db).orderBy('users.login').execute();
}

export async function createUser(ctx: AppContext, input: CreateUserRequest): Promise<User> {
  const passwordHash = await hashPassword(input.password);
  const id = randomUUID();
  return ctx.db.transaction().execute(async (trx) => {
    await assertLoginFree(trx, input.login);
    const { password: _password, roleIds, editorMapIds, ...profile } = input;
    await trx
      .insertInto('users')
      .values({
        id,
        login: input.login,
        name: input.name,
        email: null,
        password_hash: passwordHash,
        oidc_sub: null,
        delete_account_request_date: null,
        license_expiration_date: null,
        ...columnsOf(profile),
      })
      .execute();
    await grantStartingRights(trx, id, { roleIds, editorMapIds });
    return selectUsers(trx).where('users.id', '=', id).executeTakeFirstOrThrow();
  });
}

function assertChangeAllowed(caller: Caller, target: User, input: UpdateUserRequest): void {
  const builtIn = target.login === ADMIN_LOGIN || target.is_public;
  if (builtIn && input.login !== undefined && input.login !== target.login) throw invalid(USER_MESSAGES.renameBuiltIn);
  if (input.isAdmin === false && target.id === caller.user.id) throw invalid(USER_MESSAGES.demoteSelf);
  if (input.isAdmin === false && target.login === ADMIN_LOGIN) throw invalid(USER_MESSAGES.demoteAdmin);
  if (target.is_public && input.password !== undefined) throw invalid(AUTH_MESSAGES.publicUserPassword);
  if (target.is_public && input.isAdmin) throw invalid(USER_MESSAGES.publicAdmin);
  if (input.disabled) {
    if (target.id === caller.user.id) throw invalid(USER_MESSAGES.disableSelf);
    if (target.login === ADMIN_LOGIN) throw invalid(USER_MESSAGES.disableAdmin);
    if (target.is_public) throw invalid(USER_MESSAGES.disablePublic);
  }
}

/**
 * Updates an account. A new password ends the user's sessions (except the caller's own);
 * disabling ends all of them, in the same transaction as the flag.
 */
export async function updateUser(ctx: AppContext, caller: Caller, id: string, input: UpdateUserRequest): Promise<User> {
  const passwordHash = input.password === undefined ? undefined : await hashPassword(input.password);
  return ctx.db.transaction().execute(async (trx) => {
    const target = await selectUsers(trx).where('users.id', '=', id).executeTakeFirst();
    if (!target) throw notFound(AUTH_MESSAGES.userNotFound);
    assertChangeAllowed(caller, target, input);
    if (input.login !== undefined) await assertLoginFree(trx, input.login, id);
    const { password: _password, ...profile } = input;
    const columns = { ...columnsOf(profile), ...(passwordHash ? { password_hash: passwordHash } : {}) };
    if (Object.keys(columns).length) await trx.updateTable('users').set(columns).where('id', '=', id).execute();
    if (input.disabled) await revokeUserSessions(trx, id);
    else if (passwordHash) await revokeUserSessions(trx, id, id === caller.user.id ? caller.session?.id : undefined);
    return selectUsers(trx).where('users.id', '=', id).executeTakeFirstOrThrow();
  });
}

export async function deleteUser(ctx: AppContext, caller: Caller, id: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const target = await trx.selectFrom('users').select(['id', 'login', 'is_public']).where('id', '=', id).executeTakeFirst();
    if (!target) throw notFound(AUTH_MESSAGES.userNotFound);
    if (target.id === caller.user.id) throw invalid(USER_MESSAGES.deleteSelf);
    if (target.login === ADMIN_LOGIN) throw invalid(USER_MESSAGES.deleteAdmin);
    if (target.is_public) throw invalid(USER_MESSAGES.deletePublic);
    await trx.deleteFrom('users').where('id', '=', id).execute();
  });
}

/** Ends every session of a user (admins: a lost laptop, a departing colleague). */
export async function revokeSessionsOf(ctx: AppContext, id: string): Promise<number> {
  return ctx.db.transaction().execute(async (trx) => {
    const target = await trx.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
    if (!target) throw notFound(AUTH_MESSAGES.userNotFound);
    return revokeUserSessions(trx, id);
  });
}

/** The built-in administrator is never deleted: without it nobody could administer the platform. */
export const UNDELETABLE_LOGIN = 'admin';
