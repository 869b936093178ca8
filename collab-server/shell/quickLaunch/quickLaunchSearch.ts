import { sql } from 'kysely';
import type { CallerAccess, Caller } from '../../auth';
import { META_CLASS } from '../../../realtime/protocol/metaModel';
import type { QuickLaunchItem, QuickLaunchKind } from '../../../realtime/protocol/shell/quickLaunch';
import { BUILT_IN_IDS, likePattern } from '../../ontologyStore';
import type { AppContext } from '../../context';
import { quickLaunchSources, sourceOfKind } from './quickLaunchSources';

/**
 * What an instance is, by the first of its memberships in this order. Plugins come first so that
 * an instance that is a plugin in any way is never listed; commands come before individuals so a
 * non-administrator never finds one through a second class. The areas' objects (documents and
 * publications, searches, rules, decisions, …: rows of their own tables) follow, in the order of
 * the list of areas.
 */
const INSTANCE_KINDS = ['plugin', 'class', 'objectProperty', 'dataProperty', 'ontologyMap', 'graphConfig', 'textDoc', 'command', 'individual'] as const;
type InstanceKind = (typeof INSTANCE_KINDS)[number];

/** Every kind in rank order: the instances' kinds, then the registered sources' kinds. */
const rankedKinds = (): readonly (InstanceKind | QuickLaunchKind)[] => [...INSTANCE_KINDS, ...quickLaunchSources().flatMap((source) => source.kinds)];

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
    default:
      return sourceOfKind(kind)?.link(kind, id, classId) ?? '/';
  }
}

function present(row: Row, kinds: readonly string[]): QuickLaunchItem {
  const kind = kinds[row.rank] as QuickLaunchKind;
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
 * Instances and the areas' objects whose name contains `q` (case-insensitive, taken literally), in
 * one statement: exact matches first, then those starting with it, then by name. Administrators
 * find every instance but the built-in meta-model and plugins; others only what they authored, and
 * no commands (spec §6); each area's source applies its own reading rule (and may offer nothing,
 * e.g. documents when their section is turned off). The memberships (instance_id, class_id) and
 * class_closure keys serve the lateral join; instances(author, name) narrows a non-administrator's
 * search to their own instances.
 */
export async function searchQuickLaunch(ctx: AppContext, caller: Caller, access: CallerAccess, q: string, limit: number): Promise<QuickLaunchItem[]> {
  const kinds = rankedKinds();
  const rankOf = (kind: InstanceKind | QuickLaunchKind): number => kinds.indexOf(kind);
  const builtIns = sql.join([...BUILT_IN_IDS]);
  const ownOnly = access.isAdmin
    ? sql``
    : sql`and k.rank <> ${rankOf('command')} and i.author = ${access.userId}`;
  const fromAreas = (await Promise.all(quickLaunchSources().map((source) => source.matches(ctx, caller, q, rankOf)))).filter((part) => part !== null);
  const areaParts = fromAreas.length > 0 ? sql`union all ${sql.join(fromAreas, sql` union all `)}` : sql``;
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
    ${areaParts}
    ) found
    order by lower(name) = lower(${q}) desc, name ilike ${likePattern(q, 'starts')} desc, name, id
    limit ${limit}
  `.execute(ctx.db);
  return rows.map((row) => present(row, kinds));
}
