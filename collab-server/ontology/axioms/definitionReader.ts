import type { Kysely } from 'kysely';
import type { Database } from '../../store';
import type { Axiom } from '../../../model/owl/axioms';
import { META_CLASS, META_PROP } from '../../../realtime/protocol/metaModel';
import type { ClassDefinition, DefinitionExpression } from '../../../realtime/protocol/ontology/axioms';
import { definitionEntryOf } from '../../../model/owl/manchester/classDefinition';
import { renderClassExpr } from '../../../model/owl/manchester/render';
import { loadEntityMaps } from '../../access';
import { mintedIri } from './mintedIri';
import type { Vocabulary } from './definitionVocabulary';

/** The class whose definition is read or edited: where its axioms are kept and the IRI they name it by. */
export type DefinedClass = {
  id: string;
  name: string;
  /** Every map the class belongs to; its axioms are read from all of them. */
  maps: string[];
  /** The map new axioms go to (the class's own first); null: the class is on no map. */
  mapId: string | null;
  mapIri: string | null;
  iri: string;
  storedIri: string | null;
};

export const DEFINITION_KINDS = ['SubClassOf', 'EquivalentClasses', 'DisjointClasses'] as const;

async function storedIriOf(db: Kysely<Database>, id: string): Promise<string | null> {
  const row = await db.selectFrom('vals').select('t').where('inst', '=', id).where('prop', '=', META_PROP.iri).executeTakeFirst();
  return row?.t ?? null;
}

/** The class `id`, or null when there is no such class. */
export async function loadDefinedClass(db: Kysely<Database>, id: string): Promise<DefinedClass | null> {
  const row = await db
    .selectFrom('instances as i')
    .innerJoin('memberships as m', 'm.instance_id', 'i.id')
    .select(['i.id', 'i.name'])
    .where('i.id', '=', id)
    .where('m.class_id', '=', META_CLASS.Class)
    .executeTakeFirst();
  if (!row) return null;
  const maps = (await loadEntityMaps(db, [id])).get(id) ?? [];
  const mapId = maps[0] ?? null;
  const [storedIri, mapIri] = await Promise.all([storedIriOf(db, id), mapId ? storedIriOf(db, mapId) : Promise.resolve(null)]);
  return { id, name: row.name, maps, mapId, mapIri, storedIri, iri: storedIri ?? mintedIri(mapIri, id) };
}

export type DefinitionRow = { id: string; axiom: Axiom; version: number; author: string | null; authorName: string | null; updatedAt: string };

/** The stored axioms of the class's maps that belong to its definition, in document order. */
export async function loadDefinitionRows(db: Kysely<Database>, cls: DefinedClass): Promise<DefinitionRow[]> {
  if (cls.maps.length === 0) return [];
  const rows = await db
    .selectFrom('owl_axioms as a')
    .leftJoin('users as u', 'u.id', 'a.author')
    .select(['a.id', 'a.axiom', 'a.version', 'a.author', 'u.name as author_name', 'a.updated_at', 'a.kind', 'a.subject'])
    .where('a.map_id', 'in', cls.maps)
    .where('a.kind', 'in', [...DEFINITION_KINDS])
    .where((eb) => eb.or([eb('a.subject', '=', cls.iri), eb('a.kind', '!=', 'SubClassOf')]))
    .orderBy('a.position')
    .orderBy('a.id')
    .execute();
  return rows
    .map((row) => ({ id: row.id, axiom: (typeof row.axiom === 'string' ? JSON.parse(row.axiom) : row.axiom) as Axiom, version: row.version, author: row.author, authorName: row.author_name ?? null, updatedAt: new Date(row.updated_at).toISOString() }))
    .filter((row) => definitionEntryOf(row.axiom, cls.iri) !== null);
}

/** One stored axiom as the card lists it, its other side rendered in the vocabulary's language. */
export function presentExpression(row: DefinitionRow, cls: DefinedClass, vocabulary: Vocabulary): DefinitionExpression | null {
  const entry = definitionEntryOf(row.axiom, cls.iri);
  if (!entry) return null;
  return {
    id: row.id,
    section: entry.section,
    text: entry.others.map((expr) => renderClassExpr(expr, vocabulary.nameOf)).join(', '),
    version: row.version,
    editable: entry.editable,
    changedBy: row.authorName,
    changedAt: row.updatedAt,
  };
}

/** The named parents (the class tree's), by their names in the vocabulary's language. */
async function loadParents(db: Kysely<Database>, cls: DefinedClass, vocabulary: Vocabulary): Promise<ClassDefinition['parents']> {
  const rows = await db
    .selectFrom('vals as v')
    .innerJoin('instances as i', 'i.id', 'v.r')
    .select(['i.id', 'i.name'])
    .where('v.inst', '=', cls.id)
    .where('v.prop', '=', META_PROP.parents)
    .orderBy('v.idx')
    .execute();
  const byId = new Map(vocabulary.entities.map((entity) => [entity.id, entity.name]));
  return rows.map((row) => ({ id: row.id, name: byId.get(row.id) ?? row.name }));
}

export async function readDefinition(db: Kysely<Database>, cls: DefinedClass, vocabulary: Vocabulary, access: { editable: boolean; reason: string | null }): Promise<ClassDefinition> {
  const [rows, parents] = await Promise.all([loadDefinitionRows(db, cls), loadParents(db, cls, vocabulary)]);
  const expressions = rows.flatMap((row) => presentExpression(row, cls, vocabulary) ?? []);
  return { classId: cls.id, mapId: cls.mapId, editable: access.editable, reason: access.reason, parents, expressions };
}
