import type { Kysely } from 'kysely';
import type { Database } from '../store';
import { META_PROP } from '../../realtime/protocol/metaModel';
import { entityLabel } from '../../model/entityLabel';

/**
 * What a form calls the instances its links point to, in `lang`: by the interface's one rule
 * (model/entityLabel.ts) over their names and labels. One statement for all of them.
 */
export async function linkCaptions(db: Kysely<Database>, names: ReadonlyMap<string, string>, lang: string): Promise<Map<string, string>> {
  const ids = [...names.keys()];
  const captions = new Map<string, string>();
  if (ids.length === 0) return captions;
  const rows = await db.selectFrom('vals').select(['inst', 't', 'lang']).where('prop', '=', META_PROP.label).where('inst', 'in', ids).orderBy('idx').execute();
  const labels = new Map<string, Record<string, string>>();
  for (const row of rows) {
    if (!row.t) continue;
    const of = labels.get(row.inst) ?? {};
    of[row.lang ?? ''] ??= row.t;
    labels.set(row.inst, of);
  }
  for (const [id, name] of names) captions.set(id, entityLabel({ name, labels: labels.get(id) }, lang) || name);
  return captions;
}
