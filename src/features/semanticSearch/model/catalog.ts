import { withAncestors, type CatalogProperty, type OntologyCatalog } from '../../../../model/ontologyCatalog';

export { classNameOf, withAncestors, type CatalogClass, type CatalogProperty } from '../../../../model/ontologyCatalog';
/** What the builder knows of the ontology (model/ontologyCatalog.ts). */
export type Catalog = OntologyCatalog;

/** The data and object properties an instance of the class has (own and inherited), by name. */
export function propertiesOfClass(catalog: Catalog, classId: string): CatalogProperty[] {
  const classes = withAncestors(catalog, classId);
  return [...catalog.properties.values()].filter((p) => p.domains.some((d) => classes.has(d))).sort((a, b) => a.name.localeCompare(b.name, 'ru'));
}
