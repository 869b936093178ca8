/**
 * What the builder knows of the ontology: classes with their parents, and properties with their
 * domains, ranges and value types — read once per builder, so choosing a relation or a column
 * asks the server nothing.
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
export type Catalog = { classes: Map<string, CatalogClass>; properties: Map<string, CatalogProperty> };

/** The class and every class above it (multiple inheritance, cycles tolerated). */
export function withAncestors(catalog: Pick<Catalog, 'classes'>, classId: string): Set<string> {
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
export const classNameOf = (catalog: Pick<Catalog, 'classes'>, id: string): string => catalog.classes.get(id)?.name ?? '';

/** The data and object properties an instance of the class has (own and inherited), by name. */
export function propertiesOfClass(catalog: Catalog, classId: string): CatalogProperty[] {
  const classes = withAncestors(catalog, classId);
  return [...catalog.properties.values()].filter((p) => p.domains.some((d) => classes.has(d))).sort((a, b) => a.name.localeCompare(b.name, 'ru'));
}
