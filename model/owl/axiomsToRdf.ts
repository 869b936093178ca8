import type { Annotation, AnnotationValue, Axiom, ClassExpr, ObjectPropertyExpr, RdfTerm, RdfTriple } from './axioms';
import { TripleEmitter } from './rdfExpressionWriter';
import { distinctTriples } from './rdfTerms';
import { V } from './vocabulary';

type Subject = RdfTriple['s'];

const DECLARATION_TYPE = {
  Class: V.Class,
  ObjectProperty: V.ObjectProperty,
  DataProperty: V.DatatypeProperty,
  AnnotationProperty: V.AnnotationProperty,
  NamedIndividual: V.NamedIndividual,
  Datatype: V.Datatype,
} as const;

const CHARACTERISTIC_TYPE = {
  FunctionalObjectProperty: V.FunctionalProperty,
  InverseFunctionalObjectProperty: V.InverseFunctionalProperty,
  ReflexiveObjectProperty: V.ReflexiveProperty,
  IrreflexiveObjectProperty: V.IrreflexiveProperty,
  SymmetricObjectProperty: V.SymmetricProperty,
  AsymmetricObjectProperty: V.AsymmetricProperty,
  TransitiveObjectProperty: V.TransitiveProperty,
} as const;

/** Where an axiom's annotations go: reifications of its main triples (owl:Axiom), or the node that states it. */
type Written = { mains: RdfTriple[]; node?: Subject };

function annotationValue(e: TripleEmitter, v: AnnotationValue): RdfTerm {
  if ('iri' in v) return { iri: v.iri };
  if ('literal' in v) return { literal: v.literal };
  return e.named(v.blank);
}

/** Annotations stated on a node (an owl:Axiom, an owl:AllDisjointClasses, the ontology), each annotated in turn through an owl:Annotation node. */
function annotate(e: TripleEmitter, node: Subject, annotations: readonly Annotation[] | undefined, type: string = V.Annotation): void {
  for (const a of annotations ?? []) {
    const value = annotationValue(e, a.value);
    e.add(node, a.prop, value);
    if (a.annotations?.length) reify(e, { s: node, p: a.prop, o: value }, a.annotations, type);
  }
}

function reify(e: TripleEmitter, main: RdfTriple, annotations: readonly Annotation[], type: string): void {
  const x = e.fresh();
  e.add(x, V.type, { iri: type });
  e.add(x, V.annotatedSource, main.s);
  e.add(x, V.annotatedProperty, { iri: main.p });
  e.add(x, V.annotatedTarget, main.o);
  annotate(e, x, annotations);
}

function pairs<T>(e: TripleEmitter, items: readonly T[], p: string, term: (x: T) => Subject): RdfTriple[] {
  const terms = items.map(term);
  const mains: RdfTriple[] = [];
  for (let i = 0; i + 1 < terms.length; i += 1) mains.push(main(e, terms[i] as Subject, p, terms[i + 1] as Subject));
  return mains;
}

function main(e: TripleEmitter, s: Subject, p: string, o: RdfTerm): RdfTriple {
  e.add(s, p, o);
  return { s, p, o };
}

function node(e: TripleEmitter, type: string, members: string, items: Subject[]): Written {
  const x = e.fresh();
  e.add(x, V.type, { iri: type });
  e.add(x, members, e.list(items));
  return { mains: [], node: x };
}

const iri = (i: string): Subject => ({ iri: i });

