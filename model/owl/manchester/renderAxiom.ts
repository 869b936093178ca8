/**
 * One axiom as one readable line of Manchester-style text, for explanations and lists of axioms
 * the reasoner did not use: `Margherita SubClassOf hasTopping some TomatoTopping`,
 * `DisjointClasses: Pizza, PizzaBase`, `Transitive: hasIngredient`, `Italy Type Country`.
 * Frame keywords are Protégé's; axiom annotations are left out (they are not part of what follows).
 */
import { OBJECT_PROPERTY_CHARACTERISTICS, type AnnotationValue, type Axiom, type AxiomOf, type AxiomType, type ObjectPropertyCharacteristic } from '../axioms';
import { operandsOf, type Operand, type Term } from '../axiomOperands';
import { renderClassExpr, renderDataRange, renderLiteral, renderName, renderProperty, type NameOf } from './renderExpr';

const CHARACTERISTIC: Readonly<Record<ObjectPropertyCharacteristic, string>> = {
  FunctionalObjectProperty: 'Functional',
  InverseFunctionalObjectProperty: 'InverseFunctional',
  ReflexiveObjectProperty: 'Reflexive',
  IrreflexiveObjectProperty: 'Irreflexive',
  SymmetricObjectProperty: 'Symmetric',
  AsymmetricObjectProperty: 'Asymmetric',
  TransitiveObjectProperty: 'Transitive',
};

/** An annotation value or an RDF term (the two have one shape). */
function renderValue(value: AnnotationValue, nameOf: NameOf): string {
  if ('literal' in value) return renderLiteral(value.literal, nameOf);
  if ('iri' in value) return renderName(value.iri, nameOf);
  return `_:${value.blank}`;
}

function renderTerm(term: Term, nameOf: NameOf): string {
  switch (term.role) {
    case 'class':
      return renderClassExpr(term.value, nameOf);
    case 'objectProperty':
      return renderProperty(term.value, nameOf);
    case 'dataRange':
      return renderDataRange(term.value, nameOf);
    case 'literal':
      return renderLiteral(term.value, nameOf);
    case 'annotationValue':
      return renderValue(term.value, nameOf);
    default:
      return renderName(term.value, nameOf);
  }
}

function renderOperand(operand: Operand, nameOf: NameOf): string {
  if (operand.role === 'list' || operand.role === 'chain') {
    return operand.items.map((t) => renderTerm(t, nameOf)).join(operand.role === 'chain' ? ' o ' : ', ');
  }
  return renderTerm(operand, nameOf);
}

/** A line from the rendered operands (in functional-syntax order) and, where it needs more, the axiom. */
type Template<A> = (operands: readonly string[], axiom: A, nameOf: NameOf) => string;

/** `A SubClassOf B`. */
const infix =
  (word: string): Template<unknown> =>
  ([a, b]) =>
    `${a ?? ''} ${word} ${b ?? ''}`;

/** `DisjointClasses: A, B, C`. */
const frame =
  (word: string): Template<unknown> =>
  (items) =>
    `${word}: ${items.join(', ')}`;

/** Two operands read as a sentence (`A DisjointWith B`), more as a frame list (`DisjointClasses: A, B, C`). */
const nary =
  (pairWord: string, listWord: string): Template<unknown> =>
  (items) =>
    items.length === 2 ? items.join(` ${pairWord} `) : `${listWord}: ${items.join(', ')}`;

/** `Italy hasCapital Rome`: operands (property, subject, object) read subject first. */
const assertion =
  (negated: boolean): Template<unknown> =>
  ([p, s, o]) =>
    `${s ?? ''} ${negated ? 'not ' : ''}${p ?? ''} ${o ?? ''}`;

const TEMPLATES: { [K in AxiomType]: Template<AxiomOf<K>> } = {
  Declaration: ([entity], a) => `${a.kind}: ${entity ?? ''}`,
  SubClassOf: infix('SubClassOf'),
  EquivalentClasses: nary('EquivalentTo', 'EquivalentClasses'),
  DisjointClasses: frame('DisjointClasses'),
  DisjointUnion: infix('DisjointUnionOf'),
  SubObjectPropertyOf: infix('SubPropertyOf'),
  SubObjectPropertyChain: infix('SubPropertyOf'),
  EquivalentObjectProperties: nary('EquivalentTo', 'EquivalentProperties'),
  DisjointObjectProperties: nary('DisjointWith', 'DisjointProperties'),
  InverseObjectProperties: infix('InverseOf'),
  ObjectPropertyDomain: infix('Domain'),
  ObjectPropertyRange: infix('Range'),
  ...(Object.fromEntries(OBJECT_PROPERTY_CHARACTERISTICS.map((t) => [t, frame(CHARACTERISTIC[t])])) as Record<ObjectPropertyCharacteristic, Template<unknown>>),
  SubDataPropertyOf: infix('SubPropertyOf'),
  EquivalentDataProperties: nary('EquivalentTo', 'EquivalentProperties'),
  DisjointDataProperties: nary('DisjointWith', 'DisjointProperties'),
  DataPropertyDomain: infix('Domain'),
  DataPropertyRange: infix('Range'),
  FunctionalDataProperty: frame('Functional'),
  DatatypeDefinition: infix('EquivalentTo'),
  HasKey: infix('HasKey'),
  SameIndividual: nary('SameAs', 'SameIndividual'),
  DifferentIndividuals: nary('DifferentFrom', 'DifferentIndividuals'),
  ClassAssertion: ([cls, individual]) => `${individual ?? ''} Type ${cls ?? ''}`,
  ObjectPropertyAssertion: assertion(false),
  NegativeObjectPropertyAssertion: assertion(true),
  DataPropertyAssertion: assertion(false),
  NegativeDataPropertyAssertion: assertion(true),
  AnnotationAssertion: assertion(false),
  SubAnnotationPropertyOf: infix('SubPropertyOf'),
  AnnotationPropertyDomain: infix('Domain'),
  AnnotationPropertyRange: infix('Range'),
  Ontology: (_, a) => `Ontology: ${a.iri ? `<${a.iri}>` : ''}${a.versionIri ? ` <${a.versionIri}>` : ''}`.trimEnd(),
  Rdf: (_, a, nameOf) => a.triples.map((t) => `${renderValue(t.s, nameOf)} ${renderName(t.p, nameOf)} ${renderValue(t.o, nameOf)}`).join(' . '),
};

export function renderAxiom(axiom: Axiom, nameOf: NameOf): string {
  // a template is typed for its own kind; TypeScript cannot relate it to the union it is called with
  const template = TEMPLATES[axiom.t] as Template<Axiom>;
  return template(
    operandsOf(axiom).map((o) => renderOperand(o, nameOf)),
    axiom,
    nameOf,
  );
}
