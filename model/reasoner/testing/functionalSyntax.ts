import type { Axiom, ClassExpr, DataRange, Literal, ObjectPropertyExpr } from '../../owl/axioms';

/**
 * OWL 2 functional syntax for the logical axioms (annotations and non-OWL RDF are left out), so that
 * a reference reasoner that does not read RDF/XML (Konclude) can classify exactly what we classify.
 */
export function toFunctionalSyntax(axioms: Axiom[]): string {
  const lines = ['Ontology(<urn:ontoweave:reasoner-check>'];
  for (const a of axioms) {
    const line = axiomText(a);
    if (line) lines.push(line);
  }
  lines.push(')');
  return lines.join('\n');
}

const iri = (i: string) => (i.startsWith('_:') ? i : `<${i}>`);
const prop = (p: ObjectPropertyExpr) => (p.t === 'ObjectInverseOf' ? `ObjectInverseOf(${iri(p.iri)})` : iri(p.iri));
const literal = (l: Literal) => `"${l.value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"${l.lang ? `@${l.lang}` : `^^<${l.datatype ?? 'http://www.w3.org/2001/XMLSchema#string'}>`}`;

function range(r: DataRange): string {
  switch (r.t) {
    case 'Datatype':
      return iri(r.iri);
    case 'DataIntersectionOf':
    case 'DataUnionOf':
      return `${r.t}(${r.ops.map(range).join(' ')})`;
    case 'DataComplementOf':
      return `DataComplementOf(${range(r.op)})`;
    case 'DataOneOf':
      return `DataOneOf(${r.values.map(literal).join(' ')})`;
    case 'DatatypeRestriction':
      return `DatatypeRestriction(${iri(r.datatype)} ${r.facets.map((f) => `${iri(f.facet)} ${literal(f.value)}`).join(' ')})`;
  }
}

function expr(e: ClassExpr): string {
  switch (e.t) {
    case 'Class':
      return iri(e.iri);
    case 'ObjectIntersectionOf':
    case 'ObjectUnionOf':
      return `${e.t}(${e.ops.map(expr).join(' ')})`;
    case 'ObjectComplementOf':
      return `ObjectComplementOf(${expr(e.op)})`;
    case 'ObjectOneOf':
      return `ObjectOneOf(${e.individuals.map(iri).join(' ')})`;
    case 'ObjectSomeValuesFrom':
    case 'ObjectAllValuesFrom':
      return `${e.t}(${prop(e.prop)} ${expr(e.filler)})`;
    case 'ObjectHasValue':
      return `ObjectHasValue(${prop(e.prop)} ${iri(e.individual)})`;
    case 'ObjectHasSelf':
      return `ObjectHasSelf(${prop(e.prop)})`;
    case 'ObjectMinCardinality':
    case 'ObjectMaxCardinality':
    case 'ObjectExactCardinality':
      return `${e.t}(${e.n} ${prop(e.prop)}${e.filler ? ` ${expr(e.filler)}` : ''})`;
    case 'DataSomeValuesFrom':
    case 'DataAllValuesFrom':
      return `${e.t}(${iri(e.prop)} ${range(e.range)})`;
    case 'DataHasValue':
      return `DataHasValue(${iri(e.prop)} ${literal(e.value)})`;
    default:
      return `${e.t}(${e.n} ${iri(e.prop)}${e.range ? ` ${range(e.range)}` : ''})`;
  }
}

function axiomText(a: Axiom): string | null {
  switch (a.t) {
    case 'Declaration':
      return `Declaration(${a.kind}(${iri(a.iri)}))`;
    case 'SubClassOf':
      return `SubClassOf(${expr(a.sub)} ${expr(a.sup)})`;
    case 'EquivalentClasses':
    case 'DisjointClasses':
      return `${a.t}(${a.ops.map(expr).join(' ')})`;
    case 'DisjointUnion':
      return `DisjointUnion(${iri(a.cls)} ${a.ops.map(expr).join(' ')})`;
    case 'SubObjectPropertyOf':
      return `SubObjectPropertyOf(${prop(a.sub)} ${prop(a.sup)})`;
    case 'SubObjectPropertyChain':
      return `SubObjectPropertyOf(ObjectPropertyChain(${a.chain.map(prop).join(' ')}) ${prop(a.sup)})`;
    case 'EquivalentObjectProperties':
    case 'DisjointObjectProperties':
      return `${a.t}(${a.ops.map(prop).join(' ')})`;
    case 'InverseObjectProperties':
      return `InverseObjectProperties(${prop(a.a)} ${prop(a.b)})`;
    case 'ObjectPropertyDomain':
    case 'ObjectPropertyRange':
      return `${a.t}(${prop(a.prop)} ${expr(a.cls)})`;
    case 'FunctionalObjectProperty':
    case 'InverseFunctionalObjectProperty':
    case 'ReflexiveObjectProperty':
    case 'IrreflexiveObjectProperty':
    case 'SymmetricObjectProperty':
    case 'AsymmetricObjectProperty':
    case 'TransitiveObjectProperty':
      return `${a.t}(${prop(a.prop)})`;
    case 'SubDataPropertyOf':
      return `SubDataPropertyOf(${iri(a.sub)} ${iri(a.sup)})`;
    case 'DataPropertyDomain':
      return `DataPropertyDomain(${iri(a.prop)} ${expr(a.cls)})`;
    case 'DataPropertyRange':
      return `DataPropertyRange(${iri(a.prop)} ${range(a.range)})`;
    case 'FunctionalDataProperty':
      return `FunctionalDataProperty(${iri(a.prop)})`;
    case 'SameIndividual':
    case 'DifferentIndividuals':
      return `${a.t}(${a.individuals.map(iri).join(' ')})`;
    case 'ClassAssertion':
      return `ClassAssertion(${expr(a.cls)} ${iri(a.individual)})`;
    case 'ObjectPropertyAssertion':
    case 'NegativeObjectPropertyAssertion':
      return `${a.t}(${prop(a.prop)} ${iri(a.subject)} ${iri(a.object)})`;
    case 'DataPropertyAssertion':
      return `DataPropertyAssertion(${iri(a.prop)} ${iri(a.subject)} ${literal(a.value)})`;
    default:
      return null;
  }
}
