import { META_PROP } from '../../../../realtime/protocol/metaModel';
import { captionOf, dataTypeOf, domainsOf, ontologyClient, parentIdsOf, rangeOf, uiLanguage, type OntologyEntity } from '../../ontology';
import type { Catalog, CatalogProperty } from '../model/catalog';

// the builder reads the whole ontology's structure once: a few thousand classes and properties
// are a small answer, and choosing relations and columns then needs no round trips
const LIMIT = 5000;

async function readKind(of: 'class' | 'objectProperty' | 'dataProperty', fields: string[]): Promise<OntologyEntity[]> {
  return (await ontologyClient.read({ of, fields: [META_PROP.label, ...fields], builtIn: false, limit: LIMIT })).entities;
}

const property = (kind: CatalogProperty['kind'], lang: string) => (entity: OntologyEntity): [string, CatalogProperty] => [
  entity.id,
  { id: entity.id, name: captionOf(entity, lang), kind, dataType: kind === 'data' ? dataTypeOf(entity) || 'string' : '', domains: domainsOf(entity).map((d) => d.id), range: rangeOf(entity)?.id ?? null },
];

/** The classes and properties the caller may read, captioned in the interface language. */
export async function fetchCatalog(): Promise<Catalog> {
  const lang = uiLanguage();
  const [classes, objects, data] = await Promise.all([
    readKind('class', [META_PROP.parents]),
    readKind('objectProperty', [META_PROP.domain, META_PROP.range]),
    readKind('dataProperty', [META_PROP.domain, META_PROP.type]),
  ]);
  return {
    classes: new Map(classes.map((c) => [c.id, { id: c.id, name: captionOf(c, lang), parents: parentIdsOf(c) }])),
    properties: new Map([...objects.map(property('object', lang)), ...data.map(property('data', lang))]),
  };
}

/** Instances of a class whose name contains the text: the choices of a link filter's value. */
export async function findInstances(classId: string, text: string): Promise<Array<{ id: string; name: string }>> {
  const { entities } = await ontologyClient.read({ of: { class: classId, deep: true }, fields: [], where: text.trim() ? [{ prop: 'name', op: 'contains', val: text.trim() }] : [], limit: 20 });
  return entities.map((e) => ({ id: e.id, name: e.name }));
}
