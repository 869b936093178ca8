import { operandsOf, termsOf, type Operand, type Term } from './axiomOperands';
import type { Annotation, AnnotationValue, Axiom, AxiomType, ClassExpr, RdfTerm, RdfTriple } from './axioms';
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

/** Kinds stated by a typing triple of their one operand (`p rdf:type owl:TransitiveProperty`). */
const TYPE_OF: Partial<Readonly<Record<AxiomType, string>>> = {
  FunctionalObjectProperty: V.FunctionalProperty,
  InverseFunctionalObjectProperty: V.InverseFunctionalProperty,
  ReflexiveObjectProperty: V.ReflexiveProperty,
  IrreflexiveObjectProperty: V.IrreflexiveProperty,
  SymmetricObjectProperty: V.SymmetricProperty,
  AsymmetricObjectProperty: V.AsymmetricProperty,
  TransitiveObjectProperty: V.TransitiveProperty,
  FunctionalDataProperty: V.FunctionalProperty,
};

/** Kinds stated by one triple from their first operand to their second (a list becomes an RDF list). */
const PREDICATE_OF: Partial<Readonly<Record<AxiomType, string>>> = {
  SubClassOf: V.subClassOf,
  DisjointUnion: V.disjointUnionOf,
  SubObjectPropertyOf: V.subPropertyOf,
  InverseObjectProperties: V.inverseOf,
  ObjectPropertyDomain: V.domain,
  ObjectPropertyRange: V.range,
  SubDataPropertyOf: V.subPropertyOf,
  DataPropertyDomain: V.domain,
  DataPropertyRange: V.range,
  DatatypeDefinition: V.equivalentClass,
  HasKey: V.hasKey,
  SubAnnotationPropertyOf: V.subPropertyOf,
  AnnotationPropertyDomain: V.domain,
  AnnotationPropertyRange: V.range,
};

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

function pairs(e: TripleEmitter, terms: readonly Subject[], p: string): RdfTriple[] {
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

function termOf(e: TripleEmitter, t: Term): RdfTerm {
  switch (t.role) {
    case 'class':
      return e.classExpr(t.value);
    case 'objectProperty':
      return e.objectProp(t.value);
    case 'individual':
    case 'iri':
      return e.individual(t.value);
    case 'dataRange':
      return e.dataRange(t.value);
    case 'literal':
      return { literal: t.value };
    case 'annotationValue':
      return annotationValue(e, t.value);
    case 'dataProperty':
    case 'annotationProperty':
    case 'datatype':
      return iri(t.value);
  }
}

function operandTerm(e: TripleEmitter, o: Operand): RdfTerm {
  return o.role === 'list' || o.role === 'chain' ? e.list(o.items.map((t) => termOf(e, t))) : termOf(e, o);
}

/** The operands as subjects of pairwise triples or members of a node: never literals. */
const subjectsOf = (e: TripleEmitter, a: Axiom): Subject[] => termsOf(a).map((t) => termOf(e, t) as Subject);

/** Two operands as one triple (`a owl:propertyDisjointWith b`), more as a node listing them. */
function twoOrNode(e: TripleEmitter, items: Subject[], p: string, type: string, members: string): Written {
  const [a, b] = items;
  return items.length === 2 && a && b ? { mains: [main(e, a, p, b)] } : node(e, type, members, items);
}

function write(e: TripleEmitter, a: Axiom): Written {
  const one = (s: Subject, p: string, o: RdfTerm): Written => ({ mains: [main(e, s, p, o)] });
  const predicate = PREDICATE_OF[a.t];
  if (predicate) {
    const [s, o] = operandsOf(a).map((x) => operandTerm(e, x));
    return one(s as Subject, predicate, o as RdfTerm);
  }
  const type = TYPE_OF[a.t];
  if (type) return one(subjectsOf(e, a)[0] as Subject, V.type, iri(type));
  switch (a.t) {
    case 'Declaration':
      return one(iri(a.iri), V.type, iri(DECLARATION_TYPE[a.kind]));
    case 'EquivalentClasses':
      if (a.inline && a.ops.length === 2 && a.ops[0]?.t === 'Class') {
        const m = e.inlineClassExpr({ iri: a.ops[0].iri }, a.ops[1] as ClassExpr);
        if (m) return { mains: [m] };
      }
      return { mains: pairs(e, subjectsOf(e, a), V.equivalentClass) };
    case 'DisjointClasses':
      if (a.pairwise) return twoOrNode(e, subjectsOf(e, a), V.disjointWith, V.AllDisjointClasses, V.members);
      return node(e, V.AllDisjointClasses, V.members, subjectsOf(e, a));
    case 'SubObjectPropertyChain':
      return one(e.objectProp(a.sup), V.propertyChainAxiom, e.list(a.chain.map((p) => e.objectProp(p))));
    case 'EquivalentObjectProperties':
    case 'EquivalentDataProperties':
      return { mains: pairs(e, subjectsOf(e, a), V.equivalentProperty) };
    case 'DisjointObjectProperties':
    case 'DisjointDataProperties':
      return twoOrNode(e, subjectsOf(e, a), V.propertyDisjointWith, V.AllDisjointProperties, V.members);
    case 'SameIndividual':
      return { mains: pairs(e, subjectsOf(e, a), V.sameAs) };
    case 'DifferentIndividuals':
      if (a.pairwise && a.individuals.length === 2) return { mains: pairs(e, subjectsOf(e, a), V.differentFrom) };
      return node(e, V.AllDifferent, a.distinctMembers ? V.distinctMembers : V.members, subjectsOf(e, a));
    case 'ClassAssertion':
      return one(e.individual(a.individual), V.type, e.classExpr(a.cls));
    case 'ObjectPropertyAssertion':
      // an assertion of an inverse property states the plain property the other way round
      if (a.prop.t === 'ObjectInverseOf') return one(e.individual(a.object), a.prop.iri, e.individual(a.subject));
      return one(e.individual(a.subject), a.prop.iri, e.individual(a.object));
    case 'DataPropertyAssertion':
    case 'AnnotationAssertion': {
      const [p, s, o] = operandsOf(a).map((x) => operandTerm(e, x));
      return one(s as Subject, (p as { iri: string }).iri, o as RdfTerm);
    }
    case 'NegativeObjectPropertyAssertion':
    case 'NegativeDataPropertyAssertion': {
      const [p, s, o] = operandsOf(a) as [Operand, Operand, Operand];
      const x = e.fresh();
      e.add(x, V.type, iri(V.NegativePropertyAssertion));
      e.add(x, V.sourceIndividual, operandTerm(e, s));
      e.add(x, V.assertionProperty, operandTerm(e, p));
      e.add(x, a.t === 'NegativeObjectPropertyAssertion' ? V.targetIndividual : V.targetValue, operandTerm(e, o));
      return { mains: [], node: x };
    }
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
    default:
      throw new Error(`no RDF mapping for the axiom kind ${a.t}`);
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
