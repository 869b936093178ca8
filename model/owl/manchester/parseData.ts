/**
 * Data ranges and literals of Manchester syntax: `xsd:integer[>= 3, < 10]`, `integer`,
 * `{1, 2}`, `not xsd:string`, `"Сыр"@ru`, `"2020-01-01"^^xsd:date`, `2.5f`, `true`.
 */
import type { DataRange, Literal } from '../axioms';
import type { Token } from './tokenize';
import { ManchesterFailure, errorMessageKey, type Resolve, type TokenStream } from './tokenStream';
import { BARE_DATATYPES, builtinOfPrefixed, CLASS_KEYWORDS, FACET_BY_SYMBOL, XSD } from './vocabulary';

export const isNameToken = (token: Token | undefined): token is Token =>
  !!token && (token.kind === 'quoted' || token.kind === 'iri' || (token.kind === 'name' && !(CLASS_KEYWORDS as readonly string[]).includes(token.text)));

/** The datatype a name token stands for, or null when it is no datatype. */
export function datatypeOf(token: Token, resolve: Resolve): string | null {
  if (token.kind === 'name') {
    const builtin = builtinOfPrefixed(token.text) ?? BARE_DATATYPES[token.text];
    if (builtin) return builtin;
  }
  const found = resolve(token.value).filter((entity) => entity.kind === 'Datatype');
  return found[0]?.iri ?? null;
}

const startsLiteral = (token: Token | undefined): boolean =>
  !!token && (token.kind === 'string' || token.kind === 'number' || (token.kind === 'name' && (token.text === 'true' || token.text === 'false')));

export function parseLiteral(stream: TokenStream, resolve: Resolve): Literal {
  stream.expect({ category: 'literal' });
  const token = stream.peek();
  if (!token || !startsLiteral(token)) stream.failExpected();
  stream.next();
  if (token.kind === 'name') return { value: token.text, datatype: `${XSD}boolean` };
  if (token.kind === 'number') {
    const text = token.text;
    if (/[fF]$/.test(text)) return { value: text.slice(0, -1), datatype: `${XSD}float` };
    if (/[eE]/.test(text)) return { value: text, datatype: `${XSD}double` };
    if (text.includes('.')) return { value: text, datatype: `${XSD}decimal` };
    return { value: text, datatype: `${XSD}integer` };
  }
  const after = stream.peek();
  if (after?.kind === 'lang' && after.at === token.at + token.length) {
    stream.next();
    return { value: token.value, lang: after.value };
  }
  if (after?.kind === 'datatypeMark') {
    stream.next();
    stream.expect({ category: 'datatype' });
    const typeToken = stream.peek();
    if (!isNameToken(typeToken)) stream.failExpected();
    stream.next();
    const datatype = datatypeOf(typeToken, resolve);
    if (!datatype) stream.failAt(typeToken, 'notADatatype', typeToken.value);
    return { value: token.value, datatype };
  }
  return { value: token.value };
}

function parseFacets(stream: TokenStream, resolve: Resolve, datatype: string): DataRange {
  const facets: { facet: string; value: Literal }[] = [];
  do {
    stream.expect({ category: 'facet' });
    const facetToken = stream.peek();
    const facet = facetToken && (facetToken.kind === 'facet' || facetToken.kind === 'name') ? FACET_BY_SYMBOL[facetToken.text] : undefined;
    if (!facet) stream.failExpected();
    stream.next();
    facets.push({ facet, value: parseLiteral(stream, resolve) });
  } while (stream.accept(','));
  stream.require(']');
  return { t: 'DatatypeRestriction', datatype, facets };
}

export function parseDataPrimary(stream: TokenStream, resolve: Resolve): DataRange {
  if (stream.accept('not')) return { t: 'DataComplementOf', op: parseDataPrimary(stream, resolve) };
  if (stream.accept('(')) {
    const range = parseDataRange(stream, resolve);
    stream.require(')');
    return range;
  }
  if (stream.accept('{')) {
    const values = [parseLiteral(stream, resolve)];
    while (stream.accept(',')) values.push(parseLiteral(stream, resolve));
    stream.require('}');
    return { t: 'DataOneOf', values };
  }
  stream.expect({ category: 'datatype' });
  const token = stream.peek();
  if (!isNameToken(token)) stream.failExpected();
  const datatype = datatypeOf(token, resolve);
  if (!datatype) {
    const known = resolve(token.value);
    if (known.length === 0) stream.failAt(token, 'unknownName', token.value);
    throw new ManchesterFailure({
      key: errorMessageKey(known.some((entity) => entity.kind === 'Class') ? 'dataPropertyWithClass' : 'notADatatype'),
      code: known.some((entity) => entity.kind === 'Class') ? 'dataPropertyWithClass' : 'notADatatype',
      at: token.at,
      length: token.length,
      name: token.value,
    });
  }
  stream.next();
  return stream.accept('[') ? parseFacets(stream, resolve, datatype) : { t: 'Datatype', iri: datatype };
}

export function parseDataRange(stream: TokenStream, resolve: Resolve): DataRange {
  const unionOps = [parseDataConjunction(stream, resolve)];
  while (stream.accept('or')) unionOps.push(parseDataConjunction(stream, resolve));
  return unionOps.length === 1 ? (unionOps[0] as DataRange) : { t: 'DataUnionOf', ops: unionOps };
}

function parseDataConjunction(stream: TokenStream, resolve: Resolve): DataRange {
  const ops = [parseDataPrimary(stream, resolve)];
  while (stream.accept('and')) ops.push(parseDataPrimary(stream, resolve));
  return ops.length === 1 ? (ops[0] as DataRange) : { t: 'DataIntersectionOf', ops };
}

/** Whether the next token can begin a data range (an optional one after `min 2`). */
export const startsDataPrimary = (stream: TokenStream): boolean => stream.isKeyword('not') || stream.isPunct('(') || stream.isPunct('{') || isNameToken(stream.peek());
