import { getData, getForm, setData } from '../../../api/dataApi';
import type { FormField } from '../../../../realtime/protocol/dataApi/getForm';
import { META_PROP } from '../../../../realtime/protocol/metaModel';
import { createChanges, change, type NewEntity, type OntologyChange } from './entityChanges';
import { getDataPayload, type EntityQuery, type FieldRef } from './entityQuery';
import { captionOf } from './entityValues';
import { entitiesFromRows, type EntityValue, type OntologyEntity } from './ontologyEntity';

/**
 * The typed ontology client: classes, properties, individuals, ontology maps and captions, read
 * and written through the generic data API (get_data, get_form, set_data) and handed back as
 * OntologyEntity. The screens speak in queries and changes; the wire's rows and payloads stay here.
 */

export type EntityPage = { entities: OntologyEntity[]; total: number };

export type ReadOptions = {
  /** Links of these properties named by their targets' captions in `lang` rather than their names (one more request). */
  captions?: { lang: string; of: readonly string[] };
};

const uniq = (ids: Iterable<string>): string[] => [...new Set(ids)];

/** A page of entities and how many match in all. */
async function read(query: EntityQuery, options: ReadOptions = {}): Promise<EntityPage> {
  const answer = await getData(getDataPayload(query));
  const entities = entitiesFromRows(answer.rows);
  return { entities: options.captions ? await withCaptions(entities, options.captions) : entities, total: answer.count_rows };
}

/** The entities of these ids that exist (and the caller may see), in the order asked. */
async function readByIds(ids: readonly string[], fields?: readonly FieldRef[], options?: ReadOptions): Promise<OntologyEntity[]> {
  if (ids.length === 0) return [];
  return (await read({ ids, fields, limit: ids.length }, options)).entities;
}

/** One entity, null when there is none (or it is not of `query.of`). */
async function readOne(id: string, query: Omit<EntityQuery, 'ids'> = {}, options?: ReadOptions): Promise<OntologyEntity | null> {
  return (await read({ ...query, ids: id }, options)).entities[0] ?? null;
}

/** How many entities match. */
async function count(query: Omit<EntityQuery, 'offset' | 'limit' | 'sort'>): Promise<number> {
  return (await getData({ ...getDataPayload(query), limit: 0 })).count_rows;
}

/**
 * Direct instances per class (an instance of several classes counts under the first by name: the
 * answer groups by the first value), for these classes or over the whole store; one grouped call.
 */
async function countByClass(classIds?: readonly string[]): Promise<Map<string, number>> {
  if (classIds?.length === 0) return new Map();
  const filter = classIds ? { filter: { prop: 'class' as const, op: 'in' as const, val: [...classIds] } } : { fields: [{ prop: 'name' as const, hidden: true }] };
  const { groups } = await getData({ ...filter, group: 'class', limit: 0 });
  return new Map((groups ?? []).flatMap((g) => (typeof g.val === 'string' ? [[g.val, g.count] as const] : [])));
}

/** What people call these entities: the label in `lang`, else in the other language, else the name. One request. */
async function captions(ids: Iterable<string>, lang: string): Promise<Map<string, string>> {
  const wanted = uniq(ids);
  const found = await readByIds(wanted, [META_PROP.label]);
  return new Map(found.map((entity) => [entity.id, captionOf(entity, lang)]));
}

async function withCaptions(entities: OntologyEntity[], wanted: NonNullable<ReadOptions['captions']>): Promise<OntologyEntity[]> {
  const linked = entities.flatMap((e) => wanted.of.flatMap((prop) => (e.values.get(prop) ?? []).flatMap((v) => (typeof v.val === 'string' ? [v.val] : []))));
  if (linked.length === 0) return entities;
  const names = await captions(linked, wanted.lang);
  const recaption = (v: EntityValue): EntityValue => (typeof v.val === 'string' && names.get(v.val) ? { ...v, cap: names.get(v.val) ?? v.cap } : v);
  return entities.map((e) => ({ ...e, values: new Map([...e.values].map(([prop, list]) => [prop, wanted.of.includes(prop) ? list.map(recaption) : list])) }));
}

/** The fields of a class's form (own, inherited, common) with an instance's values when given, captioned in `lang`. */
async function form(classId: string, options: { inst?: string; lang: string }): Promise<FormField[]> {
  return (await getForm({ class: classId, ...(options.inst ? { inst: options.inst } : {}), prop_cap: options.lang === 'en' ? 'en' : 'ru' })).rows;
}

/** Runs a stored command (administrators): its first `limit` entities. */
async function runCommand(name: string, limit: number): Promise<EntityPage> {
  const answer = await getData({ command: name, limit });
  return { entities: entitiesFromRows(answer.rows), total: answer.count_rows };
}

/** Writes changes in one call, all or nothing; no call when there are none. */
async function write(changes: readonly OntologyChange[]): Promise<void> {
  if (changes.length > 0) await setData([...changes]);
}

/** Creates an entity with its labels, links and values in one call; answers its id. */
async function create(entity: NewEntity): Promise<string> {
  const id = entity.id ?? crypto.randomUUID();
  await write(createChanges({ ...entity, id }));
  return id;
}

const rename = (id: string, name: string): Promise<void> => write([change.rename(id, name)]);

/** Deletes an entity; the server refuses when something links to it, unless `force`. */
const remove = (id: string, options?: { force?: boolean; as?: string }): Promise<void> => write([change.delete(id, options)]);

export const ontologyClient = { read, readByIds, readOne, count, countByClass, captions, form, runCommand, write, create, rename, remove };
export type OntologyClient = typeof ontologyClient;
