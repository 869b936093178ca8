import type { Kysely } from 'kysely';
import type { Database } from '../store';
import type { Inference, ReasonerResult } from '../../model/reasoner/types';

export type StoredReasonerResult = Pick<ReasonerResult, 'consistent' | 'inconsistency' | 'taxonomy' | 'inferences' | 'unused'> & { version: number };

type Row = { kind: string; subject: string; object: string; property: string | null; because: string[] };

function inferenceOf(row: Row): Inference | null {
  const because = row.because;
  switch (row.kind) {
    case 'subClassOf':
      return { kind: 'subClassOf', sub: row.subject, sup: row.object, because };
    case 'equivalentClass':
      return { kind: 'equivalentClass', a: row.subject, b: row.object, because };
    case 'unsatisfiable':
      return { kind: 'unsatisfiable', cls: row.subject, because };
    case 'type':
      return { kind: 'type', individual: row.subject, cls: row.object, because };
    case 'propertyValue':
      return row.property ? { kind: 'propertyValue', subject: row.subject, prop: row.property, object: row.object, because } : null;
    case 'sameIndividual':
      return { kind: 'sameIndividual', a: row.subject, b: row.object, because };
    default:
      return null;
  }
}

/**
 * The map's latest stored conclusions in the reasoner's own terms (IRIs), for other server areas
 * (OWL rules read inferred types); null when the map was never classified. Derived data: never
 * write it back as facts.
 */
export async function reasonerResultFor(db: Kysely<Database>, mapId: string): Promise<StoredReasonerResult | null> {
  const run = await db.selectFrom('reasoner_runs').select(['consistent', 'inconsistency', 'unused', 'version']).where('map_id', '=', mapId).executeTakeFirst();
  if (!run || run.version === 0) return null;
  const rows = (await db.selectFrom('reasoner_inferences').select(['kind', 'subject', 'object', 'property', 'because']).where('map_id', '=', mapId).execute()) as Row[];
  const taxonomy = new Map<string, ReasonerResult['taxonomy'][number]>();
  const node = (cls: string) => taxonomy.get(cls) ?? taxonomy.set(cls, { cls, parents: [], equivalents: [] }).get(cls)!;
  for (const r of rows) {
    if (r.kind === 'parent') node(r.subject).parents.push(r.object);
    else if (r.kind === 'equivalent') node(r.subject).equivalents.push(r.object);
  }
  return {
    consistent: run.consistent ?? true,
    inconsistency: run.inconsistency,
    unused: run.unused,
    version: run.version,
    taxonomy: [...taxonomy.values()],
    inferences: rows.map(inferenceOf).filter((i): i is Inference => i !== null),
  };
}
