import type { Kysely } from 'kysely';
import type { Database } from '../../store';
import { loadKnownProperties, propertyCaption } from '../../ontologyStore';
import { HISTORY_OPS, HISTORY_PAGE_SIZE, type HistoryEntry, type HistoryPage, type HistoryQuery } from '../../../realtime/protocol/ontology/history';
import { META_PROP, UUID_RE } from '../../../realtime/protocol/metaModel';

type Op = HistoryEntry['op'];

/** Every id-looking string inside a change's values: links, classes, a snapshot's classes and link values. */
function collectIds(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') {
    if (UUID_RE.test(value)) into.add(value);
  } else if (Array.isArray(value)) {
    for (const v of value) collectIds(v, into);
  } else if (value && typeof value === 'object') {
    for (const v of Object.values(value)) collectIds(v, into);
  }
}

/** Names of existing instances by id (deleted ones are left out: the client shows their id). */
export async function namesOf(db: Kysely<Database>, ids: Iterable<string>): Promise<Record<string, string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return {};
  const rows = await db.selectFrom('instances').select(['id', 'name']).where('id', 'in', wanted).execute();
  return Object.fromEntries(rows.map((r) => [r.id, r.name]));
}

/**
 * One page of an entity's change-log rows, newest first, with the users' names and the properties'
 * captions in `lang`, and the names of every instance the values refer to.
 */
export async function readHistoryPage(db: Kysely<Database>, entity: string, query: HistoryQuery): Promise<HistoryPage> {
  const limit = query.limit ?? HISTORY_PAGE_SIZE;
  let select = db
    .selectFrom('change_log as c')
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.seq', 'c.at', 'c.user_id', 'u.name as user_name', 'c.entity', 'c.prop', 'c.op', 'c.before', 'c.after'])
    .where('c.entity', '=', entity)
    // a class's logical-definition edits (axiom.*) are listed by the definition section, not as value changes
    .where('c.op', 'in', [...HISTORY_OPS]);
  if (query.before) select = select.where('c.seq', '<', query.before);
  const rows = await select.orderBy('c.seq', 'desc').limit(limit + 1).execute();
  const page = rows.slice(0, limit);
  const defs = await loadKnownProperties(db, page.flatMap((r) => (r.prop ? [r.prop] : [])));
  const lang = query.lang ?? 'ru';
  const ids = new Set<string>([entity]);
  const changes: HistoryEntry[] = page.map((r) => {
    const def = r.prop ? defs.get(r.prop) : undefined;
    const propIsLink = def ? def.kind === 'object' || (def.type === 'id' && r.prop !== META_PROP.author) : false;
    if (propIsLink || r.op === 'new' || r.op === 'del') {
      collectIds(r.before, ids);
      collectIds(r.after, ids);
    }
    return {
      seq: String(r.seq),
      at: new Date(r.at).toISOString(),
      userId: r.user_id,
      userName: r.user_name ?? null,
      entity: r.entity,
      prop: r.prop,
      propCaption: def ? propertyCaption(def, lang) : null,
      propIsLink,
      op: r.op as Op,
      before: r.before ?? null,
      after: r.after ?? null,
    };
  });
  const names = await namesOf(db, ids);
  return { entity, entityName: names[entity] ?? null, changes, names, more: rows.length > limit };
}
