import { META_PROP } from '../../../../realtime/protocol/metaModel';
import { ontologyClient as client, valuesOf, where, type MetaKind, type OntologyEntity } from '../client';
import type { Term, TermKind } from './termMatcher';
import { MAX_PHRASES, textPhrases } from './textPhrases';

const LIMIT = 10_000;

/** The texts an entity is known by: its name and its labels. */
const namesOf = (entity: OntologyEntity): string[] => [entity.name, ...valuesOf(entity, META_PROP.label).map((v) => v.cap ?? '')].filter((text) => text !== '');

async function termsOf(kind: TermKind & MetaKind): Promise<Term[]> {
  // the built-in meta-model (Class, Name, Author…) is no term of the user's ontology
  const { entities } = await client.read({ of: kind, builtIn: false, fields: [META_PROP.label], limit: LIMIT });
  return entities.flatMap((e) => namesOf(e).map((text) => ({ text, kind, id: e.id })));
}

/**
 * The individuals named in a text: the instances (not classes, properties or meta-model objects)
 * whose name or label is one of the text's phrases. Asked per text rather than fetched whole:
 * an ontology may hold hundreds of thousands of individuals.
 */
export async function fetchIndividualTerms(text: string): Promise<Term[]> {
  const phrases = textPhrases(text);
  if (phrases.length === 0) return [];
  const { entities } = await client.read({ of: 'individual', fields: ['class', META_PROP.label], where: where.namedAnyOf(phrases), limit: MAX_PHRASES });
  return entities.flatMap((e) => namesOf(e).map((name) => ({ text: name, kind: 'individual' as const, id: e.id, classId: e.classes[0]?.id ?? '' })));
}

/** The names and ru/en labels of the ontology's classes and properties, fetched once per editor; classes win ties over properties. */
export async function fetchSchemaTerms(): Promise<Term[]> {
  const [classes, objectProps, dataProps] = await Promise.all([termsOf('class'), termsOf('objectProperty'), termsOf('dataProperty')]);
  return [...classes, ...objectProps, ...dataProps];
}
