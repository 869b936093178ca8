import type { Kysely } from 'kysely';
import type { Database } from '../store';
import { META_PROP } from '../../realtime/protocol/metaModel';
import type { ReasonerEntity } from '../../realtime/protocol/reasoner';
import { chunks, IDS_PER_STATEMENT } from '../store';
import { entityLabel } from '../../model/entityLabel';

// an entity without a stored IRI is exported (and reasoned over) under a minted one ending in e<id>
const MINTED = /e([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

const OWL = 'http://www.w3.org/2002/07/owl#';

/** What an IRI is called when nothing stored names it: its fragment or last path segment (owl:Thing as such). */
export function localName(iri: string): string {
  if (iri.startsWith(OWL)) return `owl:${iri.slice(OWL.length)}`;
  const cut = Math.max(iri.lastIndexOf('#'), iri.lastIndexOf('/'), iri.lastIndexOf(':'));
  const tail = cut >= 0 ? iri.slice(cut + 1) : iri;
  return tail || iri;
}

/** The stored entities behind IRIs: the one holding the IRI (the one in `mapId` first), else the one a minted IRI names. */
export async function resolveIds(db: Kysely<Database>, mapId: string, iris: Iterable<string>): Promise<Map<string, string>> {
  const all = [...new Set(iris)];
  const idOf = new Map<string, string>();
  for (const batch of chunks(all, IDS_PER_STATEMENT)) {
    const rows = await db
      .selectFrom('vals as v')
      .leftJoin('vals as m', (join) => join.onRef('m.inst', '=', 'v.inst').on('m.prop', '=', META_PROP.inMap).on('m.r', '=', mapId))
      .select(['v.inst', 'v.t', 'm.r as inMap'])
      .where('v.prop', '=', META_PROP.iri)
      .where('v.t', 'in', batch)
      .execute();
    for (const row of rows) if (row.t && (!idOf.has(row.t) || row.inMap)) idOf.set(row.t, row.inst);
  }
  for (const iri of all) {
    const minted = idOf.has(iri) ? null : MINTED.exec(iri);
    if (minted?.[1]) idOf.set(iri, minted[1]);
  }
  return idOf;
}

/**
 * The stored entities behind IRIs and their names in `lang`, as every screen names them (its label
 * in that language, else its name, else another label), else the IRI's local name. An IRI held
 * by several entities resolves to the one in `mapId`.
 */
export async function resolveEntities(db: Kysely<Database>, mapId: string, iris: Iterable<string>, lang: string): Promise<Map<string, ReasonerEntity>> {
  const all = [...new Set(iris)];
  const idOf = await resolveIds(db, mapId, all);
  const ids = [...new Set(idOf.values())];
  const names = new Map<string, string>();
  const labels = new Map<string, Record<string, string>>();
  for (const batch of chunks(ids, IDS_PER_STATEMENT)) {
    const [instances, labelRows] = await Promise.all([
      db.selectFrom('instances').select(['id', 'name']).where('id', 'in', batch).execute(),
      db.selectFrom('vals').select(['inst', 't', 'lang']).where('prop', '=', META_PROP.label).where('inst', 'in', batch).execute(),
    ]);
    for (const i of instances) names.set(i.id, i.name);
    for (const l of labelRows) {
      if (!l.t) continue;
      const byLang = labels.get(l.inst) ?? {};
      byLang[l.lang ?? ''] ??= l.t;
      labels.set(l.inst, byLang);
    }
  }
  const out = new Map<string, ReasonerEntity>();
  for (const iri of all) {
    const id = idOf.get(iri);
    const known = id !== undefined && names.has(id);
    // the one naming rule of every screen (model/entityLabel.ts): the trees side by side agree
    const name = (known && entityLabel({ name: names.get(id), labels: labels.get(id) ?? {} }, lang)) || localName(iri);
    out.set(iri, { iri, id: known ? id : null, name });
  }
  return out;
}
