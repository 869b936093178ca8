import { randomUUID } from 'node:crypto';
import { hashPassword } from '../../collab-server/auth/passwords';
import { META_CLASS, META_PROP } from '../../realtime/protocol/metaModel';
import { byName, seedClasses, seedInstances, seedProperties, type InstanceSeed, type PropertySeed } from '../fixtures/ontologyFixture';
import { ADMIN_PASSWORD, type TestServer } from './testServer';

export type Auth = { userId: string; session: string; token: string };

/** Signs in as admin, through the real sign-in API. */
export async function signInAdmin(server: TestServer): Promise<Auth> {
  const { token, session } = await server.signIn('admin', ADMIN_PASSWORD);
  const admin = await server.ctx.db.selectFrom('users').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow();
  return { userId: admin.id, token, session };
}

/** Creates an ordinary user (an editor unless `roles` say otherwise) and signs it in. */
export async function signInNewUser(server: TestServer, login: string, name = login, roles: readonly string[] = ['editor']): Promise<Auth> {
  const password = `pw-${login}-${randomUUID()}`;
  const id = randomUUID();
  await server.ctx.db
    .insertInto('users')
    .values({ id, login, name, email: null, password_hash: await hashPassword(password), oidc_sub: null, delete_account_request_date: null, license_expiration_date: null })
    .execute();
  for (const code of roles) {
    const role = await server.ctx.db.selectFrom('roles').select('id').where('code', '=', code).executeTakeFirstOrThrow();
    await server.ctx.db.insertInto('user_roles').values({ user_id: id, role_id: role.id }).execute();
  }
  const { token, session } = await server.signIn(login, password);
  return { userId: id, token, session };
}

/**
 * The ontology the read-side tests share. Classes, with multiple inheritance:
 *   Living → Animal → Mammal → Bat;  Living → Flyer → Bird, Bat;  Animal → Bird;  Person.
 * Properties of Animal: weight (float), legs (int), born (date), seen (dateTime), tame (bool),
 * note (string), bio (multiString), code (string, read-only), owner (→ Person), friend (→ Living).
 * Instances: Rex, Leo (Mammal), Tweety (Bird), Batty (Bat), Plainy (Animal, no values),
 * Alice, Bob (Person). `userId` is the author of Rex and Tweety.
 */
