import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { META_CLASS, META_PROP } from '../../realtime/protocol/metaModel';
import { structuredDocument } from '../../realtime/protocol/relay';
import { contentFragment } from '../../realtime/yjs/structuredDoc/docLayout';
import { fillFragment } from '../../realtime/yjs/structuredDoc/markdownContent';
import { addTestUser, callApi, callData, type TestUser } from './testServer';
import { newClass, setOk, storeCounts, uuid } from './setDataTestKit';
import { startDocumentsKit, starterIds, type DocumentsKit } from './documentsTestKit';
import { postImport, waitForImport } from './importTestKit';
import { ask, collect, connectHub, nextEvent, sleep } from './hubTestKit';
import { openClient, relayUrl, synced, type NotesClient } from './relayTestKit';

// Who may change what (issue 14): five kinds of user against every way of writing the ontology.
// Each refusal is a 403 with its reason, and the store is left exactly as it was.
type Who = 'none' | 'reader' | 'editor' | 'mapEditor' | 'admin';
const WHO: readonly Who[] = ['none', 'reader', 'editor', 'mapEditor', 'admin'];
// the map editor edits map M1 only: on M2 it is refused like a reader
const MAY: Record<Who, { m1: boolean; m2: boolean }> = {
  none: { m1: false, m2: false },
  reader: { m1: false, m2: false },
  editor: { m1: true, m2: true },
  mapEditor: { m1: true, m2: false },
  admin: { m1: true, m2: true },
};
const cases = WHO.flatMap((who) => (['m1', 'm2'] as const).map((map) => [who, map, MAY[who][map]] as const));

