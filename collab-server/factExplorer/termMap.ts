import { sql, type Kysely } from 'kysely';
import type { Database } from '../store';
import type { Caller } from '../auth';
import type { TermMap, TermMapEdge, TermMapNode, TermMapQuery } from '../../realtime/protocol/factExplorer';
import { META_CLASS, META_PROP } from '../../realtime/protocol/metaModel';
import { notFound } from '../problems';
import { loadInstanceClasses } from '../ontologyStore';
import { FACT_MESSAGES, isClass, loadReadableInstance } from './factAccess';
import { captionsOf } from './factCaptions';
import { propertyCaptions } from './factLinks';

/** More relations than this make the term map unreadable: the rest are left out and the answer says so. */
export const TERM_MAP_MAX_PROPERTIES = 200;

type Relation = { prop: string; domain: string; range: string };

/** The classes the map is centred on: the one asked for, or the instance's own classes. */
async function centreOf(db: Kysely<Database>, caller: Caller, q: TermMapQuery): Promise<string[]> {
  if (q.class) {
    if (!(await isClass(db, q.class, META_CLASS.Class))) throw notFound(FACT_MESSAGES.classNotFound);
    return [q.class];
  }
  await loadReadableInstance(db, caller, q.inst!);
  // its classes as every screen counts them: stated, rule-derived and reasoner-inferred
  return (await loadInstanceClasses(db, [q.inst!])).map((r) => r.classId);
}

/**
 * Object properties with a domain or range among `scope`, as domain → range pairs (a property
 * with several domains gives one pair each); at most `max` properties.
 */
async function relationsAround(db: Kysely<Database>, scope: string[], max: number): Promise<{ relations: Relation[]; truncated: boolean }> {
  const { rows } = await sql<{ prop: string }>`select p.instance_id as prop from memberships p
    where p.class_id = ${META_CLASS.ObjectProperty} and exists (select 1 from vals v where v.inst = p.instance_id
      and v.prop in (${META_PROP.domain}, ${META_PROP.range}) and v.r = any(${scope}::uuid[]))
    order by p.instance_id limit ${max + 1}`.execute(db);
  const props = rows.slice(0, max).map((r) => r.prop);
  if (props.length === 0) return { relations: [], truncated: false };
  const ends = await db.selectFrom('vals').select(['inst', 'prop', 'r']).where('inst', 'in', props).where('prop', 'in', [META_PROP.domain, META_PROP.range]).where('r', 'is not', null).execute();
  const relations: Relation[] = [];
  for (const prop of props) {
    const domains = ends.filter((e) => e.inst === prop && e.prop === META_PROP.domain).map((e) => e.r!);
    const ranges = ends.filter((e) => e.inst === prop && e.prop === META_PROP.range).map((e) => e.r!);
    for (const domain of domains) for (const range of ranges) relations.push({ prop, domain, range });
  }
  return { relations, truncated: rows.length > max };
}

/**
 * The term map (mode=terminmap): the centre classes, their ancestors with the subclass links
 * between them, and the classes the object properties of all of these link to or from.
 */
export async function loadTermMap(db: Kysely<Database>, caller: Caller, q: TermMapQuery): Promise<TermMap> {
  const centre = await centreOf(db, caller, q);
  const ancestorRows = centre.length ? await db.selectFrom('class_closure').select('ancestor').where('descendant', 'in', centre).where('depth', '>', 0).execute() : [];
  const ancestors = [...new Set(ancestorRows.map((r) => r.ancestor))].filter((a) => !centre.includes(a));
  const scope = [...centre, ...ancestors];
  const parents = scope.length ? await db.selectFrom('vals').select(['inst', 'r']).where('prop', '=', META_PROP.parents).where('inst', 'in', scope).where('r', 'in', scope).execute() : [];
  const { relations, truncated } = scope.length ? await relationsAround(db, scope, TERM_MAP_MAX_PROPERTIES) : { relations: [], truncated: false };
  const related = [...new Set(relations.flatMap((r) => [r.domain, r.range]))].filter((c) => !scope.includes(c));
  const [captions, propCaps] = await Promise.all([captionsOf(db, [...scope, ...related], q.lang), propertyCaptions(db, [...new Set(relations.map((r) => r.prop))], q.lang)]);
  const node = (id: string, role: TermMapNode['role']): TermMapNode[] => (captions.has(id) ? [{ id, caption: captions.get(id)!, role }] : []);
  const nodes = [...centre.flatMap((id) => node(id, 'centre')), ...ancestors.flatMap((id) => node(id, 'ancestor')), ...related.flatMap((id) => node(id, 'related'))];
  const present = new Set(nodes.map((n) => n.id));
  const edges: TermMapEdge[] = [
    ...parents.map((p) => ({ from: p.inst, to: p.r!, kind: 'subclass' as const, prop: null })),
    ...relations.map((r) => ({ from: r.domain, to: r.range, kind: 'property' as const, prop: { id: r.prop, caption: propCaps.get(r.prop) ?? '' } })),
  ].filter((e) => present.has(e.from) && present.has(e.to));
  return { centre, nodes, edges, truncated };
}
