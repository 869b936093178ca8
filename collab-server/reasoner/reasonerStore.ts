import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../store';
import type { ReasonerInferencesTable } from './reasonerTables';
import type { Axiom } from '../../model/owl/axioms';
import type { Inference, ReasonerResult } from '../../model/reasoner/types';
import type { Claim } from './reasonerRuns';
import { chunks, IDS_PER_STATEMENT } from '../store';
import { loadInstanceClasses } from '../ontologyStore';
import { resolveIds } from './reasonerNames';

export const OWL_NOTHING = 'http://www.w3.org/2002/07/owl#Nothing';

// rows per insert: 9 parameters each stays far below PostgreSQL's 65,535
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
 * 'type' rows with the stored individual and class they name, so that they count as memberships
 * (ontologyStore/classMembers.ts) — only the types nothing else already gives: a class the
 * individual holds (stated, rule-derived, or inferred in another map) or an ancestor of one of its
 * classes is not a new membership, and listing it would put the individual among the direct
 * members of every class above its own.
 */
async function typesWithIds(db: Kysely<Database>, mapId: string, rows: Row[]): Promise<Row[]> {
  const types = rows.filter((r) => r.kind === 'type');
  if (types.length === 0) return rows;
  const ids = await resolveIds(db, mapId, types.flatMap((r) => [r.subject, r.object]));
  const inferred = new Map<string, Set<string>>();
  for (const r of types) {
    const [inst, cls] = [ids.get(r.subject), ids.get(r.object)];
    if (inst && cls) inferred.set(inst, (inferred.get(inst) ?? new Set()).add(cls));
  }
  const held = new Map<string, Set<string>>();
  for (const batch of chunks([...inferred.keys()], IDS_PER_STATEMENT)) {
    for (const m of await loadInstanceClasses(db, batch)) held.set(m.inst, (held.get(m.inst) ?? new Set()).add(m.classId));
  }
  const classes = [...new Set([...inferred.values(), ...held.values()].flatMap((set) => [...set]))];
  const above = new Map<string, string[]>();
  for (const batch of chunks(classes, IDS_PER_STATEMENT)) {
    const links = await db.selectFrom('class_closure').select(['descendant', 'ancestor']).where('descendant', 'in', batch).where('depth', '>', 0).execute();
    for (const l of links) above.set(l.descendant, [...(above.get(l.descendant) ?? []), l.ancestor]);
  }
  const isNew = (inst: string, cls: string): boolean => {
    const own = [...(held.get(inst) ?? []), ...(inferred.get(inst) ?? [])];
    return !held.get(inst)?.has(cls) && !own.some((c) => (above.get(c) ?? []).includes(cls));
  };
  return rows.map((r) => {
    if (r.kind !== 'type') return r;
    const [inst, cls] = [ids.get(r.subject), ids.get(r.object)];
    return inst && cls && isNew(inst, cls) ? { ...r, subject_id: inst, object_id: cls } : r;
  });
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
    const rows = [...(await typesWithIds(trx, mapId, result.inferences.map((i) => inferenceRow(mapId, i)))), ...taxonomyRows(mapId, result.taxonomy)];
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
