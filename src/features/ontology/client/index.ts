// The typed ontology client: one entity shape, queries and changes in the ontology's words.
export { ontologyClient, type EntityPage, type OntologyClient, type ReadOptions } from './ontologyClient';
export { entitiesFromRows, kindOfClass, classOfKind, propsOf, valueText, type EntityKind, type EntityRef, type EntityValue, type Labels, type MetaKind, type OntologyEntity } from './ontologyEntity';
export { BUILT_IN_IDS, byProp, getDataPayload, isBuiltIn, where, type EntityQuery, type EntityScope, type FieldRef } from './entityQuery';
export { change, createChanges, labelChanges, linkChanges, singleLinkChange, textChange, type NewEntity, type NewEntityClass, type OntologyChange } from './entityChanges';
export * from './entityValues';
export { uiLanguage } from './uiLanguage';
export { fetchOntologyCatalog } from './ontologyCatalog';
