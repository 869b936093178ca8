/**
 * What each axiom kind is made of, in one place: its operands in the order of the functional
 * syntax, each with its role (class expression, object or data property, individual, literal…).
 * The signature, the functional-syntax writer, the RDF writer and the Manchester renderer read
 * axioms through this table, so a new kind is described here once and they follow.
 */
import {
  OBJECT_PROPERTY_CHARACTERISTICS,
  type AnnotationValue,
  type Axiom,
  type AxiomOf,
  type AxiomType,
  type ClassExpr,
  type DataRange,
  type EntityKind,
  type Individual,
  type Iri,
  type Literal,
  type ObjectPropertyExpr,
} from './axioms';

/** One operand and the role it plays. */
export type Term =
  | { role: 'class'; value: ClassExpr }
  | { role: 'objectProperty'; value: ObjectPropertyExpr }
  | { role: 'dataProperty'; value: Iri }
  | { role: 'annotationProperty'; value: Iri }
  | { role: 'datatype'; value: Iri }
  /** A named individual's IRI or an anonymous '_:id'. */
  | { role: 'individual'; value: Individual }
  | { role: 'dataRange'; value: DataRange }
  | { role: 'literal'; value: Literal }
  /** Any IRI (or '_:id') an annotation axiom names: an annotation's subject, a domain or range. */
  | { role: 'iri'; value: Iri }
  | { role: 'annotationValue'; value: AnnotationValue };

/**
 * An operand: one term, or terms that stand together as one (an RDF list): a disjoint union's
 * classes, a key's properties, or the property chain of a chain inclusion.
 */
export type Operand = Term | { role: 'list'; items: Term[] } | { role: 'chain'; items: Term[] };

const cls = (value: ClassExpr): Term => ({ role: 'class', value });
const objectProp = (value: ObjectPropertyExpr): Term => ({ role: 'objectProperty', value });
const dataProp = (value: Iri): Term => ({ role: 'dataProperty', value });
const annotationProp = (value: Iri): Term => ({ role: 'annotationProperty', value });
const individual = (value: Individual): Term => ({ role: 'individual', value });
const dataRange = (value: DataRange): Term => ({ role: 'dataRange', value });

const DECLARED: Readonly<Record<EntityKind, (iri: Iri) => Term>> = {
  Class: (iri) => cls({ t: 'Class', iri }),
  ObjectProperty: (iri) => objectProp({ t: 'ObjectProperty', iri }),
  DataProperty: dataProp,
  AnnotationProperty: annotationProp,
  NamedIndividual: individual,
  Datatype: (value) => ({ role: 'datatype', value }),
};

type OperandsOf = { [K in AxiomType]: (a: AxiomOf<K>) => Operand[] };

/** The same entry for several kinds (kinds that share a shape). */
function alike<K extends AxiomType, V>(kinds: readonly K[], entry: V): Record<K, V> {
  return Object.fromEntries(kinds.map((k) => [k, entry])) as Record<K, V>;
}

const OPERANDS: OperandsOf = {
  Declaration: (a) => [DECLARED[a.kind](a.iri)],
  SubClassOf: (a) => [cls(a.sub), cls(a.sup)],
  ...alike(['EquivalentClasses', 'DisjointClasses'], (a: { ops: ClassExpr[] }) => a.ops.map(cls)),
  DisjointUnion: (a) => [cls({ t: 'Class', iri: a.cls }), { role: 'list', items: a.ops.map(cls) }],
  SubObjectPropertyOf: (a) => [objectProp(a.sub), objectProp(a.sup)],
  SubObjectPropertyChain: (a) => [{ role: 'chain', items: a.chain.map(objectProp) }, objectProp(a.sup)],
  ...alike(['EquivalentObjectProperties', 'DisjointObjectProperties'], (a: { ops: ObjectPropertyExpr[] }) => a.ops.map(objectProp)),
  InverseObjectProperties: (a) => [objectProp(a.a), objectProp(a.b)],
  ...alike(['ObjectPropertyDomain', 'ObjectPropertyRange'], (a: { prop: ObjectPropertyExpr; cls: ClassExpr }) => [objectProp(a.prop), cls(a.cls)]),
  ...alike(OBJECT_PROPERTY_CHARACTERISTICS, (a: { prop: ObjectPropertyExpr }) => [objectProp(a.prop)]),
  SubDataPropertyOf: (a) => [dataProp(a.sub), dataProp(a.sup)],
  ...alike(['EquivalentDataProperties', 'DisjointDataProperties'], (a: { ops: Iri[] }) => a.ops.map(dataProp)),
  DataPropertyDomain: (a) => [dataProp(a.prop), cls(a.cls)],
  DataPropertyRange: (a) => [dataProp(a.prop), dataRange(a.range)],
  FunctionalDataProperty: (a) => [dataProp(a.prop)],
  DatatypeDefinition: (a) => [DECLARED.Datatype(a.datatype), dataRange(a.range)],
  HasKey: (a) => [cls(a.cls), { role: 'list', items: [...a.objectProps.map(objectProp), ...a.dataProps.map(dataProp)] }],
  ...alike(['SameIndividual', 'DifferentIndividuals'], (a: { individuals: Individual[] }) => a.individuals.map(individual)),
  ClassAssertion: (a) => [cls(a.cls), individual(a.individual)],
  ...alike(['ObjectPropertyAssertion', 'NegativeObjectPropertyAssertion'], (a: { prop: ObjectPropertyExpr; subject: Individual; object: Individual }) => [
    objectProp(a.prop),
    individual(a.subject),
    individual(a.object),
  ]),
  ...alike(['DataPropertyAssertion', 'NegativeDataPropertyAssertion'], (a: { prop: Iri; subject: Individual; value: Literal }): Operand[] => [
    dataProp(a.prop),
    individual(a.subject),
    { role: 'literal', value: a.value },
  ]),
  AnnotationAssertion: (a) => [annotationProp(a.prop), { role: 'iri', value: a.subject }, { role: 'annotationValue', value: a.value }],
  SubAnnotationPropertyOf: (a) => [annotationProp(a.sub), annotationProp(a.sup)],
  ...alike(['AnnotationPropertyDomain', 'AnnotationPropertyRange'], (a: { prop: Iri; iri: Iri }): Operand[] => [annotationProp(a.prop), { role: 'iri', value: a.iri }]),
  // the header and raw RDF have no operands in the structural sense
  Ontology: () => [],
  Rdf: () => [],
};

/** An axiom's operands in functional-syntax order (`ClassAssertion(C a)`, `ObjectPropertyAssertion(p a b)`). */
export function operandsOf(axiom: Axiom): Operand[] {
  // a table entry is typed for its own kind; TypeScript cannot relate the entry to the union it is called with
  return (OPERANDS[axiom.t] as (a: Axiom) => Operand[])(axiom);
}

/** The terms of an axiom with lists opened up, in order. */
export function termsOf(axiom: Axiom): Term[] {
  return operandsOf(axiom).flatMap((o) => (o.role === 'list' || o.role === 'chain' ? o.items : [o]));
}

/** Whether an axiom only gives an object property a characteristic (`TransitiveObjectProperty(p)`). */
export function isObjectPropertyCharacteristic(axiom: Axiom): axiom is AxiomOf<(typeof OBJECT_PROPERTY_CHARACTERISTICS)[number]> {
  return (OBJECT_PROPERTY_CHARACTERISTICS as readonly string[]).includes(axiom.t);
}
