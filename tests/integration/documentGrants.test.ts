import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLAB_CLOSE, structuredDocument } from '../../realtime/protocol/relay';
import { documentGrantsSchema } from '../../realtime/protocol/documents/access';
import { metaMap } from '../../realtime/yjs/structuredDoc/docLayout';
import { addElement } from '../../realtime/yjs/structuredDoc/docOperations';
import { readSnapshot } from '../../realtime/yjs/structuredDoc/snapshotBinding';
import { element, startDocumentsKit, starterIds, type DocumentsKit } from './documentsTestKit';
import { openClient, relayUrl, synced, until } from './relayTestKit';
import type { TestUser } from './testServer';

// Who edits a document besides its author: the author (or an administrator) gives a user the
// editor or content-editor role on it, changes it, takes it back; open editors follow at once.
describe('document access: grants by the author', () => {
  let kit: DocumentsKit;
  let author: TestUser;
  let colleague: TestUser;
  let stranger: TestUser;
  let docId: string;
  const access = (as: TestUser, method = 'GET', body?: unknown, suffix = '') => kit.call(method, `/documents/${docId}/access${suffix}`, as.token, body);

  beforeAll(async () => {
    kit = await startDocumentsKit({ RELAY_STORE_DELAY_MS: '50' });
    author = await kit.user('grants-author');
    colleague = await kit.user('grants-colleague', 'Ольга Коллегова');
    stranger = await kit.user('grants-stranger');
    docId = await kit.create(author.token, 'Положение о доступе');
  });
  afterAll(async () => kit?.server.stop());

  it('the author gives, changes and takes back a role; the rights follow; nothing else may', async () => {
    expect((await access(author)).body).toEqual({ grants: [] });
    const given = await access(author, 'POST', { login: 'grants-colleague', role: 'contentEditor' });
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    const [grant] = documentGrantsSchema.parse(given.body).grants;
    expect(grant).toMatchObject({ userId: colleague.id, name: 'Ольга Коллегова', login: 'grants-colleague', role: 'contentEditor' });
    expect((await kit.load(colleague.token, docId)).accessRightsResolved).toEqual({ readOnly: false, editContentAllowed: true, editStructureAllowed: false });

    // a second grant replaces the first
    const changed = documentGrantsSchema.parse((await access(author, 'POST', { login: 'grants-colleague', role: 'editor' })).body).grants;
    expect(changed.map((g) => [g.userId, g.role])).toEqual([[colleague.id, 'editor']]);
    expect((await kit.load(colleague.token, docId)).accessRightsResolved.editStructureAllowed).toBe(true);

    // refused, writing nothing
    expect((await access(stranger)).status).toBe(403);
    expect((await access(colleague, 'POST', { login: 'grants-stranger', role: 'editor' })).status).toBe(403);
    expect((await access(author, 'POST', { login: 'nobody-here', role: 'editor' })).body.error).toBe('Пользователь «nobody-here» не найден');
    expect((await access(author, 'POST', { login: 'grants-author', role: 'editor' })).status).toBe(400);
    expect((await access(author, 'POST', { login: 'grants-stranger', role: 'owner' })).status).toBe(400);
    expect((await kit.call('GET', `/documents/${crypto.randomUUID()}/access`, author.token)).status).toBe(404);
    expect((await access(author, 'DELETE', undefined, `/${crypto.randomUUID()}`)).status).toBe(404);
    expect(documentGrantsSchema.parse((await access(kit.admin)).body).grants).toHaveLength(1);

    const revoked = await access(author, 'DELETE', undefined, `/${changed[0]!.assignmentId}`);
    expect(revoked.body).toEqual({ grants: [] });
    expect((await kit.load(colleague.token, docId)).accessRightsResolved.readOnly).toBe(true);
  });

  it('an open editor reconnects with the new rights at once: a section refused before is kept after', async () => {
    const id = await kit.create(author.token, 'Права меняются');
    const { root } = starterIds(await kit.load(author.token, id));
    await kit.call('POST', `/documents/${id}/access`, author.token, { login: 'grants-colleague', role: 'contentEditor' });
    // the relay hears of a grant through the change log (read every 200 ms): let this one pass
    // before connecting, so that the reconnection counted below is the one the second grant makes
    await new Promise((r) => setTimeout(r, 800));
    const client = openClient(relayUrl(kit.server), structuredDocument(id), colleague.token);
    try {
      await synced(client);
      expect(addElement(client.doc, { parentId: root, index: 1, element: element('Section', { title: 'До' }) })).toBeNull();
      await until(() => metaMap(client.doc).get('changeRefused') as { userId?: string } | undefined, (refusal) => refusal?.userId === colleague.id);
      await until(() => Object.keys(readSnapshot(client.doc).snapshot.elements).length, (count) => count === 3);

      let closed = 0;
      client.provider.on('connection-close', (event: { code?: number } | null) => {
        if (event?.code === COLLAB_CLOSE.rightsChanged) closed++;
      });
      await kit.call('POST', `/documents/${id}/access`, author.token, { login: 'grants-colleague', role: 'editor' });
      await until(() => closed, (n) => n > 0, 5000);
      await until(() => client.provider.wsconnected, (connected) => connected, 10_000);
      const after = element('Section', { title: 'После' });
      expect(addElement(client.doc, { parentId: root, index: 1, element: after })).toBeNull();
      await until(async () => (await kit.load(author.token, id)).snapshot.elements[after.innerId]?.title, (title) => title === 'После', 15_000);
    } finally {
      client.destroy();
    }
  });
});
