import type { AppContext } from '../context';
import type { ChangeFeed } from '../hub';
import type { EntityChange } from '../../realtime/protocol/hubEvents';
import { META_PROP } from '../../realtime/protocol/metaModel';
import { loadEntityMaps } from '../access';
import { markMapsBehind } from './reasonerRuns';
import { DEBOUNCE_MS, type ReasonerService } from './reasonerService';

// labels and comments change names, not what follows: the answer reads names when it is asked for
const IRRELEVANT_PROPS = new Set<string>([META_PROP.label, META_PROP.comment]);

/** Maps a deleted entity was in, from its change-log snapshot (its rows are gone by now). */
export function mapsOfDeleted(change: Pick<EntityChange, 'op' | 'before'>): string[] {
  if (change.op !== 'del' || typeof change.before !== 'object' || change.before === null) return [];
  const vals = (change.before as { vals?: Record<string, unknown> }).vals;
  const inMap = vals?.[META_PROP.inMap];
  return Array.isArray(inMap) ? inMap.filter((v): v is string => typeof v === 'string') : [];
}

/**
 * Every set_data / import / delete is in the change log, which each process's hub tails: the
 * changes of one moment are gathered, their maps found and marked behind (a map never classified
 * before gets its run: an import, a new map; idempotent: every process marks the same seq), and
 * each is run by whichever process takes the lease first.
 */
export function watchEntityChanges(ctx: AppContext, feed: ChangeFeed, service: ReasonerService): () => void {
  let entities = new Set<string>();
  let deletedMaps = new Set<string>();
  let lastSeq = 0n;
  let timer: NodeJS.Timeout | undefined;

  const flush = async () => {
    timer = undefined;
    const ids = [...entities];
    const maps = new Set(deletedMaps);
    const seq = lastSeq;
    entities = new Set();
    deletedMaps = new Set();
    const placed = await loadEntityMaps(ctx.db, ids);
    for (const list of placed.values()) for (const m of list) maps.add(m);
    const behind = await markMapsBehind(ctx.db, [...maps], String(seq));
    for (const mapId of behind) service.schedule(mapId, 0);
  };

  const unsubscribe = feed.subscribe((change) => {
    if (change.prop && IRRELEVANT_PROPS.has(change.prop)) return;
    entities.add(change.entity);
    for (const m of mapsOfDeleted(change)) deletedMaps.add(m);
    const seq = BigInt(change.seq);
    if (seq > lastSeq) lastSeq = seq;
    timer ??= setTimeout(() => void flush().catch((error: unknown) => ctx.log.error({ err: error }, 'reasoner: reading the maps of changes failed')), DEBOUNCE_MS);
  });
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}
