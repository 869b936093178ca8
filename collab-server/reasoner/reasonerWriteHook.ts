import type { AppContext } from '../context';
import type { CommittedWrite, WriteHook } from '../ontologyStore';
import { loadEntityMaps } from '../access';
import { requestRun } from './reasonerRuns';
import { reasonerOf } from './reasonerRuntime';
import { IRRELEVANT_PROPS, mapsOfDeleted } from './reasonerTriggers';

/** Maps a committed write touched: those whose axioms it changed, those of its entities, those its deletions left. */
async function mapsOfWrite(ctx: AppContext, write: CommittedWrite): Promise<Set<string>> {
  const maps = new Set(write.axiomMaps);
  const entities = new Set<string>();
  for (const change of write.changes) {
    if (change.prop && IRRELEVANT_PROPS.has(change.prop)) continue;
    entities.add(change.entity);
    for (const m of mapsOfDeleted(change)) maps.add(m);
  }
  const placed = await loadEntityMaps(ctx.db, [...entities]);
  for (const list of placed.values()) for (const m of list) maps.add(m);
  return maps;
}

/**
 * Every write of the ontology (set_data, a form, the class card, an import, a revert) asks for a
 * classification of the maps it touched at once, a map never classified before included: the
 * change log's newest seq is what the run must cover. (The change feed's watcher does the same for
 * writes seen from other processes.)
 */
export const reasonerWriteHook: WriteHook = {
  name: 'reasoner',
  afterCommit: async (ctx, write) => {
    const maps = await mapsOfWrite(ctx, write);
    if (maps.size === 0) return;
    const last = await ctx.db.selectFrom('change_log').select((eb) => eb.fn.max('seq').as('seq')).executeTakeFirst();
    const seq = last?.seq ? String(last.seq) : '0';
    const axiomMaps = new Set(write.axiomMaps);
    for (const mapId of maps) {
      await requestRun(ctx.db, mapId, { seq, axioms: axiomMaps.has(mapId) });
      reasonerOf(ctx).schedule(mapId);
    }
  },
};
