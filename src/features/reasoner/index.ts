// What other features see of the reasoner: its declaration. Its panels reach the ontology's screens
// through the places those screens leave for it (reasonerFeature.slots), so the ontology imports nothing of it.
export { reasonerFeature } from './reasonerFeature';
