/**
 * The words Manchester syntax reserves and the built-in names it writes with prefixes, shared by
 * the renderer, the parser and completion so that what one writes the others read back.
 */
import type { Iri } from '../axioms';

export const XSD = 'http://www.w3.org/2001/XMLSchema#';
export const OWL = 'http://www.w3.org/2002/07/owl#';
export const RDF = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#';
export const RDFS = 'http://www.w3.org/2000/01/rdf-schema#';

/** Keywords of class expressions; a name spelled like one of them has to be quoted. */
export const CLASS_KEYWORDS = ['some', 'only', 'value', 'Self', 'min', 'max', 'exactly', 'and', 'or', 'not', 'inverse', 'that'] as const;
export type ClassKeyword = (typeof CLASS_KEYWORDS)[number];
export const RESTRICTION_KEYWORDS = ['some', 'only', 'value', 'Self', 'min', 'max', 'exactly'] as const;
/** Words that read as literals, so they are quoted when they are names. */
const LITERAL_WORDS = ['true', 'false'];

export const PREFIXES: Readonly<Record<string, string>> = { xsd: XSD, owl: OWL, rdf: RDF, rdfs: RDFS };

/** Names the syntax knows without the ontology: written and read in their prefixed form. */
export const BUILTIN_CLASSES: Readonly<Record<string, Iri>> = { 'owl:Thing': `${OWL}Thing`, 'owl:Nothing': `${OWL}Nothing` };

/** Datatypes Manchester syntax lets one write without a prefix (`integer[>= 3]`). */
export const BARE_DATATYPES: Readonly<Record<string, Iri>> = {
  integer: `${XSD}integer`,
  decimal: `${XSD}decimal`,
  float: `${XSD}float`,
  string: `${XSD}string`,
};

/** Datatypes offered by completion and accepted by the parser with their prefix. */
export const KNOWN_DATATYPES: readonly Iri[] = [
  ...['string', 'integer', 'int', 'long', 'short', 'decimal', 'float', 'double', 'boolean', 'date', 'dateTime', 'dateTimeStamp', 'time', 'anyURI',
    'nonNegativeInteger', 'positiveInteger', 'negativeInteger', 'nonPositiveInteger', 'normalizedString', 'token', 'language', 'byte',
    'unsignedInt', 'unsignedLong', 'unsignedShort', 'unsignedByte', 'gYear', 'gYearMonth', 'duration', 'hexBinary', 'base64Binary', 'Name', 'NCName', 'NMTOKEN',
  ].map((local) => `${XSD}${local}`),
  `${RDFS}Literal`,
  `${RDF}PlainLiteral`,
  `${RDF}langString`,
  `${RDF}XMLLiteral`,
  `${OWL}real`,
  `${OWL}rational`,
];

/** Facets by the symbol Manchester writes for them, and back. */
export const FACET_BY_SYMBOL: Readonly<Record<string, Iri>> = {
  '>=': `${XSD}minInclusive`,
  '>': `${XSD}minExclusive`,
  '<=': `${XSD}maxInclusive`,
  '<': `${XSD}maxExclusive`,
  length: `${XSD}length`,
  minLength: `${XSD}minLength`,
  maxLength: `${XSD}maxLength`,
  pattern: `${XSD}pattern`,
  langRange: `${RDF}langRange`,
};
export const SYMBOL_OF_FACET: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(FACET_BY_SYMBOL).map(([symbol, iri]) => [iri, symbol]));

/** `xsd:integer` for a built-in IRI, else null: built-ins are shown the way every OWL tool shows them. */
export function prefixedBuiltin(iri: Iri): string | null {
  if (iri === BUILTIN_CLASSES['owl:Thing'] || iri === BUILTIN_CLASSES['owl:Nothing']) return `owl:${iri.slice(OWL.length)}`;
  if (!KNOWN_DATATYPES.includes(iri)) return null;
  for (const [prefix, ns] of Object.entries(PREFIXES)) if (iri.startsWith(ns)) return `${prefix}:${iri.slice(ns.length)}`;
  return null;
}

/** The IRI a prefixed built-in name stands for (`xsd:integer`), or null. */
export function builtinOfPrefixed(name: string): Iri | null {
  const colon = name.indexOf(':');
  if (colon <= 0) return null;
  const ns = PREFIXES[name.slice(0, colon)];
  if (!ns) return null;
  const iri = ns + name.slice(colon + 1);
  return KNOWN_DATATYPES.includes(iri) || Object.values(BUILTIN_CLASSES).includes(iri) ? iri : null;
}

/** A bare name is ASCII letters, digits and `_ - .`, starting with a letter or `_`, and not a keyword. */
const BARE_NAME = /^[A-Za-z_][A-Za-z0-9_.-]*$/;

/**
 * A name as Manchester text: bare when it can be read back bare, else in single quotes as Protégé
 * writes labels with spaces or letters outside ASCII (`'Пицца с сыром'`).
 */
export function quoteName(name: string): string {
  const reserved = (CLASS_KEYWORDS as readonly string[]).includes(name) || LITERAL_WORDS.includes(name);
  if (BARE_NAME.test(name) && !reserved && !name.endsWith('.') && !name.endsWith('-')) return name;
  return `'${name.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** The last segment of an IRI (after `#` or `/`), for entities with no name to show. */
export function localNameOf(iri: Iri): string {
  const cut = Math.max(iri.lastIndexOf('#'), iri.lastIndexOf('/'));
  const local = cut >= 0 ? iri.slice(cut + 1) : iri;
  return local || iri;
}
