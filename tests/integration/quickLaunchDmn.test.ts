import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, addTestUser, callApi, startTestServer, type TestServer, type TestUser } from './testServer';
import { quickLaunchResultSchema, type QuickLaunchItem } from '../../realtime/protocol/shell/quickLaunch';

// Quick launch finds DMN decision tables: the newest version of each family, administrators all of
// them, others the ones they wrote.

describe('quick launch: DMN decision tables', () => {
  let server: TestServer;
  let admin: string;
  let ivan: TestUser;
  let olga: TestUser;
  const first = randomUUID();
  const second = randomUUID();
  const olgas = randomUUID();

  const search = async (token: string, q: string): Promise<QuickLaunchItem[]> => {
    const res = await callApi(server, 'GET', `/app/quick-launch?q=${encodeURIComponent(q)}`, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return quickLaunchResultSchema.parse(res.body);
  };
  const decisionsIn = (items: QuickLaunchItem[]) => items.filter((i) => i.kind === 'dmnDecision').map((i) => i.id).sort();

  // rows as the decisions' repository writes them: the route layer is not what is under test here
  const insertDecision = async (id: string, name: string, author: string, root: string, version: number) => {
    await server.ctx.db.insertInto('dmn_decisions').values({ id, name, xml: '<definitions/>', author, root_version: root, version_number: version, source_version: root === id ? null : root }).execute();
  };

  beforeAll(async () => {
    server = await startTestServer();
    admin = (await server.signIn('admin', ADMIN_PASSWORD)).token;
    ivan = await addTestUser(server, 'ivan', 'Иван', ['editor', 'reader']);
    olga = await addTestUser(server, 'olga', 'Ольга');
    await insertDecision(first, 'Скидка клиента', ivan.id, first, 1);
    await insertDecision(second, 'Скидка клиента', ivan.id, first, 2);
    await insertDecision(olgas, 'Скидка партнёра', olga.id, olgas, 1);
  });
  afterAll(async () => server?.stop());

  it('finds the newest version of a decision by a word of its name, with the link that opens it', async () => {
    const found = (await search(admin, 'скидка')).filter((i) => i.kind === 'dmnDecision');
    expect(found.find((i) => i.id === second)).toEqual({ id: second, name: 'Скидка клиента', kind: 'dmnDecision', classId: null, className: null, link: `/dmn/${second}` });
    expect(found.some((i) => i.id === first)).toBe(false);
  });

  it('an administrator finds every family, others only what they wrote', async () => {
    expect(decisionsIn(await search(admin, 'скидка'))).toEqual([second, olgas].sort());
    expect(decisionsIn(await search(ivan.token, 'скидка'))).toEqual([second]);
    expect(decisionsIn(await search(olga.token, 'скидка'))).toEqual([olgas]);
  });
});
