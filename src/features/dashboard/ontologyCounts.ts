import { getData } from '../../app/api/dataApi';
import { META_CLASS, META_PROP } from '../../../realtime/protocol/meta';

export type OntologyCounts = { classes: number; objectProperties: number; dataProperties: number };

// the built-in meta-model is an instance of its own meta-classes; users never made it, so it is not counted
const BUILT_IN_IDS = [...Object.values(META_CLASS), ...Object.values(META_PROP)];

async function countInstances(classId: string): Promise<number> {
  const answer = await getData({ class: classId, fields: [], filter: { not: { prop: 'id', op: 'in', val: BUILT_IN_IDS } }, limit: 1 });
  return answer.count_rows;
}

/** How many classes, object properties and data properties the ontology holds. */
export async function fetchOntologyCounts(): Promise<OntologyCounts> {
  const [classes, objectProperties, dataProperties] = await Promise.all([
    countInstances(META_CLASS.Class),
    countInstances(META_CLASS.ObjectProperty),
    countInstances(META_CLASS.DataProperty),
  ]);
  return { classes, objectProperties, dataProperties };
}
