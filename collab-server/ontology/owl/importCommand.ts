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
};

/**
 * set_data's write path for an ontology file: the same item handlers (rights, value types, ranges,
 * maximum cardinality, cycles in the hierarchy, min ≤ max), class closure and change log, inside the caller's
 * transaction — but without the required-field check. An OWL minimum cardinality is an axiom of
 * an open world, not a form rule: the file's individuals (and ones tagged again by a later import)
 * must land even where they assert fewer values than the minimum. Only new and value items occur.
 */
export async function runImportCommand(trx: Kysely<Database>, input: ImportCommandInput): Promise<void> {
  const state = new WriteState();
  const env: WriteEnv = { trx, state, loader: new WriteStateLoader(trx, state), userId: input.userId, isAdmin: input.isAdmin, sanitize: false };
  await preloadForItems(env.loader, state, input.items, false);
  for (const [index, item] of input.items.entries()) {
    try {
      if (item.op === 'new') applyNew(env, item, index);
      else if (item.op !== 'del') applyValueItem(env, item, index);
      else throw invalid('An import never deletes');
    } catch (error) {
      const entity = item.inst ? input.nameOf(item.inst) : (item.op === 'new' ? item.name : undefined);
      throw isProblem(error) ? error.at(String(entity ?? index)) : error;
    }
  }
  assertCardinalityBounds(env);
  await flushWriteState(trx, state);
  await rewriteClosure(trx, state);
  await appendChangeLog(trx, state.changes, { userId: input.userId, pageUrl: input.url, tabSessionId: null });
}

