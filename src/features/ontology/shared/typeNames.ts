import { DATA_TYPES, META_CLASS } from '../../../../realtime/protocol/metaModel';

/**
 * The human names of codes the ontology keeps: value types ('int' → «Целое число») and the
 * meta-classes ('Class' → «Класс»). Screens show these, never the codes; the words themselves are
 * the glossary's (locales/parts/terms.*.json).
 */

type Translate = (key: string) => string;

const KNOWN_TYPES: ReadonlySet<string> = new Set<string>([...DATA_TYPES, 'ref']);

/** The glossary key of a value type; null for a type the platform does not know. */
export const dataTypeKey = (type: string): string | null => (KNOWN_TYPES.has(type) ? `terms.dataTypes.${type}` : null);

/** What a value type is called; an unknown type (from an old import) shows as it is stored. */
export const dataTypeName = (t: Translate, type: string): string => {
  const key = dataTypeKey(type);
  return key ? t(key) : type;
};

const META_CLASS_NAMES: ReadonlyMap<string, string> = new Map(Object.entries(META_CLASS).map(([name, id]) => [id, name]));

/** The glossary key of a built-in meta-class by its id ('Class', 'OntologyMap'…); null for any other class. */
export const metaClassKey = (classId: string): string | null => {
  const name = META_CLASS_NAMES.get(classId);
  return name ? `terms.metaClasses.${name}` : null;
};
