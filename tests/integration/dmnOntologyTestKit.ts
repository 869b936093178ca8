import { expect } from 'vitest';
import { ADMIN_PASSWORD, addTestUser, callApi, callData, startTestServer, type TestServer, type TestUser } from './testServer';
import { newClass, newDataProperty, newObjectProperty, setOk, uuid } from './setDataTestKit';

/**
 * Decisions over the ontology through real HTTP: clients (with a VIP subclass) living in cities, a
 * decision «Категория клиента» reading a client's age and city and giving a category and a rate.
 */

const NS = 'https://www.omg.org/spec/DMN/20230324/MODEL/';

/** Unique table: age (number, bound to `age`) and city (string, bound to `livesIn` — read as the city's name) → category, rate. */
export const CATEGORY_XML = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="${NS}" id="defs" name="Категории" namespace="http://example.com/category">
  <inputData id="id_age" name="age"><variable id="id_age_v" name="age" typeRef="number" /></inputData>
  <inputData id="id_city" name="city"><variable id="id_city_v" name="city" typeRef="string" /></inputData>
  <decision id="category" name="Категория клиента">
    <informationRequirement id="ir_age"><requiredInput href="#id_age" /></informationRequirement>
    <informationRequirement id="ir_city"><requiredInput href="#id_city" /></informationRequirement>
    <decisionTable id="table" hitPolicy="UNIQUE">
      <input id="in_age" label="Возраст"><inputExpression id="in_age_e" typeRef="number"><text>age</text></inputExpression></input>
      <input id="in_city" label="Город"><inputExpression id="in_city_e" typeRef="string"><text>city</text></inputExpression></input>
      <output id="out_cat" name="category" typeRef="string" />
      <output id="out_rate" name="rate" typeRef="number" />
      <rule id="r1"><inputEntry id="r1a"><text>&lt; 18</text></inputEntry><inputEntry id="r1b"><text>-</text></inputEntry>
        <outputEntry id="r1c"><text>"junior"</text></outputEntry><outputEntry id="r1d"><text>0</text></outputEntry></rule>
      <rule id="r2"><inputEntry id="r2a"><text>&gt;= 18</text></inputEntry><inputEntry id="r2b"><text>"Казань"</text></inputEntry>
        <outputEntry id="r2c"><text>"kazan"</text></outputEntry><outputEntry id="r2d"><text>10</text></outputEntry></rule>
      <rule id="r3"><inputEntry id="r3a"><text>&gt;= 18</text></inputEntry><inputEntry id="r3b"><text>"Москва"</text></inputEntry>
        <outputEntry id="r3c"><text>"adult"</text></outputEntry><outputEntry id="r3d"><text>5</text></outputEntry></rule>
    </decisionTable>
  </decision>
