import { sql, type Kysely } from 'kysely';
import type { Database } from '../../store';
import type { Axiom } from '../../../model/owl/axioms';

export type StoredAxiom = { id: string; axiom: Axiom; mirrors: string[] };

/** Maps whose parsed axioms this process keeps (so.owl's 26k axioms are ~1 s to read and parse, a fingerprint ~10 ms). */
const CACHED_MAPS = 8;

const cache = new Map<string, { fingerprint: string; rows: readonly StoredAxiom[] }>();

const parsed = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/**
 * The stored axioms of a map in document order, read once and kept while the map's rows are
 * unchanged: the fingerprint (count, last change, sum of versions) is read from the database on
 * every call, so a write by any process — an import, a class card edit — is seen at once.
 * Callers must not mutate what they get.
 */
export async function loadStoredAxioms(db: Kysely<Database>, mapId: string): Promise<readonly StoredAxiom[]> {
  const f = await db
    .selectFrom('owl_axioms')
    .select([sql<string>`count(*)`.as('n'), sql<string>`coalesce(max(updated_at)::text, '')`.as('u'), sql<string>`coalesce(sum(version), 0)::text`.as('v')])
    .where('map_id', '=', mapId)
    .executeTakeFirst();
  const fingerprint = `${f?.n}|${f?.u}|${f?.v}`;
  const hit = cache.get(mapId);
  if (hit?.fingerprint === fingerprint) return hit.rows;
  const rows = await db.selectFrom('owl_axioms').select(['id', 'axiom', 'mirrors']).where('map_id', '=', mapId).orderBy('position').orderBy('id').execute();
  const out = rows.map((r) => ({ id: r.id, axiom: parsed<Axiom>(r.axiom), mirrors: parsed<string[]>(r.mirrors) }));
  cache.delete(mapId);
  cache.set(mapId, { fingerprint, rows: out });
  if (cache.size > CACHED_MAPS) cache.delete(cache.keys().next().value as string);
  return out;
}
