import type { Kysely } from 'kysely';
import type { Database } from '../store';
import { META_CLASS } from '../../realtime/protocol/metaModel';

/** An ontology map's id and name, or null when `id` is not an ontology map. */
export async function findMapHeader(db: Kysely<Database>, id: string): Promise<{ id: string; name: string } | null> {
  const row = await db
    .selectFrom('instances as i')
    .innerJoin('memberships as m', 'm.instance_id', 'i.id')
    .select(['i.id', 'i.name'])
    .where('i.id', '=', id)
    .where('m.class_id', '=', META_CLASS.OntologyMap)
    .executeTakeFirst();
  return row ?? null;
}
