import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseConformance } from '../../../model/owl/testing/conformance';
import { closureBySql } from './closureFloor';
import { benchEditToPushed } from './editToPushed';
import { syntheticEl } from './syntheticOntologies';
import { report } from '../benchReport';

// `npm run bench -- reasoning` (issue 16): the built-in OWL 2 EL classifier (model/reasoner) on
// (r1) so.owl and (r2) a synthetic EL ontology of BENCH_REASONING_CLASSES classes (default 100,000)
// with existential restrictions — time and peak memory, each in a process of its own — beside the
// transitive closure of the same asserted hierarchy by a recursive CTE on PGlite in the same run
// (the floor: what merely walking the told hierarchy costs); (r3) the deep-taxonomy benchmark
// (BENCH_DEEP_LEVELS levels, default 100,000: C0 ⊑ C1 ⊑ … with an individual of C0, is it in the
// last class?) beside N3.js's forward-chaining reasoner on the same input; (r4) the time from an edit
// to updated inferences pushed on so.owl, through the running server (editToPushed.ts, the reasoner
// service's own measurement).
// Figures are printed, not asserted.
const CLASSES = Number(process.env.BENCH_REASONING_CLASSES ?? 100_000);
const LEVELS = Number(process.env.BENCH_DEEP_LEVELS ?? 100_000);
const CHILD = fileURLToPath(new URL('./reasoningChild.ts', import.meta.url));

type ChildFigures = { ms: number[]; peakHeapMb: number; maxRssMb: number; detail: string };

/** Runs one case of reasoningChild.ts in a fresh Node process and reads its figures. */
function inChild(which: string, size = 0): Promise<ChildFigures> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--expose-gc', '--max-old-space-size=6144', '--import', 'tsx', CHILD, which, String(size)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const line = out.trim().split('\n').at(-1) ?? '';
      if (code !== 0 || !line.startsWith('{')) reject(new Error(`reasoning case "${which}" ended with code ${code}: ${out}`));
      else resolve(JSON.parse(line) as ChildFigures);
    });
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const ms = (v: number) => `${v.toFixed(0).padStart(8)} ms`;
const num = (n: number) => n.toLocaleString('ru-RU');

function printCase(label: string, f: ChildFigures): void {
  const timing = f.ms.length > 1 ? `median ${ms(median(f.ms))} (first ${f.ms[0]!.toFixed(0)} ms, ${f.ms.length} runs)` : `${ms(f.ms[0]!)} (1 run)`;
  console.log(`    ${label.padEnd(28)} ${timing}  peak heap +${f.peakHeapMb} MB, process max RSS ${f.maxRssMb} MB`);
  console.log(`    ${''.padEnd(28)} ${f.detail}`);
}

export async function benchReasoning(pgUrl: string): Promise<void> {
  console.log('\n=== OWL 2 EL reasoning (model/reasoner) ===');

  const soAxioms = await parseConformance('so.owl');
  const soEdges = new Map<string, number>();
  const soPairs: [number, number][] = [];
  const idOf = (iri: string) => soEdges.get(iri) ?? (soEdges.set(iri, soEdges.size), soEdges.size - 1);
  for (const a of soAxioms) if (a.t === 'SubClassOf' && a.sub.t === 'Class' && a.sup.t === 'Class') soPairs.push([idOf(a.sub.iri), idOf(a.sup.iri)]);
  console.log(`\n  (r1) so.owl: ${num(soAxioms.length)} axioms, ${num(soPairs.length)} asserted named subclass edges`);
  const soClassified = await inChild('so');
  printCase('classify (EL saturation)', soClassified);
  const soFloor = await closureBySql(soPairs);
  report('so.owl classification ÷ SQL closure', median(soClassified.ms) / soFloor.ms, null);
  console.log(`    ${'SQL closure (recursive CTE)'.padEnd(28)} median ${ms(soFloor.ms)} → ${num(soFloor.rows)} closure rows (PGlite)`);

  const synthetic = syntheticEl(CLASSES);
  console.log(`\n  (r2) synthetic EL ontology: ${num(CLASSES)} classes, ${num(synthetic.input.axioms.length)} axioms (existentials on 10 roles, a role hierarchy, a transitive role, defined classes)`);
  const syn = await inChild('synthetic', CLASSES);
  printCase('classify (EL saturation)', syn);
  const synFloor = await closureBySql(synthetic.edges, 1);
  console.log(`    ${'SQL closure (recursive CTE)'.padEnd(28)} ${ms(synFloor.ms)} → ${num(synFloor.rows)} closure rows (PGlite, 1 run)`);
  console.log(`    classify / SQL closure: ×${(median(syn.ms) / synFloor.ms).toFixed(1)}`);

  console.log(`\n  (r3) deep taxonomy: ${num(LEVELS)} levels, one individual of C0, is it in C${LEVELS}?`);
  const deep = await inChild('deep', LEVELS);
  printCase('ours (realisation)', deep);
  const n3 = await inChild('deep-n3', LEVELS);
  printCase('N3.js Reasoner (rdfs rule)', n3);
  console.log(`    ours / N3.js: ×${(median(deep.ms) / median(n3.ms)).toFixed(2)}`);

  // the quick run leaves it out (BENCH_REASONER_EDITS=0): it imports so.owl into both stores again
  if (Number(process.env.BENCH_REASONER_EDITS ?? 10) > 0) await benchEditToPushed(pgUrl);
}
