import type { Kysely } from 'kysely';
import type { Database } from '../../store';
import { META_CLASS, META_PROP } from '../../../realtime/protocol/metaModel';
import { BUILT_IN_IDS } from '../../ontologyStore';
import { chunks, IDS_PER_STATEMENT } from '../../store';
import { entityLabel } from '../../../model/entityLabel';
import type { NamedEntity } from '../../../model/owl/manchester/resolver';
import type { ResolvedKind } from '../../../model/owl/manchester/tokenStream';
import { mintedIri } from './mintedIri';

/** A name the class card may use in an expression, with the stored entity behind it. */
export type VocabularyEntity = NamedEntity & { id: string; storedIri: string | null };

export type Vocabulary = {
  entities: VocabularyEntity[];
  byIri: Map<string, VocabularyEntity>;
  nameOf: (iri: string) => string;
};

const KIND_OF_META: Record<string, ResolvedKind> = {
  [META_CLASS.Class]: 'Class',
  [META_CLASS.ObjectProperty]: 'ObjectProperty',
  [META_CLASS.DataProperty]: 'DataProperty',
};
const META_CLASSES = new Set<string>(Object.values(META_CLASS));

/**
 * The names an expression on a class of `maps` may use: every class and property of the ontology,
 * and the individuals placed on those maps (individuals are data and may be many, so only the
 * map's own). Names are the labels in `lang` (else the name); the stored name and labels in other
 * languages are aliases. Where two entities of one kind show the same name, the one on the map wins,
 * so a map's own vocabulary reads unambiguously.
 */
export async function loadVocabulary(db: Kysely<Database>, maps: readonly string[], mapIri: string | null, lang: string): Promise<Vocabulary> {
  const metaRows = await db
    .selectFrom('memberships as m')
    .innerJoin('instances as i', 'i.id', 'm.instance_id')
    .select(['m.instance_id as id', 'm.class_id', 'i.name'])
    .where('m.class_id', 'in', Object.keys(KIND_OF_META))
    .execute();
  const onMaps = maps.length
    ? (await db.selectFrom('vals').select('inst').distinct().where('prop', '=', META_PROP.inMap).where('r', 'in', [...maps]).execute()).map((r) => r.inst)
    : [];
  const local = new Set(onMaps);
  const kinds = new Map<string, { kind: ResolvedKind; name: string }[]>();
  for (const row of metaRows) {
    if (BUILT_IN_IDS.has(row.id)) continue;
    kinds.set(row.id, [...(kinds.get(row.id) ?? []), { kind: KIND_OF_META[row.class_id] as ResolvedKind, name: row.name }]);
  }
  const individualIds = onMaps.filter((id) => !kinds.has(id));
  for (const batch of chunks(individualIds, IDS_PER_STATEMENT)) {
    const rows = await db
      .selectFrom('memberships as m')
      .innerJoin('instances as i', 'i.id', 'm.instance_id')
      .select(['m.instance_id as id', 'm.class_id', 'i.name'])
      .where('m.instance_id', 'in', batch)
      .execute();
    for (const row of rows) if (!META_CLASSES.has(row.class_id) && !kinds.has(row.id)) kinds.set(row.id, [{ kind: 'NamedIndividual', name: row.name }]);
  }
  const labels = new Map<string, Record<string, string>>();
  const iris = new Map<string, string>();
  for (const batch of chunks([...kinds.keys()], IDS_PER_STATEMENT)) {
    const rows = await db.selectFrom('vals').select(['inst', 'prop', 't', 'lang']).where('inst', 'in', batch).where('prop', 'in', [META_PROP.label, META_PROP.iri]).execute();
    for (const row of rows) {
      if (!row.t) continue;
      if (row.prop === META_PROP.iri) iris.set(row.inst, row.t);
      else labels.set(row.inst, { ...labels.get(row.inst), [row.lang ?? '']: row.t });
    }
  }
  const entities: VocabularyEntity[] = [];
  for (const [id, list] of kinds) {
    for (const { kind, name } of list) {
      const texts = labels.get(id) ?? {};
      const shown = entityLabel({ name, labels: texts }, lang) || name;
      const aliases = [...new Set([name, ...Object.values(texts)].filter((alias) => alias && alias !== shown))];
      const storedIri = iris.get(id) ?? null;
      entities.push({ id, kind, name: shown, aliases, storedIri, iri: storedIri ?? mintedIri(mapIri, id) });
    }
  }
  const preferred = preferLocal(entities, local);
  const byIri = new Map(entities.map((entity) => [entity.iri, entity]));
  return { entities: preferred, byIri, nameOf: (iri) => byIri.get(iri)?.name ?? '' };
}

/** Drops an entity that shows the same name as one of the same kind on the map. */
function preferLocal(entities: VocabularyEntity[], local: ReadonlySet<string>): VocabularyEntity[] {
  const localNames = new Set(entities.filter((e) => local.has(e.id)).map((e) => `${e.kind} ${e.name}`));
  return entities.filter((e) => local.has(e.id) || !localNames.has(`${e.kind} ${e.name}`));
}
