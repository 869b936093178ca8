import type { RdfTerm, RdfTriple } from './axioms';
import { nodeKey } from './rdfGraph';
import { RDF_NS, V, XSD_NS } from './vocabulary';

/**
 * RDF/XML the way Protégé writes it: one typed node element per named subject
 * (`<owl:Class rdf:about="…">`), blank nodes referenced once nested where they are used
 * (`<rdfs:subClassOf><owl:Restriction>…`), lists of resources as rdf:parseType="Collection",
 * owl:Axiom and other unreferenced blank nodes as top-level elements, literals with xml:lang or
 * rdf:datatype. IRIs are written whole, so xml:base only tells a reader where the document is.
 */
export type RdfXmlOptions = { ontologyIri?: string | null; prefixes?: Record<string, string> };

const STANDARD_PREFIXES: Record<string, string> = {
  rdf: RDF_NS,
  rdfs: 'http://www.w3.org/2000/01/rdf-schema#',
  owl: 'http://www.w3.org/2002/07/owl#',
  xsd: XSD_NS,
  xml: 'http://www.w3.org/XML/1998/namespace',
  skos: 'http://www.w3.org/2004/02/skos/core#',
  dc: 'http://purl.org/dc/elements/1.1/',
  dcterms: 'http://purl.org/dc/terms/',
  oboInOwl: 'http://www.geneontology.org/formats/oboInOwl#',
  obo: 'http://purl.obolibrary.org/obo/',
};

const NCNAME = /^[A-Za-z_][A-Za-z0-9_.-]*$/;

// XML normalises line ends and attribute whitespace on reading: written as character references they survive
export const escapeAttr = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;').replace(/\t/g, '&#9;');
export const escapeText = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r/g, '&#13;');

/** An IRI split into a namespace and an XML local name (null when no split makes one). */
export function splitIri(iri: string): [string, string] | null {
  for (let i = 1; i < iri.length; i += 1) {
    const c = iri[i - 1] as string;
    if ((c === '#' || c === '/' || c === ':') && NCNAME.test(iri.slice(i))) return [iri.slice(0, i), iri.slice(i)];
  }
  for (let i = 1; i < iri.length; i += 1) if (NCNAME.test(iri.slice(i))) return [iri.slice(0, i), iri.slice(i)];
  return null;
}

class Namespaces {
  private readonly byNs = new Map<string, string>();
  private readonly used = new Set<string>();
  constructor(prefixes: Record<string, string>, readonly defaultNs: string | null) {
    for (const [prefix, ns] of Object.entries(prefixes)) if (!this.byNs.has(ns)) this.byNs.set(ns, prefix);
  }
  /** A QName for the IRI; null when it cannot be one. */
  qname(iri: string): string | null {
    const split = splitIri(iri);
    if (!split) return null;
    const [ns, local] = split;
    let prefix = this.byNs.get(ns);
    if (prefix === undefined) {
      let n = this.byNs.size;
      const taken = new Set(this.byNs.values());
      while (taken.has(`ns${n}`)) n += 1;
      this.byNs.set(ns, (prefix = `ns${n}`));
    }
    this.used.add(ns);
    return `${prefix}:${local}`;
  }
  declarations(): string[] {
    const out = this.defaultNs ? [`xmlns="${escapeAttr(this.defaultNs)}"`] : [];
    for (const [ns, prefix] of this.byNs) if (prefix !== 'xml' && (this.used.has(ns) || ['rdf', 'rdfs', 'owl', 'xsd'].includes(prefix))) out.push(`xmlns:${prefix}="${escapeAttr(ns)}"`);
    return out;
  }
}

