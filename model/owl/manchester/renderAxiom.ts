/**
 * One axiom as one readable line of Manchester-style text, for explanations and lists of axioms
 * the reasoner did not use: `Margherita SubClassOf hasTopping some TomatoTopping`,
 * `DisjointClasses: Pizza, PizzaBase`, `Transitive: hasIngredient`, `Italy Type Country`.
 * Frame keywords are Protégé's; axiom annotations are left out (they are not part of what follows).
 */
import type { AnnotationValue, Axiom, ObjectPropertyExpr, RdfTerm } from '../axioms';
import { renderClassExpr, renderDataRange, renderLiteral, renderName, renderProperty, type NameOf } from './renderExpr';

const CHARACTERISTIC: Readonly<Record<string, string>> = {
  FunctionalObjectProperty: 'Functional',
  InverseFunctionalObjectProperty: 'InverseFunctional',
  ReflexiveObjectProperty: 'Reflexive',
  IrreflexiveObjectProperty: 'Irreflexive',
  SymmetricObjectProperty: 'Symmetric',
  AsymmetricObjectProperty: 'Asymmetric',
  TransitiveObjectProperty: 'Transitive',
  FunctionalDataProperty: 'Functional',
};

function renderAnnotationValue(value: AnnotationValue, nameOf: NameOf): string {
  if ('literal' in value) return renderLiteral(value.literal, nameOf);
  if ('iri' in value) return renderName(value.iri, nameOf);
  return `_:${value.blank}`;
}

function renderTerm(term: RdfTerm, nameOf: NameOf): string {
  if ('literal' in term) return renderLiteral(term.literal, nameOf);
  if ('iri' in term) return renderName(term.iri, nameOf);
  return `_:${term.blank}`;
}

/** Two operands read as a sentence (`A DisjointWith B`), more as a frame list (`DisjointClasses: A, B, C`). */
function nary(items: string[], pairWord: string, listWord: string): string {
  return items.length === 2 ? `${items[0]} ${pairWord} ${items[1]}` : `${listWord}: ${items.join(', ')}`;
}

export function renderAxiom(axiom: Axiom, nameOf: NameOf): string {
  const cls = (expr: Parameters<typeof renderClassExpr>[0]) => renderClassExpr(expr, nameOf);
  const name = (iri: string) => renderName(iri, nameOf);
  const prop = (p: ObjectPropertyExpr) => renderProperty(p, nameOf);
  switch (axiom.t) {
    case 'Declaration':
      return `${axiom.kind}: ${name(axiom.iri)}`;
    case 'SubClassOf':
      return `${cls(axiom.sub)} SubClassOf ${cls(axiom.sup)}`;
    case 'EquivalentClasses':
      return nary(axiom.ops.map(cls), 'EquivalentTo', 'EquivalentClasses');
    case 'DisjointClasses':
      return `DisjointClasses: ${axiom.ops.map(cls).join(', ')}`;
    case 'DisjointUnion':
      return `${name(axiom.cls)} DisjointUnionOf ${axiom.ops.map(cls).join(', ')}`;
    case 'SubObjectPropertyOf':
      return `${prop(axiom.sub)} SubPropertyOf ${prop(axiom.sup)}`;
    case 'SubObjectPropertyChain':
      return `${axiom.chain.map(prop).join(' o ')} SubPropertyOf ${prop(axiom.sup)}`;
    case 'EquivalentObjectProperties':
      return nary(axiom.ops.map(prop), 'EquivalentTo', 'EquivalentProperties');
    case 'DisjointObjectProperties':
      return nary(axiom.ops.map(prop), 'DisjointWith', 'DisjointProperties');
    case 'InverseObjectProperties':
      return `${prop(axiom.a)} InverseOf ${prop(axiom.b)}`;
    case 'ObjectPropertyDomain':
      return `${prop(axiom.prop)} Domain ${cls(axiom.cls)}`;
    case 'ObjectPropertyRange':
      return `${prop(axiom.prop)} Range ${cls(axiom.cls)}`;
    case 'FunctionalObjectProperty':
    case 'InverseFunctionalObjectProperty':
    case 'ReflexiveObjectProperty':
    case 'IrreflexiveObjectProperty':
    case 'SymmetricObjectProperty':
    case 'AsymmetricObjectProperty':
    case 'TransitiveObjectProperty':
      return `${CHARACTERISTIC[axiom.t]}: ${prop(axiom.prop)}`;
    case 'SubDataPropertyOf':
      return `${name(axiom.sub)} SubPropertyOf ${name(axiom.sup)}`;
    case 'EquivalentDataProperties':
      return nary(axiom.ops.map(name), 'EquivalentTo', 'EquivalentProperties');
    case 'DisjointDataProperties':
      return nary(axiom.ops.map(name), 'DisjointWith', 'DisjointProperties');
    case 'DataPropertyDomain':
      return `${name(axiom.prop)} Domain ${cls(axiom.cls)}`;
    case 'DataPropertyRange':
      return `${name(axiom.prop)} Range ${renderDataRange(axiom.range, nameOf)}`;
    case 'FunctionalDataProperty':
      return `${CHARACTERISTIC[axiom.t]}: ${name(axiom.prop)}`;
    case 'DatatypeDefinition':
      return `${name(axiom.datatype)} EquivalentTo ${renderDataRange(axiom.range, nameOf)}`;
    case 'HasKey':
      return `${cls(axiom.cls)} HasKey ${[...axiom.objectProps.map(prop), ...axiom.dataProps.map(name)].join(', ')}`;
    case 'SameIndividual':
      return nary(axiom.individuals.map(name), 'SameAs', 'SameIndividual');
    case 'DifferentIndividuals':
      return nary(axiom.individuals.map(name), 'DifferentFrom', 'DifferentIndividuals');
    case 'ClassAssertion':
      return `${name(axiom.individual)} Type ${cls(axiom.cls)}`;
    case 'ObjectPropertyAssertion':
      return `${name(axiom.subject)} ${prop(axiom.prop)} ${name(axiom.object)}`;
    case 'NegativeObjectPropertyAssertion':
      return `${name(axiom.subject)} not ${prop(axiom.prop)} ${name(axiom.object)}`;
    case 'DataPropertyAssertion':
      return `${name(axiom.subject)} ${name(axiom.prop)} ${renderLiteral(axiom.value, nameOf)}`;
    case 'NegativeDataPropertyAssertion':
      return `${name(axiom.subject)} not ${name(axiom.prop)} ${renderLiteral(axiom.value, nameOf)}`;
    case 'AnnotationAssertion':
      return `${name(axiom.subject)} ${name(axiom.prop)} ${renderAnnotationValue(axiom.value, nameOf)}`;
    case 'SubAnnotationPropertyOf':
      return `${name(axiom.sub)} SubPropertyOf ${name(axiom.sup)}`;
    case 'AnnotationPropertyDomain':
      return `${name(axiom.prop)} Domain ${name(axiom.iri)}`;
    case 'AnnotationPropertyRange':
      return `${name(axiom.prop)} Range ${name(axiom.iri)}`;
    case 'Ontology':
      return `Ontology: ${axiom.iri ? `<${axiom.iri}>` : ''}${axiom.versionIri ? ` <${axiom.versionIri}>` : ''}`.trimEnd();
    case 'Rdf':
      return axiom.triples.map((triple) => `${renderTerm(triple.s, nameOf)} ${name(triple.p)} ${renderTerm(triple.o, nameOf)}`).join(' . ');
  }
}
