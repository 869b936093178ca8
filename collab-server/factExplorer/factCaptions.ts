import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../store';
import { META_PROP } from '../../realtime/protocol/metaModel';
import { linkCaptions } from '../ontologyStore';

/** What the interface calls these instances in `lang` (model/entityLabel.ts's rule); unknown ids are left out. */
export async function captionsOf(db: Kysely<Database>, ids: Iterable<string>, lang: string): Promise<Map<string, string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('instances').select(['id', 'name']).where('id', 'in', wanted).execute();
  return linkCaptions(db, new Map(rows.map((r) => [r.id, r.name])), lang);
}

/**
 * The same caption in SQL, for ordering a page of links the way it is read: the label in `lang`,
 * else the name, else any label. `id` and `name` are references to the instance's columns.
 */
export function captionSql(id: RawBuilder<unknown>, name: RawBuilder<unknown>, lang: string): RawBuilder<string> {
  const label = (inLang: boolean) =>
    sql`(select l.t from vals l where l.inst = ${id} and l.prop = ${META_PROP.label} ${inLang ? sql`and l.lang = ${lang}` : sql``} and btrim(l.t) <> '' order by l.idx limit 1)`;
  return sql<string>`btrim(coalesce(${label(true)}, nullif(btrim(${name}), ''), ${label(false)}, ''))`;
}
