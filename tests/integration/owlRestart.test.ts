import { afterAll, describe, expect, it } from 'vitest';
import { META_CLASS } from '../../realtime/protocol/metaModel';
import type { TestServer } from './testServer';
import { restartableStore } from './restartableStore';
import { signInAdmin } from './setDataTestKit';
import { postImport } from './importTestKit';
import { connectHub, nextEvent } from './hubTestKit';
import { getOwlImport, readOwl } from './owlTestKit';

// A server stopped in the middle of an OWL import: the import's one transaction is rolled back, so
// nothing of the file is in the store, and once the server is back the import says it was interrupted.
describe('an OWL import interrupted by a server stop', () => {
  const store = restartableStore('owl-restart');
  const start = store.start;
  let server: TestServer | undefined;
  afterAll(async () => {
    await server?.stop();
    await store.remove();
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
