import { sql, type Kysely } from 'kysely';
import type { Database } from '../store';
import { META_CLASS, META_PROP } from '../../realtime/protocol/metaModel';
import type { OntologyEntity, OntologyIndex, OntologyProperty } from '../../model/owlRules/ontologyIndex';
import { tokenize } from '../../model/owlRules/swrlLexer';

/**
 * The ontology as rules are typed against it: every class and property with its name, labels and
 * IRI (one statement), and the individuals a rule's text may name (looked up by the names written,
 * so a large ontology's instances are never all loaded).
 */

type Row = { id: string; name: string; cls: string; prop: string | null; t: string | null; r: string | null };

export async function loadOntologyIndex(db: Kysely<Database>, swrlTexts: readonly string[] = []): Promise<OntologyIndex> {
  const { rows } = await sql<Row>`select i.id, i.name, m.class_id as cls, v.prop, v.t, v.r
    from memberships m join instances i on i.id = m.instance_id
    left join vals v on v.inst = i.id and v.prop = any(${[META_PROP.label, META_PROP.iri, META_PROP.type, META_PROP.range]})
    where m.class_id = any(${[META_CLASS.Class, META_CLASS.ObjectProperty, META_CLASS.DataProperty]})`.execute(db);
  const classes = new Map<string, OntologyEntity & { labels: string[] }>();
  const props = new Map<string, OntologyProperty & { labels: string[] }>();
  for (const row of rows) {
    if (row.cls === META_CLASS.Class) {
      const entity = classes.get(row.id) ?? classes.set(row.id, { id: row.id, name: row.name, labels: [], iri: null }).get(row.id)!;
      if (row.prop === META_PROP.label && row.t && !entity.labels.includes(row.t)) entity.labels.push(row.t);
      else if (row.prop === META_PROP.iri && row.t) entity.iri = row.t;
      continue;
    }
    const isObject = row.cls === META_CLASS.ObjectProperty;
    const entity = props.get(row.id) ?? props.set(row.id, { id: row.id, name: row.name, labels: [], iri: null, kind: isObject ? 'object' : 'data', type: isObject ? 'ref' : 'string', range: null }).get(row.id)!;
    if (row.prop === META_PROP.label && row.t && !entity.labels.includes(row.t)) entity.labels.push(row.t);
    else if (row.prop === META_PROP.iri && row.t) entity.iri = row.t;
    else if (row.prop === META_PROP.type && row.t && entity.kind === 'data') entity.type = row.t;
    else if (row.prop === META_PROP.range && row.r) entity.range = row.r;
  }
  return { classes: [...classes.values()], properties: [...props.values()], individuals: await loadNamedIndividuals(db, swrlTexts) };
}

/** Individuals named in the texts' argument positions (bare names that are not classes or properties are looked up by name or IRI). */
async function loadNamedIndividuals(db: Kysely<Database>, texts: readonly string[]): Promise<OntologyEntity[]> {
  const names = new Set<string>();
  for (const text of texts) {
    const lexed = tokenize(text);
    if (!lexed.ok) continue;
    lexed.tokens.forEach((t, i) => {
      const next = lexed.tokens[i + 1];
      // a name not followed by "(" stands in an argument position
      if (t.kind === 'name' && !(next?.kind === 'punct' && next.text === '(') && t.text !== 'true' && t.text !== 'false') names.add(t.text.replace(/^[^:/]*:(?!\/)/, ''));
    });
  }
  if (names.size === 0) return [];
  const list = [...names].slice(0, 200);
  const { rows } = await sql<{ id: string; name: string; iri: string | null }>`select i.id, i.name, iri.t as iri from instances i
    left join vals iri on iri.inst = i.id and iri.prop = ${META_PROP.iri}
    where i.name = any(${list}) or iri.t = any(${list})`.execute(db);
  return rows.map((r) => ({ id: r.id, name: r.name, labels: [], iri: r.iri }));
}
