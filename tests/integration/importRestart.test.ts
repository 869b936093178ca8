import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { TestServer } from './testServer';
import { restartableStore } from './restartableStore';
import { newClass, newDataProperty, setOk, signInAdmin } from './setDataTestKit';
import { getImport, postImport } from './importTestKit';
import { IMPORT_BATCH_ROWS } from '../../collab-server/imports/importJob';

// A server stopped in the middle of an import: the batches committed before stay, no row is
// half-written, and the import says it was interrupted once the server is back (on the same store).
describe('an import interrupted by a server stop', () => {
  const store = restartableStore('import-restart');
  const start = store.start;
  let server: TestServer | undefined;
  afterAll(async () => {
    await server?.stop();
    await store.remove();
  });

  it('keeps whole batches, and reports the import failed after the restart', async () => {
    server = await start();
    const admin = (await signInAdmin(server)) as { token: string; session: string };
    const Item = randomUUID();
    const code = randomUUID();
    await setOk(server, admin, [...newClass(Item, 'Item'), ...newDataProperty(code, 'code', { type: 'int', domain: [Item] })]);
    const rows = Array.from({ length: 20_000 }, (_, i) => `Строка ${i + 1},${i + 1}`);
    const started = await postImport(server, admin.token, { name: 'big.csv', bytes: ['Имя,Код', ...rows].join('\n') }, { class: Item, mapping: JSON.stringify({ Имя: 'name', Код: code }) });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const id = started.body.importId as string;
    // stop once some batches are in, well before the end
    for (;;) {
      const { body } = await getImport(server, admin.token, id);
      expect(body.status).not.toBe('completed');
      if (body.progress.done >= IMPORT_BATCH_ROWS * 2) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    await server.close();
    server = await start();
    const { token } = await server.signIn('admin', 'admin-test-password');
    const { body } = await getImport(server, token, id);
    expect(body).toMatchObject({ status: 'failed', message: 'Импорт прерван: сервер остановлен' });
    expect(body.endedAt).not.toBeNull();
    expect(body.imported).toBeLessThan(20_000);
    // whole batches only (their size follows the store's pace): as many instances, each with its value, as counted
    expect(body.progress.done).toBe(body.imported);
    const instances = await server.ctx.db.selectFrom('memberships').select('instance_id').where('class_id', '=', Item).execute();
    expect(instances).toHaveLength(body.imported);
    const values = await server.ctx.db.selectFrom('vals').select('inst').where('prop', '=', code).execute();
    expect(values).toHaveLength(body.imported);
  });
});
