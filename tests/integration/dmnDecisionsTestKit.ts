import { readFile } from 'node:fs/promises';
import { ADMIN_PASSWORD, addTestUser, startTestServer, type TestServer, type TestUser } from './testServer';

/** The decisions API through real HTTP: a server, its admin, users, and DMN documents to send. */

export type DmnKit = {
  server: TestServer;
  admin: string;
  call: (method: string, path: string, token?: string, body?: unknown) => Promise<{ status: number; body: any; text: string; headers: Headers }>;
  user: (login: string, roles?: string[]) => Promise<TestUser>;
  /** Rows of a table in the database (to check nothing was written). */
  count: (table: 'dmn_decisions' | 'dmn_revisions' | 'dmn_tests') => Promise<number>;
};

export async function startDmnKit(): Promise<DmnKit> {
  const server = await startTestServer();
  const admin = (await server.signIn('admin', ADMIN_PASSWORD)).token;
  const call: DmnKit['call'] = async (method, path, token = admin, body) => {
    const res = await fetch(`${server.api}${path}`, {
      method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: token } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    return { status: res.status, body: parsed, text, headers: res.headers };
  };
  return {
    server,
    admin,
    call,
    user: (login, roles = []) => addTestUser(server, login, login, roles),
    count: async (table) => Number((await server.ctx.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n),
  };
}

/** A conformance file (../shared/conformance/dmn-tck/<path> from the repository root). */
export async function tckFile(path: string): Promise<string> {
  return readFile(new URL(`../../../shared/conformance/dmn-tck/${path}`, import.meta.url), 'utf8');
}

const NS = { '1.3': 'https://www.omg.org/spec/DMN/20191111/MODEL/', '1.5': 'https://www.omg.org/spec/DMN/20230324/MODEL/' } as const;
const esc = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One rule: [id, age test, output]. */
export type KitRule = [string, string, string];

/** A DMN document: decision «Скидка» (id `discount`) — input `age` (number), output `discount` (number). */
export function discountXml(rules: KitRule[], o: { hitPolicy?: string; version?: '1.3' | '1.5'; name?: string } = {}): string {
  const body = rules
    .map(
      ([id, age, out]) => `
      <rule id="${id}">
        <inputEntry id="${id}_i"><text>${esc(age)}</text></inputEntry>
        <outputEntry id="${id}_o"><text>${esc(out)}</text></outputEntry>
      </rule>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="${NS[o.version ?? '1.5']}" id="defs" name="${o.name ?? 'Скидки'}" namespace="http://example.com/dmn">
  <inputData id="in_age" name="age"><variable id="in_age_v" name="age" typeRef="number" /></inputData>
  <decision id="discount" name="Скидка">
    <variable id="discount_v" name="Скидка" typeRef="number" />
    <informationRequirement id="ir1"><requiredInput href="#in_age" /></informationRequirement>
    <decisionTable id="table" hitPolicy="${o.hitPolicy ?? 'UNIQUE'}">
      <input id="age" label="Возраст"><inputExpression id="age_e" typeRef="number"><text>age</text></inputExpression></input>
      <output id="out" name="discount" typeRef="number" />${body}
    </decisionTable>
  </decision>
</definitions>`;
}

export const BASE_RULES: KitRule[] = [
  ['r1', '< 18', '0'],
  ['r2', '[18..65]', '5'],
  ['r3', '> 65', '10'],
];

/** Two decisions requiring each other. */
export const CYCLE_XML = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="${NS['1.5']}" id="defs" name="Цикл" namespace="http://example.com/cycle">
  <decision id="a" name="A">
    <informationRequirement id="ia"><requiredDecision href="#b" /></informationRequirement>
    <literalExpression id="ae"><text>B + 1</text></literalExpression>
  </decision>
  <decision id="b" name="B">
    <informationRequirement id="ib"><requiredDecision href="#a" /></informationRequirement>
    <literalExpression id="be"><text>A + 1</text></literalExpression>
  </decision>
</definitions>`;
