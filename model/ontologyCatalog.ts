/**
 * What a builder (a semantic search, an OWL rule) knows of the ontology: classes with their
 * parents, and properties with their domains, ranges and value types — read once, so choosing a
 * relation, a column or an atom asks the server nothing.
 */
export type CatalogClass = { id: string; name: string; parents: string[] };
export type CatalogProperty = {
  id: string;
  name: string;
  kind: 'data' | 'object';
  /** A DATA_TYPES entry for data properties; '' for object properties. */
  dataType: string;
  domains: string[];
  /** The target class of an object property. */
  range: string | null;
};
export type OntologyCatalog = { classes: Map<string, CatalogClass>; properties: Map<string, CatalogProperty> };

/** The class and every class above it (multiple inheritance, cycles tolerated). */
export function withAncestors(catalog: Pick<OntologyCatalog, 'classes'>, classId: string): Set<string> {
  const seen = new Set<string>();
  const queue = [classId];
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(catalog.classes.get(id)?.parents ?? []));
  }
  return seen;
}

/** A class's name, or '' when the catalog does not know it (deleted, or not readable). */
export const classNameOf = (catalog: Pick<OntologyCatalog, 'classes'>, id: string): string => catalog.classes.get(id)?.name ?? '';

/** How a data property's values compare, whoever reads them: rules type their atoms by it, a decision table's bound column takes its type from it. */
export type DataTypeKind = 'integer' | 'decimal' | 'boolean' | 'date' | 'string';

// a rule may also write the XSD-style names (integer, real, boolean) for the store's int, float, bool
const KIND_OF_DATA_TYPE: ReadonlyMap<string, DataTypeKind> = new Map([
  ['int', 'integer'],
  ['integer', 'integer'],
  ['float', 'decimal'],
  ['real', 'decimal'],
  ['bool', 'boolean'],
  ['boolean', 'boolean'],
  ['date', 'date'],
  ['dateTime', 'date'],
]);

/** The kind of a data property's type (a DATA_TYPES entry): texts, ids, files and anything unknown compare as strings. */
export const kindOfDataType = (dataType: string): DataTypeKind => KIND_OF_DATA_TYPE.get(dataType) ?? 'string';
