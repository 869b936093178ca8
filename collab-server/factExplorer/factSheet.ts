import type { Kysely } from 'kysely';
import type { Database } from '../store';
import type { Caller } from '../auth';
import type { FactClass, FactDerivation, FactSheet, FactValue, FactValueGroup } from '../../realtime/protocol/factExplorer';
import { unreadableClasses, loadKnownProperties, propertyCaption, loadClassesWithAncestors, loadDerivedValues, type MembershipSource } from '../ontologyStore';
import { captionsOf } from './factCaptions';
import { linkGroups } from './factLinks';
import { loadReadableInstance } from './factAccess';

type ValueRow = { prop: string; idx: number; t: string | null; n: number | null; b: boolean | null; d: Date | string | null; lang: string | null; rule?: string };

/** The instance's classes (stated, rule-derived, reasoner-inferred) and every ancestor of them, each at its nearest depth. */
async function classesOf(db: Kysely<Database>, inst: string, lang: string): Promise<FactClass[]> {
  const rows = await loadClassesWithAncestors(db, inst);
  const captions = await captionsOf(db, rows.map((r) => r.classId), lang);
  return rows
    .filter((r) => captions.has(r.classId))
    .map((r): FactClass => ({ id: r.classId, caption: captions.get(r.classId)!, depth: r.depth, ...derivation(r.source, r.rule) }))
    .sort((x, y) => x.depth - y.depth || x.caption.localeCompare(y.caption, lang));
}

const derivation = (source: MembershipSource, rule: string | null): { derived?: FactDerivation } =>
  source === 'asserted' ? {} : { derived: { by: source, rule: source === 'rule' ? rule : null } };

function plainValue(row: ValueRow): string | number | boolean | null {
  if (row.n !== null) return Number(row.n);
  if (row.b !== null) return row.b;
  if (row.d !== null) return new Date(row.d).toISOString();
  return row.t;
}

/**
 * Values that hold an id are shown by what it names: a file by its name, an 'id' value by the
 * instance or user it points at (no ids on screen). An id that names nothing stays as it is.
 */
async function namesForIds(db: Kysely<Database>, fileIds: string[], otherIds: string[], lang: string): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const uuids = (ids: string[]) => [...new Set(ids)].filter((id) => /^[0-9a-f-]{36}$/.test(id));
  const files = uuids(fileIds);
  if (files.length) for (const f of await db.selectFrom('files').select(['id', 'name']).where('id', 'in', files).execute()) names.set(f.id, f.name);
  const others = uuids(otherIds);
  if (others.length) {
    for (const [id, caption] of await captionsOf(db, others, lang)) names.set(id, caption);
    const users = others.filter((id) => !names.has(id));
    if (users.length) for (const u of await db.selectFrom('users').select(['id', 'name']).where('id', 'in', users).execute()) names.set(u.id, u.name);
  }
  return names;
}

/** The data values by property (captions in `lang`), values in `lang` first. */
async function valueGroups(db: Kysely<Database>, inst: string, lang: string): Promise<FactValueGroup[]> {
  const stated: ValueRow[] = await db.selectFrom('vals').select(['prop', 'idx', 't', 'n', 'b', 'd', 'lang']).where('inst', '=', inst).where('r', 'is', null).orderBy('prop').orderBy('idx').execute();
  // values rules and decision tables compute follow the stated ones, marked derived
  const computed = (await loadDerivedValues(db, [inst], null)).filter((v) => v.r === null).map((v, idx): ValueRow => ({ ...v, idx, lang: null, rule: v.rule }));
  const rows = [...stated, ...computed];
  const defs = await loadKnownProperties(db, rows.map((r) => r.prop));
  const typeOf = (prop: string) => defs.get(prop)?.type ?? 'string';
  const idValues = (type: string) => rows.filter((r) => typeOf(r.prop) === type && r.t).map((r) => r.t!);
  const names = await namesForIds(db, idValues('file'), idValues('id'), lang);
  const propNames = await captionsOf(db, rows.map((r) => r.prop).filter((p) => !defs.has(p)), lang);
  const groups = new Map<string, FactValueGroup>();
  for (const row of rows) {
    const value = plainValue(row);
    if (value === null || value === '') continue;
    const def = defs.get(row.prop);
    const type = typeOf(row.prop);
    let group = groups.get(row.prop);
    if (!group) {
      group = { prop: { id: row.prop, caption: def ? propertyCaption(def, lang) : (propNames.get(row.prop) ?? '') }, type, values: [] };
      groups.set(row.prop, group);
    }
    const shown: FactValue = {
      value: typeof value === 'string' && (type === 'file' || type === 'id') ? (names.get(value) ?? value) : value,
      lang: row.lang,
      ...(row.rule === undefined ? {} : derivation('rule', row.rule)),
    };
    group.values.push(shown);
  }
  for (const group of groups.values()) group.values.sort((x, y) => Number(y.lang === lang) - Number(x.lang === lang));
  return [...groups.values()].sort((x, y) => x.prop.caption.localeCompare(y.prop.caption, lang) || (x.prop.id < y.prop.id ? -1 : 1));
}

/** Everything the explorer shows of one instance; links cut to `limit` per property and direction. */
export async function loadFactSheet(db: Kysely<Database>, caller: Caller, inst: string, lang: string, limit: number): Promise<FactSheet> {
  const instance = await loadReadableInstance(db, caller, inst);
  const hidden = unreadableClasses(caller);
  const page = { inst, prop: null, offset: 0, limit, lang, hidden };
  const [caption, classes, values, outgoing, incoming] = await Promise.all([
    captionsOf(db, [inst], lang),
    classesOf(db, inst, lang),
    valueGroups(db, inst, lang),
    linkGroups(db, { ...page, direction: 'out' }),
    linkGroups(db, { ...page, direction: 'in' }),
  ]);
  const author = instance.author ? await db.selectFrom('users').select('name').where('id', '=', instance.author).executeTakeFirst() : undefined;
  return {
    instance: { id: inst, caption: caption.get(inst) ?? instance.name, author: author?.name ?? null, createdAt: new Date(instance.created_at).toISOString() },
    classes,
    values,
    outgoing,
    incoming,
    limit,
  };
}
