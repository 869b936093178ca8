import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { entityChangeSchema, importStatusUpdateSchema } from '../../realtime/protocol/hubEvents';
import { addTestUser, dropSchema, startTestServer, type TestServer, type TestUser } from './testServer';
import { newClass, setOk, signInAdmin, uuid, type Auth } from './setDataTestKit';
import { ask, collect, connectHub, latencyFigures, nextEvent, sleep } from './hubTestKit';

// Two servers' worth of state (two pools, two hubs, two Redis adapters) on one PostgreSQL schema
// and one Redis: what happens through one process reaches the sockets of the other.
const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const WRITES = 50;
const LONG_POLL_MS = 600_000;

describe.runIf(databaseUrl && redisUrl)('the hub across server processes (PostgreSQL + Redis)', () => {
  const schema = `hub_${randomBytes(6).toString('hex')}`;
  let a: TestServer;
  let b: TestServer;
  let admin: Auth;
  let anna: TestUser;
  const sockets: Socket[] = [];
  const Task = uuid();

  beforeAll(async () => {
    // B reads the change log only when told: what reaches its sockets came through the notices
    // over Redis, not its poll (A polls as usual: the safety net for writes nobody announces)
    [a, b] = await Promise.all([startTestServer({}, { schema }), startTestServer({ HUB_POLL_MS: String(LONG_POLL_MS) }, { schema })]);
    admin = await signInAdmin(a);
    anna = await addTestUser(a, 'anna-mp', 'Анна');
    await setOk(a, admin, newClass(Task, 'Task'));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await a?.stop();
    await b?.stop();
    if (databaseUrl) await dropSchema(databaseUrl, schema);
  });

  it('an entity change made through process A reaches a socket on process B within a second, once', async () => {
    const task = uuid();
    const onB = await connectHub(b, anna.token);
    sockets.push(onB);
    expect(await ask(onB, 'watch', { entities: [Task] })).toMatchObject({ ok: true });
    const all = collect(onB, 'ENTITY_CHANGE');
    const started = Date.now();
    const arrived = nextEvent(onB, 'ENTITY_CHANGE', (c) => c.entity === task, 1000);
    await setOk(a, admin, [{ op: 'new', class: Task, inst: task, name: 'Across' }]);
    const change = entityChangeSchema.parse(await arrived);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(change).toMatchObject({ entity: task, op: 'new', after: { class: Task, name: 'Across' } });
    // each process tells only its own sockets: B's socket hears it once, not once per process
    await sleep(500);
    expect(all.filter((c) => c.entity === task)).toHaveLength(1);
  });

  it('changes written one after another on process A reach a socket on process B each once, in seq order (latency printed)', async () => {
    const onB = await connectHub(b, anna.token);
    sockets.push(onB);
    expect(await ask(onB, 'watch', { entities: [Task] })).toMatchObject({ ok: true });
    const all = collect(onB, 'ENTITY_CHANGE');
    const tasks: string[] = [];
    const sinceAnswer: number[] = [];
    for (let i = 0; i < WRITES; i++) {
      const task = uuid();
      tasks.push(task);
      const arrived = nextEvent(onB, 'ENTITY_CHANGE', (c) => c.entity === task, 3000).then(() => performance.now());
      await setOk(a, admin, [{ op: 'new', class: Task, inst: task, name: `Task ${i}` }]);
      const answered = performance.now();
      // pushed before the writer's answer left: it was there when the write was known stored
      sinceAnswer.push(Math.max(0, (await arrived) - answered));
    }
    console.log(`hub across processes: ${WRITES} writes on A → a socket on B, ms after the write's answer: ${latencyFigures(sinceAnswer)}`);
    await sleep(300);
    const heard = all.filter((c) => tasks.includes(c.entity));
    expect(heard.map((c) => c.entity)).toEqual(tasks);
    const seqs = heard.map((c) => BigInt(c.seq));
    expect(seqs.every((seq, i) => i === 0 || seq > seqs[i - 1]!)).toBe(true);
  });

  it('a change no write announced (a row put straight into the change log) still reaches the sockets, at the next poll', async () => {
    const task = uuid();
    const onA = await connectHub(a, anna.token);
    sockets.push(onA);
    expect(await ask(onA, 'watch', { entities: [Task] })).toMatchObject({ ok: true });
    const arrived = nextEvent(onA, 'ENTITY_CHANGE', (c) => c.entity === task, 5000);
    await a.ctx.db.insertInto('change_log').values({ user_id: null, page_url: null, tab_session_id: null, entity: task, prop: null, op: 'new', before: null, after: JSON.stringify({ class: Task, name: 'Unannounced' }) }).execute();
    expect(entityChangeSchema.parse(await arrived)).toMatchObject({ entity: task, op: 'new' });
  });

  it('an event pushed with ctx.hub.toUsers on process A reaches every socket of the user on process B', async () => {
    const onB = await connectHub(b, anna.token);
    const alsoOnA = await connectHub(a, anna.token);
    const stranger = await addTestUser(a, 'stranger-mp');
    const strangerOnB = await connectHub(b, stranger.token);
    sockets.push(onB, alsoOnA, strangerOnB);
    const toStranger = collect(strangerOnB, 'IMPORT_STATUS_UPDATE');
    const update = { userId: anna.id, importId: uuid(), importName: 'Клиенты', status: 'running' as const, progress: { done: 10, total: 100, rejected: 0 } };
    const arrivals = [nextEvent(onB, 'IMPORT_STATUS_UPDATE'), nextEvent(alsoOnA, 'IMPORT_STATUS_UPDATE')];
    a.ctx.hub.toUsers([anna.id], 'IMPORT_STATUS_UPDATE', update);
    for (const arrived of await Promise.all(arrivals)) expect(importStatusUpdateSchema.parse(arrived)).toEqual(update);
    await sleep(300);
    expect(toStranger).toEqual([]);
  });

  it('both processes report the hub and its Redis adapter in public/ping', async () => {
    for (const server of [a, b]) {
      const ping = await (await fetch(`${server.api}/public/ping`)).json();
      expect(ping.services).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'hub', status: 'GREEN' }), expect.objectContaining({ name: 'hub-redis', status: 'GREEN' })]));
    }
  });
});
