import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, dropSchema, startTestServer, type TestServer } from './testServer';
import { newClass, newDataProperty, setOk } from './setDataTestKit';
import { postImport, waitForImport } from './importTestKit';
import { collect, connectHub } from './hubTestKit';

// An import runs on the process that received it; its status is in SQL and its progress goes
// through the hub's Redis adapter, so the other process answers both. PostgreSQL and Redis only.
const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

describe.runIf(databaseUrl && redisUrl)('an import seen from another server process', () => {
  const schema = `impmp_${randomBytes(6).toString('hex')}`;
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await startTestServer({}, { schema });
    b = await startTestServer({}, { schema });
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    if (databaseUrl) await dropSchema(databaseUrl, schema);
  });

  it('started on A: its status is read on B and its progress reaches a socket on B', async () => {
    const admin = await a.signIn('admin', ADMIN_PASSWORD);
    const Item = randomUUID();
    const code = randomUUID();
    await setOk(a, admin, [...newClass(Item, 'Item'), ...newDataProperty(code, 'code', { type: 'int', domain: [Item] })]);
    const socket = await connectHub(b, admin.token);
    try {
      const seen = collect(socket, 'IMPORT_STATUS_UPDATE');
      const rows = Array.from({ length: 2000 }, (_, i) => `Строка ${i + 1},${i + 1}`);
      const started = await postImport(a, admin.token, { name: 'mp.csv', bytes: ['Имя,Код', ...rows].join('\n') }, { class: Item, mapping: JSON.stringify({ Имя: 'name', Код: code }) });
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      const done = await waitForImport(b, admin.token, started.body.importId);
      expect(done).toMatchObject({ status: 'completed', imported: 2000 });
      await expect.poll(() => seen.filter((e) => e.importId === started.body.importId).at(-1)?.status, { timeout: 5000 }).toBe('completed');
      expect(seen.filter((e) => e.importId === started.body.importId).length).toBeGreaterThanOrEqual(2);
    } finally {
      socket.close();
    }
  });
});
