import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, dropSchema, startTestServer, type TestServer } from './testServer';
import { registerFolderPlugins } from '../../collab-server/shell/plugins/pluginRegistration';
import { META_CLASS } from '../../realtime/protocol/metaModel';
import { pluginsResultSchema } from '../../realtime/protocol/shell/plugins';
import type { PluginHost, PluginModule } from '../../src/state/pluginTypes';

// The shipped example plugin, copied with a few broken neighbours into a plugins folder of the test's own.
const databaseUrl = process.env.DATABASE_URL;
const EXAMPLE_CONFIG = {
  module: 'app/plugin-modules/example/index.js',
  types: ['global', 'mainMenu', 'sidebar'],
  routes: [{ path: '/example-plugin', title: 'Пример плагина' }],
};

describe('plugins served as ES modules from PLUGINS_DIR', () => {
  let work: string;
  let pluginsDir: string;
  let server: TestServer;
  const schema = databaseUrl ? `pm_${randomBytes(6).toString('hex')}` : undefined;
  const warnings: string[] = [];
  const captureLog = () =>
    pino({ level: 'warn' }, new Writable({ write: (chunk: Buffer, _enc, done) => (warnings.push(chunk.toString()), done()) }));

  // the same store on every start: PGlite in a folder on disk, or one PostgreSQL schema
  const start = () => startTestServer({ PLUGINS_DIR: pluginsDir, DATA_DIR: path.join(work, 'data') }, { schema });
  const writeJson = (file: string, value: unknown) => fs.writeFile(file, typeof value === 'string' ? value : JSON.stringify(value));
  const pluginRows = (s: TestServer) =>
    s.ctx.db
      .selectFrom('instances')
      .innerJoin('memberships', 'memberships.instance_id', 'instances.id')
      .select(['instances.id', 'instances.name'])
      .where('memberships.class_id', '=', META_CLASS.Plugin)
      .orderBy('instances.name')
      .execute();
  const listPlugins = async (s: TestServer) => {
    const { token } = await s.signIn('admin', ADMIN_PASSWORD);
    const res = await fetch(`${s.api}/app/plugins`, { headers: { authorization: token } });
    expect(res.status).toBe(200);
    return pluginsResultSchema.parse(await res.json());
  };

  beforeAll(async () => {
    work = await fs.mkdtemp(path.join(os.tmpdir(), 'ontoweave-plugins-'));
    pluginsDir = path.join(work, 'plugins');
    await fs.cp(path.resolve('plugins/example'), path.join(pluginsDir, 'example'), { recursive: true });
    await fs.mkdir(path.join(pluginsDir, 'not-json'));
    await writeJson(path.join(pluginsDir, 'not-json', 'plugin.json'), '{ "module": ');
    await fs.mkdir(path.join(pluginsDir, 'no-types'));
    await writeJson(path.join(pluginsDir, 'no-types', 'plugin.json'), { module: 'index.js', types: [] });
    await fs.mkdir(path.join(pluginsDir, 'escaping'));
    await writeJson(path.join(pluginsDir, 'escaping', 'plugin.json'), { module: '../example/index.js', types: ['global'] });
    await fs.mkdir(path.join(pluginsDir, 'assets')); // no plugin.json: not a plugin
    await fs.writeFile(path.join(pluginsDir, 'assets', 'shared.js'), 'export const shared = 1;');
    await fs.writeFile(path.join(pluginsDir, 'no-types', 'index.js'), 'export const skipped = 1;');
    await fs.writeFile(path.join(work, 'secret.js'), 'export const secret = 42;');
    await fs.symlink(path.join(work, 'secret.js'), path.join(pluginsDir, 'example', 'linked.js'));
    server = await start();
  });
  afterAll(async () => {
    await server?.close();
    if (schema && databaseUrl) await dropSchema(databaseUrl, schema);
    if (work) await fs.rm(work, { recursive: true, force: true });
  });

  const get = (urlPath: string) => fetch(`${server.api}/app/plugin-modules/${urlPath}`);

  it('serves a plugin module with a JavaScript content type, without sign-in (a dynamic import() sends no token)', async () => {
    const res = await get('example/index.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.text()).toBe(await fs.readFile(path.resolve('plugins/example/index.js'), 'utf8'));
  });

  it('serves only registered plugins, and never their plugin.json', async () => {
    for (const held of ['example/plugin.json', 'example/PLUGIN.JSON', 'assets/shared.js', 'no-types/index.js', 'no-types/plugin.json', 'not-json/plugin.json']) {
      const res = await get(held);
      expect(res.status, held).toBe(404);
      expect(await res.json()).toEqual({ error: 'Файл плагина не найден' });
    }
  });

  it('refuses paths out of the plugin folder and answers 404 for what is missing or not a plugin file', async () => {
    for (const escaping of ['example/..%2f..%2fsecret.js', 'example/..%2Fescaping%2Fplugin.json', '..%2fsecret.js/x.js', 'example/%2e%2e%5csecret.js', 'example/.hidden.js']) {
      const res = await get(escaping);
      expect(res.status, escaping).toBe(400);
      expect((await res.json()).error).toMatch(/^Invalid plugin file: (plugin|\*): /);
    }
    // no file named
    expect((await get('example/')).status).toBe(400);
    // a link inside the folder to a file outside it is not followed
    expect((await get('example/linked.js')).status).toBe(404);
    for (const missing of ['example/missing.js', 'nobody/index.js', 'example/plugin.txt', 'example']) {
      expect((await get(missing)).status, missing).toBe(404);
    }
  });

  it('registers the example plugin at start with its module path rewritten; broken plugin.json files are logged and skipped', async () => {
    const plugins = await listPlugins(server);
    expect(plugins.map((p) => p.name)).toEqual(['example']);
    expect(plugins[0]?.config).toEqual(EXAMPLE_CONFIG);
    // the rewritten module path is relative to the API base, where the module is served
    expect((await fetch(`${server.api}/${EXAMPLE_CONFIG.module}`)).status).toBe(200);
  });

  it('logs each plugin it skips, naming it', async () => {
    const log = captureLog();
    const outcome = await registerFolderPlugins(server.ctx, log);
    expect(outcome).toEqual({ created: [], updated: [], unchanged: ['example'] });
    const logged = warnings.join('\n');
    for (const name of ['not-json', 'no-types', 'escaping']) expect(logged).toContain(`"plugin":"${name}"`);
    expect(logged).not.toContain('"plugin":"assets"');
  });

  it('registers idempotently: a second start on the same store keeps the one instance, a changed plugin.json updates it', async () => {
    const [before] = await pluginRows(server);
    await server.close();
    server = await start();
    expect(await pluginRows(server)).toEqual([before]);
    expect((await listPlugins(server))[0]?.config).toEqual(EXAMPLE_CONFIG);

    const manifest = path.join(pluginsDir, 'example', 'plugin.json');
    const changed = { ...JSON.parse(await fs.readFile(manifest, 'utf8')), routes: [{ path: '/example-plugin', title: 'Пример' }], color: 'green' };
    await writeJson(manifest, changed);
    expect(await registerFolderPlugins(server.ctx, captureLog())).toEqual({ created: [], updated: ['example'], unchanged: [] });
    expect(await pluginRows(server)).toEqual([before]);
    expect((await listPlugins(server))[0]?.config).toEqual({ ...EXAMPLE_CONFIG, routes: [{ path: '/example-plugin', title: 'Пример' }], color: 'green' });
  });

  it('does not create duplicates when registrations run at the same moment', async () => {
    await fs.cp(path.join(pluginsDir, 'example'), path.join(pluginsDir, 'second'), { recursive: true, verbatimSymlinks: true });
    // a folder is served once it is registered
    expect((await get('second/index.js')).status).toBe(404);
    const outcomes = await Promise.all([registerFolderPlugins(server.ctx, captureLog()), registerFolderPlugins(server.ctx, captureLog())]);
    expect(outcomes.flatMap((o) => o.created)).toEqual(['second']);
    expect((await pluginRows(server)).map((p) => p.name)).toEqual(['example', 'second']);
    const second = (await listPlugins(server)).find((p) => p.name === 'second');
    expect(second?.config).toMatchObject({ module: 'app/plugin-modules/second/index.js' });
    expect((await get('second/index.js')).status).toBe(200);
  });

  it('serves a module that Node can import, whose activate() gives a route, a main-menu item and a sidebar item', async () => {
    const source = await (await get('example/index.js')).text();
    const file = path.join(work, 'example-plugin.mjs');
    await fs.writeFile(file, source);
    const plugin = (await import(pathToFileURL(file).href)) as PluginModule;
    const host: PluginHost = {
      apiUrl: (p) => `${server.api}/${p}`,
      authorization: () => null,
      user: { id: '00000000-0000-4000-8000-0000000000aa', name: 'Иван', isAdmin: false },
      locale: 'en',
      navigate: () => undefined,
      showMessage: () => undefined,
    };
    const en = await plugin.activate(host);
    expect(en.routes?.map((r) => [r.path, r.title, typeof r.mount])).toEqual([['/example-plugin', 'Example plugin', 'function']]);
    expect(en.mainMenu).toEqual([{ label: 'Example plugin', path: '/example-plugin' }]);
    expect(en.sidebar).toEqual([{ label: 'Example plugin', path: '/example-plugin' }]);
    const ru = await plugin.activate({ ...host, locale: 'ru' });
    expect(ru.routes?.[0]?.title).toBe('Пример плагина');
    expect(ru.mainMenu?.[0]?.label).toBe('Пример плагина');
  });
});
