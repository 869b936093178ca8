import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { structuredDocument } from '../../realtime/protocol/relay';
import { contentFragment, savedMark } from '../../realtime/yjs/structuredDoc/docLayout';
import { addElement } from '../../realtime/yjs/structuredDoc/docOperations';
import { fillFragment, fragmentToMarkdown } from '../../realtime/yjs/structuredDoc/markdownContent';
import { readSnapshot } from '../../realtime/yjs/structuredDoc/snapshotBinding';
import { element, starterIds } from './documentsTestKit';
import { loadedDocumentSchema } from '../../realtime/protocol/documents/structured';
import { openClient, synced, until, type NotesClient } from './relayTestKit';
import { startProcessPair, type ProcessPair, type ServerProcess } from './relayProcesses';

// Two server processes on one PostgreSQL schema and one Redis, editors of one structured document
// on each: both seed it at once without doubling it, both converge, each change is saved once.
const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

describe.runIf(databaseUrl && redisUrl)('live structured documents across two server processes', () => {
  let pair: ProcessPair;
  const clients: NotesClient[] = [];
  const open = (server: ServerProcess, documentId: string) => {
    const client = openClient(`${server.url.replace(/^http/, 'ws')}/collab`, structuredDocument(documentId), pair.token);
    clients.push(client);
    return client;
  };
  const api = async (server: ServerProcess, path: string, body: unknown): Promise<unknown> => {
    const res = await fetch(`${server.url}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${pair.token}` }, body: JSON.stringify(body) });
    return res.json();
  };
  const fetchDocument = async (server: ServerProcess, documentId: string) => loadedDocumentSchema.parse(await api(server, '/document/fetch', { documentId }));

  beforeAll(async () => {
    pair = await startProcessPair('sdmp');
  }, 120_000);
  afterAll(async () => {
    for (const client of clients) client.destroy();
    await pair?.stop();
  });

  it('both processes seed one document at once; editors on each converge; every change is saved once', async () => {
    const { a, b, query } = pair;
    const { id } = (await api(a, '/documents', { name: 'Два процесса' })) as { id: string };
    const loaded = await fetchDocument(a, id);
    const { section, holder } = starterIds(loaded);
    const [onA, onB] = [open(a, id), open(b, id)];
    await Promise.all([synced(onA), synced(onB)]);
    // seeded by both processes, seen once by each editor
    await new Promise((r) => setTimeout(r, 300));
    expect(Object.keys(readSnapshot(onA.doc).snapshot.elements).sort()).toEqual(Object.keys(loaded.snapshot.elements).sort());
    expect(readSnapshot(onB.doc).snapshot).toEqual(readSnapshot(onA.doc).snapshot);

    fillFragment(contentFragment(onA.doc, holder), 'С процесса A');
    const added = element('ContentHolder', { content: 'С процесса B' });
    expect(addElement(onB.doc, { parentId: section, index: 1, element: added })).toBeNull();
    await until(() => [onA, onB].map((c) => JSON.stringify(readSnapshot(c.doc).snapshot)), ([x, y]) => x === y && x!.includes('С процесса B') && x!.includes('С процесса A'));

    const stored = await until(
      () => fetchDocument(b, id),
      (d) => d.snapshot.elements[holder]?.content === 'С процесса A' && d.snapshot.elements[added.innerId]?.content === 'С процесса B',
      15_000,
    );
    await until(() => [savedMark(onA.doc)?.updateId, savedMark(onB.doc)?.updateId], ([x, y]) => x === stored.updateId && y === stored.updateId, 15_000);
    // quiet now: no process saves the same change again
    await new Promise((r) => setTimeout(r, 2000));
    const saves = await query<{ diff: unknown }>('select diff from document_saves where document_id = $1 order by update_id', [id]);
    const contentSaves = saves.filter((s) => JSON.stringify(s.diff).includes('С процесса A'));
    expect(contentSaves).toHaveLength(1);
    expect(saves.filter((s) => JSON.stringify(s.diff).includes('"added":[{'))).toHaveLength(1);
    expect((await fetchDocument(a, id)).updateId).toBe(stored.updateId);
    expect(fragmentToMarkdown(contentFragment(onB.doc, holder))).toBe('С процесса A');
  });
});
