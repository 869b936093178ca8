/**
 * OWL class expressions and axioms as Manchester syntax, the way Protégé shows them:
 * `hasTopping some (CheeseTopping or VegetableTopping)`, `hasCountryOfOrigin value Italy`,
 * `inverse (hasTopping)`, `{America, England}`. Names come from the caller (labels in the
 * user's language), quoted when they could not be read back bare. Parentheses appear where the
 * precedence not > and > or needs them, and around nested restrictions and complements of
 * anything but a name, as Protégé writes them, because `p some q some A` and `not p some A`
 * are legal but misread by people.
 */
import type { ClassExpr, DataRange, Iri, Literal, ObjectPropertyExpr } from '../axioms';
import { localNameOf, prefixedBuiltin, quoteName, SYMBOL_OF_FACET, XSD } from './vocabulary';

export type NameOf = (iri: Iri) => string;

/** Binding strength of an expression's top operator: 1 or, 2 and, 3 not, 4 restriction or atom. */
type Level = 1 | 2 | 3 | 4;

export function renderName(iri: Iri, nameOf: NameOf): string {
  if (iri.startsWith('_:')) return iri;
  const builtin = prefixedBuiltin(iri);
  if (builtin) return builtin;
  const name = nameOf(iri).trim();
  return name ? quoteName(name) : quoteName(localNameOf(iri));
}

export function renderProperty(prop: ObjectPropertyExpr, nameOf: NameOf): string {
  const name = renderName(prop.iri, nameOf);
  return prop.t === 'ObjectInverseOf' ? `inverse (${name})` : name;
}

const INTEGER = /^[+-]?\d+$/;
const DECIMAL = /^[+-]?\d*\.\d+$/;
const FLOAT = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

