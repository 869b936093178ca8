import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../store';
import type { ReasonerInferencesTable } from './reasonerTables';
import type { Axiom } from '../../model/owl/axioms';
import type { Inference, ReasonerResult } from '../../model/reasoner/types';
import type { Claim } from './reasonerRuns';
import { chunks } from '../store';

export const OWL_NOTHING = 'http://www.w3.org/2002/07/owl#Nothing';

// rows per insert: 7 parameters each stays far below PostgreSQL's 65,535
const ROWS_PER_INSERT = 2000;

type Row = Insertable<ReasonerInferencesTable>;

/** A conclusion as a row: subject, object and (for property values) the property, all IRIs. */
export function inferenceRow(mapId: string, inference: Inference): Row {
  const because = JSON.stringify(inference.because);
  const row = (subject: string, object: string, property: string | null = null): Row => ({ map_id: mapId, kind: inference.kind, subject, object, property, because });
  switch (inference.kind) {
    case 'subClassOf':
      return row(inference.sub, inference.sup);
    case 'equivalentClass':
      return row(inference.a, inference.b);
    case 'unsatisfiable':
      return row(inference.cls, OWL_NOTHING);
    case 'type':
      return row(inference.individual, inference.cls);
    case 'propertyValue':
      return row(inference.subject, inference.object, inference.prop);
    case 'sameIndividual':
      return row(inference.a, inference.b);
  }
}

/** The inferred taxonomy as rows: 'parent' (a direct parent after classification) and 'equivalent'. */
export function taxonomyRows(mapId: string, taxonomy: ReasonerResult['taxonomy']): Row[] {
  return taxonomy.flatMap((t) => [
    ...t.parents.map((p): Row => ({ map_id: mapId, kind: 'parent', subject: t.cls, object: p, property: null, because: '[]' })),
    ...t.equivalents.map((e): Row => ({ map_id: mapId, kind: 'equivalent', subject: t.cls, object: e, property: null, because: '[]' })),
  ]);
}

/** Ids of every axiom an explanation or the unused list names. */
export function namedAxiomIds(result: ReasonerResult): Set<string> {
  const ids = new Set<string>(result.inconsistency);
  for (const inference of result.inferences) for (const id of inference.because) ids.add(id);
  for (const u of result.unused) ids.add(u.id);
  return ids;
}

/**
 * Replaces the map's conclusions with a run's, in one transaction: readers see the previous result
 * or this one, never a mix. Answers the new version.
 */
export async function saveResult(db: Kysely<Database>, mapId: string, owner: string, covered: Claim, result: ReasonerResult, axioms: ReadonlyMap<string, Axiom>): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    // the lease may have been lost to another process (this one stalled past it): its result wins
    const held = await trx.selectFrom('reasoner_runs').select('owner').where('map_id', '=', mapId).forUpdate().executeTakeFirst();
    if (held?.owner !== owner) return null;
    await trx.deleteFrom('reasoner_inferences').where('map_id', '=', mapId).execute();
    await trx.deleteFrom('reasoner_axioms').where('map_id', '=', mapId).execute();
    const rows = [...result.inferences.map((i) => inferenceRow(mapId, i)), ...taxonomyRows(mapId, result.taxonomy)];
    for (const batch of chunks(rows, ROWS_PER_INSERT)) await trx.insertInto('reasoner_inferences').values(batch).execute();
    const named = [...namedAxiomIds(result)].flatMap((id) => {
      const axiom = axioms.get(id);
      return axiom ? [{ map_id: mapId, axiom_id: id, axiom: JSON.stringify(axiom) }] : [];
    });
    for (const batch of chunks(named, ROWS_PER_INSERT)) await trx.insertInto('reasoner_axioms').values(batch).execute();
    const row = await trx
      .updateTable('reasoner_runs')
      .set({
        state: 'done',
        progress: null,
        error: null,
        consistent: result.consistent,
        inconsistency: JSON.stringify(result.inconsistency),
        unused: JSON.stringify(result.unused),
        stats: JSON.stringify(result.stats),
        version: sql<number>`version + 1`,
        covered_seq: covered.wantedSeq,
        covered_gen: covered.axiomGen,
        finished_at: sql<Date>`now()`,
      })
      .where('map_id', '=', mapId)
      .returning('version')
      .executeTakeFirstOrThrow();
    return row.version;
  });
}
