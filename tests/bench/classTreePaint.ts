import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstPaint, withPaintServer } from './firstPaint';

// First paint of /class_tree with the Sequence Ontology (so.owl, 2,747 classes) imported through
// POST /api/ontology/import, in headless Chromium: cold loads until the first tree node is in the
// DOM, beside the home route's first screen measured the same way in the same run (the shell's
// own cost), so the tree's share is what is left. Figures are printed, not asserted.
const REPO = fileURLToPath(new URL('../../', import.meta.url));
const SO_OWL = path.resolve(REPO, '../shared/conformance/owl/so.owl');
const RUNS = Number(process.env.BENCH_TREE_RUNS ?? 7);
const SCREENS = { tree: '[data-testid="tree-node"]', home: '[data-testid="home-page"]' } as const;

async function json(res: Response): Promise<any> {
  const body = await res.json();
  if (!res.ok || body.error) throw new Error(`${res.url}: ${res.status} ${JSON.stringify(body.error)}`);
  return body;
}

async function importSo(api: string, token: string): Promise<Record<string, number>> {
  const form = new FormData();
  form.append('file', new Blob([await readFile(SO_OWL)]), 'so.owl');
  const { importId } = await json(await fetch(`${api}/ontology/import`, { method: 'POST', headers: { authorization: token }, body: form }));
  for (;;) {
    const status = await json(await fetch(`${api}/ontology/import/${importId}`, { headers: { authorization: token } }));
    if (status.status === 'completed') return status.counts as Record<string, number>;
    if (status.status === 'failed') throw new Error(`import failed: ${JSON.stringify(status.error)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}


const pct = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? 0;

export async function benchClassTreePaint(): Promise<void> {
  console.log(`\n=== /class_tree first paint with so.owl (headless Chromium, ${RUNS} cold loads each after a warm-up) ===`);
  await withPaintServer(async ({ browser, origin, token }) => {
    const counts = await importSo(`${origin}/api`, token);
    console.log(`  imported so.owl: ${JSON.stringify(counts)}`);
    const url = (route: string) => `${origin}${route}?jwtToken=${encodeURIComponent(token)}`;
    await firstPaint(browser, url('/class_tree'), SCREENS.tree);
    await firstPaint(browser, url('/'), SCREENS.home);
    const tree: number[] = [];
    const home: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      tree.push(await firstPaint(browser, url('/class_tree'), SCREENS.tree));
      home.push(await firstPaint(browser, url('/'), SCREENS.home));
    }
    const line = (name: string, xs: number[]) => `    ${name.padEnd(36)} p50 ${pct(xs, 0.5).toFixed(0).padStart(6)} ms  p95 ${pct(xs, 0.95).toFixed(0).padStart(6)} ms`;
    console.log(line('/class_tree: first tree node', tree));
    console.log(line('home route: first screen (reference)', home));
    console.log(`    tree / home: p50 ×${(pct(tree, 0.5) / pct(home, 0.5)).toFixed(2)}`);
  });
}
