import { expect } from 'vitest';
import { ADMIN_PASSWORD, startTestServer, addTestUser, callApi, type TestServer, type TestUser } from './testServer';
import { newClass, newDataProperty, newObjectProperty, setOk, uuid } from './setDataTestKit';
import type { SaveSearch, SearchSettings } from '../../realtime/protocol/semanticSearch';

/** A seeded ontology for the semantic search tests: contracts linked to cities, and the data as plain objects to compute answers from. */

export type City = { id: string; name: string; population: number };
export type Contract = { id: string; name: string; amount: number | null; qty: number; signed: string; city: string | null };

export type SearchKit = {
  server: TestServer;
  admin: { token: string; session: string };
  ids: { City: string; Contract: string; amount: string; qty: string; signed: string; cityOf: string; population: string };
  cities: City[];
  contracts: Contract[];
  call: (method: string, path: string, token?: string, body?: unknown) => Promise<{ status: number; body: any }>;
  user: (login: string, roles?: string[]) => Promise<TestUser>;
};

export async function startSearchKit(): Promise<SearchKit> {
  const server = await startTestServer();
  const admin = await server.signIn('admin', ADMIN_PASSWORD);
  const ids = { City: uuid(), Contract: uuid(), amount: uuid(), qty: uuid(), signed: uuid(), cityOf: uuid(), population: uuid() };
  const cities: City[] = [
    { id: uuid(), name: 'Москва', population: 13 },
    { id: uuid(), name: 'Казань', population: 1.3 },
    { id: uuid(), name: 'Омск', population: 1.1 },
  ];
  const c = (name: string, amount: number | null, qty: number, signed: string, city: number | null): Contract => ({ id: uuid(), name, amount, qty, signed, city: city === null ? null : cities[city]!.id });
  const contracts: Contract[] = [
    c('Д-01', 100, 2, '2024-01-10', 0),
    c('Д-02', 250.5, 5, '2024-02-11', 0),
    c('Д-03', 75, 1, '2024-03-12', 1),
    c('Д-04', 300, 3, '2023-12-01', 1),
    c('Д-05', 10, 4, '2024-05-05', 1),
    c('Д-06', 42, 6, '2024-06-06', 2),
    c('Д-07', null, 7, '2022-07-07', null),
    c('Д-08', 999, 8, '2021-08-08', null),
  ];
  const auth = { session: admin.session };
  await setOk(server, auth, [
    ...newClass(ids.City, 'Город'),
    ...newClass(ids.Contract, 'Договор'),
    ...newDataProperty(ids.amount, 'Сумма', { type: 'float', domain: [ids.Contract] }),
    ...newDataProperty(ids.qty, 'Количество', { type: 'int', domain: [ids.Contract] }),
    ...newDataProperty(ids.signed, 'Дата подписания', { type: 'date', domain: [ids.Contract] }),
    ...newDataProperty(ids.population, 'Население', { type: 'float', domain: [ids.City] }),
    ...newObjectProperty(ids.cityOf, 'Город договора', { range: ids.City, domain: [ids.Contract] }),
  ]);
  await setOk(server, auth, [
    ...cities.flatMap((x) => [{ op: 'new', class: ids.City, inst: x.id, name: x.name }, { op: 'upd', inst: x.id, prop: ids.population, val: x.population }]),
    ...contracts.flatMap((x) => [
      { op: 'new', class: ids.Contract, inst: x.id, name: x.name },
      ...(x.amount === null ? [] : [{ op: 'upd', inst: x.id, prop: ids.amount, val: x.amount }]),
      { op: 'upd', inst: x.id, prop: ids.qty, val: x.qty },
      { op: 'upd', inst: x.id, prop: ids.signed, val: x.signed },
      ...(x.city === null ? [] : [{ op: 'upd', inst: x.id, prop: ids.cityOf, val: x.city }]),
    ]),
  ]);
  return {
    server,
    admin,
    ids,
    cities,
    contracts,
    call: (method, path, token, body) => callApi(server, method, path, token, body),
    user: (login, roles = ['reader']) => addTestUser(server, login, login, roles),
  };
}

export const col = (code: string, node: string, prop_id: string, extra: Record<string, unknown> = {}) => ({
  id: code,
  code,
  node,
  prop_id,
  old_name: code,
  new_name: '',
  hidden: false,
  do_not_filter: false,
  agg: null,
  ord: 0,
  sort: null,
  sort_mode: 'asc' as const,
  ...extra,
});

export const calc = (code: string, formula: string, extra: Record<string, unknown> = {}) => ({ id: code, code, name: code, formula, type: 'number' as const, ord: 100, agg: null, hidden: false, sort: null, sort_mode: 'asc' as const, ...extra });

/** Contracts (n1) → their city (n2). */
export function contractsByCity(kit: SearchKit, extra: Partial<SearchSettings> & { optional?: boolean; where?: unknown[] } = {}): SearchSettings {
  const { optional, where, ...rest } = extra;
  return {
    filters: [
      {
        id: 'f',
        nodes: [
          { id: 'n1', classId: kit.ids.Contract, subclasses: true },
          { id: 'n2', classId: kit.ids.City, subclasses: true },
        ],
        edges: [{ id: 'e1', from: 'n1', to: 'n2', propId: kit.ids.cityOf, direction: 'out', optional: optional ?? false }],
        where: (where ?? []) as SearchSettings['filters'][0]['where'],
      },
    ],
    columns: [col('title', 'n1', 'name', { ord: 10 }), col('amount', 'n1', kit.ids.amount, { ord: 20 }), col('city', 'n2', 'name', { ord: 30 })],
    calcColumns: [],
    pageSize: null,
    ...rest,
  };
}

export async function run(kit: SearchKit, body: Record<string, unknown>, token = kit.admin.token) {
  return kit.call('POST', '/semanticSearch/run', token, body);
}

export async function runOk(kit: SearchKit, body: Record<string, unknown>, token = kit.admin.token) {
  const res = await run(kit, body, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

export async function save(kit: SearchKit, body: Omit<SaveSearch, 'code' | 'desc' | 'subject_area' | 'app'>, token = kit.admin.token): Promise<string> {
  const res = await kit.call('POST', '/semanticSearch', token, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

export const searchCount = async (kit: SearchKit): Promise<number> => Number((await kit.server.ctx.db.selectFrom('semantic_searches').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
