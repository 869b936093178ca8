import { operandsOf, type Operand, type Term } from '../../owl/axiomOperands';
import type { Axiom, AxiomType, ClassExpr, DataRange, Literal, ObjectPropertyExpr } from '../../owl/axioms';

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

function term(t: Term): string {
  switch (t.role) {
    case 'class':
      return expr(t.value);
    case 'objectProperty':
      return prop(t.value);
    case 'dataRange':
      return range(t.value);
    case 'literal':
      return literal(t.value);
    case 'annotationValue':
      return 'iri' in t.value ? iri(t.value.iri) : 'literal' in t.value ? literal(t.value.literal) : `_:${t.value.blank}`;
    default:
      return iri(t.value);
  }
}

function operand(o: Operand): string {
  if (o.role === 'chain') return `ObjectPropertyChain(${o.items.map(term).join(' ')})`;
  return o.role === 'list' ? o.items.map(term).join(' ') : term(o);
}

/**
 * Kinds not written: annotations, the header and raw RDF (nothing to classify), and the data
 * property, datatype and key axioms the comparison with Konclude has never covered.
 */
const LEFT_OUT: ReadonlySet<AxiomType> = new Set<AxiomType>([
  'EquivalentDataProperties',
  'DisjointDataProperties',
  'DatatypeDefinition',
  'HasKey',
  'NegativeDataPropertyAssertion',
  'AnnotationAssertion',
  'SubAnnotationPropertyOf',
  'AnnotationPropertyDomain',
  'AnnotationPropertyRange',
  'Ontology',
  'Rdf',
]);

function axiomText(a: Axiom): string | null {
  if (LEFT_OUT.has(a.t)) return null;
  if (a.t === 'Declaration') return `Declaration(${a.kind}(${iri(a.iri)}))`;
  // a chain inclusion is a SubObjectPropertyOf whose first operand is an ObjectPropertyChain
  const name = a.t === 'SubObjectPropertyChain' ? 'SubObjectPropertyOf' : a.t;
  return `${name}(${operandsOf(a).map(operand).join(' ')})`;
}
