import type { Kysely } from 'kysely';
import type { Database } from '../store';
import type { AppContext } from '../context';
import type { Caller } from '../auth';
import type { ColumnBinding, Decision, DecisionCreate, DecisionSave } from '../../realtime/protocol/dmn';
import { loadDmn } from '../../model/dmn/loadDmn';
import { convertDmnVersion, newDecisionXml } from '../../model/dmn/dmnVersions';
import { conflict, invalid, notFound } from '../problems';
import { loadAccessTo } from '../access';
import { decisionObject } from './decisionGuard';
import { checkedModel, columnIdsOf, mainHitPolicy, withDmnProblems } from './decisionChecks';
import { forgetCompiledDecision } from './compiledDecisions';
import { DECISION_MESSAGES } from './decisionMessages';
import {
  bindingsOf,
  deleteDecision,
  findListedDecision,
  idsOf,
  insertDecision,
  nextVersionNumber,
  presentDecision,
  problemsOf,
  revisionXml,
  updateDecision,
  type DecisionContent,
  type DecisionRow,
} from './decisionRepository';
import { decisionSharingFields } from './decisionSharing';
import { recomputeAfterSave } from './ontology/computedJob';

/**
 * Creating, saving, versioning and deleting decisions. Every write checks the model first (it reads,
 * compiles, no Unique overlaps) and writes nothing when it fails; a save names the revision it started
 * from and a later one is refused with the stored state and the XML it started from, for a merge.
 * Decisions change no ontology data themselves, so, as with OWL rules, nothing goes into the change
 * log here (computed values a decision writes are logged where they are written).
 */

/** The stored decision as its editor opens it, with what the caller may do. */
export async function presentFresh(db: Kysely<Database>, caller: Caller, id: string): Promise<Decision> {
  const row = await findListedDecision(db, id);
  if (!row) throw notFound(DECISION_MESSAGES.notFound);
  const access = await loadAccessTo(db, caller, decisionObject(row));
  const [sharing, by] = await Promise.all([
    decisionSharingFields(db, id),
    row.updated_by ? db.selectFrom('users').select(['id', 'name']).where('id', '=', row.updated_by).executeTakeFirst() : undefined,
  ]);
  return presentDecision(row, access.change, { ...sharing, updatedBy: by ? { id: by.id, name: by.name } : null });
}

/** The model's XML as DMN 1.5: an imported file is read first, so a foreign or broken one is refused in its own words. */
async function asDmn15(xml: string): Promise<string> {
  return withDmnProblems(async () => {
    await loadDmn(xml);
    return convertDmnVersion(xml, '1.5');
  });
}

/** Bindings of columns that still exist; problems only of columns still bound to the same property. */
function boundContent(model: Awaited<ReturnType<typeof checkedModel>>, bindings: ColumnBinding[], before: Pick<DecisionRow, 'problems'> | null) {
  const columns = columnIdsOf(model);
  const kept = bindings.filter((b) => columns.has(`${b.decisionId}/${b.columnId}`));
  const bound = new Set(kept.map((b) => `${b.columnId}/${b.propId}`));
  const problems = before ? problemsOf(before).filter((p) => bound.has(`${p.columnId}/${p.propId}`)) : [];
  return { bindings: kept, problems };
}

export async function createDecision(ctx: AppContext, caller: Caller, input: DecisionCreate): Promise<string> {
  const xml = input.xml !== undefined ? await asDmn15(input.xml) : newDecisionXml({ name: input.name ?? DECISION_MESSAGES.untitled, hitPolicy: input.hitPolicy });
  const model = await checkedModel(xml);
  const name = (input.name ?? (model.name.trim() || model.decisions[0]?.name.trim() || DECISION_MESSAGES.untitled)).slice(0, 300);
  const content: DecisionContent = { name, systemName: input.systemName ?? '', hitPolicy: mainHitPolicy(model), xml, bindings: [], childrenDMN: [], problems: [] };
  return ctx.db.transaction().execute((trx) => insertDecision(trx, caller.user.id, content, { versionNumber: 1, rootVersion: null, sourceVersion: null }));
}

/** A save that started from an older revision: the stored state now and the XML it started from. */
async function staleSave(db: Kysely<Database>, caller: Caller, id: string, revision: number) {
  const [current, base] = await Promise.all([presentFresh(db, caller, id), revisionXml(db, id, revision)]);
  return conflict(DECISION_MESSAGES.stale, { current, base });
}

export async function saveDecision(ctx: AppContext, caller: Caller, row: DecisionRow, input: DecisionSave): Promise<void> {
  if (row.revision !== input.revision) throw await staleSave(ctx.db, caller, row.id, input.revision);
  const xml = await asDmn15(input.xml);
  const model = await checkedModel(xml);
  const { bindings, problems } = boundContent(model, input.bindings, row);
  const children = input.childrenDMN.filter((c) => c !== row.id);
  const content: DecisionContent = { name: input.name, systemName: input.systemName, hitPolicy: mainHitPolicy(model), xml, bindings, childrenDMN: children, problems };
  const written = await ctx.db.transaction().execute((trx) => updateDecision(trx, row.id, input.revision, content, caller.user.id));
  if (!written) throw await staleSave(ctx.db, caller, row.id, input.revision);
  // computed outputs follow the new revision's logic (B2: collab-server/dmn/ontology)
  await recomputeAfterSave(ctx, row.id);
}

export async function removeDecision(ctx: AppContext, row: DecisionRow): Promise<void> {
  await ctx.db.transaction().execute((trx) => deleteDecision(trx, row));
  forgetCompiledDecision(row.id);
}

/** A new newest version of `source`'s family copied from `source` (its XML, fields and bindings). */
export async function copyAsVersion(ctx: AppContext, caller: Caller, source: DecisionRow, name?: string): Promise<string> {
  const content: DecisionContent = {
    name: name ?? source.name,
    systemName: source.system_name,
    hitPolicy: source.hit_policy,
    xml: source.xml,
    bindings: bindingsOf(source),
    childrenDMN: idsOf(source.children_dmn),
    problems: problemsOf(source),
  };
  return ctx.db.transaction().execute(async (trx) => {
    const versionNumber = await nextVersionNumber(trx, source.root_version);
    return insertDecision(trx, caller.user.id, content, { versionNumber, rootVersion: source.root_version, sourceVersion: source.id });
  });
}

/** Restoring `from` (a version of the same family as `row`): a new newest version copied from it. */
export async function restoreVersion(ctx: AppContext, caller: Caller, row: DecisionRow, from: DecisionRow): Promise<string> {
  if (from.root_version !== row.root_version) throw invalid(DECISION_MESSAGES.notSameFamily);
  return copyAsVersion(ctx, caller, from);
}
