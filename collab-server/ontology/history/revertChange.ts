import { sql, type Kysely } from 'kysely';
import type { Database } from '../../store';
import type { AppContext } from '../../context';
import type { Caller } from '../../auth';
import type { WireValue } from '../../../realtime/protocol/dataApi/setData';
import type { RevertBody, RevertResult } from '../../../realtime/protocol/ontology/history';
import { assertMayWriteData, runSetDataCommand, writeOntology, loadKnownProperties, propertyCaption } from '../../ontologyStore';
import { conflict, notFound } from '../../problems';
import { assertEntityReadable } from './entityReadAccess';
import { planRevert, type CurrentState, type LoggedChange, type RemovedLink } from './revertPlan';

type ValRow = { t: string | null; n: number | string | null; b: boolean | null; d: Date | string | null; r: string | null; lang: string | null };

// the same shape toWire gives, from a row as the driver returns it (numeric text, Date objects)
function wireOf(row: ValRow): WireValue {
  if (row.t !== null) return row.lang ? { lang: row.lang, text: row.t } : row.t;
  if (row.n !== null) return Number(row.n);
  if (row.b !== null) return row.b;
  if (row.d !== null) return row.d instanceof Date ? row.d.toISOString() : new Date(row.d).toISOString();
  return row.r ?? '';
}

async function currentState(trx: Kysely<Database>, entity: string, prop: string | null): Promise<CurrentState> {
  const inst = await trx.selectFrom('instances').select(['name']).where('id', '=', entity).executeTakeFirst();
  if (!inst) return { exists: false, name: '', classes: [], values: [] };
  const classes = (await trx.selectFrom('memberships').select('class_id').where('instance_id', '=', entity).execute()).map((r) => r.class_id);
  const values = prop
    ? (await trx.selectFrom('vals').select(['t', 'n', 'b', 'd', 'r', 'lang']).where('inst', '=', entity).where('prop', '=', prop).orderBy('idx').execute()).map(wireOf)
    : [];
  return { exists: true, name: inst.name, classes, values };
}

/**
 * What the same set_data call removed elsewhere because of a forced deletion: links to the
 * instance, memberships in it (a class) and values of it (a property). One call's rows share
 * the transaction's time, user and tab.
 */
async function removedWith(trx: Kysely<Database>, row: { seq: string; user_id: string | null; entity: string }): Promise<RemovedLink[]> {
  const rows = await trx
    .selectFrom('change_log')
    .select(['entity', 'prop', 'before'])
    // compared in SQL: a JS Date keeps milliseconds, PostgreSQL's timestamps keep microseconds
    .where('at', '=', (eb) => eb.selectFrom('change_log as deletion').select('deletion.at').where('deletion.seq', '=', row.seq))
    .where('op', '=', 'rem')
    .where('entity', '<>', row.entity)
    .where('seq', '<', row.seq)
    .where((eb) => (row.user_id ? eb('user_id', '=', row.user_id) : eb('user_id', 'is', null)))
    .where((eb) => eb.or([eb('prop', '=', row.entity), sql<boolean>`${sql.ref('before')} = ${JSON.stringify(row.entity)}::jsonb`]))
    .orderBy('seq')
    .execute();
  const living = new Set((await trx.selectFrom('instances').select('id').where('id', 'in', rows.length ? rows.map((r) => r.entity) : ['00000000-0000-4000-8000-000000000000']).execute()).map((r) => r.id));
  return rows.flatMap((r) => (r.prop && living.has(r.entity) ? [{ entity: r.entity, prop: r.prop, before: r.before }] : []));
}

/**
 * Applies the inverse of change `seq` as one set_data call in one transaction with the check that
 * the state is still what the change left, so the revert is itself logged, validated and live.
 */
export async function revertChange(ctx: AppContext, caller: Caller, body: RevertBody, pageUrl: string | null): Promise<RevertResult> {
  const rights = await assertMayWriteData(ctx.db, caller);
  const row = await ctx.db.selectFrom('change_log').select(['seq', 'at', 'user_id', 'entity', 'prop', 'op', 'before', 'after']).where('seq', '=', body.seq).executeTakeFirst();
  if (!row) throw notFound(`Изменение ${body.seq} не найдено`);
  await assertEntityReadable(ctx.db, caller, row.entity);
  return writeOntology(ctx, 'revert', caller.user.id, async (trx, recorder) => {
    const change: LoggedChange = { entity: row.entity, prop: row.prop, op: row.op, before: row.before, after: row.after };
    const defs = row.prop ? await loadKnownProperties(trx, [row.prop]) : new Map();
    const def = row.prop ? defs.get(row.prop) : undefined;
    const plan = planRevert({
      change,
      current: await currentState(trx, row.entity, row.prop),
      caption: def ? propertyCaption(def, 'ru') : (row.prop ?? ''),
      single: def?.max === 1,
      force: body.force ?? false,
      removedLinks: row.op === 'del' ? await removedWith(trx, { ...row, seq: String(row.seq) }) : [],
    });
    if ('conflict' in plan) throw conflict(plan.conflict);
    if (plan.items.length === 0) return { reverted: body.seq, items: 0 };
    await runSetDataCommand(trx, { userId: caller.user.id, isAdmin: caller.user.is_admin, rights, payload: { url: pageUrl ?? undefined, data: plan.items }, trust: true, returnRows: false, recorder });
    return { reverted: body.seq, items: plan.items.length };
  });
}
