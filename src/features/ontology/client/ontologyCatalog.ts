import { META_PROP } from '../../../../realtime/protocol/metaModel';
import type { CatalogProperty, OntologyCatalog } from '../../../../model/ontologyCatalog';
import { ontologyClient } from './ontologyClient';
import { captionOf, dataTypeOf, domainsOf, parentIdsOf, rangeOf } from './entityValues';
import type { OntologyEntity } from './ontologyEntity';
import { uiLanguage } from './uiLanguage';

// a builder reads the whole ontology's structure once: a few thousand classes and properties are
// a small answer, and building then needs no round trips
const LIMIT = 5000;

async function readKind(of: 'class' | 'objectProperty' | 'dataProperty', fields: string[]): Promise<OntologyEntity[]> {
  return (await ontologyClient.read({ of, fields: [META_PROP.label, ...fields], builtIn: false, limit: LIMIT })).entities;
}

const property = (kind: CatalogProperty['kind'], lang: string) => (entity: OntologyEntity): [string, CatalogProperty] => [
  entity.id,
  { id: entity.id, name: captionOf(entity, lang), kind, dataType: kind === 'data' ? dataTypeOf(entity) || 'string' : '', domains: domainsOf(entity).map((d) => d.id), range: rangeOf(entity)?.id ?? null },
];

/** The classes and properties the caller may read, captioned in the interface language. */
export async function fetchOntologyCatalog(): Promise<OntologyCatalog> {
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
