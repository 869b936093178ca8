import type { Kysely } from 'kysely';
import type { Database } from '../../store';
import { findMapHeader } from '../ontologyMaps';
import { META_CLASS, META_PROP } from '../../../realtime/protocol/metaModel';
import { DOC_MAX_INDIVIDUALS, type DocClass, type DocProperty, type DocRef, type OntologyDoc } from '../../../realtime/protocol/ontology/docs';
import { loadKnownProperties, type PropertyDef } from '../../ontologyStore';
import { byChunks } from '../diff/stateScope';

type Texts = Record<string, string>;
/** What the documentation shows of any term besides its kind's own fields. */
type TermFacts = { labels: Texts; comments: Texts; iri: string | null; deprecated: boolean; parents: string[]; inverseOf: string | null; isPublic: boolean };

const FACT_PROPS = [META_PROP.label, META_PROP.comment, META_PROP.iri, META_PROP.deprecated, META_PROP.parents, META_PROP.inverseOf, META_PROP.isPublic];
const byName = (a: { name: string }, b: { name: string }): number => a.name.localeCompare(b.name, 'ru');

async function loadFacts(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, TermFacts>> {
  const facts = new Map<string, TermFacts>(ids.map((id) => [id, { labels: {}, comments: {}, iri: null, deprecated: false, parents: [], inverseOf: null, isPublic: false }]));
  const rows = await byChunks(ids, (chunk) =>
    db.selectFrom('vals').select(['inst', 'prop', 't', 'b', 'r', 'lang']).where('inst', 'in', chunk).where('prop', 'in', FACT_PROPS).orderBy('idx').execute(),
  );
  for (const row of rows) {
    const f = facts.get(row.inst);
    if (!f) continue;
    if (row.prop === META_PROP.label && row.t !== null) f.labels[row.lang ?? ''] ??= row.t;
    else if (row.prop === META_PROP.comment && row.t !== null) f.comments[row.lang ?? ''] ??= row.t;
    else if (row.prop === META_PROP.iri) f.iri = row.t;
    else if (row.prop === META_PROP.deprecated) f.deprecated = row.b === true;
    else if (row.prop === META_PROP.parents && row.r) f.parents.push(row.r);
    else if (row.prop === META_PROP.inverseOf) f.inverseOf = row.r;
    else if (row.prop === META_PROP.isPublic) f.isPublic = row.b === true;
  }
  return facts;
}

async function namesOf(db: Kysely<Database>, ids: Iterable<string>): Promise<Map<string, string>> {
  const rows = await byChunks([...new Set(ids)], (chunk) => db.selectFrom('instances').select(['id', 'name']).where('id', 'in', chunk).execute());
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The map's name and facts, or null when there is no such ontology map. */
export async function findOntologyMap(db: Kysely<Database>, id: string): Promise<{ id: string; name: string; facts: TermFacts } | null> {
  const row = await findMapHeader(db, id);
  if (!row) return null;
  const facts = (await loadFacts(db, [id])).get(id) as TermFacts;
  return { ...row, facts };
}

/**
 * The documentation model of an ontology map: its classes (with parents, subclasses, the properties
 * whose domain they are, their individuals) and its object and data properties, each by name.
 */
export async function buildOntologyDoc(db: Kysely<Database>, map: { id: string; name: string; facts: TermFacts }): Promise<OntologyDoc> {
  const members = (await db.selectFrom('vals').select('inst').where('prop', '=', META_PROP.inMap).where('r', '=', map.id).execute()).map((r) => r.inst);
  const kinds = await byChunks(members, (chunk) => db.selectFrom('memberships').select(['instance_id', 'class_id']).where('instance_id', 'in', chunk).execute());
  const classIds = [...new Set(kinds.filter((k) => k.class_id === META_CLASS.Class).map((k) => k.instance_id))];
  const propIds = [...new Set(kinds.filter((k) => k.class_id === META_CLASS.ObjectProperty || k.class_id === META_CLASS.DataProperty).map((k) => k.instance_id))];
  // properties kept elsewhere whose domain is one of the map's classes belong on those classes' pages
  const domainProps = await byChunks(classIds, (chunk) => db.selectFrom('vals').select('inst').where('prop', '=', META_PROP.domain).where('r', 'in', chunk).execute());
  const allPropIds = [...new Set([...propIds, ...domainProps.map((r) => r.inst)])];
  const defs = await loadKnownProperties(db, allPropIds);
  const subclassRows = await byChunks(classIds, (chunk) => db.selectFrom('vals').select(['inst', 'r']).where('prop', '=', META_PROP.parents).where('r', 'in', chunk).execute());
  const individualRows = await byChunks(classIds, (chunk) =>
    db
      .selectFrom('memberships as m')
      .innerJoin('instances as i', 'i.id', 'm.instance_id')
      .select(['m.class_id', 'i.id', 'i.name'])
      .where('m.class_id', 'in', chunk)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('memberships as k').select('k.instance_id').whereRef('k.instance_id', '=', 'm.instance_id').where('k.class_id', 'in', [META_CLASS.Class, META_CLASS.ObjectProperty, META_CLASS.DataProperty]))))
      .execute(),
  );
  const facts = await loadFacts(db, [...classIds, ...allPropIds]);
  const referenced = [...classIds, ...allPropIds, ...subclassRows.map((r) => r.inst), ...[...defs.values()].flatMap((d) => [...d.domain, ...(d.range ? [d.range] : [])])];
  for (const f of facts.values()) referenced.push(...f.parents, ...(f.inverseOf ? [f.inverseOf] : []));
  const names = await namesOf(db, referenced);
  const ref = (id: string): DocRef => ({ id, name: names.get(id) ?? id });

  const property = (def: PropertyDef): DocProperty => {
    const f = facts.get(def.id);
    return {
      id: def.id,
      name: def.name,
      labels: f?.labels ?? def.labels,
      comments: f?.comments ?? {},
      iri: f?.iri ?? null,
      deprecated: f?.deprecated ?? false,
      kind: def.kind,
      domain: def.domain.map(ref).sort(byName),
      range: def.kind === 'object' && def.range ? ref(def.range) : null,
      type: def.kind === 'data' ? def.type : null,
      min: def.min,
      max: def.max,
      inverseOf: f?.inverseOf ? ref(f.inverseOf) : null,
    };
  };
  const properties = [...defs.values()].map(property).sort(byName);
  const individualsOf = new Map<string, DocRef[]>();
  for (const row of individualRows) {
    const list = individualsOf.get(row.class_id) ?? [];
    list.push({ id: row.id, name: row.name });
    individualsOf.set(row.class_id, list);
  }
  const classes: DocClass[] = classIds
    .map((id) => {
      const f = facts.get(id) as TermFacts;
      const individuals = (individualsOf.get(id) ?? []).sort(byName);
      return {
        id,
        name: names.get(id) ?? id,
        labels: f.labels,
        comments: f.comments,
        iri: f.iri,
        deprecated: f.deprecated,
        parents: f.parents.map(ref).sort(byName),
        subclasses: subclassRows.filter((r) => r.r === id).map((r) => ref(r.inst)).sort(byName),
        properties: properties.filter((p) => p.domain.some((d) => d.id === id)),
        individuals: individuals.slice(0, DOC_MAX_INDIVIDUALS),
        individualCount: individuals.length,
      };
    })
    .sort(byName);
  const inMap = new Set(propIds);
  const mapped = properties.filter((p) => inMap.has(p.id));
  return {
    map: { id: map.id, name: map.name, labels: map.facts.labels, comments: map.facts.comments, isPublic: map.facts.isPublic },
    counts: {
      classes: classes.length,
      objectProperties: mapped.filter((p) => p.kind === 'object').length,
      dataProperties: mapped.filter((p) => p.kind === 'data').length,
      individuals: new Set(individualRows.map((r) => r.id)).size,
    },
    classes,
    objectProperties: mapped.filter((p) => p.kind === 'object'),
    dataProperties: mapped.filter((p) => p.kind === 'data'),
  };
}
