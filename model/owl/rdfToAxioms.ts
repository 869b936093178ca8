import type { Axiom, RdfTriple } from './axioms';
import { emitAxiom } from './axiomsToRdf';
import { RdfGraph, nodeKey, predicatesOf } from './rdfGraph';
import { TripleEmitter } from './rdfExpressionWriter';
import { indexAnnotationNodes, readAnnotations, readReification } from './rdfAnnotationReader';
import { readAxiomAt, type ReaderContext, type ReadAxiom } from './rdfAxiomReader';
import { termKey, tripleKey } from './rdfTerms';
import { V } from './vocabulary';

type Entry = ReadAxiom & { live: boolean; base?: Entry };

/** A triple's shape with blank nodes blurred: what writing an axiom back must reproduce, blank labels aside. */
const shapeKey = (t: RdfTriple): string => `${'blank' in t.s ? '_' : termKey(t.s)} ${t.p} ${'blank' in t.o ? '_' : termKey(t.o)}`;

/** Writing the axiom back gives the triples it was read from (as a multiset of shapes): the reader's guarantee, checked. */
function writesBack(g: RdfGraph, entry: ReadAxiom): boolean {
  const e = new TripleEmitter();
  emitAxiom(e, entry.axiom);
  const claimed = [...new Set(entry.claim)];
  if (e.out.length !== claimed.length) return false;
  const a = e.out.map(shapeKey).sort();
  const b = claimed.map((i) => shapeKey(g.triples[i] as RdfTriple)).sort();
  return a.every((k, i) => k === b[i]) && new Set(e.out.map(tripleKey)).size === e.out.length;
}

/** The ontology's IRI: the owl:Ontology subject nothing points at (wine.rdf also types its prior version). */
function headerOf(g: RdfGraph): string | null {
  const candidates: string[] = [];
  const pointedAt = new Set<string>();
  for (const t of g.triples) {
    if ('iri' in t.o) pointedAt.add(t.o.iri);
    if (t.p === V.type && 'iri' in t.s && 'iri' in t.o && t.o.iri === V.Ontology) candidates.push(t.s.iri);
  }
  return candidates.find((c) => !pointedAt.has(c)) ?? candidates[0] ?? null;
}

/** owl:Axiom nodes: annotations of the axiom whose main triple they name. */
function attachReifications(cx: ReaderContext, entries: Entry[], owner: Int32Array): void {
  const { g } = cx;
  const byKey = new Map<string, number>();
  g.triples.forEach((t, i) => byKey.set(tripleKey(t), i));
  g.triples.forEach((t, i) => {
    if (owner[i] !== -1 || t.p !== V.type || !('blank' in t.s) || !('iri' in t.o) || t.o.iri !== V.Axiom) return;
    const claim: number[] = [];
    const r = readReification(g, t.s, V.Axiom, claim);
    const annotations = r && readAnnotations(g, t.s, r.rest, cx.annotations, claim);
    if (!r || !annotations) return;
    const mainIndex = byKey.get(tripleKey({ s: r.source as RdfTriple['s'], p: r.prop, o: r.target }));
    const baseIndex = mainIndex === undefined ? -1 : (owner[mainIndex] as number);
    const base = entries[baseIndex];
    if (mainIndex === undefined || !base?.mains.includes(mainIndex)) return;
    const annotated: Axiom = { ...base.axiom, annotations };
    if (!base.axiom.annotations) {
      const candidate = { ...base, axiom: annotated, claim: [...base.claim, ...claim] };
      if (!writesBack(g, candidate)) return;
      base.axiom = annotated;
      base.claim = candidate.claim;
      // the base's index, not entries.indexOf(base): a file has thousands of owl:Axiom nodes (so.owl 6,000)
      for (const j of claim) owner[j] = baseIndex;
      return;
    }
    // a second owl:Axiom on the same triple: the same axiom with other annotations
    const clone: Entry = { axiom: annotated, claim: [mainIndex, ...claim], mains: [], live: true, base };
    if (!writesBack(g, clone)) return;
    entries.push(clone);
    for (const j of claim) owner[j] = entries.length - 1;
  });
}

/**
 * Blank nodes are local to an axiom (writing an axiom names its own): an axiom that shares one with
 * another, or with a triple no axiom read, is given up, until none does.
 */
