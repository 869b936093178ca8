import type { Kysely } from 'kysely';
import type { Database } from '../store';
import type { SetDataPayload, SetDataResult, SetItem } from '../../realtime/protocol/dataApi/setData';
import { META_CLASS, META_PROP } from '../../realtime/protocol/metaModel';
import { isProblem } from '../problems';
import { WriteState } from './writeState';
import { WriteStateLoader } from './writeStateLoader';
import { preloadForItems } from './writePreload';
import { applyNew, applyValueItem } from './setItemOps';
import { applyDelete } from './deleteInstance';
import { assertRequiredFields } from './requiredFields';
import { checkAndAttachFiles } from './fileValues';
import { flushWriteState } from './writeFlush';
import { rewriteClosure } from './classClosureStore';
import { appendChangeLog } from './changeLog';
import { presentSetData } from './setDataResult';
import { assertCardinalityBounds, type WriteEnv } from './setItemValidation';
import { assertCreatedEditable, assertStoredEditable } from './writeRights';
import type { EditRights } from '../../model/editRights';
import { runInTransactionHooks } from './writeHooks';
import type { WriteRecorder } from './writeTransaction';

/** `rights`: what the caller may change in the ontology (model/editRights.ts), checked per entity. */
/** `recorder`: where the changes written go, for the hooks that run after commit (writeTransaction.ts). */
export type SetDataInput = { userId: string; isAdmin: boolean; rights: EditRights; payload: SetDataPayload; trust: boolean; returnRows: boolean; recorder?: WriteRecorder };

/** A failing item's error names the item: `… (data[4])`. */
function naming(error: unknown, index: number): unknown {
  return isProblem(error) ? error.at(`data[${index}]`) : error;
}

async function applyItem(env: WriteEnv, item: SetItem, index: number): Promise<string> {
  switch (item.op) {
    case 'new':
      return applyNew(env, item, index);
    case 'del':
      return applyDelete(env, item, index);
    default:
      return applyValueItem(env, item, index);
  }
}

/** A data property must end the call with a value type; 'string' when none was given. */
function defaultDataPropertyTypes(env: WriteEnv): void {
  for (const inst of env.state.withValues()) {
    if (!inst.isNew || !inst.classes.includes(META_CLASS.DataProperty) || env.state.values(inst, META_PROP.type).length > 0) continue;
    env.state.setValues(inst, META_PROP.type, [{ t: 'string', n: null, b: null, d: null, r: null, lang: null }]);
    env.state.changes.push({ entity: inst.id, prop: META_PROP.type, op: 'add', before: null, after: 'string' });
  }
}

/**
 * Applies set_data items in order inside the caller's transaction: load what they need, apply them
 * in memory (an error stops everything, naming the item; the caller's rights on what they touch are
 * checked before and after), check what holds only for the whole call
 * (required fields, files), then write the changes and their change-log rows in batches.
 */
export async function runSetDataCommand(trx: Kysely<Database>, input: SetDataInput): Promise<SetDataResult> {
  const state = new WriteState();
  const env: WriteEnv = { trx, state, loader: new WriteStateLoader(trx, state), userId: input.userId, isAdmin: input.isAdmin, sanitize: !input.trust };
  const items = input.payload.data;
  await preloadForItems(env.loader, state, items, input.returnRows);
  await assertStoredEditable(trx, input.rights, input.userId, state, items);
  const touched: string[] = [];
  for (const [index, item] of items.entries()) {
    try {
      touched.push(await applyItem(env, item, index));
    } catch (error) {
      throw naming(error, index);
    }
  }
  await assertCreatedEditable(trx, input.rights, state);
  defaultDataPropertyTypes(env);
  assertCardinalityBounds(env);
  await assertRequiredFields(env);
  await checkAndAttachFiles(env);
  await flushWriteState(trx, state);
  await rewriteClosure(trx, state);
  // the areas' hooks see the ontology as this call leaves it: OWL rules may refuse it and derive
  // values, decision tables compute theirs (each hook sees what the ones before it derived)
  const derivedChanges = await runInTransactionHooks(trx, state.changes);
  const changes = [...state.changes, ...derivedChanges];
  input.recorder?.changes.push(...changes);
  await appendChangeLog(trx, changes, {
    userId: input.userId,
    pageUrl: input.payload.url ?? null,
    tabSessionId: input.payload.tab_session_id ?? null,
  });
  return presentSetData(state, items, touched, input.returnRows);
}
