import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, callApi, callData, startTestServer, type TestServer } from './testServer';
import { connectHub } from './hubTestKit';
import { META_CLASS } from '../../realtime/protocol/metaModel';

type Line = { level: number; msg: string; [key: string]: unknown };
const INFO = 30;

// The log at its default level (info) is what an operator reads: start-up, shutdown, sign-in
// refusals, imports, jobs, warnings and errors — not a line per request or per socket message.
describe('the server log at info', () => {
  let server: TestServer;
  let lines: Line[] = [];
  let staticDir: string;
  const logDestination = { write: (line: string) => void lines.push(JSON.parse(line) as Line) };
  const atInfo = () => lines.filter((l) => l.level >= INFO);

  beforeAll(async () => {
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ontoweave-log-'));
    fs.mkdirSync(path.join(staticDir, 'assets'));
    fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><html><head><meta name="ontoweave-base" content="/" /></head><body></body></html>');
    fs.writeFileSync(path.join(staticDir, 'assets', 'index-abcdefgh.js'), 'console.log(1)');
    server = await startTestServer({ LOG_LEVEL: 'info', STATIC_DIR: staticDir }, { logDestination });
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  it('says at start-up that the admin account was made, without its password', () => {
    expect(atInfo().map((l) => l.msg)).toContain('first start: created the admin account');
    expect(JSON.stringify(lines)).not.toContain(ADMIN_PASSWORD);
  });

  it('writes no info line for a burst of ordinary calls, pages, files and socket messages', async () => {
    const { token, session } = await server.signIn('admin', ADMIN_PASSWORD);
    const socket = await connectHub(server, token);
    lines = [];
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all([
        callApi(server, 'GET', '/app/settings', token),
        callApi(server, 'GET', '/public/ping'),
        callApi(server, 'GET', '/auth/check-auth', token),
        callApi(server, 'GET', '/app/recent-links', token),
        callApi(server, 'POST', '/app/recent-links', token, { link: `/dashboard?round=${round}`, objectName: 'Рабочий стол', businessEntity: '', icon: '' }),
        callApi(server, 'GET', '/app/quick-launch?q=класс', token),
        callApi(server, 'GET', '/app/plugins', token),
        callData(server, { session }, 'get_data', { class: META_CLASS.Class, limit: 10 }),
        // refused and unknown requests are ordinary too: the browser answers them, not the operator
        callApi(server, 'GET', '/app/quick-launch?q=', token),
        callApi(server, 'GET', '/no-such-api', token),
        fetch(`${server.url}/class_list`).then((r) => r.text()),
        fetch(`${server.url}/assets/index-abcdefgh.js`).then((r) => r.text()),
        fetch(`${server.url}/assets/missing.js`).then((r) => r.text()),
      ]);
      expect(answers).toHaveLength(13);
      // what a tab says on its socket: catch up, watch what it shows, stop watching
      expect(await socket.emitWithAck('sync', {})).toMatchObject({ ok: true });
      expect(await socket.emitWithAck('watch', { entities: [META_CLASS.Class] })).toMatchObject({ ok: true });
      expect(await socket.emitWithAck('unwatch', { entities: [META_CLASS.Class] })).toMatchObject({ ok: true });
    }
    await new Promise((r) => setTimeout(r, 300));
    socket.close();
    expect(lines.length, 'the calls are logged at debug: this test would not see them otherwise').toBe(0);
    expect(atInfo()).toEqual([]);
  });

  it('keeps sign-in refusals at info, without the password', async () => {
    lines = [];
    const res = await fetch(`${server.api}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: 'admin', password: 'wrong-password' }) });
    expect(res.status).toBe(401);
    expect(atInfo()).toEqual([expect.objectContaining({ level: INFO, msg: 'sign-in refused', login: 'admin' })]);
    expect(JSON.stringify(lines)).not.toContain('wrong-password');
  });

  it('logs every request at debug, for whoever turns it on', async () => {
    const debugLines: Line[] = [];
    const verbose = await startTestServer({ LOG_LEVEL: 'debug' }, { logDestination: { write: (line: string) => void debugLines.push(JSON.parse(line) as Line) } });
    try {
      await fetch(`${verbose.api}/public/ping`);
      await expect.poll(() => debugLines.some((l) => l.msg === 'request served' && l.url === '/api/public/ping' && l.status === 200)).toBe(true);
    } finally {
      await verbose.stop();
    }
  });
});
