import { captionOf, type OntologyEntity } from '../../ontology';

/** What to call each entity, by the interface's one rule: its label in the language, else its name, else any label. */
export function instanceCaptions(entities: readonly OntologyEntity[], language: string): Map<string, string> {
  return new Map(entities.map((e) => [e.id, captionOf(e, language)]));
}
