import { sql, type Kysely } from 'kysely';
import type { Database } from '../store';
import type { FactDirection, FactLink, FactLinkGroup } from '../../realtime/protocol/factExplorer';
import { loadKnownProperties, propertyCaption } from '../ontologyStore';
import { captionsOf, captionSql } from './factCaptions';
import { readableSql } from './factAccess';

export type LinkPageRequest = {
  inst: string;
  direction: FactDirection;
  /** One property, or every property the instance has links through. */
  prop: string | null;
  offset: number;
  limit: number;
  lang: string;
  /** Classes whose instances the caller may not read (readAccess.ts): left out, counts included. */
  hidden: readonly string[];
};

type RankedRow = { prop: string; id: string; caption: string; rn: string | number; total: string | number };

/**
 * One statement: the distinct (property, instance) links in one direction, readable ones only,
 * numbered per property by caption (then id, so pages never overlap), and the window asked for.
 * The per-property total comes with every row; a property whose window is empty yields no row.
 */
async function rankedLinks(db: Kysely<Database>, q: LinkPageRequest): Promise<RankedRow[]> {
  const onlyProp = q.prop ? sql`and v.prop = ${q.prop}` : sql``;
  const links =
    q.direction === 'in'
      ? sql`select v.prop, v.inst as id from vals v where v.r = ${q.inst} ${onlyProp} group by v.prop, v.inst`
      : sql`select v.prop, v.r as id from vals v where v.inst = ${q.inst} and v.r is not null ${onlyProp} group by v.prop, v.r`;
  const { rows } = await sql<RankedRow>`with links as (${links}),
    shown as (select l.prop, l.id, ${captionSql(sql.ref('i.id'), sql.ref('i.name'), q.lang)} as caption
      from links l join instances i on i.id = l.id where ${readableSql(sql.ref('l.id'), q.hidden)}),
    ranked as (select prop, id, caption, row_number() over (partition by prop order by lower(caption), id) as rn,
      count(*) over (partition by prop) as total from shown)
    select prop, id, caption, rn, total from ranked where rn > ${q.offset} and rn <= ${q.offset + q.limit} order by prop, rn`.execute(db);
  return rows;
}

/** How many readable links one property has in one direction (for a page past the end). */
async function countLinks(db: Kysely<Database>, q: LinkPageRequest & { prop: string }): Promise<number> {
  const links =
    q.direction === 'in'
      ? sql`select distinct v.inst as id from vals v where v.r = ${q.inst} and v.prop = ${q.prop}`
      : sql`select distinct v.r as id from vals v where v.inst = ${q.inst} and v.prop = ${q.prop} and v.r is not null`;
  const { rows } = await sql<{ n: string | number }>`select count(*) as n from (${links}) l join instances i on i.id = l.id
    where ${readableSql(sql.ref('l.id'), q.hidden)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** The class a linked instance is shown with: its direct class first by caption. */
async function typesOf(db: Kysely<Database>, ids: string[], lang: string): Promise<Map<string, { id: string; caption: string }>> {
  const types = new Map<string, { id: string; caption: string }>();
  if (ids.length === 0) return types;
  const members = await db.selectFrom('memberships').select(['instance_id', 'class_id']).where('instance_id', 'in', ids).execute();
  const captions = await captionsOf(db, members.map((m) => m.class_id), lang);
  for (const m of members) {
    const caption = captions.get(m.class_id) ?? '';
    const seen = types.get(m.instance_id);
    if (!seen || caption.localeCompare(seen.caption, lang) < 0) types.set(m.instance_id, { id: m.class_id, caption });
  }
  return types;
}

/** Captions of properties: by their definition, or — an id that is no longer a property — by the instance's caption. */
export async function propertyCaptions(db: Kysely<Database>, props: string[], lang: string): Promise<Map<string, string>> {
  const defs = await loadKnownProperties(db, props);
  const others = await captionsOf(db, props.filter((p) => !defs.has(p)), lang);
  return new Map(props.map((p) => [p, defs.has(p) ? propertyCaption(defs.get(p)!, lang) : (others.get(p) ?? '')]));
}

/** Link groups per property (ordered by the property's caption), each with the window asked for and its total. */
export async function linkGroups(db: Kysely<Database>, q: LinkPageRequest): Promise<FactLinkGroup[]> {
  const rows = await rankedLinks(db, q);
  const props = [...new Set(rows.map((r) => r.prop))];
  if (q.prop && !props.includes(q.prop)) props.push(q.prop);
  const [propCaps, types] = await Promise.all([propertyCaptions(db, props, q.lang), typesOf(db, [...new Set(rows.map((r) => r.id))], q.lang)]);
  const groups = new Map<string, FactLinkGroup>(props.map((p) => [p, { prop: { id: p, caption: propCaps.get(p) ?? '' }, total: 0, links: [] }]));
  for (const row of rows) {
    const group = groups.get(row.prop)!;
    group.total = Number(row.total);
    const type = types.get(row.id);
    const link: FactLink = { id: row.id, row_number: Number(row.rn), name: row.caption, prop: group.prop.caption, prop_id: row.prop, type: type?.caption ?? '', type_id: type?.id ?? null };
    group.links.push(link);
  }
  if (q.prop && rows.length === 0) groups.get(q.prop)!.total = await countLinks(db, { ...q, prop: q.prop });
  return [...groups.values()].sort((x, y) => x.prop.caption.localeCompare(y.prop.caption, q.lang) || (x.prop.id < y.prop.id ? -1 : 1));
}