describe('edit rights: roles and assignments on ontology maps', () => {
  let kit: DocumentsKit;
  const users = {} as Record<Who, TestUser>;
  const [M1, M2, A, B] = [uuid(), uuid(), uuid(), uuid()];
  const classOf = { m1: A, m2: B } as const;
  const sockets: Socket[] = [];
  const clients: NotesClient[] = [];
  const adminSet = (data: unknown[]) => setOk(kit.server, { token: users.admin.token }, data);
  const individual = async (map: 'm1' | 'm2', name = 'Образец'): Promise<string> => {
    const id = uuid();
    await adminSet([{ op: 'new', class: classOf[map], inst: id, name }]);
    return id;
  };
  const write = (who: Who, data: unknown[]) => callData(kit.server, { token: users[who].token }, 'set_data', { data });
  /** A refused call: 403 with the reason, nothing written. An allowed one: 200. */
  const expectOutcome = async (allowed: boolean, call: () => Promise<{ status: number; body: any }>) => {
    const before = await storeCounts(kit.server);
    const res = await call();
    if (allowed) {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res;
    }
    expect(res.status, JSON.stringify(res.body)).toBe(403);
    expect(res.body.error).toMatch(/^Недостаточно прав для изменения данных: /);
    expect(await storeCounts(kit.server)).toEqual(before);
    return res;
  };

  beforeAll(async () => {
    kit = await startDocumentsKit({ RELAY_IDLE_UNLOAD_SECONDS: '0.3', RELAY_STORE_DELAY_MS: '50' });
    users.admin = kit.admin as TestUser;
    users.none = await addTestUser(kit.server, 'nobody', 'Без роли', []);
    users.reader = await addTestUser(kit.server, 'reader', 'Читатель', ['reader']);
    users.editor = await addTestUser(kit.server, 'editor', 'Редактор', ['editor']);
    users.mapEditor = await addTestUser(kit.server, 'map-editor', 'Редактор карты', ['reader']);
    await adminSet([
      { op: 'new', class: META_CLASS.OntologyMap, inst: M1, name: 'Карта один' },
      { op: 'new', class: META_CLASS.OntologyMap, inst: M2, name: 'Карта два' },
      ...newClass(A, 'Класс карты один'),
      { op: 'add', inst: A, prop: META_PROP.inMap, val: M1 },
      ...newClass(B, 'Класс карты два'),
      { op: 'add', inst: B, prop: META_PROP.inMap, val: M2 },
    ]);
    const shared = await callApi(kit.server, 'POST', `/ontology/maps/${M1}/sharing`, users.admin.token, { userId: users.mapEditor.id });
    expect(shared.status, JSON.stringify(shared.body)).toBe(200);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
    for (const client of clients.splice(0)) client.destroy();
  });
  afterAll(async () => kit?.server.stop());

  it('answers each user its rights, and the map page who edits and who reads', async () => {
    const rights = async (who: Who) => (await callApi(kit.server, 'GET', '/ontology/rights', users[who].token)).body;
    expect(await rights('none')).toEqual({ all: false, maps: [], reason: expect.stringContaining('роль назначает администратор') });
    expect(await rights('reader')).toMatchObject({ all: false, maps: [] });
    expect(await rights('editor')).toEqual({ all: true, maps: [], reason: null });
    expect(await rights('mapEditor')).toEqual({ all: false, maps: [{ id: M1, name: 'Карта один' }], reason: null });
    expect(await rights('admin')).toMatchObject({ all: true, reason: null });

    const sharing = (await callApi(kit.server, 'GET', `/ontology/maps/${M1}/sharing`, users.reader.token)).body;
    expect(sharing.mayShare).toBe(false);
    expect(sharing.editors.map((e: any) => e.via)).toEqual(['admin', 'editor', 'map']);
    expect(sharing.editors.slice(1).map((e: any) => e.name)).toEqual(['Редактор', 'Редактор карты']);
    expect(sharing.editors.find((e: any) => e.via === 'map').userId).toBe(users.mapEditor.id);
    expect(sharing.readerCount).toBeGreaterThanOrEqual(2);
    const refused = await callApi(kit.server, 'POST', `/ontology/maps/${M1}/sharing`, users.mapEditor.token, { userId: users.none.id });
    expect(refused.status).toBe(403);
  });

  it.each(cases)('create: %s on %s → allowed %s', async (who, map, allowed) => {
    await expectOutcome(allowed, () => write(who, [{ op: 'new', class: classOf[map], name: `Новый от ${who}` }]));
  });

  it.each(cases)('change: %s on %s → allowed %s', async (who, map, allowed) => {
    const id = await individual(map);
    await expectOutcome(allowed, () => write(who, [{ op: 'upd', inst: id, prop: META_PROP.name, val: `Изменён ${who}` }]));
  });

  it.each(cases)('delete: %s on %s → allowed %s', async (who, map, allowed) => {
    const id = await individual(map);
    await expectOutcome(allowed, () => write(who, [{ op: 'del', inst: id }]));
    const left = await kit.server.ctx.db.selectFrom('instances').select('id').where('id', '=', id).executeTakeFirst();
    expect(left === undefined).toBe(allowed);
  });

  it.each(cases)('import: %s on %s → allowed %s', async (who, map, allowed) => {
    const name = `Импорт ${who} ${map}`;
    const res = await expectOutcome(allowed, () => postImport(kit.server, users[who].token, { name: 'rows.csv', bytes: `Имя\n${name}\n` }, { class: classOf[map], mapping: JSON.stringify({ Имя: 'name' }) }));
    if (!allowed) return;
    const done = await waitForImport(kit.server, users[who].token, res.body.importId);
    expect(done.status).toBe('completed');
    expect(await kit.server.ctx.db.selectFrom('instances').select('id').where('name', '=', name).execute()).toHaveLength(1);
  });

  it.each(cases)('revert: %s on %s → allowed %s', async (who, map, allowed) => {
    const id = await individual(map, 'До');
    await adminSet([{ op: 'upd', inst: id, prop: META_PROP.name, val: 'После' }]);
    const change = await kit.server.ctx.db.selectFrom('change_log').select('seq').where('entity', '=', id).where('op', '=', 'upd').executeTakeFirstOrThrow();
    await expectOutcome(allowed, () => callApi(kit.server, 'POST', '/history/revert', users[who].token, { seq: String(change.seq) }));
    const row = await kit.server.ctx.db.selectFrom('instances').select('name').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.name).toBe(allowed ? 'До' : 'После');
  });

  it.each(cases)('live through the hub: %s on %s → a change reaches watchers only when allowed %s', async (who, map, allowed) => {
    const id = await individual(map);
    const watcher = await connectHub(kit.server, users.reader.token);
    sockets.push(watcher);
    expect((await ask(watcher, 'watch', { entities: [id] })).ok).toBe(true);
    const heard = collect<any>(watcher, 'ENTITY_CHANGE');
    await expectOutcome(allowed, () => write(who, [{ op: 'upd', inst: id, prop: META_PROP.name, val: `Живьём ${who}` }]));
    if (allowed) await nextEvent(watcher, 'ENTITY_CHANGE', (c) => c.entity === id && c.op === 'upd');
    else await sleep(300);
    expect(heard.filter((c) => c.entity === id && c.op === 'upd')).toHaveLength(allowed ? 1 : 0);
  });

  it.each(WHO)('live through the relay: %s types into a document of the administrator', async (who) => {
    const docId = await kit.create(users.admin.token, `Документ для ${who}`);
    const { holder } = starterIds(await kit.load(users.admin.token, docId));
    const client = openClient(relayUrl(kit.server), structuredDocument(docId), users[who].token);
    clients.push(client);
    await synced(client);
    fillFragment(contentFragment(client.doc, holder), `Текст ${who}`);
    // documents have rights of their own (author, assignments): only the author here may write
    const saved = async () => (await kit.load(users.admin.token, docId)).snapshot.elements[holder]?.content;
    if (who === 'admin') {
      for (let i = 0; i < 100 && (await saved()) !== `Текст ${who}`; i++) await sleep(50);
      expect(await saved()).toBe(`Текст ${who}`);
    } else {
      await sleep(500);
      expect(await saved()).not.toBe(`Текст ${who}`);
    }
  });

  it('a map editor may not place an entity on a map it does not edit, nor make a new map', async () => {
    const id = await individual('m1');
    await expectOutcome(false, () => write('mapEditor', [{ op: 'add', inst: id, prop: META_PROP.inMap, val: M2 }]));
    await expectOutcome(false, () => write('mapEditor', [{ op: 'new', class: META_CLASS.OntologyMap, name: 'Своя карта' }]));
    // a subclass made under a class of its map is the map's, and so is an individual of it
    const sub = uuid();
    await expectOutcome(true, () => write('mapEditor', [...newClass(sub, 'Подкласс', [A]), { op: 'new', class: sub, name: 'Экземпляр подкласса' }]));
    await expectOutcome(true, () => write('mapEditor', [{ op: 'upd', inst: sub, prop: META_PROP.name, val: 'Подкласс карты' }]));
  });

  it('get_data and get_form mark what the caller may not change read only', async () => {
    const [one, two] = [await individual('m1', 'Первый'), await individual('m2', 'Второй')];
    const rows = async (who: Who, cls: string) =>
      (await callData(kit.server, { token: users[who].token }, 'get_data', { class: cls, limit: 100 })).body.rows as Array<{ inst: string; readonly: boolean; can_delete: boolean }>;
    const flags = async (who: Who, cls: string, inst: string) => rows(who, cls).then((list) => list.filter((r) => r.inst === inst).map((r) => [r.readonly, r.can_delete]));
    expect(await flags('mapEditor', A, one)).toContainEqual([false, true]);
    expect(await flags('mapEditor', B, two)).toContainEqual([true, false]);
    expect(await flags('reader', A, one)).toContainEqual([true, false]);
    const form = async (who: Who, inst: string, cls: string) => (await callData(kit.server, { token: users[who].token }, 'get_form', { class: cls, inst })).body;
    expect((await form('mapEditor', one, A)).rows.every((f: any) => f.readonly === false || f.prop === META_PROP.author || f.prop === META_PROP.dateCreate)).toBe(true);
    expect((await form('mapEditor', two, B)).rows.every((f: any) => f.readonly)).toBe(true);
  });

  it('granting and taking back rights is pushed to open tabs, and takes effect at once', async () => {
    const tab = await connectHub(kit.server, users.none.token);
    sockets.push(tab);
    const id = await individual('m1');
    await expectOutcome(false, () => write('none', [{ op: 'upd', inst: id, prop: META_PROP.name, val: 'Нельзя' }]));
    const told = nextEvent(tab, 'RIGHTS_CHANGED');
    expect((await callApi(kit.server, 'POST', `/ontology/maps/${M1}/sharing`, users.admin.token, { userId: users.none.id })).status).toBe(200);
    await told;
    await expectOutcome(true, () => write('none', [{ op: 'upd', inst: id, prop: META_PROP.name, val: 'Можно' }]));
    const toldAgain = nextEvent(tab, 'RIGHTS_CHANGED');
    const after = await callApi(kit.server, 'DELETE', `/ontology/maps/${M1}/sharing/${users.none.id}`, users.admin.token);
    expect(after.body.editors.some((e: any) => e.userId === users.none.id)).toBe(false);
    await toldAgain;
    await expectOutcome(false, () => write('none', [{ op: 'upd', inst: id, prop: META_PROP.name, val: 'Снова нельзя' }]));
  });
});