export function renderLiteral(literal: Literal, nameOf: NameOf): string {
  const quoted = `"${literal.value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  if (literal.lang) return `${quoted}@${literal.lang}`;
  const datatype = literal.datatype ?? `${XSD}string`;
  if (datatype === `${XSD}string`) return quoted;
  if (datatype === `${XSD}integer` && INTEGER.test(literal.value)) return literal.value;
  if (datatype === `${XSD}decimal` && DECIMAL.test(literal.value)) return literal.value;
  if (datatype === `${XSD}float` && FLOAT.test(literal.value)) return `${literal.value}f`;
  if (datatype === `${XSD}boolean` && (literal.value === 'true' || literal.value === 'false')) return literal.value;
  return `${quoted}^^${renderName(datatype, nameOf)}`;
}

function levelOfRange(range: DataRange): Level {
  if (range.t === 'DataUnionOf') return 1;
  if (range.t === 'DataIntersectionOf') return 2;
  if (range.t === 'DataComplementOf') return 3;
  return 4;
}

function rangeAt(range: DataRange, atLeast: Level, nameOf: NameOf): string {
  const text = renderDataRange(range, nameOf);
  return levelOfRange(range) < atLeast ? `(${text})` : text;
}

export function renderDataRange(range: DataRange, nameOf: NameOf): string {
  switch (range.t) {
    case 'Datatype':
      return renderName(range.iri, nameOf);
    case 'DataUnionOf':
      return range.ops.map((op) => rangeAt(op, 2, nameOf)).join(' or ');
    case 'DataIntersectionOf':
      return range.ops.map((op) => rangeAt(op, 3, nameOf)).join(' and ');
    case 'DataComplementOf':
      return `not ${rangeAt(range.op, 4, nameOf)}`;
    case 'DataOneOf':
      return `{${range.values.map((value) => renderLiteral(value, nameOf)).join(', ')}}`;
    case 'DatatypeRestriction': {
      const facets = range.facets.map(({ facet, value }) => `${SYMBOL_OF_FACET[facet] ?? renderName(facet, nameOf)} ${renderLiteral(value, nameOf)}`);
      return `${renderName(range.datatype, nameOf)}[${facets.join(', ')}]`;
    }
  }
}

function levelOf(expr: ClassExpr): Level {
  if (expr.t === 'ObjectUnionOf') return 1;
  if (expr.t === 'ObjectIntersectionOf') return 2;
  if (expr.t === 'ObjectComplementOf') return 3;
  return 4;
}

const isRestriction = (expr: ClassExpr): boolean => levelOf(expr) === 4 && expr.t !== 'Class' && expr.t !== 'ObjectOneOf';

function exprAt(expr: ClassExpr, atLeast: Level, nameOf: NameOf): string {
  const text = renderClassExpr(expr, nameOf);
  return levelOf(expr) < atLeast ? `(${text})` : text;
}

/** A restriction's filler: a name or a one-of stays bare, everything else is bracketed as Protégé does. */
function filler(expr: ClassExpr, nameOf: NameOf): string {
  const text = renderClassExpr(expr, nameOf);
  return expr.t === 'Class' || expr.t === 'ObjectOneOf' ? text : `(${text})`;
}

function dataFiller(range: DataRange, nameOf: NameOf): string {
  return rangeAt(range, 4, nameOf);
}

const CARDINALITY_WORD = { Min: 'min', Max: 'max', Exact: 'exactly' } as const;
const cardinalityWord = (t: string): string => CARDINALITY_WORD[t.replace(/^(Object|Data)/, '').replace(/Cardinality$/, '') as keyof typeof CARDINALITY_WORD];

export function renderClassExpr(expr: ClassExpr, nameOf: NameOf): string {
  switch (expr.t) {
    case 'Class':
      return renderName(expr.iri, nameOf);
    case 'ObjectUnionOf':
      return expr.ops.map((op) => exprAt(op, 2, nameOf)).join(' or ');
    case 'ObjectIntersectionOf':
      return expr.ops.map((op) => exprAt(op, 3, nameOf)).join(' and ');
    case 'ObjectComplementOf':
      return `not ${expr.op.t === 'Class' || expr.op.t === 'ObjectOneOf' ? renderClassExpr(expr.op, nameOf) : `(${renderClassExpr(expr.op, nameOf)})`}`;
    case 'ObjectOneOf':
      return `{${expr.individuals.map((individual) => renderName(individual, nameOf)).join(', ')}}`;
    case 'ObjectSomeValuesFrom':
      return `${renderProperty(expr.prop, nameOf)} some ${filler(expr.filler, nameOf)}`;
    case 'ObjectAllValuesFrom':
      return `${renderProperty(expr.prop, nameOf)} only ${filler(expr.filler, nameOf)}`;
    case 'ObjectHasValue':
      return `${renderProperty(expr.prop, nameOf)} value ${renderName(expr.individual, nameOf)}`;
    case 'ObjectHasSelf':
      return `${renderProperty(expr.prop, nameOf)} Self`;
    case 'ObjectMinCardinality':
    case 'ObjectMaxCardinality':
    case 'ObjectExactCardinality': {
      const head = `${renderProperty(expr.prop, nameOf)} ${cardinalityWord(expr.t)} ${expr.n}`;
      return expr.filler ? `${head} ${filler(expr.filler, nameOf)}` : head;
    }
    case 'DataSomeValuesFrom':
      return `${renderName(expr.prop, nameOf)} some ${dataFiller(expr.range, nameOf)}`;
    case 'DataAllValuesFrom':
      return `${renderName(expr.prop, nameOf)} only ${dataFiller(expr.range, nameOf)}`;
    case 'DataHasValue':
      return `${renderName(expr.prop, nameOf)} value ${renderLiteral(expr.value, nameOf)}`;
    case 'DataMinCardinality':
    case 'DataMaxCardinality':
    case 'DataExactCardinality': {
      const head = `${renderName(expr.prop, nameOf)} ${cardinalityWord(expr.t)} ${expr.n}`;
      return expr.range ? `${head} ${dataFiller(expr.range, nameOf)}` : head;
    }
  }
}

/** True when the expression is a restriction (some, only, value, Self, cardinality), for callers that style them. */
export { isRestriction };
