import type { Transaction } from 'kysely';
import type { Database } from '../store';
import { META_CLASS as C, META_PROP as P } from '../../realtime/protocol/metaModel';

/**
 * The demo ontology's own map. Its classes, properties and instances are placed on it, so they
 * show on the map's graph and in every screen scoped to a map (class lists by map, the reasoner,
 * documentation, compare, OWL export) — without it the demo was in no map and those screens were
 * empty on a first start.
 */
export const DEMO_MAP = { id: '0000de00-0000-4000-8000-000000000401', ru: 'Организация (демо)', en: 'Organisation (demo)' } as const;
export const DEMO_MAP_DESCRIPTION = {
  ru: 'Небольшая демонстрационная онтология организации: подразделения, сотрудники, документы.',
  en: 'A small demo ontology of an organisation: departments, employees, documents.',
} as const;

/**
 * Creates the demo map and places on it those of `entities` that still exist and are placed on no
 * map yet (one a user moved elsewhere stays where it is). Nothing when none of them is left, or
 * when the map is there already. In the caller's transaction.
 */
export async function placeDemoOnMap(trx: Transaction<Database>, entities: readonly string[], author: string | null): Promise<number> {
  if (await trx.selectFrom('instances').select('id').where('id', '=', DEMO_MAP.id).executeTakeFirst()) return 0;
  const existing = (await trx.selectFrom('instances').select('id').where('id', 'in', [...entities]).execute()).map((r) => r.id);
  if (existing.length === 0) return 0;
  const placed = new Set((await trx.selectFrom('vals').select('inst').where('inst', 'in', existing).where('prop', '=', P.inMap).execute()).map((r) => r.inst));
  const unplaced = existing.filter((id) => !placed.has(id));
  await trx.insertInto('instances').values({ id: DEMO_MAP.id, name: DEMO_MAP.ru, author }).execute();
  await trx.insertInto('memberships').values({ class_id: C.OntologyMap, instance_id: DEMO_MAP.id }).execute();
  const text = (prop: string, idx: number, t: string, lang: string) => ({ inst: DEMO_MAP.id, prop, idx, t, n: null, b: null, d: null, r: null, lang });
  await trx
    .insertInto('vals')
    .values([
      text(P.label, 0, DEMO_MAP.ru, 'ru'),
      text(P.label, 1, DEMO_MAP.en, 'en'),
      text(P.comment, 0, DEMO_MAP_DESCRIPTION.ru, 'ru'),
      text(P.comment, 1, DEMO_MAP_DESCRIPTION.en, 'en'),
      ...unplaced.map((inst) => ({ inst, prop: P.inMap, idx: 0, t: null, n: null, b: null, d: null, r: DEMO_MAP.id, lang: null })),
    ])
    .execute();
  return unplaced.length;
}
