import type { Kysely } from 'kysely';
import type { Caller } from '../auth';
import type { Database } from '../store';
import type { DataGroup, GetDataPayload, GetDataResult } from '../../realtime/protocol/dataApi/getData';
import { planDataQuery, type DataQueryPlan } from './dataQueryPlan';
import { countSql, groupsSql, pageSql } from './dataQueryCompiler';
import { loadPageContents } from './dataPageLoader';
import { presentRows, type PresentField } from './dataRowsPresenter';
import { loadKnownProperties, type PropertyDef } from './propertyCatalog';
import { instanceAccess } from './readAccess';
import type { EditRights } from '../../model/editRights';
import { loadEntityMaps } from '../access';

async function readGroups(db: Kysely<Database>, plan: DataQueryPlan): Promise<DataGroup[] | undefined> {
  if (!plan.group) return undefined;
  const { rows } = await groupsSql(plan, plan.group).execute(db);
  return rows.map((g) => {
    const val = g.val === null ? null : g.val instanceof Date ? g.val.toISOString() : (g.val as string | number | boolean);
    return { val, cap: g.cap ?? (val === null ? null : String(val)), count: g.n };
  });
}

/**
 * get_data without command or cache: the page of instance ids with the count (one statement, or an
 * ordered index walk plus a count on large classes sorted by a property — see orderedPageQuery.ts),
 * then everything the page holds and the names of every instance it names in one more.
 */
export async function readData(db: Kysely<Database>, caller: Caller, rights: EditRights, payload: GetDataPayload): Promise<GetDataResult> {
  const plan = await planDataQuery(db, caller, payload);
  const [page, groups] = await Promise.all([plan.limit > 0 ? pageSql(plan).execute(db).then((r) => r.rows) : [], readGroups(db, plan)]);
  const count = page[0]?.total ?? (await countSql(plan).execute(db)).rows[0]?.n ?? 0;
  const pageIds = page.map((p) => p.id);
  if (pageIds.length === 0) return { rows: [], count_rows: count, ...(groups ? { groups } : {}) };

  const withClasses = plan.fields?.some((f) => f.prop.intrinsic === 'class') ?? false;
  const underClasses = [...new Set((plan.fields ?? []).flatMap((f) => (f.linkClass ? [f.linkClass.classId] : [])))];
  const { data, info } = await loadPageContents(db, plan, pageIds, { withClasses, underClasses });
  // without fields, the properties are known only now: their read-only flags
  const [extraDefs, maps] = await Promise.all([
    plan.fields ? new Map<string, PropertyDef>() : loadKnownProperties(db, data.values.map((v) => v.prop)),
    // where each row belongs decides its read-only flags, for those who edit some maps only
    rights.all || caller.isPublic ? new Map<string, string[]>() : loadEntityMaps(db, pageIds),
  ]);
  const defs = new Map([...plan.defs, ...extraDefs]);
  const fields: PresentField[] | null = plan.fields?.map((f) => ({ prop: f.prop.id, intrinsic: f.prop.intrinsic, reverse: f.reverse, linkClass: f.linkClass })) ?? null;
  const rows = presentRows({
    pageIds,
    offset: plan.offset,
    fields,
    showName: plan.showName,
    scope: plan.scope,
    data,
    info,
    defs,
    access: (inst, memberOf, author) => instanceAccess(caller, rights, { memberOf, maps: maps.get(inst) ?? [], author }),
  });
  return { rows, count_rows: count, ...(groups ? { groups } : {}) };
}
