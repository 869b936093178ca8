import type { Kysely } from 'kysely';
import type { Database } from '../../store';
import type { SetItem } from '../../../realtime/protocol/dataApi/setData';
import { META_PROP } from '../../../realtime/protocol/metaModel';
import { runImportCommand } from './importCommand';
import { chunks, IDS_PER_STATEMENT } from '../../store';
import { valueKey, type ExistingEntity } from './owlImportPlan';

const SINGLE_PROPS = [META_PROP.range, META_PROP.inverseOf, META_PROP.deprecated];

/** The entities the store already holds under the document's IRIs, with the values the import adds to rather than repeats. */
export async function loadExisting(trx: Kysely<Database>, iris: readonly string[]): Promise<Map<string, ExistingEntity>> {
  const found = new Map<string, ExistingEntity>();
  const byId = new Map<string, ExistingEntity>();
  for (const batch of chunks(iris, IDS_PER_STATEMENT)) {
    const rows = await trx
      .selectFrom('vals as v')
      .innerJoin('instances as i', 'i.id', 'v.inst')
      .select(['v.inst', 'v.t'])
      .where('v.prop', '=', META_PROP.iri)
      .where('v.t', 'in', batch)
      .orderBy('v.inst')
      .execute();
    for (const r of rows) {
      if (!r.t || found.has(r.t)) continue;
      const e: ExistingEntity = { id: r.inst, labels: [], comments: [], maps: [], singles: new Set(), values: new Set() };
      found.set(r.t, e);
      byId.set(r.inst, e);
    }
  }
  for (const batch of chunks([...byId.keys()], IDS_PER_STATEMENT)) {
    const rows = await trx.selectFrom('vals').select(['inst', 'prop', 't', 'n', 'b', 'r', 'lang']).where('inst', 'in', batch).execute();
    const members = await trx.selectFrom('memberships').select(['instance_id', 'class_id']).where('instance_id', 'in', batch).execute();
    for (const m of members) byId.get(m.instance_id)?.values.add(valueKey(META_PROP.instanceOf, m.class_id));
    for (const r of rows) {
      const e = byId.get(r.inst) as ExistingEntity;
      const val = r.r ?? r.n ?? r.b ?? (r.lang ? { lang: r.lang, text: r.t ?? '' } : r.t);
      if (val !== null) e.values.add(valueKey(r.prop, val));
      if (r.prop === META_PROP.label && r.t !== null) e.labels.push({ lang: r.lang ?? '', text: r.t });
      else if (r.prop === META_PROP.comment && r.t !== null) e.comments.push({ lang: r.lang ?? '', text: r.t });
      else if (r.prop === META_PROP.inMap && r.r) e.maps.push(r.r);
      else if (SINGLE_PROPS.includes(r.prop)) e.singles.add(r.prop);
    }
  }
  return found;
}

/**
 * Applies the plan's items through set_data's machinery (validation, class closure, change log) as
 * one command inside the caller's transaction: the file lands whole or not at all. The phases stay
 * in order within it (entities before the values that name them, cardinalities last); one call
 * rather than one per phase or per few thousand items, so the store is preloaded, written and its
 * class closure built once, not again for every batch (so.owl: 14,700 items).
 */
export async function writePlan(
  trx: Kysely<Database>,
  user: { id: string; isAdmin: boolean },
  phases: readonly SetItem[][],
  url: string,
  nameOf: (inst: string) => string,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  if (signal?.aborted) throw new Error('aborted');
  await runImportCommand(trx, { userId: user.id, isAdmin: user.isAdmin, items: phases.flat(), url, nameOf, onProgress, signal });
}