</definitions>`;

export type OntoKit = {
  server: TestServer;
  admin: string;
  auth: { session: string };
  ids: Record<'Client' | 'VipClient' | 'City' | 'age' | 'livesIn' | 'note' | 'rate' | 'category' | 'born' | 'kazan' | 'moscow' | 'ann' | 'bob' | 'carl' | 'dan' | 'eve', string>;
  call: (method: string, path: string, token?: string, body?: unknown) => Promise<{ status: number; body: any }>;
  user: (login: string, roles?: string[]) => Promise<TestUser>;
  set: (data: unknown[]) => Promise<any>;
  data: (act: string, payload: unknown) => Promise<{ status: number; body: any }>;
  /** A decision with the category table bound to age and livesIn; its id. */
  categoryDecision: (token?: string) => Promise<string>;
  /** Polls a run until it ends. */
  runToEnd: (runId: string, token?: string) => Promise<any>;
};

/** `schema`: a PostgreSQL schema shared with other servers (the multi-process tests). */
export async function startOntoKit(schema?: string): Promise<OntoKit> {
  const server = await startTestServer({}, schema ? { schema } : {});
  const { token: admin, session } = await server.signIn('admin', ADMIN_PASSWORD);
  const auth = { session };
  const names = ['Client', 'VipClient', 'City', 'age', 'livesIn', 'note', 'rate', 'category', 'born', 'kazan', 'moscow', 'ann', 'bob', 'carl', 'dan', 'eve'] as const;
  const ids = Object.fromEntries(names.map((n) => [n, uuid()])) as OntoKit['ids'];
  await setOk(server, auth, [
    ...newClass(ids.Client, 'Клиент'),
    ...newClass(ids.VipClient, 'VIP-клиент', [ids.Client]),
    ...newClass(ids.City, 'Город'),
    ...newDataProperty(ids.age, 'Возраст', { type: 'int', domain: [ids.Client] }),
    ...newObjectProperty(ids.livesIn, 'Живёт в', { range: ids.City, domain: [ids.Client] }),
    ...newDataProperty(ids.note, 'Заметка', { type: 'string', domain: [ids.Client] }),
    ...newDataProperty(ids.rate, 'Ставка', { type: 'float', domain: [ids.Client] }),
    ...newDataProperty(ids.category, 'Категория', { type: 'string', domain: [ids.Client] }),
    ...newDataProperty(ids.born, 'Дата рождения', { type: 'date', domain: [ids.Client] }),
  ]);
  const client = (key: 'ann' | 'bob' | 'carl' | 'dan' | 'eve', name: string, cls: string, age: number | null, city: string | null) => [
    { op: 'new', class: cls, inst: ids[key], name },
    ...(age === null ? [] : [{ op: 'upd', inst: ids[key], prop: ids.age, val: age }]),
    ...(city === null ? [] : [{ op: 'upd', inst: ids[key], prop: ids.livesIn, val: city }]),
  ];
  await setOk(server, auth, [
    { op: 'new', class: ids.City, inst: ids.kazan, name: 'Казань' },
    { op: 'new', class: ids.City, inst: ids.moscow, name: 'Москва' },
    ...client('ann', 'Анна', ids.Client, 30, ids.kazan),
    ...client('bob', 'Борис', ids.Client, 15, ids.moscow),
    ...client('carl', 'Карл', ids.Client, 40, ids.moscow),
    ...client('dan', 'Даниил', ids.VipClient, 70, ids.kazan),
    ...client('eve', 'Ева', ids.Client, null, null),
    { op: 'upd', inst: ids.ann, prop: ids.born, val: '1994-03-08' },
    { op: 'upd', inst: ids.ann, prop: ids.note, val: '40' },
    { op: 'upd', inst: ids.bob, prop: ids.note, val: 'abc' },
  ]);
  const call = (method: string, path: string, token = admin, body?: unknown) => callApi(server, method, path, token, body);
  const kit: OntoKit = {
    server,
    admin,
    auth,
    ids,
    call,
    user: (login, roles = []) => addTestUser(server, login, login, roles),
    set: (data) => setOk(server, auth, data),
    data: (act, payload) => callData(server, auth, act, payload),
    categoryDecision: async (token = admin) => {
      const created = await call('POST', '/dmn', token, { xml: CATEGORY_XML });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const saved = await call('PUT', `/dmn/${created.body.id}`, token, {
        revision: created.body.revision,
        name: 'Категория клиента',
        xml: created.body.xml,
        bindings: [
          { decisionId: 'category', columnId: 'in_age', kind: 'input', propId: ids.age },
          { decisionId: 'category', columnId: 'in_city', kind: 'input', propId: ids.livesIn },
        ],
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      return created.body.id as string;
    },
    runToEnd: async (runId, token = admin) => {
      for (let i = 0; i < 400; i++) {
        const res = await call('GET', `/dmn/runs/${runId}?limit=1000`, token);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        if (res.body.state !== 'running') return res.body;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error('the run did not end');
    },
  };
  return kit;
}
