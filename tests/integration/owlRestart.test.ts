import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { META_CLASS } from '../../realtime/protocol/meta';
import { dropSchema, startTestServer, type TestServer } from './testServer';
import { signInAdmin } from './setDataTestKit';
import { postImport } from './importTestKit';
import { connectHub, nextEvent } from './hubTestKit';
import { getOwlImport, readOwl } from './owlTestKit';

// A server stopped in the middle of an OWL import: the import's one transaction is rolled back, so
// nothing of the file is in the store, and once the server is back the import says it was interrupted.
const databaseUrl = process.env.DATABASE_URL;

describe('an OWL import interrupted by a server stop', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'owl-restart-'));
  const schema = `owl_${randomBytes(6).toString('hex')}`;
  const start = () => startTestServer({ DATA_DIR: path.join(work, 'data') }, databaseUrl ? { schema } : {});
  let server: TestServer | undefined;
  afterAll(async () => {
    await server?.stop();
    if (databaseUrl) await dropSchema(databaseUrl, schema);
    rmSync(work, { recursive: true, force: true });
  });

  it('writes nothing and reports the import failed after the restart', async () => {
    server = await start();
    const token = (await signInAdmin(server)).token as string;
    const classesBefore = await server.ctx.db.selectFrom('memberships').select('instance_id').where('class_id', '=', META_CLASS.Class).execute();
    const hub = await connectHub(server, token);
    const running = nextEvent(hub, 'IMPORT_STATUS_UPDATE', (u: { status: string }) => u.status === 'running', 30_000);
    const started = await postImport(server, token, { name: 'so.owl', bytes: readOwl('so.owl') }, {}, '/ontology/import');
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    await running;
    hub.close();
    await server.close();
    server = await start();
    const again = (await server.signIn('admin', 'admin-test-password')).token;
    const { body } = await getOwlImport(server, again, started.body.importId);
    expect(body).toMatchObject({ status: 'failed', problem: { message: 'Импорт прерван: сервер остановлен' } });
    expect(body.endedAt).not.toBeNull();
    const classesAfter = await server.ctx.db.selectFrom('memberships').select('instance_id').where('class_id', '=', META_CLASS.Class).execute();
    expect(classesAfter).toHaveLength(classesBefore.length);
    const map = await server.ctx.db.selectFrom('instances').select('id').where('id', '=', started.body.mapId).execute();
    expect(map).toEqual([]);
  }, 120_000);
});
