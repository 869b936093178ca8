import { isDeepStrictEqual } from 'node:util';
import type * as Y from 'yjs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { structuredDocument } from '../../realtime/protocol/relay';
import { contentFragment, metaMap, savedMark } from '../../realtime/yjs/structuredDoc/docLayout';
import { addElement, moveElement, removeElement } from '../../realtime/yjs/structuredDoc/docOperations';
import { fillFragment, fragmentToMarkdown } from '../../realtime/yjs/structuredDoc/markdownContent';
import { readSnapshot } from '../../realtime/yjs/structuredDoc/snapshotBinding';
import type { DocumentDiff } from '../../model/documents/elementModel';
import { DOCUMENT_ROLES } from '../../collab-server/documents/structured/access/documentAccess';
import { element, startDocumentsKit, starterIds, type DocumentsKit } from './documentsTestKit';
import { openClient, relayUrl, synced, until, type NotesClient } from './relayTestKit';
import type { TestUser } from './testServer';

// The live structured document: y-websocket clients edit `sdoc:{id}` on the relay, and the
// server reconciles it into saves (document_saves, document/fetch) with the save protocol's rules.
describe('live structured documents', () => {
  let kit: DocumentsKit;
  let reader: TestUser;
  const clients: NotesClient[] = [];
  const open = (documentId: string, token: string) => {
    const client = openClient(relayUrl(kit.server), structuredDocument(documentId), token);
    clients.push(client);
    return client;
  };
  const savedId = (client: NotesClient) => savedMark(client.doc)?.updateId ?? '';
  const lastSave = async (documentId: string) =>
    kit.server.ctx.db.selectFrom('document_saves').selectAll().where('document_id', '=', documentId).orderBy('update_id', 'desc').executeTakeFirstOrThrow();
  /** Waits until the server has saved past `after`, as the client sees it. */
  const nextSave = (client: NotesClient, after: string) => until(() => savedId(client), (id) => id !== '' && BigInt(id) > BigInt(after), 15_000);
  const paragraphText = (doc: Y.Doc, innerId: string): Y.XmlText => (contentFragment(doc, innerId).get(0) as Y.XmlElement).get(0) as Y.XmlText;

  beforeAll(async () => {
    kit = await startDocumentsKit({ RELAY_IDLE_UNLOAD_SECONDS: '0.3', RELAY_STORE_DELAY_MS: '50' });
    reader = await kit.user('sdoc-reader');
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.destroy();
  });
  afterAll(async () => {
    await kit?.server.stop();
  });

  it('is seeded from the stored document; two editors typing into one element converge and the text is saved', async () => {
    const id = await kit.create(kit.admin.token, 'Живой документ');
    const loaded = await kit.load(kit.admin.token, id);
    const { holder } = starterIds(loaded);
    const [first, second] = [open(id, kit.admin.token), open(id, kit.admin.token)];
    await Promise.all([synced(first), synced(second)]);
    expect(readSnapshot(first.doc).snapshot.children).toEqual(loaded.snapshot.children);
    expect(savedId(first)).toBe(loaded.updateId);

    fillFragment(contentFragment(first.doc, holder), 'Начало');
    await until(() => fragmentToMarkdown(contentFragment(second.doc, holder)), (md) => md === 'Начало');
    paragraphText(first.doc, holder).insert(0, 'Первый ');
    paragraphText(second.doc, holder).insert(6, ' второго');
    const merged = 'Первый Начало второго';
    await until(() => [fragmentToMarkdown(contentFragment(first.doc, holder)), fragmentToMarkdown(contentFragment(second.doc, holder))], ([a, b]) => a === merged && b === merged);

    await until(async () => (await kit.load(kit.admin.token, id)).snapshot.elements[holder]?.content, (content) => content === merged, 15_000);
    const fetched = await kit.load(kit.admin.token, id);
    await until(() => [savedId(first), savedId(second)], ([a, b]) => a === fetched.updateId && b === fetched.updateId);
    expect((await lastSave(id)).user_id).toBe(kit.admin.id);
  });

  it('a sequence of live edits (add, type, move, delete) is saved as the matching diffs', async () => {
    const id = await kit.create(kit.admin.token, 'Последовательность');
    const loaded = await kit.load(kit.admin.token, id);
    const { root, section, holder } = starterIds(loaded);
    const editor = open(id, kit.admin.token);
    await synced(editor);
    const step = async (edit: () => string | null | void): Promise<DocumentDiff> => {
      const before = savedId(editor);
      expect(edit() ?? null).toBeNull();
      await nextSave(editor, before);
      return (await lastSave(id)).diff as DocumentDiff;
    };

    const added = element('ContentHolder', { content: 'Новый абзац' });
    expect(await step(() => addElement(editor.doc, { parentId: section, index: 1, element: added }))).toEqual({
      added: [added],
      removed: [],
      changed: [],
      order: { [section]: [holder, added.innerId] },
    });
    expect(await step(() => void paragraphText(editor.doc, added.innerId).insert(11, '!'))).toEqual({
      added: [],
      removed: [],
      changed: [{ innerId: added.innerId, fields: { content: 'Новый абзац!' } }],
      order: {},
    });
    expect(await step(() => moveElement(editor.doc, added.innerId, 'outdent'))).toEqual({
      added: [],
      removed: [],
      changed: [],
      order: { [root]: [section, added.innerId], [section]: [holder] },
    });
    expect(await step(() => removeElement(editor.doc, section))).toMatchObject({ removed: [section, holder], order: { [root]: [added.innerId] } });

    const fetched = await kit.load(kit.admin.token, id);
    expect(fetched.snapshot.children).toEqual({ [root]: [added.innerId] });
    expect(fetched.snapshot.elements[added.innerId]?.content).toBe('Новый абзац!');
  });

  it("a read-only user's updates are refused: nobody sees them and the stored document is unchanged", async () => {
    const id = await kit.create(kit.admin.token, 'Только чтение');
    const loaded = await kit.load(kit.admin.token, id);
    const { holder } = starterIds(loaded);
    const [watcher, editor] = [open(id, reader.token), open(id, kit.admin.token)];
    await Promise.all([synced(watcher), synced(editor)]);
    expect(readSnapshot(watcher.doc).snapshot.elements[holder]).toBeDefined();
    fillFragment(contentFragment(watcher.doc, holder), 'Чужая правка');
    removeElement(watcher.doc, holder);
    // an editor's change after the watcher's shows the relay has dealt with both
    fillFragment(contentFragment(editor.doc, holder), 'Правка редактора');
    await until(() => fragmentToMarkdown(contentFragment(watcher.doc, holder)), (md) => md.includes('Правка редактора'));
    await nextSave(editor, loaded.updateId);
    const fetched = await kit.load(kit.admin.token, id);
    expect(fetched.snapshot.elements[holder]?.content).toBe('Правка редактора');
    expect(readSnapshot(editor.doc).snapshot.elements[holder]).toBeDefined();
    const saves = await kit.server.ctx.db.selectFrom('document_saves').select('user_id').where('document_id', '=', id).execute();
    expect(saves.map((s) => s.user_id)).not.toContain(reader.id);
  });

  it("a content-only editor's section changes are undone for everyone as they arrive; paragraphs and text are saved", async () => {
    const id = await kit.create(kit.admin.token, 'Права на структуру');
    const contentEditor = await kit.user('sdoc-content-editor');
    await kit.assign(contentEditor, id, DOCUMENT_ROLES.contentEditor);
    const loaded = await kit.load(kit.admin.token, id);
    const { root, section, holder } = starterIds(loaded);
    const [limited, author] = [open(id, contentEditor.token), open(id, kit.admin.token)];
    await Promise.all([synced(limited), synced(author)]);
    // refused: a new section, and the section deleted (with its paragraph)
    expect(addElement(limited.doc, { parentId: root, index: 1, element: element('Section', { title: 'Чужой раздел' }) })).toBeNull();
    expect(removeElement(limited.doc, section)).toBeNull();
    await until(() => metaMap(limited.doc).get('changeRefused') as { userId?: string } | undefined, (refusal) => refusal?.userId === contentEditor.id);
    await until(() => readSnapshot(limited.doc).snapshot.children, (children) => isDeepStrictEqual(children, loaded.snapshot.children));
    // allowed: text and a new paragraph
    const added = element('ContentHolder', { content: 'Абзац редактора' });
    expect(addElement(limited.doc, { parentId: section, index: 1, element: added })).toBeNull();
    fillFragment(contentFragment(limited.doc, holder), 'Текст редактора');
    const expected = { [root]: [section], [section]: [holder, added.innerId] };
    await until(() => [readSnapshot(limited.doc).snapshot.children, readSnapshot(author.doc).snapshot.children], ([a, b]) => isDeepStrictEqual(a, expected) && isDeepStrictEqual(b, expected));
    await until(async () => (await kit.load(kit.admin.token, id)).snapshot, (stored) => isDeepStrictEqual(stored.children, expected) && stored.elements[holder]?.content === 'Текст редактора', 15_000);
    const saves = await kit.server.ctx.db.selectFrom('document_saves').select('diff').where('document_id', '=', id).execute();
    const addedKinds = saves.flatMap((row) => (row.diff as DocumentDiff).added.map((e) => e.kind));
    expect(addedKinds).toEqual(['ContentHolder']);
  });

  it('a live edit the save protocol refuses (a malformed reference) is not saved; the editors are told until a good edit is saved', async () => {
    const id = await kit.create(kit.admin.token, 'Отказ');
    const loaded = await kit.load(kit.admin.token, id);
    const { holder } = starterIds(loaded);
    const editor = open(id, kit.admin.token);
    await synced(editor);
    const refusal = () => metaMap(editor.doc).get('saveRefused') as { message?: string } | undefined;
    fillFragment(contentFragment(editor.doc, holder), 'см. :class-12345(Договор)');
    expect((await until(refusal, (refused) => refused !== undefined, 15_000))?.message).toMatch(/Неверная ссылка/);
    expect((await kit.load(kit.admin.token, id)).updateId).toBe(loaded.updateId);
    fillFragment(contentFragment(editor.doc, holder), 'см. договор');
    await nextSave(editor, loaded.updateId);
    expect(refusal()).toBeUndefined();
    expect((await kit.load(kit.admin.token, id)).snapshot.elements[holder]?.content).toBe('см. договор');
  });

  it('an editor offline keeps editing; on reconnection both converge and everything is saved', async () => {
    const id = await kit.create(kit.admin.token, 'Офлайн');
    const loaded = await kit.load(kit.admin.token, id);
    const { section, holder } = starterIds(loaded);
    const [offline, online] = [open(id, kit.admin.token), open(id, kit.admin.token)];
    await Promise.all([synced(offline), synced(online)]);
    offline.provider.disconnect();
    const extra = element('ContentHolder', { content: 'Написано без сети' });
    expect(addElement(offline.doc, { parentId: section, index: 1, element: extra })).toBeNull();
    fillFragment(contentFragment(offline.doc, holder), 'Офлайн');
    fillFragment(contentFragment(online.doc, holder), 'Онлайн');
    await nextSave(online, loaded.updateId);
    offline.provider.connect();
    const read = () => [offline, online].map((c) => JSON.stringify(readSnapshot(c.doc).snapshot));
    await until(read, ([a, b]) => a === b);
    const live = readSnapshot(online.doc).snapshot;
    expect(live.elements[extra.innerId]?.content).toBe('Написано без сети');
    expect(live.elements[holder]?.content).toMatch(/Офлайн|Онлайн/);
    await until(async () => (await kit.load(kit.admin.token, id)).snapshot, (stored) => isDeepStrictEqual(stored, live), 15_000);
  });

  it('reopened after unloading, it is not seeded twice, and a save made over HTTP meanwhile is brought in', async () => {
    const id = await kit.create(kit.admin.token, 'Повторное открытие');
    const loaded = await kit.load(kit.admin.token, id);
    const { section, holder } = starterIds(loaded);
    const first = open(id, kit.admin.token);
    await synced(first);
    fillFragment(contentFragment(first.doc, holder), 'Один раз');
    await nextSave(first, loaded.updateId);
    first.destroy();
    const relayMessage = async () => {
      const ping = (await (await fetch(`${kit.server.api}/public/ping`)).json()) as { services: Array<{ name: string; message: string }> };
      return ping.services.find((service) => service.name === 'relay')?.message ?? '';
    };
    await until(relayMessage, (message) => /documents in memory: 0/.test(message));
    const stored = await kit.load(kit.admin.token, id);
    expect((await kit.save(kit.admin, id, stored.updateId, { changed: [{ innerId: section, fields: { title: 'Пока никого' } }] })).status).toBe(200);
    const again = open(id, kit.admin.token);
    await synced(again);
    await until(() => readSnapshot(again.doc).snapshot.elements[section]?.title, (title) => title === 'Пока никого', 15_000);
    expect(fragmentToMarkdown(contentFragment(again.doc, holder))).toBe('Один раз');
    expect(Object.keys(readSnapshot(again.doc).snapshot.elements)).toHaveLength(Object.keys(loaded.snapshot.elements).length);
  });

  it('a save made over HTTP reaches the open editors at once, with nothing typed', async () => {
    const id = await kit.create(kit.admin.token, 'Сохранено извне');
    const loaded = await kit.load(kit.admin.token, id);
    const { section } = starterIds(loaded);
    const [first, second] = [open(id, kit.admin.token), open(id, kit.admin.token)];
    await Promise.all([synced(first), synced(second)]);
    const viaHttp = await kit.save(kit.admin, id, loaded.updateId, { changed: [{ innerId: section, fields: { title: 'Из другой вкладки' } }] });
    expect(viaHttp.status, JSON.stringify(viaHttp.body)).toBe(200);
    for (const editor of [first, second]) {
      await until(() => readSnapshot(editor.doc).snapshot.elements[section]?.title, (title) => title === 'Из другой вкладки', 10_000);
    }
    await until(() => savedId(first), (saved) => BigInt(saved) >= BigInt(viaHttp.body.updateId));
  });

  it('a save made over HTTP while the document is being typed in is merged with it; nothing typed is lost', async () => {
    const id = await kit.create(kit.admin.token, 'Слияние');
    const loaded = await kit.load(kit.admin.token, id);
    const { section, holder } = starterIds(loaded);
    const editor = open(id, kit.admin.token);
    await synced(editor);
    const viaHttp = await kit.save(kit.admin, id, loaded.updateId, { changed: [{ innerId: section, fields: { title: 'Заголовок из HTTP' } }] });
    expect(viaHttp.status, JSON.stringify(viaHttp.body)).toBe(200);
    fillFragment(contentFragment(editor.doc, holder), 'Набрано вживую');
    await until(() => readSnapshot(editor.doc).snapshot.elements[section]?.title, (title) => title === 'Заголовок из HTTP', 15_000);
    const fetched = await until(() => kit.load(kit.admin.token, id), (d) => d.snapshot.elements[holder]?.content === 'Набрано вживую', 15_000);
    expect(fetched.snapshot.elements[section]?.title).toBe('Заголовок из HTTP');
    await until(() => savedId(editor), (saved) => saved === fetched.updateId);
  });
});
