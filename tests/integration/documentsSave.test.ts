import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { element, startDocumentsKit, starterIds, type DocumentsKit } from './documentsTestKit';
import type { TestUser } from './testServer';
import { DOCUMENT_ROLES } from '../../collab-server/documents/structured/access/documentAccess';

describe('document/save', () => {
  let kit: DocumentsKit;
  let author: TestUser;
  let reader: TestUser;
  let contentEditor: TestUser;
  let docId: string;

  beforeAll(async () => {
    kit = await startDocumentsKit();
    author = await kit.user('author');
    reader = await kit.user('reader');
    contentEditor = await kit.user('content-editor');
    docId = await kit.create(author.token, 'Регламент');
    await kit.assign(contentEditor, docId, DOCUMENT_ROLES.contentEditor);
  });
  afterAll(async () => kit?.server.stop());

  it('creates the starter tree: root, a Section titled with the name, an empty ContentHolder', async () => {
    const doc = await kit.load(author.token, docId);
    const { root, section, holder } = starterIds(doc);
    expect(root).toBe(docId);
    expect(doc.snapshot.elements[section]).toMatchObject({ kind: 'Section', title: 'Регламент', author: author.id });
    expect(doc.snapshot.elements[holder]).toMatchObject({ kind: 'ContentHolder', content: '' });
    expect(doc.updateId).toBe('0');
    expect(doc.orderBroken).toBe(false);
    expect(doc.accessRightsResolved).toEqual({ readOnly: false, editContentAllowed: true, editStructureAllowed: true });
  });

  it('applies a sequence of saves, each against the last update id, and logs each one', async () => {
    const start = await kit.load(author.token, docId);
    const { section, holder } = starterIds(start);
    const second = element('ContentHolder', { content: 'Второй абзац' });
    const list = element('OrderedList');
    const item = element('ContentHolder', { content: 'пункт' });

    let res = await kit.save(author, docId, '0', { changed: [{ innerId: holder, fields: { content: 'Первый **абзац**' } }] });
    expect(res).toMatchObject({ status: 200, body: { updateId: '1', saved: true } });
    res = await kit.save(author, docId, '1', { added: [second, list, item], order: { [section]: [second.innerId, holder, list.innerId], [list.innerId]: [item.innerId] } });
    expect(res).toMatchObject({ status: 200, body: { updateId: '2', saved: true } });
    res = await kit.save(author, docId, '2', { order: { [section]: [holder, second.innerId, list.innerId] }, changed: [{ innerId: section, fields: { numberingStrategy: 'Start', startNumberingWith: 3 } }] });
    expect(res.body).toEqual({ updateId: '3', saved: true });
    res = await kit.save(author, docId, '3', { removed: [list.innerId] });
    expect(res.body).toEqual({ updateId: '4', saved: true });
    // nothing to save: nothing written, the update id stays
    res = await kit.save(author, docId, '4', {});
    expect(res.body).toEqual({ updateId: '4', saved: false });

    const doc = await kit.load(reader.token, docId);
    expect(doc.updateId).toBe('4');
    expect(doc.snapshot.children[section]).toEqual([holder, second.innerId]);
    expect(doc.snapshot.elements[holder]!.content).toBe('Первый **абзац**');
    expect(doc.snapshot.elements[section]).toMatchObject({ numberingStrategy: 'Start', startNumberingWith: 3 });
    expect(doc.snapshot.elements[list.innerId]).toBeUndefined();
    expect(doc.snapshot.elements[item.innerId]).toBeUndefined();
    expect(doc.accessRightsResolved.readOnly).toBe(true);
    const saves = await kit.server.ctx.db.selectFrom('document_saves').select(['update_id', 'user_id', 'tab_session_id']).where('document_id', '=', docId).orderBy('seq').execute();
    expect(saves.map((s) => String(s.update_id))).toEqual(['1', '2', '3', '4']);
    expect(saves[0]).toMatchObject({ user_id: author.id, tab_session_id: 'tab-1' });
    const log = await kit.server.ctx.db.selectFrom('change_log').select(['op']).where('entity', '=', docId).execute();
    expect(log.filter((r) => r.op === 'document.save')).toHaveLength(4);
  });

  it('refuses a stale update id with 409 and the current one, writing nothing', async () => {
    const before = await kit.elementRows(docId);
    const { holder } = starterIds(await kit.load(author.token, docId));
    const res = await kit.save(author, docId, '1', { changed: [{ innerId: holder, fields: { content: 'потерянное' } }] });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: expect.stringMatching(/уже изменён/), updateId: '4' });
    expect(await kit.elementRows(docId)).toEqual(before);
  });

  it('refuses an element placed where the container rules forbid it (400), writing nothing', async () => {
    const before = await kit.elementRows(docId);
    const { holder, section } = starterIds(await kit.load(author.token, docId));
    const cell = element('TableCell');
    const res = await kit.save(author, docId, '4', { added: [cell], order: { [section]: [holder, cell.innerId] } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Элемент «TableCell» нельзя поместить в «Section»');
    const moved = await kit.save(author, docId, '4', { order: { [holder]: [section] } });
    expect(moved.status).toBe(400);
    expect(await kit.elementRows(docId)).toEqual(before);
    expect((await kit.load(author.token, docId)).updateId).toBe('4');
  });

  it('refuses a malformed reference, an unknown element and a field of the wrong type (400)', async () => {
    const before = await kit.elementRows(docId);
    const { holder } = starterIds(await kit.load(author.token, docId));
    const bad = await kit.save(author, docId, '4', { changed: [{ innerId: holder, fields: { content: 'см. :class-12345(Договор)' } }] });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/Неверная ссылка «:class-12345\(Договор\)»/);
    const unknown = await kit.save(author, docId, '4', { changed: [{ innerId: randomUUID(), fields: { content: 'x' } }] });
    expect(unknown.status).toBe(400);
    const wrongType = await kit.save(author, docId, '4', { changed: [{ innerId: holder, fields: { title: 42 } }] });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error).toMatch(/title/);
    expect(await kit.elementRows(docId)).toEqual(before);
  });

  it('keeps script typed into content as text, and strips tags from titles', async () => {
    const { holder, section } = starterIds(await kit.load(author.token, docId));
    const res = await kit.save(author, docId, '4', {
      changed: [
        { innerId: holder, fields: { content: 'Текст <script>alert(1)</script> и `<b>код</b>`' } },
        { innerId: section, fields: { title: 'Раздел<img src=x onerror=alert(1)>' } },
      ],
    });
    expect(res.body).toEqual({ updateId: '5', saved: true });
    const doc = await kit.load(author.token, docId);
    expect(doc.snapshot.elements[holder]!.content).toBe('Текст &lt;script>alert(1)&lt;/script> и `<b>код</b>`');
    expect(doc.snapshot.elements[section]!.title).toBe('Раздел');
    const html = (await kit.call('POST', '/document/render', author.token, { documentId: docId })).body.html as string;
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<code>&lt;b&gt;код&lt;/b&gt;</code>');
  });

  it('refuses a read-only user (403) and a save in another user’s name, writing nothing', async () => {
    const before = await kit.elementRows(docId);
    const { holder } = starterIds(await kit.load(author.token, docId));
    const change = { changed: [{ innerId: holder, fields: { content: 'чужое' } }] };
    const res = await kit.save(reader, docId, '5', change);
    expect(res.status).toBe(403);
    expect(res.body.error).toMatch(/только для чтения/);
    const impersonated = await kit.call('POST', '/document/save', reader.token, {
      document: docId, updateId: '5', user: { id: author.id, name: 'author', tab_session_id: 't' }, diff: { added: [], removed: [], changed: change.changed, order: {} },
    });
    expect(impersonated.status).toBe(403);
    expect((await kit.call('POST', '/document/save', undefined, { document: docId })).status).toBe(401);
    expect((await kit.save(author, randomUUID(), '0', change)).status).toBe(404);
    expect(await kit.elementRows(docId)).toEqual(before);
  });

  it('lets a content editor change text and paragraphs, but not sections, lists, bibliography or glossary', async () => {
    const doc = await kit.load(contentEditor.token, docId);
    expect(doc.accessRightsResolved).toEqual({ readOnly: false, editContentAllowed: true, editStructureAllowed: false });
    const { holder, section } = starterIds(doc);
    const ok = await kit.save(contentEditor, docId, doc.updateId, { changed: [{ innerId: holder, fields: { content: 'правка' } }] });
    expect(ok.body).toEqual({ updateId: '6', saved: true });
    // a paragraph is added and moved with either edit right (domain spec §5), even past a section
    const root = doc.snapshot.rootId;
    const extra = element('ContentHolder');
    const added = await kit.save(contentEditor, docId, '6', { added: [extra], order: { [root]: [section, extra.innerId] } });
    expect(added.body).toEqual({ updateId: '7', saved: true });
    const moved = await kit.save(contentEditor, docId, '7', { order: { [root]: [extra.innerId, section] } });
    expect(moved.body).toEqual({ updateId: '8', saved: true });
    const second = element('Section');
    expect((await kit.save(author, docId, '8', { added: [second], order: { [root]: [extra.innerId, section, second.innerId] } })).body).toEqual({ updateId: '9', saved: true });
    const rowsBefore = await kit.elementRows(docId);
    // a section is not: neither added, nor deleted, nor moved past another, nor into another
    const subsection = element('Section');
    const refusals = [
      { added: [subsection], order: { [section]: [holder, subsection.innerId] } },
      { removed: [section] },
      { order: { [root]: [extra.innerId, second.innerId, section] } },
      { order: { [root]: [extra.innerId, second.innerId], [second.innerId]: [section] } },
    ];
    for (const diff of refusals) {
      const refused = await kit.save(contentEditor, docId, '9', diff);
      expect(refused.status).toBe(403);
      expect(refused.body.error).toMatch(/структуру/);
    }
    expect(await kit.elementRows(docId)).toEqual(rowsBefore);
  });

  it('lets exactly one of two concurrent saves against the same update id win', async () => {
    const loaded = await kit.load(author.token, docId);
    const holder = Object.values(loaded.snapshot.elements).find((e) => e.kind === 'ContentHolder')!.innerId;
    const results = await Promise.all(['A', 'B'].map((t) => kit.save(author, docId, loaded.updateId, { changed: [{ innerId: holder, fields: { content: t } }] })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const next = String(Number(loaded.updateId) + 1);
    const doc = await kit.load(author.token, docId);
    expect(doc.updateId).toBe(next);
    const winner = results.find((r) => r.status === 200)!;
    expect(winner.body.updateId).toBe(next);
  });
});
