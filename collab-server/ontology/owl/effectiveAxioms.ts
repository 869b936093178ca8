import type { Kysely } from 'kysely';
import type { Database } from '../../store';
import type { Annotation, Axiom } from '../../../model/owl/axioms';
import { irisOf } from '../../../model/owl/signature';
import { languageOf } from '../../../model/owl/storedValues';
import { V } from '../../../model/owl/vocabulary';
import { loadExportSource, type ExportSource } from './owlExportLoader';
import { formFacts } from './formFacts';
import { loadStoredAxioms, type StoredAxiom } from './storedAxioms';

export type EffectiveAxiom = { id: string; axiom: Axiom };

/** Entities without a stored IRI get one under the map's IRI, else under urn:ontoweave:. */
export const iriBase = (map: { iri: string | null } | null): string => (map?.iri ? `${map.iri.replace(/[#/]$/, '')}#` : 'urn:ontoweave:');

const DECL_PREFIX = 'decl|';

/** A header for a map built in the app (or the whole ontology): its IRI, name and comments. */
function madeHeader(src: ExportSource): Axiom {
  const map = src.map;
  const iri = map?.iri ?? (map ? `urn:ontoweave:map:${map.id}` : 'urn:ontoweave:ontology');
  const annotations: Annotation[] = [];
  if (map) {
    annotations.push({ prop: V.label, value: { literal: { value: map.name, lang: languageOf('', map.name) } } });
    for (const c of map.comments) if (c.t) annotations.push({ prop: V.comment, value: { literal: { value: c.t, lang: c.lang ?? 'en' } } });
  }
  return { t: 'Ontology', iri, versionIri: null, imports: [], ...(annotations.length ? { annotations } : {}) };
}

/**
 * Every axiom of a map as it stands now, with what the export needs besides (the map, its entities).
 * - A stored axiom (the import's) counts while every form fact it mirrors still holds: a parent
 *   removed in a form drops the SubClassOf it came from.
 * - An entity deleted in the forms (or taken out of the map) takes with it every stored axiom that
 *   names its IRI — restrictions, annotations, assertions — so nothing is exported dangling. "Deleted"
 *   is read from the store: a declaration fact the import stored no longer holds.
 * - A fact no stored axiom mirrors (made or edited in the forms, or a map built in the app) is
 *   written as the axioms it stands for; its id is the fact key.
 * Order: stored axioms in document order, then the forms' in entity order. A map without a stored
 * header gets one made from the map. `mapId` null: the whole ontology — every map's stored axioms
 * (an axiom two maps hold is written once; their headers give way to one for the whole ontology)
 * and the forms' facts.
 */
export async function effectiveAxiomsWithSource(db: Kysely<Database>, mapId: string | null): Promise<{ axioms: EffectiveAxiom[]; source: ExportSource }> {
  const [source, stored] = await Promise.all([loadExportSource(db, mapId, iriBase), mapId ? loadStoredAxioms(db, mapId) : storedAxiomsOfEveryMap(db)]);
  const facts = formFacts(source);
  const held = new Set(facts.map((f) => f.key));
  const covered = new Set<string>();
  const gone = new Set<string>();
  for (const s of stored)
    for (const m of s.mirrors) {
      covered.add(m);
      if (m.startsWith(DECL_PREFIX) && !held.has(m)) gone.add(m.slice(DECL_PREFIX.length, m.lastIndexOf('|')));
    }
  const out: EffectiveAxiom[] = [];
  for (const s of stored) {
    // the import's record of facts no axiom stands for: it writes nothing
    if (s.axiom.t === 'Rdf' && s.axiom.triples.length === 0) continue;
    if (!s.mirrors.every((m) => held.has(m))) continue;
    if (gone.size > 0 && [...irisOf(s.axiom)].some((iri) => gone.has(iri))) continue;
    out.push({ id: s.id, axiom: s.axiom });
  }
  if (!out.some((a) => a.axiom.t === 'Ontology')) out.unshift({ id: 'ontology', axiom: madeHeader(source) });
  for (const f of facts) {
    if (covered.has(f.key)) continue;
    f.axioms.forEach((axiom, i) => out.push({ id: i === 0 ? f.key : `${f.key}#${i}`, axiom }));
  }
  return { axioms: out, source };
}

/** The stored axioms of every map, each once, without the maps' own headers. */
async function storedAxiomsOfEveryMap(db: Kysely<Database>): Promise<StoredAxiom[]> {
  const maps = await db.selectFrom('owl_axioms').select('map_id').distinct().orderBy('map_id').execute();
  const seen = new Set<string>();
  const out: StoredAxiom[] = [];
  for (const { map_id } of maps)
    for (const a of await loadStoredAxioms(db, map_id)) {
      if (a.axiom.t === 'Ontology') continue;
      // with its mirrors: the imports' records of facts no axiom stands for are all alike otherwise
      const key = `${JSON.stringify(a.axiom)}|${a.mirrors.join(',')}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(a);
    }
  return out;
}

/** Every axiom of the map as it stands now (see effectiveAxiomsWithSource): what the export writes and the reasoner reads. */
export async function loadEffectiveAxioms(db: Kysely<Database>, mapId: string | null): Promise<EffectiveAxiom[]> {
  return (await effectiveAxiomsWithSource(db, mapId)).axioms;
}
