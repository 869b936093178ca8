import { sql, type Kysely } from 'kysely';
import type { AppContext } from '../context';
import type { Caller } from '../auth';
import type { Database } from '../store';
import type { FormField, GetFormPayload, GetFormResult } from '../../realtime/protocol/dataApi/getForm';
import { META_PROP } from '../../realtime/protocol/metaModel';
import { invalid } from '../problems';
import { assertClassesExist, intrinsicOf, loadKnownProperties, propertyCaption, type PropertyDef, assertClassReadable, instanceAccess, unreadableClasses, loadInstanceInfo, type InstanceInfo, wireValue, linkCaptions, loadDerivedValues, isClassMemberSql, loadInstanceClasses } from '../ontologyStore';
import { asDayValue } from '../ontologyStore';
import { loadEditRights, loadAnchorMaps, loadEntityMaps } from '../access';

/** Properties without a domain that every instance has a use for, in form order. */
export const COMMON_PROPS: readonly string[] = [META_PROP.name, META_PROP.label, META_PROP.comment, META_PROP.author, META_PROP.dateCreate];

type FormValue = FormField['vals'][number];

/** The properties declared on the class (depth 0) or its ancestors, each at its nearest depth. */
async function declaredProperties(db: Kysely<Database>, classId: string): Promise<Map<string, number>> {
  const { rows } = await sql<{ prop: string; depth: number }>`select v.inst as prop, min(cc.depth)::int as depth
    from class_closure cc join vals v on v.prop = ${META_PROP.domain} and v.r = cc.ancestor
    where cc.descendant = ${classId} group by v.inst`.execute(db);
  return new Map(rows.map((r) => [r.prop, r.depth]));
}

/** A form is read only when the caller may not change the instance (or, for a new one, create one of the class). */
async function formLocked(db: Kysely<Database>, caller: Caller, classId: string, inst: string | null, memberOf: string[], author: string | null): Promise<boolean> {
  const rights = await loadEditRights(db, caller);
  const maps = rights.all || caller.isPublic ? [] : inst ? ((await loadEntityMaps(db, [inst])).get(inst) ?? []) : ((await loadAnchorMaps(db, [classId])).get(classId) ?? []);
  return instanceAccess(caller, rights, { memberOf, maps: [...maps], author }).readonly;
}

/** The instance's stated classes (what rights go by), once it is a member of the class as every screen counts members (a derived one too). */
async function assertInstanceOf(db: Kysely<Database>, caller: Caller, inst: string, classId: string): Promise<string[]> {
  const { rows } = await sql<{ member: boolean }>`select ${isClassMemberSql(sql`${inst}::uuid`, classId, true)} as member`.execute(db);
  if (!rows[0]?.member) throw invalid(`Instance ${inst} is not an instance of class ${classId}`);
  const memberOf = (await loadInstanceClasses(db, [inst])).filter((r) => r.source === 'asserted').map((r) => r.classId);
  for (const c of memberOf) if (unreadableClasses(caller).includes(c)) assertClassReadable(caller, c);
  return memberOf;
}

async function instanceValues(db: Kysely<Database>, inst: string, props: string[], lang: string): Promise<{ values: Map<string, FormValue[]>; self: InstanceInfo | undefined; computed: Set<string> }> {
  const rows = await db.selectFrom('vals').select(['prop', 'idx', 't', 'n', 'b', 'd', 'r', 'lang']).where('inst', '=', inst).where('prop', 'in', props).orderBy('prop').orderBy('idx').execute();
  // values OWL rules derived follow the stated ones, marked computed
  const derived = await loadDerivedValues(db, [inst], props);
  const info = await loadInstanceInfo(db, [inst, ...[...rows, ...derived].flatMap((r) => (r.r ? [r.r] : []))], []);
  const linked = new Map(rows.flatMap((r) => (r.r && info.has(r.r) ? [[r.r, info.get(r.r)?.name ?? ''] as const] : [])));
  const captions = await linkCaptions(db, linked, lang);
  const values = new Map<string, FormValue[]>();
  for (const r of rows) {
    const val = wireValue(r);
    const cap = r.r ? (captions.get(r.r) ?? null) : val === null ? null : String(val);
    values.set(r.prop, [...(values.get(r.prop) ?? []), { val, cap, idx: r.idx, lang: r.lang }]);
  }
  for (const r of derived) {
    const val = wireValue(r);
    const cap = r.r ? (captions.get(r.r) ?? info.get(r.r)?.name ?? null) : val === null ? null : String(val);
    const list = values.get(r.prop) ?? [];
    values.set(r.prop, [...list, { val, cap, idx: list.length, lang: null, computed: true, rule: r.rule }]);
  }
  return { values, self: info.get(inst), computed: new Set(derived.filter((d) => d.locks).map((d) => d.prop)) };
}

