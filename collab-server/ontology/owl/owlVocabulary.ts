import type { DataType } from '../../../realtime/protocol/metaModel';

/** The namespaces and terms OWL interchange reads and writes. */
export const RDF = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#';
export const RDFS = 'http://www.w3.org/2000/01/rdf-schema#';
export const OWL = 'http://www.w3.org/2002/07/owl#';
export const XSD = 'http://www.w3.org/2001/XMLSchema#';
export const SKOS = 'http://www.w3.org/2004/02/skos/core#';
export const DC = 'http://purl.org/dc/elements/1.1/';
export const DCTERMS = 'http://purl.org/dc/terms/';

export const T = {
  type: `${RDF}type`,
  first: `${RDF}first`,
  rest: `${RDF}rest`,
  nil: `${RDF}nil`,
  label: `${RDFS}label`,
  comment: `${RDFS}comment`,
  subClassOf: `${RDFS}subClassOf`,
  domain: `${RDFS}domain`,
  range: `${RDFS}range`,
  rdfsClass: `${RDFS}Class`,
  Class: `${OWL}Class`,
  Thing: `${OWL}Thing`,
  Ontology: `${OWL}Ontology`,
  ObjectProperty: `${OWL}ObjectProperty`,
  DatatypeProperty: `${OWL}DatatypeProperty`,
  FunctionalProperty: `${OWL}FunctionalProperty`,
  NamedIndividual: `${OWL}NamedIndividual`,
  Restriction: `${OWL}Restriction`,
  onProperty: `${OWL}onProperty`,
  cardinality: `${OWL}cardinality`,
  minCardinality: `${OWL}minCardinality`,
  maxCardinality: `${OWL}maxCardinality`,
  qualifiedCardinality: `${OWL}qualifiedCardinality`,
  minQualifiedCardinality: `${OWL}minQualifiedCardinality`,
  maxQualifiedCardinality: `${OWL}maxQualifiedCardinality`,
  inverseOf: `${OWL}inverseOf`,
  equivalentClass: `${OWL}equivalentClass`,
  equivalentProperty: `${OWL}equivalentProperty`,
  deprecated: `${OWL}deprecated`,
  prefLabel: `${SKOS}prefLabel`,
  definition: `${SKOS}definition`,
  dcTitle: `${DC}title`,
  dcDescription: `${DC}description`,
  dctTitle: `${DCTERMS}title`,
  dctDescription: `${DCTERMS}description`,
} as const;

/** Types from these namespaces say what a term is in the language, not which class an individual belongs to. */
export const LANGUAGE_NAMESPACES = [RDF, RDFS, OWL, XSD];
export const inLanguageNamespace = (iri: string): boolean => LANGUAGE_NAMESPACES.some((ns) => iri.startsWith(ns));

/** XML Schema datatypes → our value types; anything else is kept as text. */
const XSD_TYPES: Record<string, DataType> = {
  string: 'string',
  normalizedString: 'string',
  token: 'string',
  anyURI: 'string',
  int: 'int',
  integer: 'int',
  long: 'int',
  short: 'int',
  byte: 'int',
  nonNegativeInteger: 'int',
  positiveInteger: 'int',
  negativeInteger: 'int',
  nonPositiveInteger: 'int',
  unsignedInt: 'int',
  unsignedLong: 'int',
  unsignedShort: 'int',
  gYear: 'int',
  float: 'float',
  double: 'float',
  decimal: 'float',
  boolean: 'bool',
  date: 'date',
  dateTime: 'dateTime',
  dateTimeStamp: 'dateTime',
};

export function dataTypeOf(iri: string | null | undefined): DataType {
  if (!iri?.startsWith(XSD)) return 'string';
  return XSD_TYPES[iri.slice(XSD.length)] ?? 'string';
}

/** Our value types → the XML Schema datatype written on export. */
export const XSD_OF: Record<DataType, string> = {
  string: `${XSD}string`,
  multiString: `${XSD}string`,
  text: `${XSD}string`,
  int: `${XSD}integer`,
  float: `${XSD}decimal`,
  bool: `${XSD}boolean`,
  date: `${XSD}date`,
  dateTime: `${XSD}dateTime`,
  id: `${XSD}string`,
  file: `${XSD}string`,
};

/** The last segment of an IRI after '#', '/' or ':'; the whole IRI when it ends with one. */
export function localName(iri: string): string {
  const m = /[^#/:]+$/.exec(iri);
  return m ? decodeURIComponentSafe(m[0]) : iri;
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
