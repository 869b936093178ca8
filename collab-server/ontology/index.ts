export { ontologyArea } from './ontologyArea';
export { findMapHeader } from './ontologyMaps';
export { loadEffectiveAxioms } from './owl/effectiveAxioms';