/** A date field's values as days, YYYY-MM-DD, however they are kept (a moment at midnight UTC in older data). */
function datesAsDays(def: PropertyDef, vals: FormValue[]): FormValue[] {
  if (def.type !== 'date') return vals;
  return vals.map((v) => {
    const val = asDayValue(v.val);
    return { ...v, val, cap: v.cap === v.val && val !== null ? String(val) : v.cap };
  });
}

function intrinsicValues(prop: string, self: InstanceInfo | undefined): FormValue[] {
  if (!self) return [];
  const created = self.created_at instanceof Date ? self.created_at.toISOString() : new Date(self.created_at).toISOString();
  switch (intrinsicOf(prop)) {
    case 'name':
      return [{ val: self.name, cap: self.name, idx: 0, lang: null }];
    case 'author':
      return self.author ? [{ val: self.author, cap: self.author_name ?? self.author, idx: 0, lang: null }] : [];
    case 'dateCreate':
      return [{ val: created, cap: created, idx: 0, lang: null }];
    default:
      return [];
  }
}

/**
 * get_form: the class's own properties, then those inherited from its ancestors (nearest first),
 * then the common ones, with their captions in `prop_cap` and the values of `inst`.
 */
export async function getForm(ctx: AppContext, caller: Caller, payload: GetFormPayload): Promise<GetFormResult> {
  const db = ctx.db;
  await assertClassesExist(db, [payload.class]);
  assertClassReadable(caller, payload.class);
  const memberOf = payload.inst ? await assertInstanceOf(db, caller, payload.inst, payload.class) : [payload.class];
  const lang = payload.prop_cap ?? 'ru';
  const declared = await declaredProperties(db, payload.class);
  const defs = await loadKnownProperties(db, [...declared.keys(), ...COMMON_PROPS]);
  const { values, self, computed } = payload.inst ? await instanceValues(db, payload.inst, [...defs.keys()], lang) : { values: new Map<string, FormValue[]>(), self: undefined, computed: new Set<string>() };
  const locked = await formLocked(db, caller, payload.class, payload.inst ?? null, memberOf, self?.author ?? caller.user.id);

  const field = (def: PropertyDef, tab: FormField['tab']): FormField => {
    const isName = def.id === META_PROP.name;
    const intrinsic = intrinsicOf(def.id);
    const min = isName ? Math.max(def.min, 1) : def.min;
    return {
      prop: def.id,
      cap: propertyCaption(def, lang),
      kind: def.kind,
      type: def.type,
      range: def.range,
      min,
      max: def.max,
      required: min >= 1,
      readonly: locked || def.readonly || intrinsic === 'author' || intrinsic === 'dateCreate' || computed.has(def.id),
      tab,
      vals: intrinsic ? intrinsicValues(def.id, self) : datesAsDays(def, values.get(def.id) ?? []),
    };
  };
  const byCaption = (x: FormField, y: FormField) => x.cap.localeCompare(y.cap, lang) || (x.prop < y.prop ? -1 : 1);
  const declaredDefs = [...declared].flatMap(([id, depth]) => {
    const def = defs.get(id);
    return def ? [{ def, depth }] : [];
  });
  const own = declaredDefs.filter((d) => d.depth === 0).map((d) => field(d.def, 'own')).sort(byCaption);
  const inherited = declaredDefs
    .filter((d) => d.depth > 0)
    .map((d) => ({ depth: d.depth, f: field(d.def, 'inherited') }))
    .sort((x, y) => x.depth - y.depth || byCaption(x.f, y.f))
    .map((d) => d.f);
  const common = COMMON_PROPS.filter((id) => !declared.has(id)).flatMap((id) => {
    const def = defs.get(id);
    return def ? [field(def, 'common')] : [];
  });
  const rows = [...own, ...inherited, ...common];
  return { rows, count_rows: rows.length };
}
