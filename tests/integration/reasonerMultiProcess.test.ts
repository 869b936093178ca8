import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { META_PROP } from '../../realtime/protocol/metaModel';
import type { ReasonerUpdate } from '../../realtime/protocol/reasoner';
import { addTestUser, dropSchema, startTestServer, type TestServer, type TestUser } from './testServer';
import { setOk, signInAdmin } from './setDataTestKit';
import { ask, collect, connectHub, nextEvent, sleep } from './hubTestKit';
import { entityByIri, getReasoner, importAnimals, inferredLinks, R, waitForRun } from './reasonerTestKit';

// Two server processes on one PostgreSQL schema and one Redis: an edit made through A is classified
// once (one process holds the map's lease; the other, which hears of the same edit from its own
// change-log tail, does not run it again), and the result reaches a socket connected to B.
const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

describe.runIf(databaseUrl && redisUrl)('the reasoner across server processes (PostgreSQL + Redis)', () => {
  const schema = `reasoner_${randomBytes(6).toString('hex')}`;
  let a: TestServer;
  let b: TestServer;
  let token: string;
  let reader: TestUser;
  let mapId: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    [a, b] = await Promise.all([startTestServer({}, { schema }), startTestServer({}, { schema })]);
    token = (await signInAdmin(a)).token as string;
    reader = await addTestUser(a, 'reasoner-mp-reader', 'Читатель', ['reader']);
    mapId = await importAnimals(a, token, 'animals-mp.ttl');
    await getReasoner(a, token, mapId);
    await waitForRun(a, token, mapId);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await a?.stop();
    await b?.stop();
    if (databaseUrl) await dropSchema(databaseUrl, schema);
  });

  it('an edit through A is classified once and its result is pushed to a socket on B', async () => {
    const before = await getReasoner(b, reader.token, mapId);
    const onB = await connectHub(b, reader.token);
    sockets.push(onB);
    expect(await ask(onB, 'watch', { entities: [mapId] })).toMatchObject({ ok: true });
    const updates = collect<ReasonerUpdate>(onB, 'REASONER_UPDATE');
    const done = nextEvent<ReasonerUpdate>(onB, 'REASONER_UPDATE', (u) => u.mapId === mapId && u.state === 'done' && u.version > before.version, 5000);
    await setOk(a, { token }, [{ op: 'add', inst: await entityByIri(a, `${R}Dog`), prop: META_PROP.parents, val: await entityByIri(a, `${R}Cat`) }]);
    const update = await done;
    expect(update.version).toBe(before.version + 1);
    // both processes heard of the edit; a second run would push a second start and a newer version
    await sleep(1500);
    expect(updates.filter((u) => u.state === 'running' && u.progress === 0)).toHaveLength(1);
    const after = await getReasoner(b, reader.token, mapId);
    expect(after.version).toBe(before.version + 1);
    expect(inferredLinks(after)).toContain('Dog < TailedThing');
    const run = await a.ctx.db.selectFrom('reasoner_runs').select(['owner', 'lease_until']).where('map_id', '=', mapId).executeTakeFirstOrThrow();
    expect(run).toEqual({ owner: null, lease_until: null });
  });
});
