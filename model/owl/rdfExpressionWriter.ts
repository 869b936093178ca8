import type { ClassExpr, DataRange, Individual, Literal, ObjectPropertyExpr, RdfTerm, RdfTriple } from './axioms';
import { V } from './vocabulary';

type Subject = RdfTriple['s'];

/**
 * Writes triples for one axiom at a time (Tables 1–3 of "OWL 2 Mapping to RDF Graphs"). Blank
 * nodes are local to an axiom: the ones an axiom names ('_:x' individuals, blank annotation values,
 * the blank nodes of an Rdf axiom) are renamed per axiom, and new ones are numbered per writer, so
 * axioms never share a blank node by accident.
 */
export class TripleEmitter {
  readonly out: RdfTriple[] = [];
  private next = 0;
  private local = new Map<string, string>();

  /** Starts the next axiom: its blank node names are its own. */
  startAxiom(): void {
    this.local = new Map();
  }

  fresh(): { blank: string } {
    this.next += 1;
    return { blank: `owlx${this.next}` };
  }

  /** A blank node the axiom names, renamed consistently within the axiom. */
  named(id: string): { blank: string } {
    let name = this.local.get(id);
    if (!name) this.local.set(id, (name = this.fresh().blank));
    return { blank: name };
  }

  add(s: Subject, p: string, o: RdfTerm): void {
    this.out.push({ s, p, o });
  }

  individual(i: Individual): Subject {
    return i.startsWith('_:') ? this.named(i.slice(2)) : { iri: i };
  }

  list(items: RdfTerm[]): RdfTerm {
    if (items.length === 0) return { iri: V.nil };
    const head = this.fresh();
    let node = head;
    items.forEach((item, i) => {
      this.add(node, V.first, item);
      const rest = i === items.length - 1 ? { iri: V.nil } : this.fresh();
      this.add(node, V.rest, rest);
      if ('blank' in rest) node = rest;
    });
    return head;
  }

  objectProp(p: ObjectPropertyExpr): Subject {
    if (p.t === 'ObjectProperty') return { iri: p.iri };
    const x = this.fresh();
    this.add(x, V.inverseOf, { iri: p.iri });
    return x;
  }

  count(n: number): RdfTerm {
    return { literal: { value: String(n), datatype: V.nonNegativeInteger } };
  }

  lit(l: Literal): RdfTerm {
    return { literal: l };
  }

  dataRange(r: DataRange): Subject {
    if (r.t === 'Datatype') return { iri: r.iri };
    const x = this.fresh();
    this.add(x, V.type, { iri: V.Datatype });
    switch (r.t) {
      case 'DataIntersectionOf':
      case 'DataUnionOf':
        this.add(x, r.t === 'DataIntersectionOf' ? V.intersectionOf : V.unionOf, this.list(r.ops.map((o) => this.dataRange(o))));
        break;
      case 'DataComplementOf':
        this.add(x, V.datatypeComplementOf, this.dataRange(r.op));
        break;
      case 'DataOneOf':
        this.add(x, V.oneOf, this.list(r.values.map((v) => this.lit(v))));
        break;
      case 'DatatypeRestriction': {
        const facets = r.facets.map((f) => {
          const y = this.fresh();
          this.add(y, f.facet, this.lit(f.value));
          return y;
        });
        this.add(x, V.onDatatype, { iri: r.datatype });
        this.add(x, V.withRestrictions, this.list(facets));
        break;
      }
    }
    return x;
  }

  private restriction(prop: Subject, body: [string, RdfTerm][]): Subject {
    const x = this.fresh();
    this.add(x, V.type, { iri: V.Restriction });
    this.add(x, V.onProperty, prop);
    for (const [p, o] of body) this.add(x, p, o);
    return x;
  }

