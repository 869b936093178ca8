import { expect } from 'vitest';
import { ADMIN_PASSWORD, addTestUser, callApi, callData, startTestServer, type TestServer, type TestUser } from './testServer';
import { newClass, newDataProperty, newObjectProperty, setOk, uuid } from './setDataTestKit';
import type { RuleKind } from '../../realtime/protocol/owlRules';

/** A seeded ontology for the OWL rules tests: pizzas and toppings, orders, people — all written through set_data. */

export type RulesKit = {
  server: TestServer;
  admin: { token: string; session: string };
  ids: Record<
    | 'Pizza'
    | 'CheeseTopping'
    | 'Topping'
    | 'CheeseyPizza'
    | 'Order'
    | 'Person'
    | 'hasTopping'
    | 'hasParent'
    | 'hasBrother'
    | 'hasUncle'
    | 'price'
    | 'quantity'
    | 'total'
    | 'firstName'
    | 'lastName'
    | 'status'
    | 'born'
    | 'margherita'
    | 'marinara'
    | 'quattro'
    | 'mozzarella'
    | 'parmesan'
    | 'tomato'
    | 'o1'
    | 'o2'
    | 'o3'
    | 'ann'
    | 'bob'
    | 'carl',
    string
  >;
  call: (method: string, path: string, token?: string, body?: unknown) => Promise<{ status: number; body: any }>;
  user: (login: string, roles?: string[]) => Promise<TestUser>;
  set: (data: unknown[]) => Promise<any>;
  data: (act: string, payload: unknown) => Promise<{ status: number; body: any }>;
  create: (name: string, kind: RuleKind, swrl: string, token?: string) => Promise<any>;
};

export async function startRulesKit(): Promise<RulesKit> {
  const server = await startTestServer();
  const admin = await server.signIn('admin', ADMIN_PASSWORD);
  const names = ['Pizza', 'Topping', 'CheeseTopping', 'CheeseyPizza', 'Order', 'Person', 'hasTopping', 'hasParent', 'hasBrother', 'hasUncle', 'price', 'quantity', 'total', 'firstName', 'lastName', 'status', 'born'];
  const instances = ['margherita', 'marinara', 'quattro', 'mozzarella', 'parmesan', 'tomato', 'o1', 'o2', 'o3', 'ann', 'bob', 'carl'];
  const ids = Object.fromEntries([...names, ...instances].map((n) => [n, uuid()])) as RulesKit['ids'];
  const auth = { session: admin.session };
  await setOk(server, auth, [
    ...newClass(ids.Pizza, 'Pizza'),
    ...newClass(ids.Topping, 'Topping'),
    ...newClass(ids.CheeseTopping, 'CheeseTopping', [ids.Topping]),
    ...newClass(ids.CheeseyPizza, 'CheeseyPizza', [ids.Pizza]),
    ...newClass(ids.Order, 'Order'),
    ...newClass(ids.Person, 'Person'),
    ...newObjectProperty(ids.hasTopping, 'hasTopping', { domain: [ids.Pizza] }),
    ...newObjectProperty(ids.hasParent, 'hasParent', { domain: [ids.Person], range: ids.Person }),
    ...newObjectProperty(ids.hasBrother, 'hasBrother', { domain: [ids.Person], range: ids.Person }),
    ...newObjectProperty(ids.hasUncle, 'hasUncle', { domain: [ids.Person], range: ids.Person }),
    ...newDataProperty(ids.price, 'price', { type: 'float', domain: [ids.Order], ru: 'Цена' }),
    ...newDataProperty(ids.quantity, 'quantity', { type: 'int', domain: [ids.Order] }),
    ...newDataProperty(ids.total, 'total', { type: 'float', domain: [ids.Order] }),
    ...newDataProperty(ids.status, 'status', { type: 'string', domain: [ids.Order] }),
    ...newDataProperty(ids.firstName, 'firstName', { type: 'string', domain: [ids.Person] }),
    ...newDataProperty(ids.lastName, 'lastName', { type: 'string', domain: [ids.Person] }),
    ...newDataProperty(ids.born, 'born', { type: 'date', domain: [ids.Person] }),
  ]);
  const make = (name: string, cls: string) => ({ op: 'new', class: cls, inst: ids[name as keyof RulesKit['ids']], name });
  await setOk(server, auth, [
    make('mozzarella', ids.CheeseTopping),
    make('parmesan', ids.CheeseTopping),
    make('tomato', ids.Topping),
    make('margherita', ids.Pizza),
    make('marinara', ids.Pizza),
    make('quattro', ids.Pizza),
    { op: 'add', inst: ids.margherita, prop: ids.hasTopping, val: ids.mozzarella },
    { op: 'add', inst: ids.margherita, prop: ids.hasTopping, val: ids.tomato },
    { op: 'add', inst: ids.marinara, prop: ids.hasTopping, val: ids.tomato },
    { op: 'add', inst: ids.quattro, prop: ids.hasTopping, val: ids.parmesan },
    make('o1', ids.Order),
    make('o2', ids.Order),
    make('o3', ids.Order),
    { op: 'upd', inst: ids.o1, prop: ids.price, val: 10 },
    { op: 'upd', inst: ids.o1, prop: ids.quantity, val: 3 },
    { op: 'upd', inst: ids.o2, prop: ids.price, val: 2.5 },
    { op: 'upd', inst: ids.o2, prop: ids.quantity, val: 4 },
    { op: 'upd', inst: ids.o3, prop: ids.price, val: 7 },
    { op: 'upd', inst: ids.o1, prop: ids.status, val: 'closed' },
    make('ann', ids.Person),
    make('bob', ids.Person),
    make('carl', ids.Person),
    { op: 'upd', inst: ids.ann, prop: ids.firstName, val: 'Анна' },
    { op: 'upd', inst: ids.ann, prop: ids.lastName, val: 'Иванова' },
    { op: 'upd', inst: ids.bob, prop: ids.firstName, val: 'Борис' },
    { op: 'upd', inst: ids.bob, prop: ids.lastName, val: 'Петров' },
    { op: 'add', inst: ids.ann, prop: ids.hasParent, val: ids.bob },
    { op: 'add', inst: ids.bob, prop: ids.hasBrother, val: ids.carl },
  ]);
  const call = (method: string, path: string, token?: string, body?: unknown) => callApi(server, method, path, token, body);
  return {
    server,
    admin,
    ids,
    call,
    user: (login, roles = ['reader']) => addTestUser(server, login, login, roles),
    set: (data) => setOk(server, auth, data),
    data: (act, payload) => callData(server, auth, act, payload),
    create: async (name, kind, swrl, token = admin.token) => {
      const res = await call('POST', '/owlRules', token, { name, kind, swrl });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body;
    },
  };
}

export const ruleCount = async (kit: RulesKit): Promise<number> => Number((await kit.server.ctx.db.selectFrom('owl_rules').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