function keepBlankNodesLocal(g: RdfGraph, entries: Entry[], owner: Int32Array): void {
  const byBlank = new Map<string, number[]>();
  g.triples.forEach((t, i) => {
    for (const x of [t.s, t.o]) if ('blank' in x) byBlank.set(x.blank, [...(byBlank.get(x.blank) ?? []), i]);
  });
  for (let changed = true; changed; ) {
    changed = false;
    const drop = (k: number): void => {
      const e = entries[k] as Entry;
      if (!e.live) return;
      e.live = false;
      changed = true;
      for (const j of e.claim) if (owner[j] === k) owner[j] = -1;
    };
    for (const list of byBlank.values()) {
      const owners = new Set(list.map((i) => owner[i] as number));
      if (owners.size > 1) for (const k of owners) if (k >= 0) drop(k);
    }
    entries.forEach((e, k) => {
      if (e.live && e.base && !e.base.live) drop(k);
    });
  }
}

/** What no axiom read: Rdf axioms, one per group of triples joined by blank nodes (ground triples by subject). */
function leftovers(g: RdfGraph, owner: Int32Array): { first: number; axiom: Axiom }[] {
  const parent = new Map<string, string>();
  const find = (x: string): string => {
    let r = x;
    while (parent.get(r) !== r) r = parent.get(r) as string;
    parent.set(x, r);
    return r;
  };
  const groups = new Map<string, number[]>();
  // only blank nodes join triples: ground triples are grouped by their subject
  const keyOf = (t: RdfTriple): string[] => [t.s, t.o].flatMap((x) => ('blank' in x ? [nodeKey(x)] : []));
  g.triples.forEach((t, i) => {
    if (owner[i] !== -1) return;
    const keys = keyOf(t);
    for (const k of keys) if (!parent.has(k)) parent.set(k, k);
    if (keys.length === 2) parent.set(find(keys[0] as string), find(keys[1] as string));
  });
  g.triples.forEach((t, i) => {
    if (owner[i] !== -1) return;
    const blank = keyOf(t)[0];
    const root = blank ? find(blank) : nodeKey(t.s);
    groups.set(root, [...(groups.get(root) ?? []), i]);
  });
  return [...groups.values()].map((list) => ({ first: list[0] as number, axiom: { t: 'Rdf', triples: list.map((i) => g.triples[i] as RdfTriple) } }));
}

/**
 * The reverse of the W3C "OWL 2 Mapping to RDF Graphs": the axioms a graph states, in document
 * order. Whatever does not read as OWL 2 (an OWL 1 idiom, a stray triple, a blank node two axioms
 * share) is kept as an `Rdf` axiom with its triples, so `triplesOfAxioms` of the result gives back a
 * graph isomorphic to the input: nothing is lost.
 */
export function axiomsFromTriples(triples: readonly RdfTriple[]): Axiom[] {
  const g = new RdfGraph(triples);
  const cx: ReaderContext = { g, annotations: indexAnnotationNodes(g), header: headerOf(g) };
  const owner = new Int32Array(triples.length).fill(-1);
  const entries: Entry[] = [];
  const accept = (read: ReadAxiom | null): void => {
    if (!read || read.claim.some((j) => owner[j] !== -1) || !writesBack(g, read)) return;
    entries.push({ ...read, live: true });
    for (const j of read.claim) owner[j] = entries.length - 1;
  };
  // named subjects first, then the nodes that state axioms, then owl:Axiom annotations, then anonymous individuals
  triples.forEach((t, i) => {
    if ('iri' in t.s && owner[i] === -1) accept(readAxiomAt(cx, i));
  });
  triples.forEach((t, i) => {
    if ('blank' in t.s && t.p === V.type && owner[i] === -1) accept(readAxiomAt(cx, i));
  });
  attachReifications(cx, entries, owner);
  triples.forEach((t, i) => {
    if ('blank' in t.s && owner[i] === -1 && !predicatesOf(g, t.s).has(V.annotatedSource)) accept(readAxiomAt(cx, i));
  });
  keepBlankNodesLocal(g, entries, owner);
  const read = entries.filter((e) => e.live).map((e) => ({ first: Math.min(...e.claim), axiom: e.axiom }));
  return [...read, ...leftovers(g, owner)].sort((a, b) => a.first - b.first).map((x) => x.axiom);
}
