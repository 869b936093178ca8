export { dmnArea } from './dmnArea';
export { sourceInstances, sourceRootClass } from './ontology/runSource';
