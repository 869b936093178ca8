import { labelIn, type OntologyEntity } from '../../ontology';

/**
 * What to call each entity: its label in the interface language when it has one (properties and
 * classes are labelled per language), otherwise its name.
 */
export function instanceCaptions(entities: readonly OntologyEntity[], language: string): Map<string, string> {
  return new Map(entities.map((e) => [e.id, labelIn(e, language) || e.name]));
}
