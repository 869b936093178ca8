import * as Y from 'yjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notesDocument } from '../../realtime/protocol/relay';
import { openClient, synced, until, type NotesClient } from './relayTestKit';
import { startProcessPair, startServerProcess, type ProcessPair, type ServerProcess } from './relayProcesses';

// Two server processes on one PostgreSQL schema and one Redis: the relay's updates cross between
// them, and a process killed in the middle of an edit loses nothing once its clients reconnect.
const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

describe.runIf(databaseUrl && redisUrl)('the Yjs relay across two server processes', () => {
  let pair: ProcessPair;
  let docName: string;
  const clients: NotesClient[] = [];
  const open = (server: ServerProcess) => {
    const client = openClient(`${server.url.replace(/^http/, 'ws')}/collab`, docName, pair.token);
    clients.push(client);
    return client;
  };

  const storedText = async (): Promise<string> => {
    const rows = await pair.query<{ update: Buffer }>('select "update" from yjs_updates where doc_name = $1 order by id', [docName]);
    const doc = new Y.Doc();
    Y.applyUpdate(doc, Y.mergeUpdates(rows.map((row) => row.update)));
    return doc.getText('notes').toString();
  };

  beforeAll(async () => {
    pair = await startProcessPair('rmp');
    docName = notesDocument(pair.adminId);
  }, 120_000);
  afterAll(async () => {
    for (const client of clients) client.destroy();
    await pair?.stop();
  });

  it('an update sent to process A reaches a client on process B, and back', async () => {
    const onA = open(pair.a);
    const onB = open(pair.b);
    await Promise.all([synced(onA), synced(onB)]);
    onA.text.insert(0, 'from A;');
    await until(() => onB.text.toString(), (t) => t === 'from A;');
    onB.text.insert(onB.text.length, 'from B;');
    await until(() => onA.text.toString(), (t) => t === 'from A;from B;');
  });

  it('a process killed mid-edit and restarted loses nothing once clients reconnect; all converge', async () => {
    const { b } = pair;
    const writer = open(pair.a);
    const other = open(b);
    await Promise.all([synced(writer), synced(other)]);
    const typed: string[] = [];
    const type = (client: NotesClient, mark: string) => {
      typed.push(mark);
      client.text.insert(client.text.length, mark);
    };
    // typing on A, and killing A between two keystrokes
    for (let i = 0; i < 40; i += 1) {
      type(writer, `a${i};`);
      if (i === 25) void pair.a.kill('SIGKILL');
      await new Promise((r) => setTimeout(r, 10));
    }
    await until(() => writer.provider.wsconnected, (connected) => !connected);
    // both sides edit while A is down: the writer offline, the other through B
    for (let i = 0; i < 5; i += 1) type(writer, `offline${i};`);
    for (let i = 0; i < 5; i += 1) type(other, `b${i};`);
    pair.a = await startServerProcess(pair.a.port, pair.env);
    await until(() => [writer.text.toString(), other.text.toString(), writer.provider.synced], ([x, y, s]) => s === true && x === y, 20_000);
    const text = writer.text.toString();
    for (const mark of typed) expect(text).toContain(mark);

    // and it is all in SQL: once every client left and both processes unloaded the document, a
    // new client loads the same text
    writer.destroy();
    other.destroy();
    await new Promise((r) => setTimeout(r, 1500));
    expect(await storedText()).toBe(text);
    const fresh = open(pair.a);
    await synced(fresh);
    expect(fresh.text.toString()).toBe(text);
    const viaB = open(b);
    await synced(viaB);
    expect(viaB.text.toString()).toBe(text);
  });
});