export function toProtegeRdfXml(triples: readonly RdfTriple[], options: RdfXmlOptions = {}): string {
  const bySubject = new Map<string, RdfTriple[]>();
  const order: RdfTriple['s'][] = [];
  const refs = new Map<string, number>();
  for (const t of triples) {
    const k = nodeKey(t.s);
    const list = bySubject.get(k);
    if (list) list.push(t);
    else {
      bySubject.set(k, [t]);
      order.push(t.s);
    }
    if ('blank' in t.o) refs.set(t.o.blank, (refs.get(t.o.blank) ?? 0) + 1);
  }
  const ontology = options.ontologyIri ?? null;
  const ns = new Namespaces({ ...STANDARD_PREFIXES, ...(options.prefixes ?? {}) }, ontology ? `${ontology.replace(/[#/]$/, '')}#` : null);
  // blank nodes referenced once are nested where they are used; the rest are named by rdf:nodeID
  const nested = new Set<string>([...refs].filter(([, n]) => n === 1).map(([b]) => b));
  const reached = new Set<string>();
  const reach = (s: RdfTriple['s']): void => {
    const stack = [s];
    while (stack.length) {
      for (const t of bySubject.get(nodeKey(stack.pop() as RdfTriple['s'])) ?? []) {
        if ('blank' in t.o && nested.has(t.o.blank) && !reached.has(t.o.blank)) {
          reached.add(t.o.blank);
          stack.push(t.o);
        }
      }
    }
  };
  for (const s of order) if (!('blank' in s) || !nested.has(s.blank)) reach(s);
  // a cycle of blank nodes each referenced once is reached from nowhere: its nodes are named instead
  for (const b of nested) if (!reached.has(b)) nested.delete(b);
  const ids = new Map<string, string>();
  const nodeId = (b: string): string => {
    let id = ids.get(b);
    if (!id) ids.set(b, (id = `genid${ids.size + 1}`));
    return id;
  };
  const out: string[] = [];
  const pad = (depth: number): string => '    '.repeat(depth);

  const listItems = (head: RdfTerm): RdfTerm[] | null => {
    const items: RdfTerm[] = [];
    let node = head;
    while (!('iri' in node && node.iri === V.nil)) {
      if (!('blank' in node) || !nested.has(node.blank)) return null;
      const ts = bySubject.get(nodeKey(node)) ?? [];
      const first = ts.find((t) => t.p === V.first);
      const rest = ts.find((t) => t.p === V.rest);
      if (ts.length !== 2 || !first || !rest || 'literal' in first.o) return null;
      items.push(first.o);
      node = rest.o;
    }
    return items.length ? items : null;
  };

  const writeProperty = (t: RdfTriple, depth: number): void => {
    const name = ns.qname(t.p);
    if (!name) throw new Error(`RDF/XML cannot write the property IRI ${t.p}`);
    const o = t.o;
    if ('iri' in o) out.push(`${pad(depth)}<${name} rdf:resource="${escapeAttr(o.iri)}"/>`);
    else if ('literal' in o) {
      const l = o.literal;
      const attr = l.lang ? ` xml:lang="${escapeAttr(l.lang)}"` : l.datatype && l.datatype !== V.string ? ` rdf:datatype="${escapeAttr(l.datatype)}"` : '';
      out.push(`${pad(depth)}<${name}${attr}>${escapeText(l.value)}</${name}>`);
    } else if (!nested.has(o.blank) || !bySubject.has(nodeKey(o))) {
      out.push(`${pad(depth)}<${name} rdf:nodeID="${nodeId(o.blank)}"/>`);
    } else {
      const items = listItems(o);
      if (items) {
        out.push(`${pad(depth)}<${name} rdf:parseType="Collection">`);
        for (const item of items) {
          if ('iri' in item) out.push(`${pad(depth + 1)}<rdf:Description rdf:about="${escapeAttr(item.iri)}"/>`);
          else if ('blank' in item && nested.has(item.blank) && bySubject.has(nodeKey(item))) writeNode(item, depth + 1);
          else if ('blank' in item) out.push(`${pad(depth + 1)}<rdf:Description rdf:nodeID="${nodeId(item.blank)}"/>`);
        }
        out.push(`${pad(depth)}</${name}>`);
        return;
      }
      out.push(`${pad(depth)}<${name}>`);
      writeNode(o, depth + 1);
      out.push(`${pad(depth)}</${name}>`);
    }
  };

  function writeNode(s: RdfTriple['s'], depth: number): void {
    const ts = bySubject.get(nodeKey(s)) ?? [];
    const typeTriple = ts.find((t) => t.p === V.type && 'iri' in t.o && ns.qname(t.o.iri) !== null);
    const element = typeTriple && 'iri' in typeTriple.o ? (ns.qname(typeTriple.o.iri) as string) : 'rdf:Description';
    // a blank node nothing points at (an owl:Axiom) needs no name either
    const id = 'iri' in s ? ` rdf:about="${escapeAttr(s.iri)}"` : nested.has(s.blank) || !refs.has(s.blank) ? '' : ` rdf:nodeID="${nodeId(s.blank)}"`;
    const rest = ts.filter((t) => t !== typeTriple);
    if (rest.length === 0) {
      out.push(`${pad(depth)}<${element}${id}/>`);
      return;
    }
    out.push(`${pad(depth)}<${element}${id}>`);
    for (const t of rest) writeProperty(t, depth + 1);
    out.push(`${pad(depth)}</${element}>`);
  }

  const top = order.filter((s) => !('blank' in s) || !nested.has(s.blank));
  const headerFirst = [...top.filter((s) => 'iri' in s && s.iri === ontology), ...top.filter((s) => 'iri' in s && s.iri !== ontology), ...top.filter((s) => 'blank' in s)];
  for (const s of headerFirst) {
    if ('iri' in s) out.push('', `    <!-- ${s.iri.replace(/--/g, '- -')} -->`, '');
    else out.push('');
    writeNode(s, 1);
  }
  const head = ['<?xml version="1.0"?>', `<rdf:RDF ${[...ns.declarations(), ...(ontology ? [`xml:base="${escapeAttr(ontology)}"`] : [])].join('\n     ')}>`];
  return `${[...head, ...out, '</rdf:RDF>'].join('\n')}\n`;
}
