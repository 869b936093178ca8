/** The RDF, RDFS, OWL and XSD terms the OWL 2 ⇄ RDF mapping reads and writes (W3C "OWL 2 Mapping to RDF Graphs"). */
export const RDF_NS = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#';
export const RDFS_NS = 'http://www.w3.org/2000/01/rdf-schema#';
export const OWL_NS = 'http://www.w3.org/2002/07/owl#';
export const XSD_NS = 'http://www.w3.org/2001/XMLSchema#';

const rdf = (n: string): string => RDF_NS + n;
const rdfs = (n: string): string => RDFS_NS + n;
const owl = (n: string): string => OWL_NS + n;

export const V = {
  type: rdf('type'),
  first: rdf('first'),
  rest: rdf('rest'),
  nil: rdf('nil'),
  langString: rdf('langString'),
  subClassOf: rdfs('subClassOf'),
  subPropertyOf: rdfs('subPropertyOf'),
  domain: rdfs('domain'),
  range: rdfs('range'),
  label: rdfs('label'),
  comment: rdfs('comment'),
  Datatype: rdfs('Datatype'),
  Class: owl('Class'),
  Thing: owl('Thing'),
  Nothing: owl('Nothing'),
  Restriction: owl('Restriction'),
  Ontology: owl('Ontology'),
  ontologyIri: owl('Ontology'),
  versionIRI: owl('versionIRI'),
  imports: owl('imports'),
  ObjectProperty: owl('ObjectProperty'),
  DatatypeProperty: owl('DatatypeProperty'),
  AnnotationProperty: owl('AnnotationProperty'),
  NamedIndividual: owl('NamedIndividual'),
  DataRange: owl('DataRange'),
  intersectionOf: owl('intersectionOf'),
  unionOf: owl('unionOf'),
  complementOf: owl('complementOf'),
  datatypeComplementOf: owl('datatypeComplementOf'),
  oneOf: owl('oneOf'),
  onProperty: owl('onProperty'),
  onProperties: owl('onProperties'),
  someValuesFrom: owl('someValuesFrom'),
  allValuesFrom: owl('allValuesFrom'),
  hasValue: owl('hasValue'),
  hasSelf: owl('hasSelf'),
  minCardinality: owl('minCardinality'),
  maxCardinality: owl('maxCardinality'),
  cardinality: owl('cardinality'),
  minQualifiedCardinality: owl('minQualifiedCardinality'),
  maxQualifiedCardinality: owl('maxQualifiedCardinality'),
  qualifiedCardinality: owl('qualifiedCardinality'),
  onClass: owl('onClass'),
  onDataRange: owl('onDataRange'),
  onDatatype: owl('onDatatype'),
  withRestrictions: owl('withRestrictions'),
  inverseOf: owl('inverseOf'),
  equivalentClass: owl('equivalentClass'),
  disjointWith: owl('disjointWith'),
  AllDisjointClasses: owl('AllDisjointClasses'),
  members: owl('members'),
  distinctMembers: owl('distinctMembers'),
  disjointUnionOf: owl('disjointUnionOf'),
  equivalentProperty: owl('equivalentProperty'),
  propertyDisjointWith: owl('propertyDisjointWith'),
  AllDisjointProperties: owl('AllDisjointProperties'),
  propertyChainAxiom: owl('propertyChainAxiom'),
  hasKey: owl('hasKey'),
  sameAs: owl('sameAs'),
  differentFrom: owl('differentFrom'),
  AllDifferent: owl('AllDifferent'),
  NegativePropertyAssertion: owl('NegativePropertyAssertion'),
  sourceIndividual: owl('sourceIndividual'),
  assertionProperty: owl('assertionProperty'),
  targetIndividual: owl('targetIndividual'),
  targetValue: owl('targetValue'),
  Axiom: owl('Axiom'),
  Annotation: owl('Annotation'),
  annotatedSource: owl('annotatedSource'),
  annotatedProperty: owl('annotatedProperty'),
  annotatedTarget: owl('annotatedTarget'),
  deprecated: owl('deprecated'),
  FunctionalProperty: owl('FunctionalProperty'),
  InverseFunctionalProperty: owl('InverseFunctionalProperty'),
  ReflexiveProperty: owl('ReflexiveProperty'),
  IrreflexiveProperty: owl('IrreflexiveProperty'),
  SymmetricProperty: owl('SymmetricProperty'),
  AsymmetricProperty: owl('AsymmetricProperty'),
  TransitiveProperty: owl('TransitiveProperty'),
  nonNegativeInteger: `${XSD_NS}nonNegativeInteger`,
  boolean: `${XSD_NS}boolean`,
  string: `${XSD_NS}string`,
} as const;

/** Annotation properties OWL 2 builds in: used without a declaration. */
export const BUILT_IN_ANNOTATION_PROPERTIES: ReadonlySet<string> = new Set([
  rdfs('label'),
  rdfs('comment'),
  rdfs('seeAlso'),
  rdfs('isDefinedBy'),
  owl('deprecated'),
  owl('versionInfo'),
  owl('priorVersion'),
  owl('backwardCompatibleWith'),
  owl('incompatibleWith'),
]);

/** rdf:type objects that are a property characteristic, with the axiom each reads as. */
export const CHARACTERISTICS = {
  [V.FunctionalProperty]: 'FunctionalObjectProperty',
  [V.InverseFunctionalProperty]: 'InverseFunctionalObjectProperty',
  [V.ReflexiveProperty]: 'ReflexiveObjectProperty',
  [V.IrreflexiveProperty]: 'IrreflexiveObjectProperty',
  [V.SymmetricProperty]: 'SymmetricObjectProperty',
  [V.AsymmetricProperty]: 'AsymmetricObjectProperty',
  [V.TransitiveProperty]: 'TransitiveObjectProperty',
} as const;

/** IRIs of the RDF, RDFS, OWL and XSD namespaces: the language, never an entity of the ontology. */
export const isReserved = (iri: string): boolean =>
  iri.startsWith(RDF_NS) || iri.startsWith(RDFS_NS) || iri.startsWith(OWL_NS) || iri.startsWith(XSD_NS);
