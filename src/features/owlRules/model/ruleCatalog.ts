import { withAncestors, type CatalogProperty, type OntologyCatalog } from '../../../../model/ontologyCatalog';

export { withAncestors, type CatalogClass, type CatalogProperty } from '../../../../model/ontologyCatalog';
/** What the rule editor knows of the ontology (model/ontologyCatalog.ts), read once per editor. */
export type RuleCatalog = OntologyCatalog;

/**
 * The properties of a kind an instance of the class has (its own and inherited; a property with no
 * domain applies to every class), sorted by name.
 */
export function propertiesOfClass(catalog: RuleCatalog, classId: string, kind: CatalogProperty['kind']): CatalogProperty[] {
  const classes = withAncestors(catalog, classId);
  return [...catalog.properties.values()]
    .filter((p) => p.kind === kind && (p.domains.length === 0 || p.domains.some((d) => classes.has(d))))
    .sort((a, b) => a.name.localeCompare(b.name, 'ru'));
}

/** A class's or property's name; '' when the catalog does not know it (deleted, or not readable). */
export const nameIn = (catalog: RuleCatalog, id: string): string => catalog.classes.get(id)?.name ?? catalog.properties.get(id)?.name ?? '';
