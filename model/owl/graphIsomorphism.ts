import type { RdfTriple } from './axioms';
import { distinctTriples, termKey } from './rdfTerms';

/** Why two graphs differ, for a test's message: a triple one has and the other lacks (blank nodes shown as their colour). */
export type IsomorphismResult = { isomorphic: true } | { isomorphic: false; reason: string; onlyInA: string[]; onlyInB: string[] };

type Colouring = Map<string, number>;

const blanksOf = (g: readonly RdfTriple[]): Set<string> => {
  const out = new Set<string>();
  for (const t of g) {
    if ('blank' in t.s) out.add(t.s.blank);
    if ('blank' in t.o) out.add(t.o.blank);
  }
  return out;
};

/** Triples touching each blank node. */
function incidence(g: readonly RdfTriple[]): Map<string, RdfTriple[]> {
  const out = new Map<string, RdfTriple[]>();
  const add = (b: string, t: RdfTriple): void => {
    const list = out.get(b);
    if (list) list.push(t);
    else out.set(b, [t]);
  };
  for (const t of g) {
    if ('blank' in t.s) add(t.s.blank, t);
    if ('blank' in t.o && !('blank' in t.s && t.s.blank === t.o.blank)) add(t.o.blank, t);
  }
  return out;
}

const colouredKey = (t: RdfTriple, c: Colouring): string =>
  `${'blank' in t.s ? `#${c.get(t.s.blank)}` : termKey(t.s)} <${t.p}> ${'blank' in t.o ? `#${c.get(t.o.blank)}` : termKey(t.o)}`;

/**
 * Colour refinement over both graphs at once (1-dimensional Weisfeiler–Leman): a blank node's
 * colour is refined by the colours and ground terms around it until the partition stops splitting.
 * Colours are numbered through one shared table, so equal colours in A and B mean equal structure.
 */
function refine(a: Map<string, RdfTriple[]>, b: Map<string, RdfTriple[]>, ca: Colouring, cb: Colouring): void {
  let classes = new Set([...ca.values(), ...cb.values()]).size;
  for (;;) {
    const table = new Map<string, number>();
    const step = (inc: Map<string, RdfTriple[]>, c: Colouring): Colouring => {
      const next: Colouring = new Map();
      for (const [blank, ts] of inc) {
        const around = ts.map((t) => {
          const s = 'blank' in t.s ? (t.s.blank === blank ? '*' : `#${c.get(t.s.blank)}`) : termKey(t.s);
          const o = 'blank' in t.o ? (t.o.blank === blank ? '*' : `#${c.get(t.o.blank)}`) : termKey(t.o);
          return `${s} ${t.p} ${o}`;
        });
        const sig = `${c.get(blank)}|${around.sort().join('\n')}`;
        let id = table.get(sig);
        if (id === undefined) table.set(sig, (id = table.size));
        next.set(blank, id);
      }
      return next;
    };
    const na = step(a, ca);
    const nb = step(b, cb);
    for (const [k, v] of na) ca.set(k, v);
    for (const [k, v] of nb) cb.set(k, v);
    const now = table.size;
    if (now === classes) return;
    classes = now;
  }
}

function multiset(keys: string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const k of keys) m.set(k, (m.get(k) ?? 0) + 1);
  return m;
}

function difference(a: Map<string, number>, b: Map<string, number>): string[] {
  const out: string[] = [];
  for (const [k, n] of a) if ((b.get(k) ?? 0) < n) out.push(k);
  return out;
}

/**
 * Are two RDF graphs the same up to blank node names? Refines colours, then, while a colour is
 * shared by several blank nodes, pins one node of A to each candidate of B in turn (backtracking)
 * until every colour names one node: the colouring is then a bijection, checked triple by triple.
 */
export function compareGraphs(ga: readonly RdfTriple[], gb: readonly RdfTriple[]): IsomorphismResult {
  const a = distinctTriples(ga);
  const b = distinctTriples(gb);
  const ia = incidence(a);
  const ib = incidence(b);
  const ca: Colouring = new Map([...blanksOf(a)].map((x) => [x, 0]));
  const cb: Colouring = new Map([...blanksOf(b)].map((x) => [x, 0]));
  refine(ia, ib, ca, cb);
  const ka = multiset(a.map((t) => colouredKey(t, ca)));
  const kb = multiset(b.map((t) => colouredKey(t, cb)));
  const onlyInA = difference(ka, kb);
  const onlyInB = difference(kb, ka);
  if (a.length !== b.length || onlyInA.length || onlyInB.length) {
    return { isomorphic: false, reason: `${a.length} triples against ${b.length}`, onlyInA: onlyInA.slice(0, 20), onlyInB: onlyInB.slice(0, 20) };
  }
  return search(a, b, ia, ib, ca, cb, 0) ? { isomorphic: true } : { isomorphic: false, reason: 'no bijection of blank nodes', onlyInA: [], onlyInB: [] };
}

function search(a: RdfTriple[], b: RdfTriple[], ia: Map<string, RdfTriple[]>, ib: Map<string, RdfTriple[]>, ca: Colouring, cb: Colouring, depth: number): boolean {
  const members = new Map<number, { a: string[]; b: string[] }>();
  for (const [x, c] of ca) {
    const m = members.get(c) ?? { a: [], b: [] };
    m.a.push(x);
    members.set(c, m);
  }
  for (const [x, c] of cb) {
    const m = members.get(c) ?? { a: [], b: [] };
    m.b.push(x);
    members.set(c, m);
  }
  let shared: { a: string[]; b: string[] } | null = null;
  for (const m of members.values()) {
    if (m.a.length !== m.b.length) return false;
    if (m.a.length > 1 && (!shared || m.a.length < shared.a.length)) shared = m;
  }
  if (!shared) {
    const kb = new Set(b.map((t) => colouredKey(t, cb)));
    return a.every((t) => kb.has(colouredKey(t, ca)));
  }
  if (depth > 10_000) return false;
  const pinned = shared.a[0] as string;
  const fresh = Math.max(...ca.values(), ...cb.values()) + 1;
  for (const candidate of shared.b) {
    const na = new Map(ca);
    const nb = new Map(cb);
    na.set(pinned, fresh);
    nb.set(candidate, fresh);
    refine(ia, ib, na, nb);
    if (search(a, b, ia, ib, na, nb, depth + 1)) return true;
  }
  return false;
}

export const isomorphic = (a: readonly RdfTriple[], b: readonly RdfTriple[]): boolean => compareGraphs(a, b).isomorphic;
