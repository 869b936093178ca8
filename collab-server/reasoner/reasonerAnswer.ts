import type { Kysely } from 'kysely';
import type { Database } from '../store';
import type { Axiom } from '../../model/owl/axioms';
import type { ReasonerAnswer, ReasonerEntity } from '../../realtime/protocol/reasoner';
import { renderAxiom } from '../../model/owl/manchester/render';
import { subjectOf } from '../../model/owl/signature';
import { presentStatus, readRunRow } from './reasonerStatus';
import { localName, resolveEntities } from './reasonerNames';

type InferenceRow = { kind: string; subject: string; object: string; property: string | null; because: string[] };

const edgeKey = (sub: string, sup: string): string => `${sub}\n${sup}`;

/**
 * Renders axioms twice: first to learn which IRIs they name, then with those names resolved; gives
 * the texts by axiom id, each axiom's subject as an entity (what the unused list says it is about)
 * and which axioms define a class (EquivalentClasses).
 */
async function renderAxioms(db: Kysely<Database>, mapId: string, rows: { axiom_id: string; axiom: Axiom }[], lang: string, known: Map<string, ReasonerEntity>) {
  const wanted = new Set<string>();
  for (const row of rows) renderAxiom(row.axiom, (iri) => (wanted.add(iri), iri));
  const missing = [...wanted].filter((iri) => !known.has(iri));
  const more = await resolveEntities(db, mapId, missing, lang);
  const entityOf = (iri: string): ReasonerEntity => known.get(iri) ?? more.get(iri) ?? { iri, id: null, name: localName(iri) };
  const texts: Record<string, string> = {};
  const subjects = new Map<string, ReasonerEntity>();
  const definitions = new Set<string>();
  for (const row of rows) {
    texts[row.axiom_id] = renderAxiom(row.axiom, (iri) => entityOf(iri).name);
    const subject = subjectOf(row.axiom);
    if (subject !== null) subjects.set(row.axiom_id, entityOf(subject));
    if (row.axiom.t === 'EquivalentClasses') definitions.add(row.axiom_id);
  }
  return { texts, subjects, definitions };
}

/**
 * The map's latest conclusions as a reader sees them: every entity named in `lang`, each inferred
 * taxonomy edge marked, and every axiom an explanation or the unused list names rendered in
 * Manchester syntax.
 */
export async function readReasonerAnswer(db: Kysely<Database>, mapId: string, lang: string): Promise<ReasonerAnswer> {
  const run = await readRunRow(db, mapId);
  const status = presentStatus(mapId, run);
  const [rows, axiomRows] = await Promise.all([
    db.selectFrom('reasoner_inferences').select(['kind', 'subject', 'object', 'property', 'because']).where('map_id', '=', mapId).execute() as Promise<InferenceRow[]>,
    db.selectFrom('reasoner_axioms').select(['axiom_id', 'axiom']).where('map_id', '=', mapId).execute() as Promise<{ axiom_id: string; axiom: Axiom }[]>,
  ]);
  const iris = new Set<string>();
  for (const r of rows) {
    iris.add(r.subject);
    iris.add(r.object);
    if (r.property) iris.add(r.property);
  }
  const entities = await resolveEntities(db, mapId, iris, lang);
  const e = (iri: string): ReasonerEntity => entities.get(iri) ?? { iri, id: null, name: localName(iri) };
  const of = (kind: string) => rows.filter((r) => r.kind === kind);

  const inferredEdges = new Map(of('subClassOf').map((r) => [edgeKey(r.subject, r.object), r.because]));
  const taxonomy = new Map<string, ReasonerAnswer['taxonomy'][number]>();
  const node = (iri: string) => taxonomy.get(iri) ?? taxonomy.set(iri, { cls: e(iri), parents: [], equivalents: [] }).get(iri)!;
  for (const r of of('parent')) {
    const because = inferredEdges.get(edgeKey(r.subject, r.object));
    node(r.subject).parents.push({ cls: e(r.object), inferred: because !== undefined, because: because ?? [] });
  }
  for (const r of of('equivalent')) node(r.subject).equivalents.push(e(r.object));

  const rendered = await renderAxioms(db, mapId, axiomRows, lang, entities);
  return {
    ...status,
    inconsistency: run?.inconsistency ?? [],
    unsatisfiable: of('unsatisfiable').map((r) => ({ cls: e(r.subject), because: r.because })),
    taxonomy: [...taxonomy.values()],
    subClassOf: of('subClassOf').map((r) => ({ sub: e(r.subject), sup: e(r.object), because: r.because })),
    equivalent: of('equivalentClass').map((r) => ({ a: e(r.subject), b: e(r.object), because: r.because })),
    types: of('type').map((r) => ({ individual: e(r.subject), cls: e(r.object), because: r.because })),
    values: of('propertyValue').map((r) => ({ subject: e(r.subject), prop: e(r.property ?? ''), object: e(r.object), because: r.because })),
    same: of('sameIndividual').map((r) => ({ a: e(r.subject), b: e(r.object), because: r.because })),
    // a class definition left out costs most (its members go unrecognised): those come first
    unused: (run?.unused ?? [])
      .map((u) => ({ ...u, about: rendered.subjects.get(u.id) ?? null }))
      .sort((a, b) => Number(!rendered.definitions.has(a.id)) - Number(!rendered.definitions.has(b.id))),
    axioms: rendered.texts,
  };
}
