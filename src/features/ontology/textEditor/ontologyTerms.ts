import { getData } from '../../../app/api/dataApi';
import { META_CLASS, META_PROP } from '../../../../realtime/protocol/meta';
import { rowsByInstance } from '../individuals/individualsApi';
import type { Term, TermKind } from './termMatcher';

const META_CLASSES = Object.values(META_CLASS);
const LIMIT = 10_000;

async function termsOf(kind: TermKind, classId: string): Promise<Term[]> {
  const { rows } = await getData({ class: classId, fields: [{ prop: META_PROP.label }], limit: LIMIT });
  return rows.flatMap((r) => (r.cap && (r.prop === META_PROP.name || r.prop === META_PROP.label) ? [{ text: r.cap, kind, id: r.inst }] : []));
}

/** Individuals: every instance that is not a class, a property or a meta-model object, with its class for the card's link. */
async function individualTerms(): Promise<Term[]> {
  const { rows } = await getData({ fields: [{ prop: 'class' }, { prop: META_PROP.label }], filter: { prop: 'class', op: 'ne', val: META_CLASSES }, limit: LIMIT });
  return rowsByInstance(rows).flatMap(({ inst, rows: values }) => {
    const classId = String(values.find((r) => r.prop === META_PROP.instanceOf)?.val ?? '');
    return values.flatMap((r) => (r.cap && (r.prop === META_PROP.name || r.prop === META_PROP.label) ? [{ text: r.cap, kind: 'individual' as const, id: inst, classId }] : []));
  });
}

/** The ontology's names and ru/en labels, fetched once per editor; classes win ties over properties and individuals. */
export async function fetchOntologyTerms(): Promise<Term[]> {
  const [classes, objectProps, dataProps, individuals] = await Promise.all([
    termsOf('class', META_CLASS.Class),
    termsOf('objectProperty', META_CLASS.ObjectProperty),
    termsOf('dataProperty', META_CLASS.DataProperty),
    individualTerms(),
  ]);
  // the built-in meta-model (Class, Name, Author…) is no term of the user's ontology
  const builtIn = new Set<string>([...META_CLASSES, ...Object.values(META_PROP)]);
  return [...classes, ...objectProps, ...dataProps, ...individuals].filter((term) => !builtIn.has(term.id));
}
