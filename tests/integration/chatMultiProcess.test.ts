import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { chatMessageEventSchema } from '../../realtime/protocol/chat';
import { callApi, dropSchema } from './testServer';
import { collect, connectHub, nextEvent, sleep } from './hubTestKit';
import { startOnFreePort, type ServerProcess } from './relayProcesses';

// Two server processes of their own (each its pool, hub and Redis adapter) on one PostgreSQL
// schema and one Redis: a chat message posted through process A reaches a member whose socket is
// on process B — and only members.
const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const PASSWORD = 'chat-multi-process-admin';

describe.runIf(databaseUrl && redisUrl)('chat across two server processes (PostgreSQL + Redis)', () => {
  const schema = `chat_${randomBytes(6).toString('hex')}`;
  let a: ServerProcess;
  let b: ServerProcess;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  const sockets: Socket[] = [];
  const api = (server: ServerProcess) => ({ api: `${server.url}/api` });
  const hubOf = (server: ServerProcess) => ({ url: server.url, config: { basePath: '/' } });

  async function signIn(login: string, password: string): Promise<string> {
    const res = await fetch(`${a.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login, password }) });
    expect(res.status).toBe(200);
    return ((await res.json()) as { jwtToken: string }).jwtToken;
  }

  beforeAll(async () => {
    const env = { DATABASE_URL: databaseUrl!, DATABASE_SCHEMA: schema, REDIS_URL: redisUrl!, OSA_ADMIN_PASSWORD: PASSWORD };
    // started together: migrations and first-start bootstrap must not collide
    // each kept as it starts: afterAll stops whichever did, even when the other failed
    await Promise.all([startOnFreePort(env).then((p) => (a = p)), startOnFreePort(env).then((p) => (b = p))]);
    const admin = await signIn('admin', PASSWORD);
    for (const [login, name] of [['anna-cmp', 'Анна'], ['boris-cmp', 'Борис'], ['vera-cmp', 'Вера']] as const) {
      const created = await callApi(api(a), 'POST', '/users', admin, { login, name, password: 'chat-user-password' });
      expect(created.status).toBe(201);
      ids[login] = created.body.id;
      tokens[login] = await signIn(login, 'chat-user-password');
    }
  }, 120_000);
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await Promise.all([a?.kill('SIGTERM'), b?.kill('SIGTERM')]);
    if (databaseUrl) await dropSchema(databaseUrl, schema);
  });

  it('a message posted to process A reaches the member’s socket on process B, once, and no outsider', async () => {
    const dm = await callApi(api(a), 'POST', '/chat/direct', tokens['anna-cmp'], { userId: ids['boris-cmp'] });
    expect(dm.status).toBe(200);
    const borisOnB = await connectHub(hubOf(b), tokens['boris-cmp']);
    const veraOnB = await connectHub(hubOf(b), tokens['vera-cmp']);
    sockets.push(borisOnB, veraOnB);
    const allToBoris = collect(borisOnB, 'CHAT_MESSAGE');
    const toVera = collect(veraOnB, 'CHAT_MESSAGE');
    const arrived = nextEvent(borisOnB, 'CHAT_MESSAGE', () => true, 2000);
    const posted = await callApi(api(a), 'POST', `/chat/channels/${dm.body.id}/messages`, tokens['anna-cmp'], { text: 'через Redis, @boris-cmp' });
    expect(posted.status).toBe(201);
    expect(chatMessageEventSchema.parse(await arrived)).toEqual(posted.body);
    expect(posted.body.mentions).toEqual([ids['boris-cmp']]);
    await sleep(300);
    expect(allToBoris).toHaveLength(1);
    expect(toVera).toEqual([]);
    // process B serves the catch-up of what A stored, and B's read mark is A's
    const since = await callApi(api(b), 'GET', `/chat/messages/since?seq=${BigInt(posted.body.seq) - 1n}`, tokens['boris-cmp']);
    expect(since.body.messages.map((m: { id: string }) => m.id)).toEqual([posted.body.id]);
    await callApi(api(b), 'POST', `/chat/channels/${dm.body.id}/read`, tokens['boris-cmp'], { seq: posted.body.seq });
    const onA = await callApi(api(a), 'GET', '/chat/channels', tokens['boris-cmp']);
    expect(onA.body.channels.find((c: { id: string }) => c.id === dm.body.id)).toMatchObject({ unread: 0, lastReadSeq: posted.body.seq });
  });
});
