import { sql, type Kysely } from 'kysely';
import type { Database } from '../../store';
import type { Axiom } from '../../../model/owl/axioms';
import { candidateMirrors, type MirrorContext } from '../../../model/owl/factKeys';
import { subjectOf } from '../../../model/owl/signature';
import { axiomKey } from '../../../model/owl/axiomKey';
import { dataTypeOf } from './owlVocabulary';
import type { OwlDocument } from './owlModel';
import { loadExportSource } from './owlExportLoader';
import { formFacts } from './formFacts';
import { iriBase } from './effectiveAxioms';

/** Rows per insert: each statement is one JSON parameter (so.owl's 26,000 axioms are 7 MB of it). */
const ROWS_PER_INSERT = 5000;

/** The form facts a map's entities hold now, as keys. */
export async function factKeysOfMap(trx: Kysely<Database>, mapId: string): Promise<Set<string>> {
  return new Set(formFacts(await loadExportSource(trx, mapId, iriBase)).map((f) => f.key));
}

function mirrorContext(doc: OwlDocument): MirrorContext {
  return {
    kindOf: (iri) => {
      const e = doc.entities.get(iri);
      return e?.declared ? e.kind : undefined;
    },
    dataTypeOf: (prop) => doc.entities.get(prop)?.dataType ?? 'string',
    xsdType: dataTypeOf,
  };
}

/**
 * Stores every axiom of an imported document in owl_axioms, inside the import's transaction and
 * after its entities are written: each with the form facts it is shown as (the candidates the
 * store really holds now). The facts the import wrote that no axiom stands for (owl:Thing as the
 * type of an individual declared only as owl:NamedIndividual, a property's default value type) are
 * recorded on an empty Rdf axiom, so an export does not write them as new axioms.
 */
export async function storeImportedAxioms(
  trx: Kysely<Database>,
  input: { mapId: string; authorId: string; axioms: readonly Axiom[]; doc: OwlDocument; factsBefore: ReadonlySet<string> },
  signal?: AbortSignal,
  onProgress?: (fraction: number) => void,
): Promise<void> {
  const held = await factKeysOfMap(trx, input.mapId);
  const cx = mirrorContext(input.doc);
  const mirrored = new Set<string>();
  // the same file imported into the map again adds no second copy of the axioms it already holds
  const stored = await trx.selectFrom('owl_axioms').select('axiom').where('map_id', '=', input.mapId).execute();
  const seen = new Set(stored.map((r) => axiomKey((typeof r.axiom === 'string' ? JSON.parse(r.axiom) : r.axiom) as Axiom)));
  const fresh = input.axioms.filter((axiom) => {
    const key = axiomKey(axiom);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const rows = fresh.map((axiom) => {
    const mirrors = [...new Set(candidateMirrors(axiom, cx))].filter((k) => held.has(k));
    for (const m of mirrors) mirrored.add(m);
    return { axiom, mirrors };
  });
  const implicit = [...held].filter((k) => !mirrored.has(k) && !input.factsBefore.has(k));
  if (implicit.length) rows.push({ axiom: { t: 'Rdf', triples: [] }, mirrors: implicit });
  const last = await trx.selectFrom('owl_axioms').select((eb) => eb.fn.max('position').as('p')).where('map_id', '=', input.mapId).executeTakeFirst();
  const start = last?.p === null || last?.p === undefined ? 0 : Number(last.p) + 1;
  for (let at = 0; at < rows.length; at += ROWS_PER_INSERT) {
    if (signal?.aborted) throw new Error('aborted');
    await insertAxioms(trx, input, start + at, rows.slice(at, at + ROWS_PER_INSERT));
    onProgress?.(Math.min(1, (at + ROWS_PER_INSERT) / rows.length));
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * One statement for a few thousand axioms: the rows travel as one JSON array that the server turns
 * into records, the axioms nested as they are (not as JSON text inside a parameter, escaped twice),
 * the map, author and positions said once; ids are made by the server.
 */
async function insertAxioms(trx: Kysely<Database>, input: { mapId: string; authorId: string }, first: number, rows: readonly { axiom: Axiom; mirrors: string[] }[]): Promise<void> {
  const records = JSON.stringify(rows.map((r) => ({ s: subjectOf(r.axiom), k: r.axiom.t, a: r.axiom, m: r.mirrors })));
  await sql`insert into owl_axioms (id, map_id, subject, kind, axiom, mirrors, position, author)
    select gen_random_uuid(), ${input.mapId}::uuid, x.s, x.k, x.a, x.m, ${first}::int + x.n::int - 1, ${input.authorId}::uuid
    from rows from (jsonb_to_recordset(${records}::jsonb) as (s text, k text, a jsonb, m jsonb)) with ordinality as x(s, k, a, m, n)`.execute(trx);
}