function write(e: TripleEmitter, a: Axiom): Written {
  const ce = (c: ClassExpr): Subject => e.classExpr(c);
  const op = (p: ObjectPropertyExpr): Subject => e.objectProp(p);
  const one = (s: Subject, p: string, o: RdfTerm): Written => ({ mains: [main(e, s, p, o)] });
  switch (a.t) {
    case 'Declaration':
      return one(iri(a.iri), V.type, iri(DECLARATION_TYPE[a.kind]));
    case 'SubClassOf':
      return one(ce(a.sub), V.subClassOf, ce(a.sup));
    case 'EquivalentClasses':
      if (a.inline && a.ops.length === 2 && a.ops[0]?.t === 'Class') {
        const m = e.inlineClassExpr({ iri: a.ops[0].iri }, a.ops[1] as ClassExpr);
        if (m) return { mains: [m] };
      }
      return { mains: pairs(e, a.ops, V.equivalentClass, ce) };
    case 'DisjointClasses':
      if (a.pairwise && a.ops.length === 2) return one(ce(a.ops[0] as ClassExpr), V.disjointWith, ce(a.ops[1] as ClassExpr));
      return node(e, V.AllDisjointClasses, V.members, a.ops.map(ce));
    case 'DisjointUnion':
      return one(iri(a.cls), V.disjointUnionOf, e.list(a.ops.map(ce)));
    case 'SubObjectPropertyOf':
      return one(op(a.sub), V.subPropertyOf, op(a.sup));
    case 'SubObjectPropertyChain':
      return one(op(a.sup), V.propertyChainAxiom, e.list(a.chain.map(op)));
    case 'EquivalentObjectProperties':
      return { mains: pairs(e, a.ops, V.equivalentProperty, op) };
    case 'DisjointObjectProperties':
      if (a.ops.length === 2) return one(op(a.ops[0] as ObjectPropertyExpr), V.propertyDisjointWith, op(a.ops[1] as ObjectPropertyExpr));
      return node(e, V.AllDisjointProperties, V.members, a.ops.map(op));
    case 'InverseObjectProperties':
      return one(op(a.a), V.inverseOf, op(a.b));
    case 'ObjectPropertyDomain':
      return one(op(a.prop), V.domain, ce(a.cls));
    case 'ObjectPropertyRange':
      return one(op(a.prop), V.range, ce(a.cls));
    case 'FunctionalObjectProperty':
    case 'InverseFunctionalObjectProperty':
    case 'ReflexiveObjectProperty':
    case 'IrreflexiveObjectProperty':
    case 'SymmetricObjectProperty':
    case 'AsymmetricObjectProperty':
    case 'TransitiveObjectProperty':
      return one(op(a.prop), V.type, iri(CHARACTERISTIC_TYPE[a.t]));
    case 'SubDataPropertyOf':
      return one(iri(a.sub), V.subPropertyOf, iri(a.sup));
    case 'EquivalentDataProperties':
      return { mains: pairs(e, a.ops, V.equivalentProperty, iri) };
    case 'DisjointDataProperties':
      if (a.ops.length === 2) return one(iri(a.ops[0] as string), V.propertyDisjointWith, iri(a.ops[1] as string));
      return node(e, V.AllDisjointProperties, V.members, a.ops.map(iri));
    case 'DataPropertyDomain':
      return one(iri(a.prop), V.domain, ce(a.cls));
    case 'DataPropertyRange':
      return one(iri(a.prop), V.range, e.dataRange(a.range));
    case 'FunctionalDataProperty':
      return one(iri(a.prop), V.type, iri(V.FunctionalProperty));
    case 'DatatypeDefinition':
      return one(iri(a.datatype), V.equivalentClass, e.dataRange(a.range));
    case 'HasKey':
      return one(ce(a.cls), V.hasKey, e.list([...a.objectProps.map(op), ...a.dataProps.map(iri)]));
    case 'SameIndividual':
      return { mains: pairs(e, a.individuals, V.sameAs, (i) => e.individual(i)) };
    case 'DifferentIndividuals':
      if (a.pairwise && a.individuals.length === 2) return { mains: pairs(e, a.individuals, V.differentFrom, (i) => e.individual(i)) };
      return node(e, V.AllDifferent, a.distinctMembers ? V.distinctMembers : V.members, a.individuals.map((i) => e.individual(i)));
    case 'ClassAssertion':
      return one(e.individual(a.individual), V.type, ce(a.cls));
    case 'ObjectPropertyAssertion':
      // an assertion of an inverse property states the plain property the other way round
      if (a.prop.t === 'ObjectInverseOf') return one(e.individual(a.object), a.prop.iri, e.individual(a.subject));
      return one(e.individual(a.subject), a.prop.iri, e.individual(a.object));
    case 'DataPropertyAssertion':
      return one(e.individual(a.subject), a.prop, { literal: a.value });
    case 'NegativeObjectPropertyAssertion':
    case 'NegativeDataPropertyAssertion': {
      const x = e.fresh();
      e.add(x, V.type, iri(V.NegativePropertyAssertion));
      e.add(x, V.sourceIndividual, e.individual(a.subject));
      if ('object' in a) {
        e.add(x, V.assertionProperty, op(a.prop));
        e.add(x, V.targetIndividual, e.individual(a.object));
      } else if ('value' in a) {
        e.add(x, V.assertionProperty, iri(a.prop));
        e.add(x, V.targetValue, { literal: a.value });
      }
      return { mains: [], node: x };
    }
    case 'AnnotationAssertion':
      return one(a.subject.startsWith('_:') ? e.named(a.subject.slice(2)) : iri(a.subject), a.prop, annotationValue(e, a.value));
    case 'SubAnnotationPropertyOf':
      return one(iri(a.sub), V.subPropertyOf, iri(a.sup));
    case 'AnnotationPropertyDomain':
      return one(iri(a.prop), V.domain, iri(a.iri));
    case 'AnnotationPropertyRange':
      return one(iri(a.prop), V.range, iri(a.iri));
    case 'Ontology': {
      const o = a.iri ? iri(a.iri) : e.fresh();
      e.add(o, V.type, iri(V.Ontology));
      if (a.versionIri) e.add(o, V.versionIRI, iri(a.versionIri));
      for (const i of a.imports) e.add(o, V.imports, iri(i));
      // the ontology's annotations are stated on it directly
      return { mains: [], node: o };
    }
    case 'Rdf':
      for (const t of a.triples) e.add('blank' in t.s ? e.named(t.s.blank) : t.s, t.p, 'blank' in t.o ? e.named(t.o.blank) : t.o);
      return { mains: [] };
  }
}

/** Writes one axiom (with its annotations) into the emitter. */
export function emitAxiom(e: TripleEmitter, a: Axiom): void {
  e.startAxiom();
  const written = write(e, a);
  if (!a.annotations?.length) return;
  if (written.node) annotate(e, written.node, a.annotations);
  else for (const m of written.mains) reify(e, m, a.annotations, V.Axiom);
}

/**
 * The forward mapping of "OWL 2 Mapping to RDF Graphs": the triples of the axioms, in their order.
 * Annotations of an axiom become an owl:Axiom reification of its main triple (or sit on the node
 * that states it: owl:AllDisjointClasses, owl:AllDifferent, the ontology header); annotations of
 * annotations become owl:Annotation nodes. A triple two axioms both state is written once.
 */
export function triplesOfAxioms(axioms: readonly Axiom[]): RdfTriple[] {
  const e = new TripleEmitter();
  for (const a of axioms) emitAxiom(e, a);
  return distinctTriples(e.out);
}