export async function seedReadOntology(server: TestServer, userId: string) {
  const db = server.ctx.db;
  type ClassName = 'Living' | 'Animal' | 'Flyer' | 'Mammal' | 'Bird' | 'Bat' | 'Person';
  const classSeeds: Array<{ name: ClassName; parents?: ClassName[]; labels?: Record<string, string> }> = [
    { name: 'Living', labels: { ru: 'Живое', en: 'Living' } },
    { name: 'Animal', parents: ['Living'] },
    { name: 'Flyer', parents: ['Living'] },
    { name: 'Mammal', parents: ['Animal'] },
    { name: 'Bird', parents: ['Animal', 'Flyer'] },
    { name: 'Bat', parents: ['Mammal', 'Flyer'] },
    { name: 'Person' },
  ];
  const ids = new Map<string, string>(classSeeds.map((c) => [c.name, randomUUID()]));
  const classIds = await seedClasses(
    db,
    classSeeds.map((c) => ({ ...c, id: ids.get(c.name), parents: (c.parents ?? []).map((p) => ids.get(p)!) })),
  );
  const C = byName(classSeeds, classIds);
  type PropName = 'weight' | 'legs' | 'born' | 'seen' | 'tame' | 'note' | 'bio' | 'code' | 'owner' | 'friend';
  const propSeeds: Array<PropertySeed & { name: PropName }> = [
    { name: 'weight', kind: 'data', type: 'float', domain: [C.Animal], labels: { ru: 'Вес', en: 'Weight' } },
    { name: 'legs', kind: 'data', type: 'int', domain: [C.Animal], min: 1, max: 1 },
    { name: 'born', kind: 'data', type: 'date', domain: [C.Animal] },
    { name: 'seen', kind: 'data', type: 'dateTime', domain: [C.Animal] },
    { name: 'tame', kind: 'data', type: 'bool', domain: [C.Animal] },
    { name: 'note', kind: 'data', type: 'string', domain: [C.Animal] },
    { name: 'bio', kind: 'data', type: 'multiString', domain: [C.Mammal] },
    { name: 'code', kind: 'data', type: 'string', domain: [C.Living], readonly: true },
    { name: 'owner', kind: 'object', domain: [C.Animal], range: C.Person },
    { name: 'friend', kind: 'object', domain: [C.Animal], range: C.Living },
  ];
  const P = byName(propSeeds, await seedProperties(db, propSeeds));
  const people: Array<InstanceSeed & { name: 'Alice' | 'Bob' }> = [
    { name: 'Alice', classes: [C.Person] },
    { name: 'Bob', classes: [C.Person] },
  ];
  const I0 = byName(people, await seedInstances(db, people));
  const rexId = randomUUID();
  const tweetyId = randomUUID();
  const animals: Array<InstanceSeed & { name: 'Rex' | 'Tweety' | 'Batty' | 'Leo' | 'Plainy' }> = [
    { id: rexId, name: 'Rex', classes: [C.Mammal], author: userId, createdAt: '2024-01-01T10:00:00Z', values: { [P.weight]: 30.5, [P.legs]: 4, [P.born]: '2020-01-15', [P.seen]: new Date('2024-05-01T12:00:00Z'), [P.tame]: true, [P.note]: 'good dog', [P.owner]: I0.Alice, [P.code]: 'R-1' } },
    { id: tweetyId, name: 'Tweety', classes: [C.Bird], author: userId, createdAt: '2024-01-02T10:00:00Z', values: { [P.weight]: 0.1, [P.legs]: 2, [P.born]: '2021-06-01', [P.tame]: true, [P.note]: '50% off_sale', [P.owner]: I0.Bob } },
    { name: 'Batty', classes: [C.Bat], createdAt: '2024-01-03T10:00:00Z', values: { [P.weight]: 0.05, [P.legs]: 2, [P.born]: '2019-03-03', [P.tame]: false, [P.note]: "O'Brien'; drop table vals; --", [P.friend]: tweetyId } },
    { name: 'Leo', classes: [C.Mammal], createdAt: '2024-01-04T10:00:00Z', values: { [P.weight]: 190, [P.legs]: 4, [P.tame]: false, [P.note]: 'Lion', [P.friend]: [rexId, tweetyId], [P.owner]: I0.Alice, [P.bio]: [{ lang: 'ru', text: 'Лев' }, { lang: 'en', text: 'Lion' }] } },
    { name: 'Plainy', classes: [C.Animal], createdAt: '2024-01-05T10:00:00Z' },
  ];
  const I = { ...I0, ...byName(animals, await seedInstances(db, animals)) };
  return { C, P, I };
}

export type ReadOntology = Awaited<ReturnType<typeof seedReadOntology>>;

/** Seeds a Command instance with its stored query. */
export async function seedCommand(server: TestServer, name: string, query: unknown, options: { cacheSeconds?: number; perUser?: boolean } = {}): Promise<string> {
  const values: Record<string, string | number | boolean> = { [META_PROP.query]: JSON.stringify(query) };
  if (options.cacheSeconds !== undefined) values[META_PROP.cacheSeconds] = options.cacheSeconds;
  if (options.perUser !== undefined) values[META_PROP.perUser] = options.perUser;
  const [id] = await seedInstances(server.ctx.db, [{ name, classes: [META_CLASS.Command], values }]);
  return id!;
}

/** The rows of one instance, as { prop: [val, …] }, for compact assertions. */
export function valuesOf(rows: Array<{ inst: string; prop: string; val: unknown }>, inst: string): Record<string, unknown[]> {
  const out: Record<string, unknown[]> = {};
  for (const r of rows) if (r.inst === inst) (out[r.prop] ??= []).push(r.val);
  return out;
}

/** Instance ids in row order, each once. */
export function instOrder(rows: Array<{ inst: string }>): string[] {
  return [...new Set(rows.map((r) => r.inst))];
}
