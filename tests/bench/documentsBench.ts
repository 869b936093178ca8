import WebSocket from 'ws';
import * as Y from 'yjs';
import { WebsocketProvider } from 'y-websocket';
import { loadConfig } from '../../collab-server/config';
import { createServer } from '../../collab-server/server';
import { createDocument } from '../../collab-server/documents/structured/documentCommands';
import { saveDocument } from '../../collab-server/documents/structured/documentSaver';
import { loadDocument } from '../../collab-server/documents/structured/documentRepository';
import { DOCUMENT_ROLES } from '../../collab-server/documents/structured/access/documentAccess';
import { addTestUser } from '../integration/testServer';
import { notesDocument, structuredDocument } from '../../realtime/protocol/relay';
import { contentFragment } from '../../realtime/yjs/structuredDoc/docLayout';
import { fillFragment, markdownToProseMirrorJSON, proseMirrorJSONToMarkdown, type ProseMirrorJSON } from '../../realtime/yjs/structuredDoc/markdownContent';
import { readSnapshot, seedDoc } from '../../realtime/yjs/structuredDoc/snapshotBinding';
import { diffSnapshots } from '../../model/documents/documentDiff';
import type { DocumentSnapshot } from '../../model/documents/elementModel';
import { bigSnapshot, paragraph } from './bigDocument';
import { report } from './benchReport';

// Structured documents: (a) the save diff of a 2,000-element live document after one keystroke
// (readSnapshot + diffSnapshots) beside serialising the same text as one plain Tiptap document;
// (b) 5 y-websocket editors typing into one `sdoc:` document (reconciled into saves) beside the
// same editors on a plain Y.XmlFragment document with no structure: keystroke to other editor.
const EDITORS = 5;
const TYPING_MS = Number(process.env.BENCH_DOCUMENTS_SECONDS ?? 8) * 1000;
const KEYS_PER_SECOND = 5;
const PASSWORD = 'bench-documents-admin';
// the reference takes seconds a run: one in the quick run
const PLAIN_RUNS = process.env.BENCH_QUICK === 'on' ? 1 : 5;

/** The same text as one ProseMirror document: a heading per section, then its paragraphs. */
function plainDocument(snapshot: DocumentSnapshot): ProseMirrorJSON {
  const content: ProseMirrorJSON[] = [];
  for (const section of snapshot.children[snapshot.rootId] ?? []) {
    content.push({ type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: snapshot.elements[section]!.title }] });
    for (const holder of snapshot.children[section] ?? []) content.push(...(markdownToProseMirrorJSON(snapshot.elements[holder]!.content).content ?? []));
  }
  return { type: 'doc', content };
}

