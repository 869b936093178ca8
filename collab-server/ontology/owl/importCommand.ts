import type { Kysely } from 'kysely';
import type { Database } from '../../store';
import type { SetItem } from '../../../realtime/protocol/dataApi/setData';
import { WriteState, WriteStateLoader, preloadForItems, applyNew, applyValueItem, flushWriteState, rewriteClosure, appendChangeLog, assertCardinalityBounds, type WriteEnv } from '../../ontologyStore';
import { invalid, isProblem } from '../../problems';

export type ImportCommandInput = {
  userId: string;
  isAdmin: boolean;
  items: readonly SetItem[];
  url: string;
  /** How an error names the entity an item writes (its IRI): the item's position means nothing to the user. */
  nameOf: (inst: string) => string;
  /** How far the command got, 0…1: told between slices of items and between its statements. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/** Items applied between two looks at the clock: progress and sockets get a turn, the stop signal is heard. */
const ITEMS_PER_SLICE = 5000;
/** Share of the command's time the item handlers take; the rest is the batched statements. */
const APPLY_SHARE = 0.3;

const yieldToLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * set_data's write path for an ontology file: the same item handlers (rights, value types, ranges,
 * maximum cardinality, cycles in the hierarchy, min ≤ max), class closure and change log, inside the caller's
 * transaction — but without the required-field check. An OWL minimum cardinality is an axiom of
 * an open world, not a form rule: the file's individuals (and ones tagged again by a later import)
 * must land even where they assert fewer values than the minimum. Only new and value items occur.
 *
 * The whole file is one call: one preload, the items in order (an entity created above is there
 * for the items below it), then one set of batched writes, the class closure built once and the
 * change log appended once. Between slices of items the loop gets a turn and a stop is heard.
 */
export async function runImportCommand(trx: Kysely<Database>, input: ImportCommandInput): Promise<void> {
  const state = new WriteState();
  const env: WriteEnv = { trx, state, loader: new WriteStateLoader(trx, state), userId: input.userId, isAdmin: input.isAdmin, sanitize: false };
  const progress = input.onProgress ?? ((): void => {});
  const checkpoint = async (fraction: number): Promise<void> => {
    if (input.signal?.aborted) throw new Error('aborted');
    progress(fraction);
    // PGlite never leaves the microtask queue on its own
    await yieldToLoop();
  };
  await preloadForItems(env.loader, state, input.items, false);
  const total = input.items.length;
  for (let at = 0; at < total; at += ITEMS_PER_SLICE) {
    await checkpoint(total === 0 ? 0 : (at / total) * APPLY_SHARE);
    const end = Math.min(total, at + ITEMS_PER_SLICE);
    for (let index = at; index < end; index++) applyItem(env, input, index);
  }
  assertCardinalityBounds(env);
  await checkpoint(APPLY_SHARE);
  await flushWriteState(trx, state);
  await checkpoint(0.8);
  await rewriteClosure(trx, state);
  await checkpoint(0.9);
  await appendChangeLog(trx, state.changes, { userId: input.userId, pageUrl: input.url, tabSessionId: null });
  progress(1);
}

function applyItem(env: WriteEnv, input: ImportCommandInput, index: number): void {
  const item = input.items[index] as SetItem;
  try {
    if (item.op === 'new') applyNew(env, item, index);
    else if (item.op !== 'del') applyValueItem(env, item, index);
    else throw invalid('An import never deletes');
  } catch (error) {
    const entity = item.inst ? input.nameOf(item.inst) : item.op === 'new' ? item.name : undefined;
    throw isProblem(error) ? error.at(String(entity ?? index)) : error;
  }
}
