import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, addTestUser, callApi, startTestServer, type TestServer, type TestUser } from './testServer';
import { ask, connectHub, nextEvent } from './hubTestKit';
import { discussionChangeResultSchema, fetchDiscussionsResultSchema, type DiscussionChangeResult } from '../../realtime/protocol/documents/comments';
import { discussionUpdateSchema, type DiscussionUpdate } from '../../realtime/protocol/hubEvents';

describe('comments on structured documents through HTTP and the hub', () => {
  let server: TestServer;
  let anna: TestUser; // the document's author
  let boris: TestUser; // a reader
  let adminToken: string;
  let documentId: string;
  let elementId: string;
  const sockets: Socket[] = [];

  /** A document owned by `author` with one paragraph, written as the document calls store it. */
  async function addDocument(author: string): Promise<{ documentId: string; elementId: string }> {
    const id = randomUUID();
    const paragraph = randomUUID();
    await server.ctx.db.insertInto('documents').values({ id, kind: 'structured', name: 'Регламент', author, update_id: 1 }).execute();
    await server.ctx.db
      .insertInto('document_elements')
      .values([
        { document_id: id, inner_id: id, parent_id: null, position: 0, kind: 'StructuredDocument', settings: '{}', fields: '{}' },
        { document_id: id, inner_id: paragraph, parent_id: id, position: 0, kind: 'ContentHolder', content: 'Первый абзац документа', settings: '{}', fields: '{}' },
      ])
      .execute();
    return { documentId: id, elementId: paragraph };
  }

  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_USER: 'on' });
    anna = await addTestUser(server, 'anna', 'Анна');
    boris = await addTestUser(server, 'boris', 'Борис');
    adminToken = (await server.signIn('admin', ADMIN_PASSWORD)).token;
    ({ documentId, elementId } = await addDocument(anna.id));
  });
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await server?.stop();
  });

  const call = (method: string, path: string, token?: string, body?: unknown) => callApi(server, method, path, token, body);
  const range = (quote = 'абзац') => ({ elementId, start: 7, end: 12, quote });
  const commentCount = async () => Number((await server.ctx.db.selectFrom('document_comments').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  async function expectOk(res: { status: number; body: unknown }, status = 200): Promise<DiscussionChangeResult> {
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    return discussionChangeResultSchema.parse(res.body);
  }
  const fetchAll = async (token: string, ids = [documentId], path = '/document/fetchDiscussions/') => {
    const res = await call('POST', path, token, { documentIds: ids });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return fetchDiscussionsResultSchema.parse(res.body);
  };
  async function watcher(token: string): Promise<Socket> {
    const socket = await connectHub(server, token);
    sockets.push(socket);
    expect(await ask(socket, 'watch', { entities: [documentId] })).toMatchObject({ ok: true, entities: [documentId] });
    return socket;
  }
  const nextUpdate = (socket: Socket, kind: DiscussionUpdate['kind']) =>
    nextEvent<unknown>(socket, 'DISCUSSION_UPDATE', (p) => discussionUpdateSchema.parse(p).kind === kind).then((p) => discussionUpdateSchema.parse(p));

  it('a reader starts a discussion on a range; another viewer hears of it live and reads it with counts', async () => {
    const annaSocket = await watcher(anna.token);
    const heard = nextUpdate(annaSocket, 'created');
    const created = await expectOk(await call('POST', '/document/discussions', boris.token, { documentId, text: 'Уточнить <b>формулировку</b>', documentRange: range(), documentYOffset: 120 }), 201);
    expect(created.counts).toEqual({ open: 1, total: 1 });
    expect(created.discussion).toMatchObject({ documentId, elementId, completed: false, author: { id: boris.id, name: 'Борис' }, documentRange: range(), documentYOffset: 120 });
    expect(await heard).toEqual({ documentId, discussionId: created.discussion!.id, kind: 'created', open: 1, total: 1 });

    // both spellings of the spec's path answer the same
    const listed = await fetchAll(anna.token);
    expect(await fetchAll(anna.token, [documentId], '/document/fetchDiscussions')).toEqual(listed);
    expect(listed.counts[documentId]).toEqual({ open: 1, total: 1 });
    expect(listed.discussions[0]!.comments[0]).toMatchObject({ text: 'Уточнить <b>формулировку</b>', parentId: null, completed: false, date: expect.any(String) });
  });

  it('replies, completes and reopens, with the counts following; each change is announced', async () => {
    const [discussion] = (await fetchAll(anna.token)).discussions;
    const borisSocket = await watcher(boris.token);
    const replied = nextUpdate(borisSocket, 'commented');
    const reply = await expectOk(await call('POST', `/document/discussions/${discussion!.id}/comments`, anna.token, { text: 'Согласна, поправлю' }), 201);
    expect(reply.discussion!.comments.map((c) => [c.author?.name, c.text, c.parentId])).toEqual([
      ['Борис', 'Уточнить <b>формулировку</b>', null],
      ['Анна', 'Согласна, поправлю', discussion!.id],
    ]);
    expect((await replied).discussionId).toBe(discussion!.id);

    // the document's author edits it, so she may complete a discussion she did not start
    const completedHeard = nextUpdate(borisSocket, 'completed');
    const completed = await expectOk(await call('POST', `/document/discussions/${discussion!.id}/complete`, anna.token, {}));
    expect(completed).toMatchObject({ discussion: { completed: true }, counts: { open: 0, total: 1 } });
    expect(await completedHeard).toMatchObject({ open: 0, total: 1 });

    const reopened = await expectOk(await call('POST', `/document/discussions/${discussion!.id}/reopen`, boris.token, {}));
    expect(reopened.counts).toEqual({ open: 1, total: 1 });
  });

  it('sanitizes the text: script is dropped, attributes stripped, other tags escaped; nothing empty is stored', async () => {
    const created = await expectOk(
      await call('POST', '/document/discussions', anna.token, { documentId, text: '<script>alert(1)</script><i onclick="x()">см.</i> <img src=x onerror=alert(1)>', documentRange: range() }),
      201,
    );
    expect(created.discussion!.comments[0]!.text).toBe('<i>см.</i> &lt;img /&gt;');
    const before = await commentCount();
    for (const text of ['<script>alert(1)</script>', '   ', '<b></b>']) {
      const res = await call('POST', '/document/discussions', anna.token, { documentId, text, documentRange: range() });
      expect(res.status, text).toBe(400);
      expect(res.body.error).toEqual(expect.any(String));
    }
    expect(await commentCount()).toBe(before);
  });

  it('refuses bad input and callers without the right, writing nothing', async () => {
    const [discussion] = (await fetchAll(anna.token)).discussions;
    const first = discussion!.comments[0]!;
    const before = await commentCount();
    const other = await addDocument(anna.id);
    const refusals: Array<[string, { status: number; body: any }, number]> = [
      ['range end before start', await call('POST', '/document/discussions', anna.token, { documentId, text: 'x', documentRange: { ...range(), start: 9, end: 2 } }), 400],
      ['an element of another document', await call('POST', '/document/discussions', anna.token, { documentId, text: 'x', documentRange: { ...range(), elementId: other.elementId } }), 400],
      ['an unknown document', await call('POST', '/document/discussions', anna.token, { documentId: randomUUID(), text: 'x', documentRange: range() }), 404],
      ['not signed in (the public user)', await call('POST', '/document/discussions', undefined, { documentId, text: 'x', documentRange: range() }), 401],
      ['a reply to an unknown discussion', await call('POST', `/document/discussions/${randomUUID()}/comments`, anna.token, { text: 'x' }), 404],
      ["editing someone else's comment", await call('PATCH', `/document/comments/${first.id}`, anna.token, { text: 'переписано' }), 403],
      ["deleting someone else's comment", await call('DELETE', `/document/comments/${first.id}`, anna.token), 403],
      ['not a comment id', await call('DELETE', '/document/comments/nope', boris.token), 400],
    ];
    for (const [name, res, status] of refusals) {
      expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(status);
      expect(res.body.error, name).toEqual(expect.any(String));
    }
    expect(await commentCount()).toBe(before);
    // a reader who neither wrote it nor edits the document may not complete it
    const vera = await addTestUser(server, 'vera', 'Вера');
    expect((await call('POST', `/document/discussions/${discussion!.id}/complete`, vera.token, {})).status).toBe(403);
    expect((await fetchAll(anna.token)).discussions.find((d) => d.id === discussion!.id)!.completed).toBe(false);
    // a document nobody may read is left out of the answer rather than failing it
    const visitor = await call('POST', '/document/fetchDiscussions/', undefined, { documentIds: [documentId] });
    expect(fetchDiscussionsResultSchema.parse(visitor.body)).toEqual({ discussions: [], counts: {} });
  });

  it('the author edits their comment; deleting a reply keeps the thread, deleting the first comment removes it; admins may delete', async () => {
    const [discussion] = (await fetchAll(anna.token)).discussions;
    const edited = await expectOk(await call('PATCH', `/document/comments/${discussion!.id}`, boris.token, { text: 'Уточнить формулировку, пожалуйста' }));
    expect(edited.discussion!.comments[0]!.text).toBe('Уточнить формулировку, пожалуйста');

    const reply = discussion!.comments[1]!;
    const afterReply = await expectOk(await call('DELETE', `/document/comments/${reply.id}`, adminToken));
    expect(afterReply.discussion!.comments.map((c) => c.id)).toEqual([discussion!.id]);

    const annaSocket = await watcher(anna.token);
    const deletedHeard = nextUpdate(annaSocket, 'deleted');
    const totalBefore = (await fetchAll(anna.token)).counts[documentId]!.total;
    const gone = await expectOk(await call('DELETE', `/document/comments/${discussion!.id}`, boris.token));
    expect(gone.discussion).toBeNull();
    expect(gone.counts.total).toBe(totalBefore - 1);
    expect(await deletedHeard).toMatchObject({ discussionId: discussion!.id, total: totalBefore - 1 });
    expect((await fetchAll(anna.token)).discussions.some((d) => d.id === discussion!.id)).toBe(false);
  });
});
