import type WebSocket from 'ws';
import * as Y from 'yjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notesDocument } from '../../realtime/protocol/relay';
import { addTestUser, startTestServer, type TestServer, type TestUser } from './testServer';
import { closeCode, openClient, rawUpgrade, relayUrl, synced, until, type NotesClient } from './relayTestKit';

// The Yjs relay through the stock y-websocket client, against the real server and store.
describe('the Yjs relay', () => {
  let server: TestServer;
  let alice: TestUser;
  let bob: TestUser;
  const clients: NotesClient[] = [];
  const open = (docName: string, token: string | null) => {
    const client = openClient(relayUrl(server), docName, token);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    server = await startTestServer({ RELAY_IDLE_UNLOAD_SECONDS: '0.3', RELAY_MAX_MESSAGE_BYTES: '65536', RELAY_COMPACT_AFTER_UPDATES: '4', RELAY_SESSION_CHECK_SECONDS: '0.3', RELAY_STORE_DELAY_MS: '50' });
    alice = await addTestUser(server, 'relay-alice');
    bob = await addTestUser(server, 'relay-bob');
  });
  afterAll(async () => {
    for (const client of clients) client.destroy();
    await server?.stop();
  });

  it('two clients of one user converge on the same text', async () => {
    const first = open(notesDocument(alice.id), alice.token);
    const second = open(notesDocument(alice.id), alice.token);
    await Promise.all([synced(first), synced(second)]);
    first.text.insert(0, 'Привет');
    second.text.insert(0, 'Мир ');
    await until(() => [first.text.toString(), second.text.toString()], ([a, b]) => a === b && a!.length === 10);
    expect(first.text.toString()).toContain('Привет');
    expect(first.text.toString()).toContain('Мир ');
    const ping = await (await fetch(`${server.api}/public/ping`)).json();
    const relay = ping.services.find((s: { name: string }) => s.name === 'relay');
    expect(relay).toMatchObject({ status: 'GREEN', message: expect.stringMatching(/documents in memory: 1, clients: 2/) });
    first.destroy();
    second.destroy();
  });

  it("refuses another user's notepad, a missing token and an unknown kind before the upgrade", async () => {
    const base = relayUrl(server);
    expect(await rawUpgrade(`${base}/${notesDocument(alice.id)}?token=${bob.token}`)).toEqual({ opened: false, status: 403 });
    expect(await rawUpgrade(`${base}/${notesDocument(alice.id)}`)).toEqual({ opened: false, status: 401 });
    expect(await rawUpgrade(`${base}/${notesDocument(alice.id)}?token=not-a-token`)).toEqual({ opened: false, status: 401 });
    expect(await rawUpgrade(`${base}/secrets:${alice.id}?token=${alice.token}`)).toEqual({ opened: false, status: 404 });
    // the stock client never gets in either, and nothing of the notepad reaches it
    const intruder = open(notesDocument(alice.id), bob.token);
    await new Promise((r) => setTimeout(r, 500));
    expect(intruder.provider.wsconnected).toBe(false);
    expect(intruder.text.toString()).toBe('');
  });

  it('stores a document, unloads it when its clients leave, and loads it again; rows are compacted', async () => {
    const writer = open(notesDocument(bob.id), bob.token);
    await synced(writer);
    // separate bursts: each is stored as a row of its own, which passes the compaction threshold
    for (const word of ['один ', 'два ', 'три ', 'четыре ', 'пять ', 'шесть ']) {
      writer.text.insert(writer.text.length, word);
      await new Promise((r) => setTimeout(r, 150));
    }
    writer.destroy();
    await until(() => server.ctx.db.selectFrom('yjs_updates').select('id').where('doc_name', '=', notesDocument(bob.id)).execute(), (rows) => rows.length > 0);
    // unloaded after the idle time: no document in memory is left
    await until(async () => (await (await fetch(`${server.api}/public/ping`)).json()).services.find((s: { name: string }) => s.name === 'relay')?.message, (m) => /documents in memory: 0,/.test(m ?? ''));
    const rows = await server.ctx.db.selectFrom('yjs_updates').select('id').where('doc_name', '=', notesDocument(bob.id)).execute();
    expect(rows.length).toBeLessThanOrEqual(4);
    const reader = open(notesDocument(bob.id), bob.token);
    await synced(reader);
    expect(reader.text.toString()).toBe('один два три четыре пять шесть ');
    reader.destroy();
  });

  it("compaction replaces only rows the document is known to hold: another process's row stays", async () => {
    const user = await addTestUser(server, 'relay-compaction');
    const name = notesDocument(user.id);
    const writer = open(name, user.token);
    await synced(writer);
    // a row another process stored after this one loaded the document, whose update never arrived here
    const foreign = new Y.Doc();
    foreign.getText('notes').insert(0, 'foreign;');
    const { id } = await server.ctx.db.insertInto('yjs_updates').values({ doc_name: name, update: Y.encodeStateAsUpdate(foreign) }).returning('id').executeTakeFirstOrThrow();
    for (const word of ['a;', 'b;', 'c;', 'd;', 'e;', 'f;']) {
      writer.text.insert(writer.text.length, word);
      await new Promise((r) => setTimeout(r, 150));
    }
    await until(() => server.ctx.db.selectFrom('yjs_updates').select('id').where('doc_name', '=', name).execute(), (rows) => rows.length <= 3);
    const rows = await server.ctx.db.selectFrom('yjs_updates').select('id').where('doc_name', '=', name).execute();
    expect(rows.map((row) => String(row.id))).toContain(String(id));
    writer.destroy();
    await until(async () => (await (await fetch(`${server.api}/public/ping`)).json()).services.find((s: { name: string }) => s.name === 'relay')?.message, (m) => /documents in memory: 0,/.test(m ?? ''));
    const reader = open(name, user.token);
    await synced(reader);
    expect(reader.text.toString()).toContain('foreign;');
    expect(reader.text.toString()).toContain('a;b;c;d;e;f;');
    reader.destroy();
  });

  it('keeps edits made offline and merges them on reconnect', async () => {
    const [stays, leaves] = [open(notesDocument(alice.id), alice.token), open(notesDocument(alice.id), alice.token)];
    await Promise.all([synced(stays), synced(leaves)]);
    const before = stays.text.toString();
    leaves.provider.disconnect();
    leaves.text.insert(0, 'offline ');
    stays.text.insert(stays.text.length, ' online');
    await new Promise((r) => setTimeout(r, 200));
    expect(stays.text.toString()).toBe(`${before} online`);
    leaves.provider.connect();
    await until(() => [stays.text.toString(), leaves.text.toString()], ([a, b]) => a === b && a === `offline ${before} online`);
  });

  it('ignores a malformed message (logged) without closing the socket', async () => {
    const raw = await rawUpgrade(`${relayUrl(server)}/${notesDocument(alice.id)}?token=${alice.token}`);
    if (!raw.opened) throw new Error(`refused: ${raw.status}`);
    let closed = false;
    raw.socket.on('close', () => (closed = true));
    raw.socket.send(Buffer.from([9, 9, 9]));
    raw.socket.send(Buffer.from([0, 2, 250]));
    const witness = open(notesDocument(alice.id), alice.token);
    await synced(witness);
    expect(closed).toBe(false);
    raw.socket.close();
  });

  it("closes a socket whose session ended, and the client does not come back", async () => {
    const user = await addTestUser(server, 'relay-leaver');
    const client = open(notesDocument(user.id), user.token);
    await synced(client);
    const closedWith = new Promise<number>((resolve) => client.provider.once('closed', (event: { code: number }) => resolve(event.code)));
    await fetch(`${server.api}/auth/logout`, { method: 'POST', headers: { authorization: user.token, 'content-type': 'application/json' }, body: '{}' });
    expect(await closedWith).toBe(4401);
    await new Promise((r) => setTimeout(r, 500));
    expect(client.provider.wsconnected).toBe(false);
  });

  it('closes the socket of an oversized message; the other clients go on', async () => {
    const bystander = open(notesDocument(alice.id), alice.token);
    const watcher = open(notesDocument(alice.id), alice.token);
    await Promise.all([synced(bystander), synced(watcher)]);
    const raw = await rawUpgrade(`${relayUrl(server)}/${notesDocument(alice.id)}?token=${alice.token}`);
    if (!raw.opened) throw new Error(`refused: ${raw.status}`);
    const closed = closeCode(raw.socket);
    raw.socket.send(Buffer.alloc(70_000, 1));
    expect(await closed).toBe(1009);
    bystander.text.insert(0, 'still here ');
    await until(() => watcher.text.toString(), (t) => t.startsWith('still here '));
    expect(bystander.provider.wsconnected).toBe(true);
  });
});

describe('the relay limits documents in memory', () => {
  let server: TestServer;
  afterAll(async () => server?.stop());

  it('refuses a document past RELAY_MAX_DOCUMENTS with a close code, and serves open ones on', async () => {
    server = await startTestServer({ RELAY_MAX_DOCUMENTS: '1' });
    const carol = await addTestUser(server, 'relay-carol');
    const dave = await addTestUser(server, 'relay-dave');
    const first = openClient(relayUrl(server), notesDocument(carol.id), carol.token);
    await synced(first);
    const raw = await rawUpgrade(`${relayUrl(server)}/${notesDocument(dave.id)}?token=${dave.token}`);
    if (!raw.opened) throw new Error(`refused before the upgrade: ${raw.status}`);
    expect(await closeCode(raw.socket as WebSocket)).toBe(4503);
    const second = openClient(relayUrl(server), notesDocument(carol.id), carol.token);
    await synced(second);
    first.text.insert(0, 'ok');
    await until(() => second.text.toString(), (t) => t === 'ok');
    first.destroy();
    second.destroy();
  });
});
