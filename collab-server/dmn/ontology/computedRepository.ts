import { sql, type Kysely } from 'kysely';
import type { Database } from '../../store';
import { outputWriteBackSchema, type ComputedSetting, type ComputedState, type OutputWriteBack } from '../../../realtime/protocol/dmn';

/** Computed-output settings as stored (dmn_computed, one row per decision) and their state. */

export type ComputedRow = { decision_id: string; decision_ref: string; class_id: string | null; search_id: string | null; outputs: unknown; enabled: boolean; state: string; updated_at: Date | string };

const parseJson = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

export const writeBacksOf = (row: Pick<ComputedRow, 'outputs'>): OutputWriteBack[] => {
  const list = parseJson(row.outputs);
  return Array.isArray(list) ? list.flatMap((x) => outputWriteBackSchema.safeParse(x).data ?? []) : [];
};

export function settingOf(row: ComputedRow): ComputedSetting {
  return {
    decision: row.decision_ref,
    source: row.class_id ? { classId: row.class_id } : { searchId: row.search_id as string },
    outputs: writeBacksOf(row),
  };
}

export async function findComputed(db: Kysely<Database>, decisionId: string): Promise<ComputedRow | undefined> {
  return db.selectFrom('dmn_computed').selectAll().where('decision_id', '=', decisionId).executeTakeFirst();
}

export async function enabledComputed(db: Kysely<Database>): Promise<ComputedRow[]> {
  return db.selectFrom('dmn_computed').selectAll().where('enabled', '=', true).execute();
}

export async function readComputedState(db: Kysely<Database>, decisionId: string): Promise<ComputedState> {
  const row = await findComputed(db, decisionId);
  const count = await db.selectFrom('dmn_derived').select(sql<number>`count(*)::int`.as('n')).where('decision_id', '=', decisionId).executeTakeFirst();
  const active = row && row.enabled && writeBacksOf(row).length > 0;
  return {
    setting: active ? settingOf(row) : null,
    state: active ? (row.state as ComputedState['state']) : 'idle',
    values: Number(count?.n ?? 0),
    updatedAt: row ? new Date(row.updated_at).toISOString() : null,
  };
}

/** Stores the setting and marks it to be computed; answers the mark a computation checks it is still current by. */
export async function saveComputed(db: Kysely<Database>, decisionId: string, setting: ComputedSetting): Promise<string> {
  const values = {
    decision_ref: setting.decision,
    class_id: 'classId' in setting.source ? setting.source.classId : null,
    search_id: 'searchId' in setting.source ? setting.source.searchId : null,
    outputs: JSON.stringify(setting.outputs),
    enabled: true,
    state: 'running',
    updated_at: new Date().toISOString(),
  };
  await db
    .insertInto('dmn_computed')
    .values({ decision_id: decisionId, ...values })
    .onConflict((oc) => oc.column('decision_id').doUpdateSet(values))
    .execute();
  return values.updated_at;
}

/** Marks an existing setting to be computed again (a new revision of the decision); null when there is none. */
export async function markRecompute(db: Kysely<Database>, decisionId: string): Promise<string | null> {
  const at = new Date().toISOString();
  const row = await db
    .updateTable('dmn_computed')
    .set({ state: 'running', updated_at: at })
    .where('decision_id', '=', decisionId)
    .where('enabled', '=', true)
    .returning('decision_id')
    .executeTakeFirst();
  return row ? at : null;
}

export async function removeComputed(db: Kysely<Database>, decisionId: string): Promise<void> {
  await db.deleteFrom('dmn_computed').where('decision_id', '=', decisionId).execute();
  await db.deleteFrom('dmn_derived').where('decision_id', '=', decisionId).execute();
}

/** Ends a computation if it is still the current one (`mark`); a newer one has taken over otherwise. */
export async function finishComputed(db: Kysely<Database>, decisionId: string, mark: string, state: 'done' | 'failed'): Promise<void> {
  await db.updateTable('dmn_computed').set({ state }).where('decision_id', '=', decisionId).where('updated_at', '=', new Date(mark)).execute();
}

export async function isCurrentMark(db: Kysely<Database>, decisionId: string, mark: string): Promise<boolean> {
  const row = await db.selectFrom('dmn_computed').select('decision_id').where('decision_id', '=', decisionId).where('updated_at', '=', new Date(mark)).where('enabled', '=', true).executeTakeFirst();
  return row !== undefined;
}
