import { apiFetch } from '../../api/apiFetch';
import { ontologyStatsSchema, type OntologyCounts } from '../../../realtime/protocol/ontology/stats';

export type { OntologyCounts };

/** How many classes, object and data properties and individuals the ontology holds (the built-in meta-model is not counted). */
export async function fetchOntologyCounts(): Promise<OntologyCounts> {
  return ontologyStatsSchema.parse(await apiFetch('ontology/stats')).total;
}
