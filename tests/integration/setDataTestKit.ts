import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { createSession } from '../../collab-server/auth/sessionStore';
import { hashPassword } from '../../collab-server/auth/passwords';
import { ADMIN_PASSWORD, callData, type TestServer } from './testServer';
import { META_CLASS, META_PROP } from '../../realtime/protocol/metaModel';

/** Helpers shared by the set_data, change-log, deferred and file tests. */
export type Auth = { session?: string; token?: string };

export const uuid = (): string => randomUUID();

export async function signInAdmin(server: TestServer): Promise<Auth> {
  return server.signIn('admin', ADMIN_PASSWORD);
}

/**
 * A user created straight in the store, with the given global roles (created when missing), signed in
 * by a session. Without `roles` a (non-public) user is an editor: most tests are about what editors do.
 */
export async function createUser(server: TestServer, login: string, options: { admin?: boolean; roles?: string[]; public?: boolean } = {}): Promise<{ id: string; auth: Auth }> {
  const db = server.ctx.db;
  const id = uuid();
  await db
    .insertInto('users')
    .values({ id, login, name: login, email: null, password_hash: await hashPassword('pw-' + login), oidc_sub: null, is_admin: options.admin ?? false, is_public: options.public ?? false, delete_account_request_date: null, license_expiration_date: null })
    .execute();
  for (const code of options.roles ?? (options.public ? [] : ['editor'])) {
    let role = await db.selectFrom('roles').select('id').where('code', '=', code).executeTakeFirst();
    if (!role) role = await db.insertInto('roles').values({ id: uuid(), code, name: code, is_global: true }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('user_roles').values({ user_id: id, role_id: role.id }).execute();
  }
  const session = await createSession(db, id, 'sso', 3600_000);
  return { id, auth: { session: session.data_session } };
}

export async function setData(server: TestServer, auth: Auth, data: unknown[], extra: Record<string, unknown> = {}, envelope: Record<string, unknown> = {}): Promise<{ status: number; body: any }> {
  return callData(server, auth, 'set_data', { data, ...extra }, envelope);
}

/** set_data that must succeed; returns the answer. */
export async function setOk(server: TestServer, auth: Auth, data: unknown[], extra: Record<string, unknown> = {}): Promise<any> {
  const res = await setData(server, auth, data, extra);
  expect(res.body.error ?? null, JSON.stringify(res.body)).toBeNull();
  expect(res.status).toBe(200);
  return res.body;
}

/** Row counts of every table set_data writes: compared before and after a refused call. */
export async function storeCounts(server: TestServer): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of ['instances', 'memberships', 'vals', 'change_log', 'class_closure', 'files']) {
    const row = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(server.ctx.db);
    counts[table] = Number(row.rows[0]?.n ?? 0);
  }
  return counts;
}

/** Expects a refusal with the status and a message containing `text`, and the store left exactly as it was. */
export async function expectRefused(server: TestServer, auth: Auth, data: unknown[], status: number, text: string, extra: Record<string, unknown> = {}): Promise<string> {
  const before = await storeCounts(server);
  const res = await setData(server, auth, data, extra);
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.error).toContain(text);
  expect(await storeCounts(server)).toEqual(before);
  return res.body.error as string;
}

/** The values of a property of an instance, in position order, read from the store. */
export async function storedValues(server: TestServer, inst: string, prop: string): Promise<Array<Record<string, unknown>>> {
  const rows = await server.ctx.db.selectFrom('vals').select(['idx', 't', 'n', 'b', 'd', 'r', 'lang']).where('inst', '=', inst).where('prop', '=', prop).orderBy('idx').execute();
  return rows.map((r) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== null)));
}

export async function classesOf(server: TestServer, inst: string): Promise<string[]> {
  const rows = await server.ctx.db.selectFrom('memberships').select('class_id').where('instance_id', '=', inst).execute();
  return rows.map((r) => r.class_id).sort();
}

/** Ancestors of a class with depths, from class_closure, as 'ancestor:depth' sorted. */
export async function closureOf(server: TestServer, cls: string): Promise<string[]> {
  const rows = await server.ctx.db.selectFrom('class_closure').select(['ancestor', 'depth']).where('descendant', '=', cls).execute();
  return rows.map((r) => `${r.ancestor}:${r.depth}`).sort();
}

/** Items that create a class (optionally with parents) with a client-chosen id. */
export function newClass(id: string, name: string, parents: string[] = []): unknown[] {
  return [{ op: 'new', class: META_CLASS.Class, inst: id, name }, ...parents.map((p) => ({ op: 'add', inst: id, prop: META_PROP.parents, val: p }))];
}

/** Items that create a data property. */
export function newDataProperty(id: string, name: string, options: { type?: string; domain?: string[]; min?: number; max?: number; readonly?: boolean; ru?: string } = {}): unknown[] {
  const items: unknown[] = [{ op: 'new', class: META_CLASS.DataProperty, inst: id, name }];
  if (options.type) items.push({ op: 'upd', inst: id, prop: META_PROP.type, val: options.type });
  for (const d of options.domain ?? []) items.push({ op: 'add', inst: id, prop: META_PROP.domain, val: d });
  if (options.min !== undefined) items.push({ op: 'upd', inst: id, prop: META_PROP.minCardinality, val: options.min });
  if (options.max !== undefined) items.push({ op: 'upd', inst: id, prop: META_PROP.maxCardinality, val: options.max });
  if (options.readonly) items.push({ op: 'upd', inst: id, prop: META_PROP.readonly, val: true });
  if (options.ru) items.push({ op: 'add', inst: id, prop: META_PROP.label, val: { lang: 'ru', text: options.ru } });
  return items;
}

export function newObjectProperty(id: string, name: string, options: { range?: string; domain?: string[]; max?: number } = {}): unknown[] {
  const items: unknown[] = [{ op: 'new', class: META_CLASS.ObjectProperty, inst: id, name }];
  if (options.range) items.push({ op: 'upd', inst: id, prop: META_PROP.range, val: options.range });
  for (const d of options.domain ?? []) items.push({ op: 'add', inst: id, prop: META_PROP.domain, val: d });
  if (options.max !== undefined) items.push({ op: 'upd', inst: id, prop: META_PROP.maxCardinality, val: options.max });
  return items;
}
