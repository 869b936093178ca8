import { getData } from '../../../app/api/dataApi';
import { META_CLASS, META_PROP } from '../../../../realtime/protocol/metaModel';
import { rowsByInstance } from '../individuals/individualsApi';
import type { Term, TermKind } from './termMatcher';
import { MAX_PHRASES, textPhrases } from './textPhrases';

const META_CLASSES = Object.values(META_CLASS);
const LIMIT = 10_000;

async function termsOf(kind: TermKind, classId: string): Promise<Term[]> {
  const { rows } = await getData({ class: classId, fields: [{ prop: META_PROP.label }], limit: LIMIT });
  return rows.flatMap((r) => (r.cap && (r.prop === META_PROP.name || r.prop === META_PROP.label) ? [{ text: r.cap, kind, id: r.inst }] : []));
}

/**
 * The individuals named in a text: the instances (not classes, properties or meta-model objects)
 * whose name or label is one of the text's phrases. Asked per text rather than fetched whole:
 * an ontology may hold hundreds of thousands of individuals.
 */
export async function fetchIndividualTerms(text: string): Promise<Term[]> {
  const phrases = textPhrases(text);
  if (phrases.length === 0) return [];
  const named = { or: [{ prop: 'name' as const, op: 'in' as const, val: phrases }, { prop: META_PROP.label, op: 'in' as const, val: phrases }] };
  const { rows } = await getData({ fields: [{ prop: 'class' }, { prop: META_PROP.label }], filter: [{ prop: 'class', op: 'ne', val: META_CLASSES }, named], limit: MAX_PHRASES });
  return rowsByInstance(rows).flatMap(({ inst, rows: values }) => {
    const classId = String(values.find((r) => r.prop === META_PROP.instanceOf)?.val ?? '');
    return values.flatMap((r) => (r.cap && (r.prop === META_PROP.name || r.prop === META_PROP.label) ? [{ text: r.cap, kind: 'individual' as const, id: inst, classId }] : []));
  });
}

/** The names and ru/en labels of the ontology's classes and properties, fetched once per editor; classes win ties over properties. */
export async function fetchSchemaTerms(): Promise<Term[]> {
  const [classes, objectProps, dataProps] = await Promise.all([
    termsOf('class', META_CLASS.Class),
    termsOf('objectProperty', META_CLASS.ObjectProperty),
    termsOf('dataProperty', META_CLASS.DataProperty),
  ]);
  // the built-in meta-model (Class, Name, Author…) is no term of the user's ontology
  const builtIn = new Set<string>([...META_CLASSES, ...Object.values(META_PROP)]);
  return [...classes, ...objectProps, ...dataProps].filter((term) => !builtIn.has(term.id));
}
