// What other features may use of the ontology: its typed client (entities, queries, changes).
export * from './client';
export * from './rights';
// The graph every ontology screen draws (vis-network, loaded on demand, with the spec's physics
// saved locally) and its node and edge model, for screens elsewhere that draw entities.
export { NetworkView } from './maps/network/NetworkView';
export { assembleGraph, NODE_CAP, type EdgeKind, type GraphEdge, type GraphModel, type GraphNode, type NodeKind } from './maps/network/graphModel';
export { EntitySearch } from './maps/ui/EntitySearch';
// What the ontology brings to the app: its pages, and the names of entities for the shell.
export { ontologyFeature } from './ontologyFeature';
