import { sql, type Kysely } from 'kysely';
import type { Database } from '../../store/schema';
import type { CallerAccess } from '../../auth/caller';
import { META_CLASS } from '../../../realtime/protocol/metaModel';
import type { QuickLaunchItem, QuickLaunchKind } from '../../../realtime/protocol/shell/quickLaunch';
import { BUILT_IN_IDS } from '../../dataApi/writePolicy';
import { likePattern } from '../../dataApi/filterValues';
import { documentMatches } from './quickLaunchDocuments';
import { semanticSearchMatches } from './quickLaunchSemanticSearches';
import { owlRuleMatches } from './quickLaunchOwlRules';
import { dmnDecisionMatches } from './quickLaunchDmn';
import type { CallerGrants } from '../../semanticSearch/searchAccess';

/**
 * What an instance is, by the first of its memberships in this order. Plugins come first so that
 * an instance that is a plugin in any way is never listed; commands come before individuals so a
 * non-administrator never finds one through a second class. Documents and publications, which
 * are rows of their own tables, follow.
 */
const RANKED_KINDS = [
  'plugin', 'class', 'objectProperty', 'dataProperty', 'ontologyMap', 'graphConfig', 'textDoc', 'command', 'individual',
  'document', 'structuredDocument', 'publication', 'documentPublication', 'semanticSearch', 'owlRule', 'dmnDecision',
] as const;
type RankedKind = (typeof RANKED_KINDS)[number];
const rankOf = (kind: RankedKind): number => RANKED_KINDS.indexOf(kind);

type Row = { id: string; name: string; rank: number; class_id: string | null; class_name: string | null };

function linkTo(kind: QuickLaunchKind, id: string, classId: string): string {
  switch (kind) {
    case 'class':
      return `/class_list/${id}`;
    case 'objectProperty':
      return `/props_list/${id}`;
    case 'dataProperty':
      return `/scalar_list/${id}`;
    case 'ontologyMap':
      return `/ontologies/${id}`;
    case 'graphConfig':
      return `/graphs/${id}`;
    case 'textDoc':
      return `/text-editor/${id}`;
    case 'command':
      return `/settings/commands?id=${id}`;
    case 'individual':
      return `/examp_list/${classId}?inst=${id}`;
    case 'document':
      return `/docs/view/${id}`;
    case 'structuredDocument':
      return `/structuredDocuments/view/${id}`;
    case 'publication':
      return `/doctree/${id}`;
    case 'documentPublication':
      return `/structuredDocuments/view/${classId}?publication=${id}`;
    case 'semanticSearch':
      return `/semantic-search/${id}`;
    case 'owlRule':
      return `/owl-rule/${id}`;
    case 'dmnDecision':
      return `/dmn/${id}`;
  }
}

function present(row: Row): QuickLaunchItem {
  const kind = RANKED_KINDS[row.rank] as QuickLaunchKind;
  // an individual's class, a structured document's publication's document
  const withParent = kind === 'individual' || kind === 'documentPublication';
  return {
    id: row.id,
    name: row.name,
    kind,
    classId: withParent ? row.class_id : null,
    className: withParent ? row.class_name : null,
    link: linkTo(kind, row.id, row.class_id ?? ''),
  };
}

/**
 * Instances, documents and publications whose name contains `q` (case-insensitive, taken
 * literally), in one statement: exact matches first, then those starting with it, then by name.
 * Administrators find everything but the built-in meta-model and plugins; others only what they
 * authored, and no commands (spec §6); documents and publications not at all when the documents
 * section is turned off. The memberships (instance_id, class_id) and class_closure keys serve the
 * lateral join; instances(author, name) narrows a non-administrator's search to their own instances.
 */
export async function searchQuickLaunch(db: Kysely<Database>, caller: CallerAccess, q: string, limit: number, withDocuments = true, searchGrants: CallerGrants | null = null): Promise<QuickLaunchItem[]> {
  const builtIns = sql.join([...BUILT_IN_IDS]);
  const ownOnly = caller.isAdmin
    ? sql``
    : sql`and k.rank <> ${rankOf('command')} and i.author = ${caller.userId}`;
  const documents = withDocuments
    ? sql`union all ${documentMatches(caller, q, { document: rankOf('document'), structuredDocument: rankOf('structuredDocument'), publication: rankOf('publication'), documentPublication: rankOf('documentPublication') })}`
    : sql``;
  // saved semantic searches, under their own reading rule (the grants say what the caller may read)
  const searches = searchGrants ? sql`union all ${semanticSearchMatches(searchGrants, q, rankOf('semanticSearch'))}` : sql``;
  const { rows } = await sql<Row>`
    select * from (
    select i.id, i.name, k.rank, k.class_id, c.name as class_name
    from instances i
    cross join lateral (
      select m.class_id,
        case
          when plugin.descendant is not null then ${rankOf('plugin')}
          when m.class_id = ${META_CLASS.Class} then ${rankOf('class')}
          when m.class_id = ${META_CLASS.ObjectProperty} then ${rankOf('objectProperty')}
          when m.class_id = ${META_CLASS.DataProperty} then ${rankOf('dataProperty')}
          when m.class_id = ${META_CLASS.OntologyMap} then ${rankOf('ontologyMap')}
          when m.class_id = ${META_CLASS.GraphConfig} then ${rankOf('graphConfig')}
          when m.class_id = ${META_CLASS.TextEditorDoc} then ${rankOf('textDoc')}
          when command.descendant is not null then ${rankOf('command')}
          else ${rankOf('individual')}
        end::int as rank
      from memberships m
      left join class_closure plugin on plugin.ancestor = ${META_CLASS.Plugin} and plugin.descendant = m.class_id
      left join class_closure command on command.ancestor = ${META_CLASS.Command} and command.descendant = m.class_id
      where m.instance_id = i.id
      order by rank, m.class_id
      limit 1
    ) k
    left join instances c on c.id = k.class_id
    where i.name ilike ${likePattern(q, 'contains')}
      and i.id not in (${builtIns})
      and k.rank <> ${rankOf('plugin')}
      ${ownOnly}
    ${documents}
    ${searches}
    union all ${owlRuleMatches(caller, q, rankOf('owlRule'))}
    union all ${dmnDecisionMatches(caller, q, rankOf('dmnDecision'))}
    ) found
    order by lower(name) = lower(${q}) desc, name ilike ${likePattern(q, 'starts')} desc, name, id
    limit ${limit}
  `.execute(db);
  return rows.map(present);
}
