import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { callData, dropSchema, startTestServer, type TestServer } from './testServer';
import { instOrder, signInAdmin, type Auth } from './readOntologySeed';
import { DEMO_CLASS, DEMO_INSTANCE, DEMO_MAP, DEMO_PROP } from '../../collab-server/ontology/demoOntology';
import { META_CLASS, META_PROP } from '../../realtime/protocol/metaModel';

// The demo ontology belongs to a demo map, so it shows on maps and in every screen scoped to one.
// Two servers one after the other on the same store (PostgreSQL schema with DATABASE_URL, else PGlite on disk).
const databaseUrl = process.env.DATABASE_URL;
const schema = `demo_map_${randomBytes(4).toString('hex')}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ontoweave-demo-map-'));
const start = () => startTestServer({ DEMO_DATA: 'on', DATA_DIR: dataDir }, databaseUrl ? { schema } : {});

const onDemoMap = { prop: META_PROP.inMap, op: 'eq', val: DEMO_MAP.id };
const sorted = (ids: Iterable<string>) => [...ids].sort();

async function idsOf(server: TestServer, auth: Auth, payload: Record<string, unknown>): Promise<string[]> {
  const { status, body } = await callData(server, { session: auth.session }, 'get_data', { fields: [{ prop: 'name' }], ...payload });
  expect(status, JSON.stringify(body)).toBe(200);
  return instOrder(body.rows);
}

/** Classes, properties and instances get_data finds on the demo map, as the map-scoped screens ask. */
async function onMap(server: TestServer, auth: Auth) {
  const instances = new Set<string>();
  for (const root of [DEMO_CLASS.Agent, DEMO_CLASS.Department, DEMO_CLASS.Document]) {
    for (const id of await idsOf(server, auth, { class: root, recursive: true, filter: onDemoMap })) instances.add(id);
  }
  return {
    classes: sorted(await idsOf(server, auth, { class: META_CLASS.Class, filter: onDemoMap })),
    properties: sorted([
      ...(await idsOf(server, auth, { class: META_CLASS.ObjectProperty, filter: onDemoMap })),
      ...(await idsOf(server, auth, { class: META_CLASS.DataProperty, filter: onDemoMap })),
    ]),
    instances: sorted(instances),
  };
}

describe('the demo ontology on its map', () => {
  let server: TestServer | undefined;
  afterAll(async () => {
    await server?.stop();
    if (databaseUrl) await dropSchema(databaseUrl, schema);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('on a fresh store, get_data scoped to the demo map returns the demo classes, properties and instances', async () => {
    server = await start();
    const admin = await signInAdmin(server);
    expect(await idsOf(server, admin, { class: META_CLASS.OntologyMap })).toEqual([DEMO_MAP.id]);
    expect(await onMap(server, admin)).toEqual({
      classes: sorted(Object.values(DEMO_CLASS)),
      properties: sorted(Object.values(DEMO_PROP)),
      instances: sorted(Object.values(DEMO_INSTANCE)),
    });
  });

  it('a store seeded before the demo had a map gets it once, leaving what a user placed elsewhere', async () => {
    const db = server!.ctx.db;
    // the store as an older version left it: the demo on no map, one class since put on a map of its own
    await db.deleteFrom('vals').where('prop', '=', META_PROP.inMap).where('r', '=', DEMO_MAP.id).execute();
    await db.deleteFrom('vals').where('inst', '=', DEMO_MAP.id).execute();
    await db.deleteFrom('memberships').where('instance_id', '=', DEMO_MAP.id).execute();
    await db.deleteFrom('instances').where('id', '=', DEMO_MAP.id).execute();
    await db.deleteFrom('settings').where('key', '=', 'demo_mapped').execute();
    const own = '0000de00-0000-4000-8000-00000000fff1';
    await db.insertInto('instances').values({ id: own, name: 'Своя карта', author: null }).execute();
    await db.insertInto('memberships').values({ class_id: META_CLASS.OntologyMap, instance_id: own }).execute();
    await db.insertInto('vals').values({ inst: DEMO_CLASS.Contract, prop: META_PROP.inMap, idx: 0, t: null, n: null, b: null, d: null, r: own, lang: null }).execute();
    await server!.stop();

    server = await start();
    const admin = await signInAdmin(server);
    const placed = await onMap(server, admin);
    expect(placed.classes).toEqual(sorted(Object.values(DEMO_CLASS).filter((id) => id !== DEMO_CLASS.Contract)));
    expect(placed.instances).toEqual(sorted(Object.values(DEMO_INSTANCE)));
    await server.stop();

    // once: a later start adds nothing, even when the map was taken away since
    server = await start();
    await server.ctx.db.deleteFrom('vals').where('prop', '=', META_PROP.inMap).where('inst', '=', DEMO_CLASS.Agent).execute();
    await server.stop();
    server = await start();
    expect((await onMap(server, await signInAdmin(server))).classes).not.toContain(DEMO_CLASS.Agent);
  });
});
