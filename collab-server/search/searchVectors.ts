import { sql, type RawBuilder } from 'kysely';
import { META_PROP } from '../../realtime/protocol/metaModel';

/**
 * The text-search vectors of every searched column, written exactly as migration 0022 indexes
 * them: PostgreSQL uses an expression index only for the very same expression (and a partial one
 * only when the query repeats its condition), so both read from here and searchVectors.test.ts
 * checks the migration still says the same.
 *
 * One configuration, `russian`, for every text: it stems Cyrillic words with the Russian
 * Snowball stemmer and Latin words with the English one (and drops the stop words of both), so
 * «кошки» finds «кошка» and "running" finds "run" from a single vector — half the index and half
 * the tokenizing on write of `to_tsvector('russian', …) || to_tsvector('english', …)`, which
 * would find nothing more.
 */
export const SEARCH_CONFIG = 'russian';

/**
 * Value rows that are not prose even when their property says text: type names, IRIs, colours,
 * icons, stages, map layouts, graph settings, command queries, plugin configurations and the
 * ontology text (its words are the classes', found by name). Leaving them out of the index keeps
 * a map drag (a new layout JSON) from tokenizing kilobytes of coordinates.
 */
export const UNSEARCHED_PROPS: readonly string[] = [
  META_PROP.type, META_PROP.iri, META_PROP.stage, META_PROP.icon, META_PROP.color, META_PROP.mapLayout,
  META_PROP.graphSettings, META_PROP.query, META_PROP.config, META_PROP.text,
];

/** Data property types whose values are searched (string, multiString with its language, text). */
export const SEARCHED_TYPES = ['string', 'multiString', 'text'] as const;

const unsearched = UNSEARCHED_PROPS.map((id) => `'${id}'`).join(', ');

/** SQL text per searched column, `$` standing for the table's alias (empty in the migration). */
export const VECTOR_SQL = {
  instanceName: `to_tsvector('russian', $name)`,
  valueText: `to_tsvector('russian', $t)`,
  valueCondition: `$t is not null and $prop not in (${unsearched})`,
  document: `to_tsvector('russian', $name || ' ' || $title || ' ' || $annotation || ' ' || $content)`,
  documentName: `to_tsvector('russian', $name || ' ' || $title)`,
  element: `to_tsvector('russian', $title || ' ' || $content)`,
  comment: `to_tsvector('russian', $text)`,
  publication: `to_tsvector('russian', $name || ' ' || $annotation || ' ' || $content_html)`,
  manual: `to_tsvector('russian', $name || ' ' || $description)`,
} as const;

/** The expression for a table alias, e.g. vector('document', 'd') → to_tsvector('russian', d.name || …). */
export function vectorText(which: keyof typeof VECTOR_SQL, alias: string): string {
  return VECTOR_SQL[which].replace(/\$(\w+)/g, (_, column: string) => (alias ? `${alias}.${column}` : column));
}

export const vector = (which: keyof typeof VECTOR_SQL, alias: string): RawBuilder<unknown> => sql.raw(vectorText(which, alias));
