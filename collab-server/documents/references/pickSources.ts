import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../store';
import { META_CLASS, META_PROP } from '../../../realtime/protocol/metaModel';
import type { PickKind } from '../../../model/documents/referencePicking';
import { likePattern, BUILT_IN_IDS } from '../../ontologyStore';

/**
 * The sources the reference picker searches, one SQL statement each, every value a parameter:
 * ontology instances (classes, properties, individuals) by name or label in any language,
 * documents by name, title or code, bibliography items by title, text or what they point to.
 * Each returns at most `limit` rows, best first: the name equal to the search, then starting with
 * it, then containing it, then a label containing it.
 */

const UUID_PATTERN = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

export type PickRow = {
  kind: PickKind;
  id: string;
  name: string;
  matched_label: string | null;
  matched_language: string | null;
  context: string | null;
  /** 0 name equals the search, 1 starts with it, 2 contains it, 3 only a label or the text does. */
  score: number;
  /** A bibliography item of the document being edited. */
  own?: boolean;
};

export type SourceQuery = {
  q: string;
  limit: number;
  /** Instances of these classes (and their subclasses) are never found. */
  hiddenClasses: readonly string[];
};

const scoreOf = (column: RawBuilder<unknown>, q: string) => sql<number>`case
  when lower(${column}) = lower(${q}) then 0
  when ${column} ilike ${likePattern(q, 'starts')} then 1
  when ${column} ilike ${likePattern(q, 'contains')} then 2
  else 3 end`;

/**
 * Classes, object and data properties, individuals. What an instance is comes from its
 * memberships (a class is a member of Class, and so on); an instance of a hidden class — through
 * class_closure, so subclasses too — is left out, as are the meta-model's own entries.
 */
export async function instancePicks(db: Kysely<Database>, { q, limit, hiddenClasses }: SourceQuery): Promise<PickRow[]> {
  const contains = likePattern(q, 'contains');
  const hidden = hiddenClasses.length ? sql`and not exists (
      select 1 from memberships hm join class_closure hc on hc.descendant = hm.class_id
      where hm.instance_id = i.id and hc.ancestor in (${sql.join([...hiddenClasses])}))` : sql``;
  const { rows } = await sql<PickRow>`
    select i.id, i.name, k.kind, k.context, lbl.t as matched_label, lbl.lang as matched_language,
      ${scoreOf(sql.ref('i.name'), q)}::int as score
    from instances i
    cross join lateral (
      select
        case
          when bool_or(m.class_id = ${META_CLASS.Class}) then 'class'
          when bool_or(m.class_id = ${META_CLASS.ObjectProperty}) then 'objectProperty'
          when bool_or(m.class_id = ${META_CLASS.DataProperty}) then 'dataProperty'
          else 'individual'
        end as kind,
        min(c.name) as context
      from memberships m join instances c on c.id = m.class_id
      where m.instance_id = i.id
      having count(*) > 0
    ) k
    left join lateral (
      select v.t, v.lang from vals v
      where v.inst = i.id and v.prop = ${META_PROP.label} and v.t ilike ${contains}
      order by v.t ilike ${likePattern(q, 'starts')} desc, v.lang, v.t
      limit 1
    ) lbl on i.name not ilike ${contains}
    where (i.name ilike ${contains} or lbl.t is not null)
      and i.id not in (${sql.join([...BUILT_IN_IDS])})
      ${hidden}
    order by score, lower(i.name), i.id
    limit ${limit}
  `.execute(db);
  // an individual's context is its class; a class or property needs none
  return rows.map((row) => ({ ...row, context: row.kind === 'individual' ? row.context : null }));
}

/** Structured and simple documents by name, title or code; only those `readable` allows. */
export async function documentPicks(db: Kysely<Database>, { q, limit }: SourceQuery, readable: boolean): Promise<PickRow[]> {
  if (!readable) return [];
  const contains = likePattern(q, 'contains');
  const { rows } = await sql<PickRow>`
    select d.id, d.name,
      case d.kind when 'simple' then 'simpleDocument' else 'structuredDocument' end as kind,
      case when d.name not ilike ${contains} and d.title ilike ${contains} then d.title end as matched_label,
      null as matched_language, nullif(d.code, '') as context,
      ${scoreOf(sql.ref('d.name'), q)}::int as score
    from documents d
    where d.name ilike ${contains} or d.title ilike ${contains} or d.code ilike ${contains}
    order by score, lower(d.name), d.id
    limit ${limit}
  `.execute(db);
  return rows;
}

/**
 * Bibliography items of readable structured documents: by their title, their text, or the name of
 * the document they point to. The id is what the rendered bibliography anchors (objectId, else
 * innerId: `#bib-{id}`); items of `currentDocumentId` come first, since a bibliography reference
 * leads into its own document.
 */
export async function bibliographyPicks(db: Kysely<Database>, { q, limit }: SourceQuery, readable: boolean, currentDocumentId: string | null): Promise<PickRow[]> {
  if (!readable) return [];
  const contains = likePattern(q, 'contains');
  const { rows } = await sql<PickRow>`
    select coalesce(e.fields->>'objectId', e.inner_id::text) as id,
      coalesce(nullif(btrim(e.title), ''), pointed.name, left(btrim(e.content), 200)) as name,
      'bibliographyItem' as kind, null as matched_label, null as matched_language,
      d.name as context,
      ${scoreOf(sql`coalesce(nullif(btrim(e.title), ''), pointed.name, btrim(e.content))`, q)}::int as score,
      d.id = ${currentDocumentId} as own
    from document_elements e
    join documents d on d.id = e.document_id
    -- ids in fields are checked on save; the pattern keeps a hand-edited row from failing the search
    left join documents pointed on pointed.id = case when e.fields->>'pointsToObject' ~ ${UUID_PATTERN} then (e.fields->>'pointsToObject')::uuid end
    where e.kind = 'BibliographyItem'
      and (e.title ilike ${contains} or e.content ilike ${contains} or pointed.name ilike ${contains})
    order by own desc nulls last, score, lower(d.name), e.inner_id
    limit ${limit}
  `.execute(db);
  return rows;
}
