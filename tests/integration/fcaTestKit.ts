import { readFile } from 'node:fs/promises';
import { META_PROP } from '../../realtime/protocol/metaModel';
import { ADMIN_PASSWORD, addTestUser, callApi, startTestServer, type TestServer, type TestUser } from './testServer';
import { newClass, newDataProperty, setOk, uuid } from './setDataTestKit';

/**
 * FCA through real HTTP: animals (mammals, birds, predators) with a boolean «Летает» and a number
 * «Ноги», seeded through set_data as users make them; uploads as the browser sends them.
 */

/** A conformance context (../shared/conformance/fca/<name> from the repository root). */
export const conformanceCxt = (name: string): Promise<string> => readFile(new URL(`../../../shared/conformance/fca/${name}`, import.meta.url), 'utf8');

export type FcaKit = {
  server: TestServer;
  admin: TestUser;
  auth: { session: string };
  ids: Record<'Animal' | 'Mammal' | 'Bird' | 'Predator' | 'flies' | 'legs' | 'sparrow' | 'penguin' | 'cat' | 'bat' | 'turtle', string>;
  call: (method: string, path: string, token?: string, body?: unknown) => Promise<{ status: number; body: any }>;
  upload: (fileName: string, text: string, fields?: Record<string, string>, token?: string) => Promise<{ status: number; body: any }>;
  set: (data: unknown[]) => Promise<unknown>;
  user: (login: string, roles?: string[]) => Promise<TestUser>;
  count: () => Promise<number>;
};

/** `schema`: a PostgreSQL schema shared with other servers (the multi-process test). */
export async function startFcaKit(schema?: string): Promise<FcaKit> {
  const server = await startTestServer({}, schema ? { schema } : {});
  const { token, session } = await server.signIn('admin', ADMIN_PASSWORD);
  const adminRow = await server.ctx.db.selectFrom('users').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow();
  const admin = { id: adminRow.id, token };
  const auth = { session };
  const names = ['Animal', 'Mammal', 'Bird', 'Predator', 'flies', 'legs', 'sparrow', 'penguin', 'cat', 'bat', 'turtle'] as const;
  const ids = Object.fromEntries(names.map((n) => [n, uuid()])) as FcaKit['ids'];
  await setOk(server, auth, [
    ...newClass(ids.Animal, 'Животное'),
    ...newClass(ids.Mammal, 'Млекопитающее', [ids.Animal]),
    ...newClass(ids.Bird, 'Птица', [ids.Animal]),
    ...newClass(ids.Predator, 'Хищник'),
    ...newDataProperty(ids.flies, 'Летает', { type: 'bool', domain: [ids.Animal] }),
    ...newDataProperty(ids.legs, 'Ноги', { type: 'int', domain: [ids.Animal] }),
  ]);
  const animal = (key: 'sparrow' | 'penguin' | 'cat' | 'bat' | 'turtle', name: string, cls: string, legs: number, flies: boolean | null) => [
    { op: 'new', class: cls, inst: ids[key], name },
    { op: 'upd', inst: ids[key], prop: ids.legs, val: legs },
    ...(flies === null ? [] : [{ op: 'upd', inst: ids[key], prop: ids.flies, val: flies }]),
  ];
  await setOk(server, auth, [
    ...animal('sparrow', 'Воробей', ids.Bird, 2, true),
    ...animal('penguin', 'Пингвин', ids.Bird, 2, false),
    ...animal('cat', 'Кошка', ids.Mammal, 4, null),
    ...animal('bat', 'Летучая мышь', ids.Mammal, 2, true),
    ...animal('turtle', 'Черепаха', ids.Animal, 4, false),
    { op: 'add', inst: ids.cat, prop: META_PROP.instanceOf, val: ids.Predator },
  ]);
  const call = (method: string, path: string, who = token, body?: unknown) => callApi(server, method, path, who, body);
  return {
    server,
    admin,
    auth,
    ids,
    call,
    upload: async (fileName, text, fields = {}, who = token) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      form.append('file', new Blob([new TextEncoder().encode(text)]), fileName);
      const res = await fetch(`${server.api}/fca/upload`, { method: 'POST', headers: { authorization: who }, body: form });
      return { status: res.status, body: await res.json() };
    },
    set: (data) => setOk(server, auth, data),
    user: (login, roles = ['editor']) => addTestUser(server, login, login, roles),
    count: async () => Number((await server.ctx.db.selectFrom('fca_entries').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n),
  };
}

/** A seeded random context with many concepts (a long run to stop). */
export function randomContext(objectCount: number, attributeCount: number, density: number, seed = 7) {
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const objects = Array.from({ length: objectCount }, (_, i) => `g${i}`);
  const attributes = Array.from({ length: attributeCount }, (_, i) => `m${i}`);
  return { objects, attributes, incidence: objects.map(() => attributes.flatMap((_, a) => (random() < density ? [a] : []))) };
}

/** Polls a server run until it ends (through `api`: another process's, when given). */
export async function runToEnd(kit: FcaKit, entryId: string, runId: string, token = kit.admin.token, api: { api: string } = kit.server): Promise<any> {
  for (let i = 0; i < 1200; i++) {
    const res = await callApi(api, 'GET', `/fca/${entryId}/runs/${runId}`, token);
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    if (res.body.state !== 'running' && res.body.state !== 'queued') return res.body;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the run did not end');
}
