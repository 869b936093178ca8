import type { Kysely } from 'kysely';
import { META_CLASS as C, META_PROP as P } from '../../../realtime/protocol/metaModel';

// An ontology map's documentation may be published to visitors without sign-in: the isPublic flag
// (a bool on OntologyMap, at most one value). Fixed id: see realtime/protocol/meta.ts.
export async function up(db: Kysely<unknown>): Promise<void> {
  const anyDb = db as Kysely<Record<string, Record<string, unknown>>>;
  await anyDb.insertInto('instances').values({ id: P.isPublic, name: 'Public documentation' }).execute();
  await anyDb.insertInto('memberships').values({ class_id: C.DataProperty, instance_id: P.isPublic }).execute();
  const val = (prop: string, idx: number, v: { t?: string; n?: number; r?: string; lang?: string }) => ({
    inst: P.isPublic, prop, idx, t: v.t ?? null, n: v.n ?? null, r: v.r ?? null, lang: v.lang ?? null,
  });
  await anyDb
    .insertInto('vals')
    .values([
      val(P.label, 0, { t: 'Документация опубликована', lang: 'ru' }),
      val(P.label, 1, { t: 'Public documentation', lang: 'en' }),
      val(P.type, 0, { t: 'bool' }),
      val(P.domain, 0, { r: C.OntologyMap }),
      val(P.maxCardinality, 0, { n: 1 }),
    ])
    .execute();
}
