import type { Kysely } from 'kysely';
import type { Database } from '../store';
import type { Caller } from '../auth';
import { META_PROP } from '../../realtime/protocol/metaModel';
import { mayEditIn } from '../../model/editRights';
import { loadEditRights } from '../access';
import { findMapHeader } from '../ontology';
import { forbidden, notFound } from '../problems';

export const REASONER_MESSAGES = {
  // the same answer for an unknown map and one the public user may not read: visitors learn nothing of it
  mapNotFound: 'Карта онтологии не найдена',
  notEditor: (map: string): string => `Запускать и останавливать логический вывод могут редакторы карты «${map}»`,
} as const;

/**
 * Who reads a map reads its inferences: every signed-in user, and the public user while the map's
 * documentation is public (the ontology documentation's rule).
 */
export async function requireMapReadable(db: Kysely<Database>, caller: Caller, mapId: string): Promise<void> {
  const map = await findMapHeader(db, mapId);
  if (!map) throw notFound(REASONER_MESSAGES.mapNotFound);
  if (!caller.isPublic) return;
  const flag = await db.selectFrom('vals').select('b').where('inst', '=', mapId).where('prop', '=', META_PROP.isPublic).executeTakeFirst();
  if (flag?.b !== true) throw notFound(REASONER_MESSAGES.mapNotFound);
}

/** Running and stopping the reasoner uses the server's time: the map's editors only. */
export async function requireMapEditor(db: Kysely<Database>, caller: Caller, mapId: string): Promise<void> {
  const map = await findMapHeader(db, mapId);
  if (!map) throw notFound(REASONER_MESSAGES.mapNotFound);
  if (caller.isPublic || !mayEditIn(await loadEditRights(db, caller), [mapId])) throw forbidden(REASONER_MESSAGES.notEditor(map.name));
}
