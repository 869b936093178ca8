import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, dropSchema, startTestServer, type TestServer } from './testServer';
import { DEMO_CLASS, DEMO_COMMAND_NAME, DEMO_INSTANCE, DEMO_PROP } from '../../collab-server/ontology/demoOntology';
import { loadProperties } from '../../collab-server/ontologyStore/propertyCatalog';
import { META_CLASS, META_PROP } from '../../realtime/protocol/metaModel';
import { getDataPayloadSchema } from '../../realtime/protocol/dataApi/getData';

// Two servers one after the other on the same store: a PostgreSQL schema when DATABASE_URL is set,
// otherwise a PGlite folder on disk.
const databaseUrl = process.env.DATABASE_URL;
const schema = `h7_first_${randomBytes(4).toString('hex')}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ontoweave-first-start-'));
// what each start logs, as an operator reads it (JSON lines)
let logged: Array<{ level: number; msg: string; password?: string }> = [];
const logDestination = { write: (line: string) => void logged.push(JSON.parse(line)) };
const start = () => {
  logged = [];
  return startTestServer({ DEMO_DATA: 'on', DATA_DIR: dataDir, LOG_LEVEL: 'info' }, { ...(databaseUrl ? { schema } : {}), logDestination });
};
const adminCreated = () => logged.filter((l) => l.msg === 'first start: created the admin account');

async function tableCounts(server: TestServer): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of ['users', 'roles', 'instances', 'memberships', 'class_closure', 'vals', 'settings'] as const) {
    const row = await server.ctx.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

describe('first start with DEMO_DATA=on', () => {
  let server: TestServer | undefined;
  let firstCounts: Record<string, number>;
  afterAll(async () => {
    await server?.stop();
    if (databaseUrl) await dropSchema(databaseUrl, schema);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('has a usable admin account and the demo ontology', async () => {
    server = await start();
    // the password came from OSA_ADMIN_PASSWORD: the log still says the account was made (never the password)
    expect(adminCreated()).toEqual([expect.objectContaining({ level: 30, password: 'OSA_ADMIN_PASSWORD' })]);
    expect(JSON.stringify(logged)).not.toContain(ADMIN_PASSWORD);
    const { token } = await server.signIn('admin', ADMIN_PASSWORD);
    const me = await fetch(`${server.api}/roles/user`, { headers: { authorization: token } });
    expect(await me.json()).toEqual({ name: 'Администратор', userRoles: [] });
    const db = server.ctx.db;

    const classes = await db.selectFrom('memberships').select('instance_id').where('class_id', '=', META_CLASS.Class).where('instance_id', 'in', Object.values(DEMO_CLASS)).execute();
    expect(classes).toHaveLength(Object.keys(DEMO_CLASS).length);
    const manager = await db.selectFrom('instances').select(['name', 'author']).where('id', '=', DEMO_CLASS.Manager).executeTakeFirstOrThrow();
    expect(manager.name).toBe('Руководитель');
    expect(manager.author).toBeTruthy();

    // the class with two parents: both parents and every ancestor, each at its shortest distance
    const parents = await db.selectFrom('vals').select('r').where('inst', '=', DEMO_CLASS.Manager).where('prop', '=', META_PROP.parents).orderBy('idx').execute();
    expect(parents.map((p) => p.r)).toEqual([DEMO_CLASS.Employee, DEMO_CLASS.Signatory]);
    const closure = await db.selectFrom('class_closure').select(['ancestor', 'depth']).where('descendant', '=', DEMO_CLASS.Manager).orderBy('depth').orderBy('ancestor').execute();
    expect(Object.fromEntries(closure.map((c) => [c.ancestor, c.depth]))).toEqual({
      [DEMO_CLASS.Manager]: 0, [DEMO_CLASS.Employee]: 1, [DEMO_CLASS.Signatory]: 1, [DEMO_CLASS.Person]: 2, [DEMO_CLASS.Agent]: 2,
    });
    const agentsDescendants = await db.selectFrom('class_closure').select('descendant').where('ancestor', '=', DEMO_CLASS.Agent).execute();
    expect(agentsDescendants).toHaveLength(6);

    // properties read back through the data API's own catalogue
    const props = await loadProperties(db, Object.values(DEMO_PROP));
    expect(props.get(DEMO_PROP.worksIn)).toMatchObject({ kind: 'object', type: 'ref', domain: [DEMO_CLASS.Employee], range: DEMO_CLASS.Department, min: 0, max: 1, labels: { ru: 'Работает в', en: 'Works in' } });
    expect(props.get(DEMO_PROP.signed)).toMatchObject({ kind: 'object', range: DEMO_CLASS.Document, max: -1 });
    expect(props.get(DEMO_PROP.fullName)).toMatchObject({ kind: 'data', type: 'string', min: 1, max: 1, labels: { ru: 'ФИО', en: 'Full name' } });
    const types = [DEMO_PROP.birthDate, DEMO_PROP.experience, DEMO_PROP.active, DEMO_PROP.salary, DEMO_PROP.summary].map((id) => props.get(id)?.type);
    expect(types).toEqual(['date', 'int', 'bool', 'float', 'text']);

    const individuals = await db.selectFrom('memberships').select(['instance_id', 'class_id']).where('instance_id', 'in', Object.values(DEMO_INSTANCE)).execute();
    expect(individuals).toHaveLength(10);
    expect(individuals.find((m) => m.instance_id === DEMO_INSTANCE.ivanov)?.class_id).toBe(DEMO_CLASS.Manager);
    const ivanov = await db.selectFrom('vals').select(['prop', 't', 'n', 'b', 'd', 'r']).where('inst', '=', DEMO_INSTANCE.ivanov).execute();
    expect(ivanov.find((v) => v.prop === DEMO_PROP.fullName)?.t).toBe('Иванов Иван Иванович');
    expect(new Date(ivanov.find((v) => v.prop === DEMO_PROP.birthDate)?.d as Date).toISOString()).toBe('1978-04-15T00:00:00.000Z');
    expect(ivanov.find((v) => v.prop === DEMO_PROP.experience)?.n).toBe(20);
    expect(ivanov.find((v) => v.prop === DEMO_PROP.active)?.b).toBe(true);
    expect(ivanov.filter((v) => v.prop === DEMO_PROP.signed).map((v) => v.r).sort()).toEqual([DEMO_INSTANCE.order, DEMO_INSTANCE.contract].sort());

    const command = await db
      .selectFrom('instances')
      .innerJoin('memberships', 'memberships.instance_id', 'instances.id')
      .innerJoin('vals', 'vals.inst', 'instances.id')
      .select('vals.t')
      .where('instances.name', '=', DEMO_COMMAND_NAME)
      .where('memberships.class_id', '=', META_CLASS.Command)
      .where('vals.prop', '=', META_PROP.query)
      .executeTakeFirstOrThrow();
    const query = getDataPayloadSchema.parse(JSON.parse(command.t as string));
    expect(query).toMatchObject({ class: DEMO_CLASS.Employee, recursive: true });

    firstCounts = await tableCounts(server);
    await server.stop();
    server = undefined;
  });

  it('does not duplicate anything on the next start of the same store', async () => {
    server = await start();
    expect(adminCreated()).toEqual([]);
    expect(await tableCounts(server)).toEqual(firstCounts);
    await server.signIn('admin', ADMIN_PASSWORD);
  });
});
