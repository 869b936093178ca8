import { getHeapStatistics } from 'node:v8';
import { Parser, Reasoner, Store } from 'n3';
import { parseConformance } from '../../../model/owl/testing/conformance';
import { classify } from '../../../model/reasoner/classify';
import { isInstanceOf, saturateOntology } from '../../../model/reasoner/saturateOntology';
import type { ReasonerInput } from '../../../model/reasoner/types';
import { deepTaxonomy, syntheticEl } from './syntheticOntologies';

// One measured case in a process of its own, so that its peak memory is its own: prints one line of
// JSON { ms, peakHeapMb, maxRssMb, … }. peakHeapMb: the most the JS heap plus array buffers grew over
// what the input already took, sampled at each progress report and at the end; maxRssMb: the
// process's whole maximum resident set (Node, tsx and the input included). Started by reasoningBench.ts (`node --expose-gc --import tsx`).

type Figures = { ms: number[]; peakHeapMb: number; maxRssMb: number; detail: string };

const heapNow = () => getHeapStatistics().used_heap_size + process.memoryUsage().arrayBuffers;

function measured(runs: number, work: (sample: () => void) => string): Figures {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const baseHeap = heapNow();
  let peakHeap = 0;
  const sample = () => {
    peakHeap = Math.max(peakHeap, heapNow() - baseHeap);
  };
  const ms: number[] = [];
  let detail = '';
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    detail = work(sample);
    ms.push(performance.now() - t0);
    sample();
    gc?.();
  }
  const mb = (bytes: number) => Math.round(bytes / 1e5) / 10;
  return { ms, peakHeapMb: mb(peakHeap), maxRssMb: mb(process.resourceUsage().maxRSS * 1024), detail };
}

function classifyCase(input: ReasonerInput, runs: number): Figures {
  return measured(runs, (sample) => {
    const r = classify(input, { onProgress: sample });
    const inferred = r.inferences.filter((i) => i.kind === 'subClassOf' || i.kind === 'equivalentClass').length;
    return `${r.stats.classes.toLocaleString('ru-RU')} classes, ${input.axioms.length.toLocaleString('ru-RU')} axioms → ${inferred.toLocaleString('ru-RU')} inferred subsumptions, ${r.unused.length} unused axioms`;
  });
}

async function run(which: string, size: number): Promise<Figures> {
  if (which === 'so') {
    const axioms = await parseConformance('so.owl');
    return classifyCase({ axioms: axioms.map((axiom, i) => ({ id: String(i), axiom })) }, 5);
  }
  if (which === 'synthetic') return classifyCase(syntheticEl(size).input, 1);
  const deep = deepTaxonomy(size);
  if (which === 'deep') {
    return measured(1, (sample) => {
      const s = saturateOntology(deep.input, { onProgress: sample }, { classes: false });
      return `member of the last class: ${isInstanceOf(s, deep.individual, deep.last)}`;
    });
  }
  // N3.js: the same taxonomy as triples, and the RDFS type-propagation rule in N3
  const RDF_TYPE = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type';
  const SUBCLASS = 'http://www.w3.org/2000/01/rdf-schema#subClassOf';
  const rules = new Store(new Parser({ format: 'text/n3' }).parse(`{ ?x <${RDF_TYPE}> ?c . ?c <${SUBCLASS}> ?d } => { ?x <${RDF_TYPE}> ?d } .`));
  const lines: string[] = [];
  for (const { axiom } of deep.input.axioms) {
    if (axiom.t === 'SubClassOf' && axiom.sub.t === 'Class' && axiom.sup.t === 'Class') lines.push(`<${axiom.sub.iri}> <${SUBCLASS}> <${axiom.sup.iri}> .`);
    if (axiom.t === 'ClassAssertion' && axiom.cls.t === 'Class') lines.push(`<${axiom.individual}> <${RDF_TYPE}> <${axiom.cls.iri}> .`);
  }
  const store = new Store(new Parser().parse(lines.join('\n')));
  return measured(1, () => {
    new Reasoner(store).reason(rules);
    const found = store.countQuads(deep.individual, RDF_TYPE, deep.last, null) > 0;
    return `member of the last class: ${found}`;
  });
}

const [which = 'so', size = '0'] = process.argv.slice(2);
process.stdout.write(`${JSON.stringify(await run(which, Number(size)))}\n`);
