import { firstPaint, withPaintServer } from './firstPaint';
import { createDocument } from '../../collab-server/documents/structured/documentCommands';
import { saveDocument } from '../../collab-server/documents/structured/documentSaver';
import { loadDocument } from '../../collab-server/documents/structured/documentRepository';
import { diffSnapshots } from '../../model/documents/documentDiff';
import type { DocumentSnapshot } from '../../model/documents/elementModel';
import { BIG_DOCUMENT_ELEMENTS, bigSnapshot } from './bigDocument';

// Loading a 2,000-element structured document: POST document/fetch and document/render through
// HTTP, then the first paint of its viewer and of its live editor in headless Chromium — each
// beside the same text as one simple document edited in a plain Tiptap editor (no Yjs, no
// structure): GET /api/simpleDocs/{id} (its Markdown and HTML in one answer) and /docs/edit/{id}.
const RUNS = Number(process.env.BENCH_DOCUMENT_PAINT_RUNS ?? 5);
const HTTP_RUNS = process.env.BENCH_QUICK === 'on' ? 3 : 10;

async function json(res: Response): Promise<any> {
  const body = await res.json();
  if (!res.ok || body.error) throw new Error(`${res.url}: ${res.status} ${JSON.stringify(body.error)}`);
  return body;
}


/** The document's text as one Markdown text: a heading per section, then its paragraphs. */
function asOneMarkdown(s: DocumentSnapshot): string {
  const parts: string[] = [];
  for (const section of s.children[s.rootId] ?? []) {
    parts.push(`## ${s.elements[section]!.title}`);
    for (const holder of s.children[section] ?? []) parts.push(s.elements[holder]!.content);
  }
  return parts.join('\n\n');
}

const pct = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? 0;
const line = (name: string, xs: number[]) => console.log(`    ${name.padEnd(50)} p50 ${pct(xs, 0.5).toFixed(0).padStart(6)} ms  p95 ${pct(xs, 0.95).toFixed(0).padStart(6)} ms  (${xs.length})`);

async function timed(runs: number, call: () => Promise<unknown>): Promise<number[]> {
  await call();
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await call();
    out.push(performance.now() - t0);
  }
  return out;
}

export async function benchDocumentPaint(): Promise<void> {
  console.log(`\n  (c) loading a ${(BIG_DOCUMENT_ELEMENTS - 1).toLocaleString('ru-RU')}-element document: HTTP (${HTTP_RUNS} runs) and first paint in headless Chromium (${RUNS} cold loads after a warm-up)`);
  await withPaintServer(async ({ server, browser, origin, token, adminId }) => {
    const header = await createDocument(server.ctx, adminId, { kind: 'structured', name: 'Большой документ' });
    const stored = (await loadDocument(server.ctx.db, header.id))!;
    const big = bigSnapshot(stored.snapshot.rootId, () => crypto.randomUUID());
    big.elements[big.rootId] = stored.snapshot.elements[stored.snapshot.rootId]!;
    const saved = await saveDocument(server.ctx, { documentId: header.id, updateId: stored.updateId, userId: adminId, tabSessionId: 'bench', diff: diffSnapshots(stored.snapshot, big) });
    if (saved.status !== 'saved') throw new Error(`seeding the bench document: ${saved.status}`);
    const post = (call: string) => async () => json(await fetch(`${origin}/api/document/${call}`, { method: 'POST', headers: { authorization: token, 'content-type': 'application/json' }, body: JSON.stringify({ documentId: header.id }) }));
    const simple = await json(await fetch(`${origin}/api/simpleDocs`, { method: 'POST', headers: { authorization: token, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Тот же текст' }) }));
    await json(await fetch(`${origin}/api/simpleDocs/${simple.id}`, { method: 'PATCH', headers: { authorization: token, 'content-type': 'application/json' }, body: JSON.stringify({ content: asOneMarkdown(big) }) }));

    console.log(`    ${Object.keys(big.elements).length.toLocaleString('ru-RU')} elements; the same text as one simple document: ${asOneMarkdown(big).length.toLocaleString('ru-RU')} characters of Markdown`);
    line('document/fetch (snapshot, rights)', await timed(HTTP_RUNS, post('fetch')));
    line('document/render (HTML of every element)', await timed(HTTP_RUNS, post('render')));
    line('reference: GET simpleDocs/{id} (Markdown + HTML)', await timed(HTTP_RUNS, async () => json(await fetch(`${origin}/api/simpleDocs/${simple.id}`, { headers: { authorization: token } }))));

    const url = (route: string) => `${origin}${route}?jwtToken=${encodeURIComponent(token)}`;
    const screens = [
      ['viewer /structuredDocuments/view: first element', url(`/structuredDocuments/view/${header.id}`), '[data-testid="sdoc-content"] [data-element-id]'],
      ['editor /structuredDocuments/edit: first element', url(`/structuredDocuments/edit/${header.id}`), '[data-testid="sdoc-canvas"] [data-element-id]'],
      ['reference: plain Tiptap /docs/edit: first paragraph', url(`/docs/edit/${simple.id}`), '.ProseMirror p'],
    ] as const;
    for (const [, address, selector] of screens) await firstPaint(browser, address, selector, { width: 1440, height: 900 });
    const results = screens.map(() => [] as number[]);
    for (let run = 0; run < RUNS; run++) for (const [i, [, address, selector]] of screens.entries()) results[i]!.push(await firstPaint(browser, address, selector, { width: 1440, height: 900 }));
    screens.forEach(([name], i) => line(name, results[i]!));
  });
}
