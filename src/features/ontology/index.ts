// What other features may use of the ontology: its typed client (entities, queries, changes).
export * from './client';
export * from './rights';
