import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { SERVER_AREAS } from '../../collab-server/areas';
import type { ServerArea } from '../../collab-server/serverArea';
import { startTestServer, type TestServer } from './testServer';
import { setOk, signInAdmin, uuid, type Auth } from './setDataTestKit';
import { META_CLASS } from '../../realtime/protocol/metaModel';
import { ask, connectHub } from './hubTestKit';

// A new area plugs in with its declaration alone: started in the list of areas, its routes answer,
// its migration runs, its guard decides who is in the hub's rooms of its objects, and its write
// hook hears of every write — with nothing of the core edited.
const closedId = uuid();
const openId = uuid();
const heard: string[] = [];

const probeArea: ServerArea = {
  name: 'probe',
  routes: async (api) => {
    api.get('/probe/ping', async () => ({ ok: true }));
  },
  migrations: {
    '9999_probe': { up: async (db) => void (await db.schema.createTable('probe_notes').ifNotExists().addColumn('id', 'text', (c) => c.primaryKey()).execute()) },
  },
  hubRooms: [{ name: 'probe', refused: async (_ctx, _userId, ids) => ids.filter((id) => id === closedId) }],
  writeHooks: [{ name: 'probe', afterCommit: (_ctx, write) => void heard.push(...write.changes.map((c) => c.entity)) }],
};

describe('an area that plugs in', () => {
  let server: TestServer;
  let token: string;
  let admin: Auth;
  let socket: Socket | undefined;

  beforeAll(async () => {
    server = await startTestServer({}, { areas: [...SERVER_AREAS, probeArea] });
    admin = await signInAdmin(server);
    token = admin.token as string;
  });
  afterAll(async () => {
    socket?.close();
    await server?.stop();
  });

  it('answers on its routes and has its tables', async () => {
    const res = await fetch(`${server.api}/probe/ping`);
    expect(await res.json()).toEqual({ ok: true });
    const tables = await server.ctx.db.introspection.getTables();
    expect(tables.map((t) => t.name)).toContain('probe_notes');
  });

  it('keeps a socket out of the rooms of its objects its guard refuses, and lets it into the others', async () => {
    socket = await connectHub(server, token);
    expect(await ask(socket, 'watch', { entities: [openId, closedId] })).toMatchObject({ ok: true, entities: [openId] });
  });

  it('hears of every write of the ontology after it is stored', async () => {
    const id = uuid();
    await setOk(server, admin, [{ op: 'new', class: META_CLASS.Class, inst: id, name: 'Зонд' }]);
    for (let i = 0; i < 50 && !heard.includes(id); i++) await new Promise((r) => setTimeout(r, 20));
    expect(heard).toContain(id);
  });
});