const percentile = (values: number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const row = (label: string, values: number[]) =>
  console.log(`    ${label.padEnd(46)} p50 ${percentile(values, 0.5).toFixed(2).padStart(9)} ms  p95 ${percentile(values, 0.95).toFixed(2).padStart(9)} ms  (${values.length})`);

function benchSaveDiff(): void {
  const snapshot = bigSnapshot('root', (n) => `e${n}`);
  const doc = new Y.Doc();
  let t0 = performance.now();
  seedDoc(doc, snapshot, 'bench');
  const seedMs = performance.now() - t0;
  t0 = performance.now();
  const base = readSnapshot(doc).snapshot;
  const firstReadMs = performance.now() - t0;
  const holders = Object.keys(snapshot.elements).filter((id) => snapshot.elements[id]!.kind === 'ContentHolder');
  const live: number[] = [];
  const plain: number[] = [];
  const json = plainDocument(snapshot);
  for (let i = 0; i < 200; i++) {
    const text = (contentFragment(doc, holders[i % holders.length]!).get(0) as Y.XmlElement).get(0) as Y.XmlText;
    text.insert(0, 'x');
    t0 = performance.now();
    const diff = diffSnapshots(base, readSnapshot(doc).snapshot);
    live.push(performance.now() - t0);
    if (diff.changed.length !== Math.min(i + 1, holders.length)) throw new Error(`unexpected diff of ${diff.changed.length} elements`);
  }
  // the reference is slow (prosemirror-markdown's serialiser grows faster than the text): fewer runs
  for (let i = 0; i < PLAIN_RUNS; i++) {
    const first = json.content![1]!.content![0]!;
    first.text = `x${first.text ?? ''}`;
    t0 = performance.now();
    proseMirrorJSONToMarkdown(json);
    plain.push(performance.now() - t0);
  }
  console.log(`\n  (a) save diff of a ${Object.keys(snapshot.elements).length.toLocaleString('ru-RU')}-element document after one keystroke`);
  console.log(`    seeding the Y.Doc ${seedMs.toFixed(0)} ms; first readSnapshot (every fragment serialised) ${firstReadMs.toFixed(0)} ms`);
  row('live: readSnapshot + diffSnapshots', live);
  row('reference: whole plain Tiptap doc → Markdown', plain);
  report('document save diff ÷ whole Markdown', percentile(live, 0.5) / percentile(plain, 0.5), null);
}

type Editor = { doc: Y.Doc; provider: WebsocketProvider; text: () => Y.XmlText };

async function typingLatency(url: string, docName: string, token: string, fragmentOf: (doc: Y.Doc, i: number) => Y.XmlFragment): Promise<number[]> {
  const editors: Editor[] = [];
  for (let i = 0; i < EDITORS; i++) {
    const doc = new Y.Doc();
    const provider = new WebsocketProvider(url, docName, doc, { params: { token }, WebSocketPolyfill: WebSocket as unknown as typeof globalThis.WebSocket, disableBc: true });
    await new Promise<void>((resolve) => (provider.synced ? resolve() : provider.once('sync', () => resolve())));
    editors.push({ doc, provider, text: () => (fragmentOf(doc, i).get(0) as Y.XmlElement).get(0) as Y.XmlText });
  }
  // each editor types into its own paragraph; a keystroke is seen when that paragraph's length reaches it
  const sentAt = editors.map(() => new Map<number, number>());
  const latencies: number[] = [];
  const paragraphText = (doc: Y.Doc, i: number) => (fragmentOf(doc, i).get(0) as Y.XmlElement).get(0) as Y.XmlText;
  for (const [r, receiver] of editors.entries()) {
    editors.forEach((_, i) => {
      if (i === r) return;
      let seen = paragraphText(receiver.doc, i).length;
      fragmentOf(receiver.doc, i).observeDeep(() => {
        const length = paragraphText(receiver.doc, i).length;
        const now = performance.now();
        for (let k = seen + 1; k <= length; k++) {
          const sent = sentAt[i]!.get(k);
          if (sent !== undefined) latencies.push(now - sent);
        }
        seen = Math.max(seen, length);
      });
    });
  }
  const timers = editors.map((editor, i) =>
    setInterval(() => {
      const text = editor.text();
      text.insert(text.length, 'a');
      sentAt[i]!.set(text.length, performance.now());
    }, 1000 / KEYS_PER_SECOND),
  );
  await new Promise((r) => setTimeout(r, TYPING_MS));
  timers.forEach(clearInterval);
  await new Promise((r) => setTimeout(r, 500));
  for (const editor of editors) {
    editor.provider.destroy();
    editor.doc.destroy();
  }
  return latencies;
}

async function benchTyping(): Promise<void> {
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: 'memory://', LOG_LEVEL: 'warn', DEMO_DATA: 'off', OSA_ADMIN_PASSWORD: PASSWORD, PLUGINS_DIR: '' });
  const server = await createServer(config);
  try {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: 'admin', password: PASSWORD }) });
    const { jwtToken } = (await login.json()) as { jwtToken: string };
    const admin = await server.ctx.db.selectFrom('users').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow();
    const header = await createDocument(server.ctx, admin.id, { kind: 'structured', name: 'Бенчмарк' });
    const stored = (await loadDocument(server.ctx.db, header.id))!;
    const big = bigSnapshot(stored.snapshot.rootId, () => crypto.randomUUID());
    big.elements[big.rootId] = stored.snapshot.elements[stored.snapshot.rootId]!;
    const saved = await saveDocument(server.ctx, { documentId: header.id, updateId: stored.updateId, userId: admin.id, tabSessionId: 'bench', diff: diffSnapshots(stored.snapshot, big) });
    if (saved.status !== 'saved') throw new Error(`seeding the bench document: ${saved.status}`);
    const holders = Object.values(big.children).flat().filter((id) => big.elements[id]!.kind === 'ContentHolder');
    const url = `${base.replace(/^http/, 'ws')}/collab`;

    const live = await typingLatency(url, structuredDocument(header.id), jwtToken, (doc, i) => contentFragment(doc, holders[i * 7]!));
    // the same as editors with the content right only: each update passes the relay's rights check (sdocGuard.ts)
    const contentEditor = await addTestUser(server, 'bench-content-editor');
    const role = await server.ctx.db.selectFrom('roles').select('id').where('code', '=', DOCUMENT_ROLES.contentEditor).executeTakeFirstOrThrow();
    await server.ctx.db.insertInto('assignments').values({ id: crypto.randomUUID(), obj_id: header.id, user_id: contentEditor.id, role_id: role.id }).execute();
    const limited = await typingLatency(url, structuredDocument(header.id), contentEditor.token, (doc, i) => contentFragment(doc, holders[i * 7 + 3]!));
    // the reference: the same editors on a document of plain fragments (the notepad kind: no structure, no reconciliation)
    const plainName = notesDocument(admin.id);
    const setup = new Y.Doc();
    for (let i = 0; i < EDITORS; i++) fillFragment(setup.getXmlFragment(`plain:${i}`), paragraph(i));
    const seeder = new WebsocketProvider(url, plainName, setup, { params: { token: jwtToken }, WebSocketPolyfill: WebSocket as unknown as typeof globalThis.WebSocket, disableBc: true });
    await new Promise<void>((resolve) => seeder.once('sync', () => resolve()));
    await new Promise((r) => setTimeout(r, 300));
    seeder.destroy();
    const plain = await typingLatency(url, plainName, jwtToken, (doc, i) => doc.getXmlFragment(`plain:${i}`));
    const after = (await loadDocument(server.ctx.db, header.id))!;
    console.log(`\n  (b) ${EDITORS} editors typing ${KEYS_PER_SECOND} keys/s each for ${TYPING_MS / 1000} s: keystroke → another editor`);
    row(`sdoc: ${Object.keys(big.elements).length}-element document, reconciled`, live);
    row('sdoc, the same as content-only editors (rights checked live)', limited);
    row('reference: plain Y.XmlFragment document', plain);
    console.log(`    saves made by reconciliation meanwhile: ${BigInt(after.updateId) - BigInt(saved.updateId)}`);
  } finally {
    await server.close();
  }
}

export async function benchDocuments(): Promise<void> {
  console.log('\n=== Structured documents ===');
  benchSaveDiff();
  await benchTyping();
  const { benchDocumentPaint } = await import('./documentsPaint');
  await benchDocumentPaint();
}
