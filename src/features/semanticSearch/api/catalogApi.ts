import { fetchOntologyCatalog, ontologyClient } from '../../ontology';
import type { Catalog } from '../model/catalog';

/** The classes and properties the caller may read, captioned in the interface language. */
export const fetchCatalog = (): Promise<Catalog> => fetchOntologyCatalog();

/** Instances of a class whose name contains the text: the choices of a link filter's value. */
export async function findInstances(classId: string, text: string): Promise<Array<{ id: string; name: string }>> {
  const { entities } = await ontologyClient.read({ of: { class: classId, deep: true }, fields: [], where: text.trim() ? [{ prop: 'name', op: 'contains', val: text.trim() }] : [], limit: 20 });
  return entities.map((e) => ({ id: e.id, name: e.name }));
}
