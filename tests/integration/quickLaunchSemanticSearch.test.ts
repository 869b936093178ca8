import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, addTestUser, callApi, startTestServer, type TestServer, type TestUser } from './testServer';
import { quickLaunchResultSchema, type QuickLaunchItem } from '../../realtime/protocol/shell/quickLaunch';
import { META_CLASS } from '../../realtime/protocol/metaModel';

// Quick launch finds saved semantic searches under their own reading rule: administrators all of
// them; others their own, those shared to a role they hold and those assigned to them.

describe('quick launch: semantic searches', () => {
  let server: TestServer;
  let admin: string;
  let ivan: TestUser;
  let olga: TestUser;
  const own = randomUUID();
  const byRole = randomUUID();
  const byAssignment = randomUUID();
  const hidden = randomUUID();
  let readerRole = '';

  const search = async (token: string, q: string): Promise<QuickLaunchItem[]> => {
    const res = await callApi(server, 'GET', `/app/quick-launch?q=${encodeURIComponent(q)}`, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return quickLaunchResultSchema.parse(res.body);
  };
  const searchesIn = (items: QuickLaunchItem[]) => items.filter((i) => i.kind === 'semanticSearch').map((i) => i.name).sort();

  // rows as the searches' repository writes them: the route layer is not what is under test here
  const insertSearch = async (id: string, name: string, author: string, roles: string[] = []) => {
    const settings = { filters: [{ id: 'f1', nodes: [{ id: 'n1', classId: META_CLASS.Class, subclasses: true }], edges: [], where: [] }], columns: [], calcColumns: [], pageSize: null };
    await sql`insert into semantic_searches (id, name, root_class, author, settings, roles) values (${id}, ${name}, ${META_CLASS.Class}, ${author}, ${JSON.stringify(settings)}::jsonb, ${JSON.stringify(roles)}::jsonb)`.execute(server.ctx.db);
  };

  beforeAll(async () => {
    server = await startTestServer();
    admin = (await server.signIn('admin', ADMIN_PASSWORD)).token;
    ivan = await addTestUser(server, 'ivan', 'Иван', ['editor', 'reader']);
    olga = await addTestUser(server, 'olga', 'Ольга');
    readerRole = (await server.ctx.db.selectFrom('roles').select('id').where('code', '=', 'reader').executeTakeFirstOrThrow()).id;
    await insertSearch(own, 'Выручка магазинов: мой', ivan.id);
    await insertSearch(byRole, 'Выручка магазинов: читателям', olga.id, [readerRole]);
    await insertSearch(byAssignment, 'Выручка магазинов: Ивану', olga.id);
    await insertSearch(hidden, 'Выручка магазинов: личный', olga.id);
    await server.ctx.db.insertInto('assignments').values({ id: randomUUID(), obj_id: byAssignment, user_id: ivan.id, osa_role_id: null, role_id: readerRole, active_until: null }).execute();
  });
  afterAll(async () => server?.stop());

  it('finds a search by a word of its name, with the link that opens it', async () => {
    const found = (await search(admin, 'выручка')).find((i) => i.id === own);
    expect(found).toEqual({ id: own, name: 'Выручка магазинов: мой', kind: 'semanticSearch', classId: null, className: null, link: `/semantic-search/${own}` });
  });

  it('an administrator finds every search', async () => {
    expect(searchesIn(await search(admin, 'выручка'))).toEqual(['Выручка магазинов: Ивану', 'Выручка магазинов: личный', 'Выручка магазинов: мой', 'Выручка магазинов: читателям']);
  });

  it('others find their own, those shared to their roles and those assigned to them — not the rest', async () => {
    expect(searchesIn(await search(ivan.token, 'выручка'))).toEqual(['Выручка магазинов: Ивану', 'Выручка магазинов: мой', 'Выручка магазинов: читателям']);
    expect(searchesIn(await search(olga.token, 'выручка'))).toEqual(['Выручка магазинов: Ивану', 'Выручка магазинов: личный', 'Выручка магазинов: читателям']);
  });
});
