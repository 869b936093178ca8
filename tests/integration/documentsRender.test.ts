import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { element, startDocumentsKit, starterIds, type DocumentsKit } from './documentsTestKit';
import type { TestUser } from './testServer';
import { byElementResultSchema, renderResultSchema } from '../../realtime/protocol/documents/structured';

describe('document/render, quickView and the lookup by element', () => {
  let kit: DocumentsKit;
  let author: TestUser;
  let reader: TestUser;
  let docId: string;
  let ids: ReturnType<typeof starterIds>;
  const term = randomUUID();
  const figure = element('Illustration', { title: 'Процесс', content: '```mermaid\ngraph LR\nA-->B\n```', settings: { imageSettings: { autoSize: true, width: 100, align: 'center', showInIllustrationList: true } } });
  const second = element('Section', { title: 'Итоги' });

  beforeAll(async () => {
    kit = await startDocumentsKit();
    author = await kit.user('author');
    reader = await kit.user('reader');
    await kit.server.ctx.db.insertInto('instances').values({ id: term, name: 'Договор поставки', author: null }).execute();
    docId = await kit.create(author.token, 'Положение');
    ids = starterIds(await kit.load(author.token, docId));
    const res = await kit.save(author, docId, '0', {
      added: [figure, second],
      changed: [{ innerId: ids.holder, fields: { content: `Основа — :class-${term.toUpperCase()}, см. также :document-${docId}(это положение).` } }],
      order: { [ids.section]: [ids.holder, figure.innerId], [ids.root]: [ids.section, second.innerId] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
  afterAll(async () => kit?.server.stop());

  it('renders numbered headings, reference links with looked-up names, mermaid and anchors', async () => {
    const res = await kit.call('POST', '/document/render', reader.token, { documentId: docId });
    expect(res.status).toBe(200);
    const { html, documentMetadata } = renderResultSchema.parse(res.body);
    expect(html).toMatch(/<h2 class="sdoc-heading" data-element-id="[^"]+"><span class="sdoc-number">1<\/span> Положение<\/h2>/);
    expect(html).toContain('<span class="sdoc-number">2</span> Итоги');
    expect(html).toMatch(new RegExp(`<a class="sdoc-ref sdoc-ref-class" href="/class_list/${term}"[^>]*>Договор поставки</a>`));
    expect(html).toContain(`href="/structuredDocuments/view/${docId}"`);
    expect(html).toContain('<pre class="mermaid">graph LR\nA--&gt;B</pre>');
    expect(html).toContain(`id="el-${ids.holder}" data-element-id="${ids.holder}"`);
    expect(documentMetadata).toMatchObject({ name: 'Положение', updateId: '1', elementCount: 5, authorId: author.id });
  });

  it('answers render errors as { error } with their status', async () => {
    expect((await kit.call('POST', '/document/render', reader.token, { documentId: randomUUID() })).status).toBe(404);
    const bad = await kit.call('POST', '/document/render', reader.token, { documentId: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/documentId/);
    expect((await kit.call('POST', '/document/render', undefined, { documentId: docId })).status).toBe(401);
  });

  it('gives a quick view of the document', async () => {
    const res = await kit.call('POST', '/document/quickView', reader.token, { documentId: docId });
    expect(res.status).toBe(200);
    expect(res.body.html).toContain('Итоги');
  });

  it('fetches in render mode read-only, in edit mode with the caller’s rights', async () => {
    const render = await kit.call('POST', '/document/fetch', author.token, { documentId: docId, mode: 'render' });
    expect(render.body.accessRightsResolved.readOnly).toBe(true);
    const edit = await kit.call('POST', '/document/fetch', author.token, { documentId: docId, mode: 'edit' });
    expect(edit.body.accessRightsResolved.readOnly).toBe(false);
    expect((await kit.call('POST', '/document/fetch', author.token, { documentId: docId, mode: 'publication' })).status).toBe(400);
  });

  it('finds the document of an element', async () => {
    const res = await kit.call('POST', '/document/fetchDocumentInstanceDataByElementId', reader.token, { elementId: figure.innerId });
    expect(res.status).toBe(200);
    expect(byElementResultSchema.parse(res.body)).toMatchObject({ documentId: docId, documentName: 'Положение', parentId: ids.section, element: { kind: 'Illustration', title: 'Процесс' } });
    expect((await kit.call('POST', '/document/fetchDocumentInstanceDataByElementId', reader.token, { elementId: randomUUID() })).status).toBe(404);
  });

  it('loads a document whose stored order is broken without order', async () => {
    // two siblings at one position and an element whose parent is gone
    const orphan = randomUUID();
    await kit.server.ctx.db.updateTable('document_elements').set({ position: 0 }).where('document_id', '=', docId).where('inner_id', '=', second.innerId).execute();
    await kit.server.ctx.db
      .insertInto('document_elements')
      .values({ document_id: docId, inner_id: orphan, parent_id: randomUUID(), position: 0, kind: 'ContentHolder', title: '', content: 'потерянный', settings: '{}', fields: '{}' })
      .execute();
    const doc = await kit.load(author.token, docId);
    expect(doc.orderBroken).toBe(true);
    expect(Object.keys(doc.snapshot.elements)).toHaveLength(6);
    expect(doc.snapshot.children[docId]).toContain(orphan);
    // still savable: the problems it came with do not block an unrelated edit
    const res = await kit.save(author, docId, doc.updateId, { changed: [{ innerId: ids.holder, fields: { title: 'x' } }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});
