import { isObjectPropertyCharacteristic, termsOf, type Term } from './axiomOperands';
import type { Annotation, Axiom, ClassExpr, DataRange, Iri, ObjectPropertyExpr, Signature } from './axioms';

const emptySignature = (): Signature => ({ classes: new Set(), objectProperties: new Set(), dataProperties: new Set(), individuals: new Set() });

class SignatureWalker {
  readonly sig = emptySignature();

  individual(i: string): void {
    // anonymous individuals ('_:x') are not entities
    if (!i.startsWith('_:')) this.sig.individuals.add(i);
  }

  objectProp(p: ObjectPropertyExpr): void {
    this.sig.objectProperties.add(p.iri);
  }

  dataRange(r: DataRange): void {
    if (r.t === 'DataIntersectionOf' || r.t === 'DataUnionOf') r.ops.forEach((o) => this.dataRange(o));
    else if (r.t === 'DataComplementOf') this.dataRange(r.op);
  }

  classExpr(c: ClassExpr): void {
    switch (c.t) {
      case 'Class':
        this.sig.classes.add(c.iri);
        return;
      case 'ObjectIntersectionOf':
      case 'ObjectUnionOf':
        c.ops.forEach((o) => this.classExpr(o));
        return;
      case 'ObjectComplementOf':
        this.classExpr(c.op);
        return;
      case 'ObjectOneOf':
        c.individuals.forEach((i) => this.individual(i));
        return;
      case 'ObjectSomeValuesFrom':
      case 'ObjectAllValuesFrom':
        this.objectProp(c.prop);
        this.classExpr(c.filler);
        return;
      case 'ObjectHasValue':
        this.objectProp(c.prop);
        this.individual(c.individual);
        return;
      case 'ObjectHasSelf':
        this.objectProp(c.prop);
        return;
      case 'ObjectMinCardinality':
      case 'ObjectMaxCardinality':
      case 'ObjectExactCardinality':
        this.objectProp(c.prop);
        if (c.filler) this.classExpr(c.filler);
        return;
      case 'DataSomeValuesFrom':
      case 'DataAllValuesFrom':
        this.sig.dataProperties.add(c.prop);
        this.dataRange(c.range);
        return;
      case 'DataHasValue':
        this.sig.dataProperties.add(c.prop);
        return;
      case 'DataMinCardinality':
      case 'DataMaxCardinality':
      case 'DataExactCardinality':
        this.sig.dataProperties.add(c.prop);
        if (c.range) this.dataRange(c.range);
        return;
    }
  }

  term(t: Term): void {
    switch (t.role) {
      case 'class':
        this.classExpr(t.value);
        return;
      case 'objectProperty':
        this.objectProp(t.value);
        return;
      case 'dataProperty':
        this.sig.dataProperties.add(t.value);
        return;
      case 'individual':
        this.individual(t.value);
        return;
      case 'dataRange':
        this.dataRange(t.value);
        return;
      // datatypes, literals and what annotations name are not part of the signature
      case 'datatype':
      case 'literal':
      case 'annotationProperty':
      case 'iri':
      case 'annotationValue':
        return;
    }
  }
}

/** The named classes, object and data properties and individuals an axiom mentions (OWL 2's signature, less annotations and datatypes). */
export function signatureOf(axiom: Axiom): Signature {
  const w = new SignatureWalker();
  for (const t of termsOf(axiom)) w.term(t);
  return w.sig;
}

function annotationIris(list: readonly Annotation[] | undefined, out: Set<Iri>): void {
  for (const a of list ?? []) {
    out.add(a.prop);
    if ('iri' in a.value) out.add(a.value.iri);
    annotationIris(a.annotations, out);
  }
}

/**
 * Every IRI an axiom names, whatever its role: the signature, plus an annotation's subject,
 * property and IRI value, the header's IRIs and the IRIs of raw RDF. What an entity's deletion
 * checks: an axiom that names a deleted entity is not exported dangling.
 */
export function irisOf(axiom: Axiom): Set<Iri> {
  const sig = signatureOf(axiom);
  const out = new Set<Iri>([...sig.classes, ...sig.objectProperties, ...sig.dataProperties, ...sig.individuals]);
  switch (axiom.t) {
    case 'Declaration':
      out.add(axiom.iri);
      break;
    case 'AnnotationAssertion':
      if (!axiom.subject.startsWith('_:')) out.add(axiom.subject);
      out.add(axiom.prop);
      if ('iri' in axiom.value) out.add(axiom.value.iri);
      break;
    case 'SubAnnotationPropertyOf':
      out.add(axiom.sub).add(axiom.sup);
      break;
    case 'AnnotationPropertyDomain':
    case 'AnnotationPropertyRange':
      out.add(axiom.prop).add(axiom.iri);
      break;
    case 'Rdf':
      for (const t of axiom.triples) {
        if ('iri' in t.s) out.add(t.s.iri);
        if ('iri' in t.o) out.add(t.o.iri);
      }
      break;
    default:
      break;
  }
  annotationIris(axiom.annotations, out);
  return out;
}

/** The IRI an axiom is about, as the class card looks axioms up: a SubClassOf's subclass, an assertion's subject, a property axiom's property. */
export function subjectOf(axiom: Axiom): Iri | null {
  const named = (c: ClassExpr | undefined): Iri | null => (c?.t === 'Class' ? c.iri : null);
  const prop = (p: ObjectPropertyExpr): Iri => p.iri;
  if (isObjectPropertyCharacteristic(axiom)) return prop(axiom.prop);
  switch (axiom.t) {
    case 'Declaration':
      return axiom.iri;
    case 'SubClassOf':
      return named(axiom.sub);
    case 'EquivalentClasses':
    case 'DisjointClasses':
      return named(axiom.ops.find((o) => o.t === 'Class'));
    case 'DisjointUnion':
      return axiom.cls;
    case 'SubObjectPropertyOf':
      return prop(axiom.sub);
    case 'SubObjectPropertyChain':
      return prop(axiom.sup);
    case 'EquivalentObjectProperties':
    case 'DisjointObjectProperties':
      return axiom.ops[0] ? prop(axiom.ops[0]) : null;
    case 'InverseObjectProperties':
      return prop(axiom.a);
    case 'ObjectPropertyDomain':
    case 'ObjectPropertyRange':
      return prop(axiom.prop);
    case 'SubDataPropertyOf':
    case 'SubAnnotationPropertyOf':
      return axiom.sub;
    case 'EquivalentDataProperties':
    case 'DisjointDataProperties':
      return axiom.ops[0] ?? null;
    case 'DataPropertyDomain':
    case 'DataPropertyRange':
    case 'FunctionalDataProperty':
    case 'AnnotationPropertyDomain':
    case 'AnnotationPropertyRange':
      return axiom.prop;
    case 'DatatypeDefinition':
      return axiom.datatype;
    case 'HasKey':
      return named(axiom.cls);
    case 'SameIndividual':
    case 'DifferentIndividuals':
      return axiom.individuals.find((i) => !i.startsWith('_:')) ?? null;
    case 'ClassAssertion':
      return axiom.individual.startsWith('_:') ? null : axiom.individual;
    case 'ObjectPropertyAssertion':
    case 'NegativeObjectPropertyAssertion':
    case 'DataPropertyAssertion':
    case 'NegativeDataPropertyAssertion':
    case 'AnnotationAssertion':
      return axiom.subject.startsWith('_:') ? null : axiom.subject;
    case 'Ontology':
      return axiom.iri;
    case 'Rdf': {
      const first = axiom.triples[0];
      return first && 'iri' in first.s ? first.s.iri : null;
    }
  }
}
