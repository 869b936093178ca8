import { randomUUID } from 'node:crypto';
import * as Y from 'yjs';
import * as encoding from 'lib0/encoding';
import * as syncProtocol from 'y-protocols/sync';
import { WebSocket } from 'ws';
import { describe, expect, it } from 'vitest';
import { doc as fixture, node } from '../../../../model/documents/snapshotFixtures';
import type { DocumentElement } from '../../../../model/documents/elementModel';
import { STRUCTURE_RIGHTS_MESSAGE } from '../../../../model/documents/structureRights';
import { contentFragment, metaMap } from '../../../../realtime/yjs/structuredDoc/docLayout';
import { addElement, moveElementTo, removeElement } from '../../../../realtime/yjs/structuredDoc/docOperations';
import { fillFragment, fragmentToMarkdown } from '../../../../realtime/yjs/structuredDoc/markdownContent';
import { readSnapshot, seedDoc } from '../../../../realtime/yjs/structuredDoc/snapshotBinding';
import { MESSAGE_SYNC, RelayDocument } from '../../../relay';
import type { RelayConnection } from '../../../relay';
import { CHANGE_REFUSED_KEY, sdocGuardHook } from './sdocGuard';

// A content-only editor's updates against the relay core with the guard hook: the tree changes it
// may not make are undone for everyone, the rest stays.
function connection(limited: boolean, userId: string): RelayConnection {
  const socket = { readyState: WebSocket.OPEN, send: () => undefined } as unknown as WebSocket;
  return { socket, userId, canWrite: true, limited, awarenessIds: new Set() };
}

const paragraph = (innerId: string): DocumentElement => ({ innerId, kind: 'ContentHolder', title: '', content: '', settings: {} });
const section = (innerId: string): DocumentElement => ({ innerId, kind: 'Section', title: '', content: '', settings: {} });

async function setUp() {
  const refusals: string[] = [];
  const guard = sdocGuardHook({ onRefused: (_doc, userId, message) => refusals.push(`${userId}: ${message}`) });
  const relay = new RelayDocument(`sdoc:${randomUUID()}`, [guard]);
  await guard.onLoad!(relay);
  seedDoc(relay.doc, fixture(node('Section', 's1', {}, [node('ContentHolder', 'p1')]), node('Section', 's2')), 'd1');
  // the client: a replica kept in sync both ways
  const client = new Y.Doc();
  Y.applyUpdate(client, Y.encodeStateAsUpdate(relay.doc));
  relay.doc.on('update', (update: Uint8Array) => Y.applyUpdate(client, update, 'relay'));
  const send = (conn: RelayConnection, change: (doc: Y.Doc) => void): void => {
    const updates: Uint8Array[] = [];
    const collect = (update: Uint8Array, origin: unknown) => origin !== 'relay' && updates.push(update);
    client.on('update', collect);
    change(client);
    client.off('update', collect);
    for (const update of updates) {
      const encoder = encoding.createEncoder();
      encoding.writeVarUint(encoder, MESSAGE_SYNC);
      syncProtocol.writeUpdate(encoder, update);
      expect(relay.receive(conn, encoding.toUint8Array(encoder))).toBeNull();
    }
  };
  const tree = (d: Y.Doc) => readSnapshot(d).snapshot.children;
  return { relay, client, send, tree, refusals, guard };
}

describe('sdocGuardHook', () => {
  it('lets a content-only editor type and add, move and delete paragraphs', async () => {
    const { relay, client, send, tree, refusals } = await setUp();
    const editor = connection(true, 'ann');
    send(editor, (d) => fillFragment(contentFragment(d, 'p1'), 'Текст'));
    send(editor, (d) => addElement(d, { parentId: 's2', index: 0, element: paragraph('p2') }));
    send(editor, (d) => moveElementTo(d, 'p1', 'root', 0));
    send(editor, (d) => removeElement(d, 'p2'));
    expect(tree(relay.doc)).toEqual({ root: ['p1', 's1', 's2'] });
    expect(fragmentToMarkdown(contentFragment(relay.doc, 'p1'))).toBe('Текст');
    expect(tree(client)).toEqual(tree(relay.doc));
    expect(refusals).toEqual([]);
  });

  it('undoes for everyone a section added, moved or deleted by a content-only editor, and tells them', async () => {
    const { relay, client, send, tree, refusals } = await setUp();
    const editor = connection(true, 'ann');
    const start = tree(relay.doc);
    send(editor, (d) => addElement(d, { parentId: 'root', index: 2, element: section('s3') }));
    expect(tree(relay.doc)).toEqual(start);
    send(editor, (d) => moveElementTo(d, 's2', 's1', 0));
    expect(tree(relay.doc)).toEqual(start);
    send(editor, (d) => removeElement(d, 's1'));
    expect(tree(relay.doc)).toEqual(start);
    expect(relay.doc.getMap('elements').has('p1')).toBe(true);
    // the writer's replica got the undoing changes too, and still edits on afterwards
    expect(tree(client)).toEqual(start);
    send(editor, (d) => fillFragment(contentFragment(d, 'p1'), 'после отказа'));
    expect(fragmentToMarkdown(contentFragment(relay.doc, 'p1'))).toBe('после отказа');
    expect(refusals).toEqual(Array(3).fill(`ann: ${STRUCTURE_RIGHTS_MESSAGE}`));
    expect(metaMap(client).get(CHANGE_REFUSED_KEY)).toMatchObject({ userId: 'ann', message: STRUCTURE_RIGHTS_MESSAGE });
  });

  it('lets an editor with the structure right do anything', async () => {
    const { relay, send, tree, refusals } = await setUp();
    const author = connection(false, 'bob');
    send(author, (d) => addElement(d, { parentId: 'root', index: 2, element: section('s3') }));
    send(author, (d) => moveElementTo(d, 's2', 's1', 1));
    expect(tree(relay.doc)).toEqual({ root: ['s1', 's3'], s1: ['p1', 's2'] });
    expect(refusals).toEqual([]);
  });

  it('checks against the tree others changed in between', async () => {
    const { relay, send, tree, refusals } = await setUp();
    const [author, editor] = [connection(false, 'bob'), connection(true, 'ann')];
    send(editor, (d) => fillFragment(contentFragment(d, 'p1'), 'a'));
    send(author, (d) => addElement(d, { parentId: 'root', index: 2, element: section('s3') }));
    send(editor, (d) => addElement(d, { parentId: 's3', index: 0, element: paragraph('p3') }));
    expect(tree(relay.doc)).toEqual({ root: ['s1', 's2', 's3'], s1: ['p1'], s3: ['p3'] });
    send(editor, (d) => moveElementTo(d, 's3', 's1', 1));
    expect(tree(relay.doc)).toEqual({ root: ['s1', 's2', 's3'], s1: ['p1'], s3: ['p3'] });
    expect(refusals).toHaveLength(1);
  });
});
