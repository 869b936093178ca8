import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { startDocumentsKit, starterIds, type DocumentsKit } from './documentsTestKit';
import type { TestUser } from './testServer';
import { DOCUMENT_ROLES } from '../../collab-server/documents/structured/access/documentAccess';
import { authorizeUpgrade } from '../../collab-server/relay/upgradeAuth';
import { structuredDocument } from '../../realtime/protocol/relay';
import { documentListSchema, documentWithAccessSchema, publicationSchema, publicStructuredDocSchema, publicationWithSnapshotSchema } from '../../realtime/protocol/documents/structured';

describe('documents list, access, publications and the public page', () => {
  let kit: DocumentsKit;
  let author: TestUser;
  let editor: TestUser;
  let reader: TestUser;
  let docId: string;
  let otherId: string;

  beforeAll(async () => {
    kit = await startDocumentsKit({ PUBLIC_USER: 'on' });
    author = await kit.user('author');
    editor = await kit.user('editor');
    reader = await kit.user('reader');
    docId = await kit.create(author.token, 'Стандарт качества');
    otherId = await kit.create(kit.admin.token, 'Черновик 100%_');
    await kit.assign(editor, docId, DOCUMENT_ROLES.editor);
  });
  afterAll(async () => kit?.server.stop());

  it('lists documents with search and paging, for signed-in users only', async () => {
    const all = documentListSchema.parse((await kit.call('GET', '/documents', reader.token)).body);
    expect(all.total).toBe(2);
    expect(all.rows.map((r) => r.name).sort()).toEqual(['Стандарт качества', 'Черновик 100%_']);
    const found = documentListSchema.parse((await kit.call('GET', '/documents?search=100%25_', reader.token)).body);
    expect(found.rows.map((r) => r.id)).toEqual([otherId]);
    expect(documentListSchema.parse((await kit.call('GET', '/documents?search=качеств', reader.token)).body).total).toBe(1);
    const page = documentListSchema.parse((await kit.call('GET', '/documents?limit=1&offset=1', reader.token)).body);
    expect(page).toMatchObject({ total: 2, rows: [expect.anything()] });
    expect((await kit.call('GET', '/documents?kind=simple', reader.token)).body.total).toBe(0);
    expect((await kit.call('GET', '/documents')).status).toBe(401);
    expect((await kit.call('GET', '/documents?limit=0', reader.token)).status).toBe(400);
    expect((await kit.call('POST', '/documents', reader.token, { name: '' })).status).toBe(400);
  });

  it('resolves access: author and admin full, document editor full, others read-only, public none', async () => {
    const rights = async (token: string | undefined) => (await kit.call('GET', `/documents/${docId}`, token)).body.accessRightsResolved;
    expect(await rights(author.token)).toEqual({ readOnly: false, editContentAllowed: true, editStructureAllowed: true });
    expect(await rights(kit.admin.token)).toEqual({ readOnly: false, editContentAllowed: true, editStructureAllowed: true });
    expect(await rights(editor.token)).toEqual({ readOnly: false, editContentAllowed: true, editStructureAllowed: true });
    expect(await rights(reader.token)).toEqual({ readOnly: true, editContentAllowed: false, editStructureAllowed: false });
    expect(documentWithAccessSchema.parse((await kit.call('GET', `/documents/${docId}`, reader.token)).body).authorId).toBe(author.id);
    // the public user: no document call answers without sign-in
    expect((await kit.call('GET', `/documents/${docId}`)).status).toBe(401);
    expect((await kit.call('POST', '/document/fetch', undefined, { documentId: docId })).status).toBe(401);
  });

  it('lets the relay open sdoc:{id} for writing to editors and for watching to readers', async () => {
    const open = async (token: string) => authorizeUpgrade(kit.server.ctx, { raw: structuredDocument(docId), token });
    expect(await open(editor.token)).toMatchObject({ ok: true, canWrite: true });
    expect(await open(reader.token)).toMatchObject({ ok: true, canWrite: false });
    expect(await authorizeUpgrade(kit.server.ctx, { raw: structuredDocument(randomUUID()), token: reader.token })).toMatchObject({ ok: false, status: 403 });
  });

  it('changes the header with an edit right and deletes only as author or admin', async () => {
    expect((await kit.call('PATCH', `/documents/${docId}`, reader.token, { title: 'x' })).status).toBe(403);
    const patched = await kit.call('PATCH', `/documents/${docId}`, editor.token, { title: 'Редакция 2' });
    expect(patched).toMatchObject({ status: 200, body: { title: 'Редакция 2', name: 'Стандарт качества' } });
    expect((await kit.call('PATCH', `/documents/${docId}`, editor.token, { name: '' })).status).toBe(400);
    expect((await kit.call('DELETE', `/documents/${otherId}`, editor.token)).status).toBe(403);
    expect((await kit.call('DELETE', `/documents/${otherId}`, kit.admin.token)).body).toEqual({ id: otherId, deleted: true });
    expect((await kit.call('GET', `/documents/${otherId}`, kit.admin.token)).status).toBe(404);
  });

  it('publishes frozen versions; readers list and read them; read-only users cannot publish', async () => {
    const { holder } = starterIds(await kit.load(author.token, docId));
    await kit.save(author, docId, '0', { changed: [{ innerId: holder, fields: { content: 'Версия один' } }] });
    const first = await kit.call('POST', '/document/publications', author.token, { documentId: docId, name: 'Версия 1', isPublic: false });
    expect(first.status).toBe(201);
    expect(publicationSchema.parse(first.body)).toMatchObject({ documentId: docId, name: 'Версия 1', isPublic: false, updateId: '1', authorId: author.id });
    await kit.save(author, docId, '1', { changed: [{ innerId: holder, fields: { content: 'Версия два' } }] });
    const second = await kit.call('POST', '/document/publications', editor.token, { documentId: docId, name: 'Версия 2', code: 'v2', isPublic: true });
    expect(second.status).toBe(201);
    expect((await kit.call('POST', '/document/publications', reader.token, { documentId: docId, name: 'Моя' })).status).toBe(403);
    expect((await kit.call('POST', '/document/publications', reader.token, { documentId: docId })).status).toBe(400);

    const list = (await kit.call('GET', `/document/${docId}/publications`, reader.token)).body;
    expect(list.map((p: { name: string }) => p.name)).toEqual(['Версия 2', 'Версия 1']);
    // later edits do not touch a publication
    await kit.save(author, docId, '2', { changed: [{ innerId: holder, fields: { content: 'Черновик три' } }] });
    const frozen = publicationWithSnapshotSchema.parse((await kit.call('GET', `/document/publications/${first.body.id}`, reader.token)).body);
    expect(frozen.snapshot.elements[holder]!.content).toBe('Версия один');
    expect(frozen.contentHtml).toContain('Версия один');
    const asPublication = await kit.call('POST', '/document/fetch', reader.token, { documentId: docId, mode: 'publication', publicationId: first.body.id });
    expect(asPublication.body).toMatchObject({ updateId: '1', accessRightsResolved: { readOnly: true } });
    const rendered = await kit.call('POST', '/document/render', reader.token, { documentId: docId, publicationId: second.body.id });
    expect(rendered.body.html).toContain('Версия два');
    expect(rendered.body.documentMetadata).toMatchObject({ publicationId: second.body.id, updateId: '2' });
    expect((await kit.call('GET', `/document/publications/${randomUUID()}`, reader.token)).status).toBe(404);
  });

  it('shows a public publication without sign-in and nothing that is not public', async () => {
    const publications = (await kit.call('GET', `/document/${docId}/publications`, author.token)).body as Array<{ id: string; isPublic: boolean }>;
    const shown = publications.find((p) => p.isPublic)!;
    const hidden = publications.find((p) => !p.isPublic)!;
    const latest = await kit.call('GET', `/public/structuredDoc/${docId}`);
    expect(latest.status).toBe(200);
    const page = publicStructuredDocSchema.parse(latest.body);
    expect(page).toMatchObject({ id: shown.id, documentName: 'Стандарт качества' });
    expect(page.contentHtml).toContain('Версия два');
    expect(JSON.stringify(page)).not.toContain('Черновик три');
    expect((await kit.call('GET', `/public/structuredDoc/${docId}/${shown.id}`)).status).toBe(200);

    const notPublic = await kit.call('GET', `/public/structuredDoc/${docId}/${hidden.id}`);
    const unknown = await kit.call('GET', `/public/structuredDoc/${randomUUID()}`);
    const draftOnly = await kit.call('GET', `/public/structuredDoc/${await kit.create(author.token, 'Без публикаций')}`);
    expect(notPublic.status).toBe(404);
    expect(notPublic.body).toEqual(unknown.body);
    expect(draftOnly.body).toEqual(unknown.body);
    expect(JSON.stringify(notPublic.body)).not.toContain('Версия один');
    expect((await kit.call('GET', '/public/structuredDoc/nope')).status).toBe(400);
  });
});
