import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { runStatusSchema } from '../../realtime/protocol/dmn';
import { callApi, dropSchema, startTestServer, type TestServer } from './testServer';
import { startOntoKit, type OntoKit } from './dmnOntologyTestKit';

// A run started on one server process is read and stopped through another: its state, rows and the
// stop request live in PostgreSQL. PGlite is single-process, so this runs in the PostgreSQL pass.
const databaseUrl = process.env.DATABASE_URL;

describe.runIf(databaseUrl)('DMN runs across server processes', () => {
  const schema = `dmn_${randomBytes(6).toString('hex')}`;
  let kit: OntoKit;
  let other: TestServer;
  beforeAll(async () => {
    kit = await startOntoKit(schema);
    other = await startTestServer({}, { schema });
  });
  afterAll(async () => {
    await kit?.server.stop();
    await other?.stop();
    if (databaseUrl) await dropSchema(databaseUrl, schema);
  });

  it('the other process answers the run and stops it', async () => {
    const decision = await kit.categoryDecision();
    const db = kit.server.ctx.db;
    await sql`insert into instances (id, name) select md5('dmn-mp-' || g)::uuid, 'mp ' || g from generate_series(1, 10000) g`.execute(db);
    await sql`insert into memberships (class_id, instance_id) select ${kit.ids.Client}::uuid, md5('dmn-mp-' || g)::uuid from generate_series(1, 10000) g`.execute(db);
    await sql`insert into vals (inst, prop, idx, n) select md5('dmn-mp-' || g)::uuid, ${kit.ids.age}::uuid, 0, 40 from generate_series(1, 10000) g`.execute(db);
    const started = await kit.call('POST', `/dmn/${decision}/runs`, kit.admin, { source: { classId: kit.ids.Client } });
    expect(started.status).toBe(202);
    const runId = started.body.runId as string;
    const stopped = await callApi(other, 'DELETE', `/dmn/runs/${runId}`, kit.admin);
    expect(stopped.status).toBe(200);
    let status = runStatusSchema.parse(stopped.body);
    for (let i = 0; i < 400 && status.state === 'running'; i++) {
      await new Promise((r) => setTimeout(r, 25));
      status = runStatusSchema.parse((await callApi(other, 'GET', `/dmn/runs/${runId}?limit=5`, kit.admin)).body);
    }
    expect(status.state).toBe('stopped');
    expect(status.total).toBe(10005);
    expect(status.done).toBeLessThan(status.total);
    expect(status.rows.length).toBeGreaterThan(0);
  });
});
