import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from './testServer';
import { META_CLASS, META_PROP } from '../../realtime/protocol/metaModel';
import { pluginsResultSchema } from '../../realtime/protocol/shell/plugins';

describe('GET /api/app/plugins', () => {
  let server: TestServer;
  let token: string;
  const warnings: string[] = [];

  async function addPlugin(name: string, config: string | null): Promise<string> {
    const id = randomUUID();
    await server.ctx.db.insertInto('instances').values({ id, name, author: null }).execute();
    await server.ctx.db.insertInto('memberships').values({ class_id: META_CLASS.Plugin, instance_id: id }).execute();
    if (config !== null) await server.ctx.db.insertInto('vals').values({ inst: id, prop: META_PROP.config, idx: 0, t: config, n: null, b: null, d: null, r: null, lang: null }).execute();
    return id;
  }

  beforeAll(async () => {
    server = await startTestServer();
    // the plugin catalogue logs through ctx.log: capture what it warns about
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        warnings.push(chunk.toString());
        done();
      },
    });
    server.ctx.log = pino({ level: 'warn' }, sink);
    token = (await server.signIn('admin', ADMIN_PASSWORD)).token;
  });
  afterAll(async () => server?.stop());

  it('needs a caller', async () => {
    const res = await fetch(`${server.api}/app/plugins`);
    expect(res.status).toBe(401);
  });

  it('answers an empty list when there are no plugins', async () => {
    const res = await fetch(`${server.api}/app/plugins`, { headers: { authorization: token } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
  });

  it('lists every plugin with its parsed configuration, skipping (and logging) the unparsable ones', async () => {
    const chat = await addPlugin('chat', JSON.stringify({ type: 'sidebar', route: '/chat', icon: 'mdi-chat' }));
    const broken = await addPlugin('broken', '{ not json');
    await addPlugin('empty', null);
    const menu = await addPlugin('analytics', JSON.stringify({ type: 'mainMenu', items: [1, 2] }));

    const res = await fetch(`${server.api}/app/plugins`, { headers: { authorization: token } });
    expect(res.status).toBe(200);
    const body = pluginsResultSchema.parse(await res.json());
    expect(body).toEqual([
      { id: menu, name: 'analytics', config: { type: 'mainMenu', items: [1, 2] } },
      { id: chat, name: 'chat', config: { type: 'sidebar', route: '/chat', icon: 'mdi-chat' } },
    ]);
    const logged = warnings.join('\n');
    expect(logged).toContain(broken);
    expect(logged).toContain('"plugin":"empty"');
  });
});
