import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fcaRunSchema } from '../../realtime/protocol/fca';
import { callApi, dropSchema, startTestServer, type TestServer } from './testServer';
import { randomContext, runToEnd, startFcaKit, type FcaKit } from './fcaTestKit';

// A server run started on one process is read and stopped through another: its progress, the stop
// request and the result live in PostgreSQL. PGlite is single-process, so this runs in the
// PostgreSQL pass.
const databaseUrl = process.env.DATABASE_URL;

describe.runIf(databaseUrl)('FCA runs across server processes', () => {
  const schema = `fca_${randomBytes(6).toString('hex')}`;
  let kit: FcaKit;
  let other: TestServer;
  beforeAll(async () => {
    kit = await startFcaKit(schema);
    other = await startTestServer({}, { schema });
  });
  afterAll(async () => {
    await kit?.server.stop();
    await other?.stop();
    if (databaseUrl) await dropSchema(databaseUrl, schema);
  });

  it('the other process answers a run to its end, and stops another one', async () => {
    const small = await kit.call('POST', '/fca', kit.admin.token, { name: 'Малый', settings: { source: 'upload', format: 'cxt' }, context: { objects: ['a', 'b'], attributes: ['x'], incidence: [[0], []] } });
    const first = await kit.call('POST', `/fca/${small.body.id}/runs`, kit.admin.token, {});
    const done = fcaRunSchema.parse(await runToEnd(kit, small.body.id, first.body.id, kit.admin.token, other));
    expect(done).toMatchObject({ state: 'done', concepts: 2, covers: 1 });

    const big = await kit.call('POST', '/fca', kit.admin.token, { name: 'Большой', settings: { source: 'upload', format: 'cxt' }, context: randomContext(3000, 80, 0.3) });
    const started = await kit.call('POST', `/fca/${big.body.id}/runs`, kit.admin.token, {});
    await new Promise((r) => setTimeout(r, 1000));
    const asked = Date.now();
    const stopping = await callApi(other, 'DELETE', `/fca/${big.body.id}/runs/${started.body.id}`, kit.admin.token);
    expect(stopping.status, JSON.stringify(stopping.body)).toBe(200);
    const run = fcaRunSchema.parse(await runToEnd(kit, big.body.id, started.body.id, kit.admin.token, other));
    expect(run.state).toBe('stopped');
    expect(Date.now() - asked).toBeLessThan(3000);
  });
});