  /** OWL 1's definition on a named class: the expression's own triple with the class as subject; null for other expressions. */
  inlineClassExpr(cls: Subject, c: ClassExpr): RdfTriple | null {
    let o: RdfTerm;
    let p: string;
    if (c.t === 'ObjectComplementOf') [p, o] = [V.complementOf, this.classExpr(c.op)];
    else if (c.t === 'ObjectOneOf') [p, o] = [V.oneOf, this.list(c.individuals.map((i) => this.individual(i)))];
    else if (c.t === 'ObjectIntersectionOf' || c.t === 'ObjectUnionOf') [p, o] = [c.t === 'ObjectIntersectionOf' ? V.intersectionOf : V.unionOf, this.list(c.ops.map((x) => this.classExpr(x)))];
    else return null;
    this.add(cls, p, o);
    return { s: cls, p, o };
  }

  classExpr(c: ClassExpr): Subject {
    switch (c.t) {
      case 'Class':
        return { iri: c.iri };
      case 'ObjectIntersectionOf':
      case 'ObjectUnionOf':
      case 'ObjectComplementOf':
      case 'ObjectOneOf': {
        const x = this.fresh();
        this.add(x, V.type, { iri: V.Class });
        if (c.t === 'ObjectComplementOf') this.add(x, V.complementOf, this.classExpr(c.op));
        else if (c.t === 'ObjectOneOf') this.add(x, V.oneOf, this.list(c.individuals.map((i) => this.individual(i))));
        else this.add(x, c.t === 'ObjectIntersectionOf' ? V.intersectionOf : V.unionOf, this.list(c.ops.map((o) => this.classExpr(o))));
        return x;
      }
      case 'ObjectSomeValuesFrom':
      case 'ObjectAllValuesFrom': {
        const prop = this.objectProp(c.prop);
        return this.restriction(prop, [[c.t === 'ObjectSomeValuesFrom' ? V.someValuesFrom : V.allValuesFrom, this.classExpr(c.filler)]]);
      }
      case 'ObjectHasValue': {
        const prop = this.objectProp(c.prop);
        return this.restriction(prop, [[V.hasValue, this.individual(c.individual)]]);
      }
      case 'ObjectHasSelf':
        return this.restriction(this.objectProp(c.prop), [[V.hasSelf, { literal: { value: 'true', datatype: V.boolean } }]]);
      case 'ObjectMinCardinality':
      case 'ObjectMaxCardinality':
      case 'ObjectExactCardinality': {
        const prop = this.objectProp(c.prop);
        const preds = CARD[c.t];
        if (!c.filler) return this.restriction(prop, [[preds[0], this.count(c.n)]]);
        return this.restriction(prop, [
          [preds[1], this.count(c.n)],
          [V.onClass, this.classExpr(c.filler)],
        ]);
      }
      case 'DataSomeValuesFrom':
      case 'DataAllValuesFrom':
        return this.restriction({ iri: c.prop }, [[c.t === 'DataSomeValuesFrom' ? V.someValuesFrom : V.allValuesFrom, this.dataRange(c.range)]]);
      case 'DataHasValue':
        return this.restriction({ iri: c.prop }, [[V.hasValue, this.lit(c.value)]]);
      case 'DataMinCardinality':
      case 'DataMaxCardinality':
      case 'DataExactCardinality': {
        const preds = CARD[c.t];
        if (!c.range) return this.restriction({ iri: c.prop }, [[preds[0], this.count(c.n)]]);
        return this.restriction({ iri: c.prop }, [
          [preds[1], this.count(c.n)],
          [V.onDataRange, this.dataRange(c.range)],
        ]);
      }
    }
  }
}

const MIN = [V.minCardinality, V.minQualifiedCardinality] as const;
const MAX = [V.maxCardinality, V.maxQualifiedCardinality] as const;
const EXACT = [V.cardinality, V.qualifiedCardinality] as const;
const CARD = {
  ObjectMinCardinality: MIN,
  ObjectMaxCardinality: MAX,
  ObjectExactCardinality: EXACT,
  DataMinCardinality: MIN,
  DataMaxCardinality: MAX,
  DataExactCardinality: EXACT,
} as const;
