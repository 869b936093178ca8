import { sql, type RawBuilder } from 'kysely';
import { META_CLASS, META_PROP } from '../../realtime/protocol/metaModel';
import { BUILT_IN_IDS } from '../ontologyStore';
import { unreadableClasses } from '../ontologyStore';
import { SEARCHED_TYPES, vector } from './searchVectors';
import { NAME_BONUS, ownOnly, tsquery, type SearchSourceInput } from './searchSource';

/** Members of these meta-classes open on screens of their own; the rest are individuals of their class. */
const META_TARGETS: Array<[string, string]> = [
  [META_CLASS.Class, 'class'],
  [META_CLASS.ObjectProperty, 'objectProperty'],
  [META_CLASS.DataProperty, 'dataProperty'],
  [META_CLASS.OntologyMap, 'ontologyMap'],
  [META_CLASS.GraphConfig, 'graphConfig'],
  [META_CLASS.TextEditorDoc, 'textDoc'],
];

/**
 * Classes, properties, maps and individuals whose name, label or text value (string, multiString,
 * text) holds the words — one row per instance, with its best-ranked text as the body.
 *
 * What an instance is comes from the first of its memberships in quick launch's order: plugins
 * first (a plugin is never listed), then the meta-classes, then commands (so a non-administrator
 * never finds a command through a second class), then any class. Instances of classes the data
 * API does not let the caller read (readAccess.ts: commands for non-administrators, plugins too
 * for the public user) are left out, and the built-in meta-model with them.
 *
 * Shaped by measurement (tests/bench/search/fullTextBench.ts): each index is scanned once — the
 * value hits are gathered first and then checked against the small set of text properties; joined
 * directly, the planner probed the value index once per text property — and the kind and the rights of all hits come from one grouped join of their
 * memberships with the few special classes, not a sorted subquery per hit.
 */
export function ontologyHits(input: SearchSourceInput): RawBuilder<unknown> {
  const q = tsquery(input);
  const hidden = unreadableClasses(input.caller);
  const metaTargets = sql.join(META_TARGETS.map(([id, target]) => sql`(${id}::uuid, ${target})`));
  return sql`
    select * from (
      with text_props as materialized (
        select pt.inst from vals pt where pt.prop = ${META_PROP.type} and pt.t in (${sql.join([...SEARCHED_TYPES])})
      ),
      special as materialized (
        select descendant as class_id, 0 as priority, 'plugin' as target from class_closure where ancestor = ${META_CLASS.Plugin}
        union all
        select class_id, 1, target from (values ${metaTargets}) meta(class_id, target)
        union all
        select descendant, 2, 'command' from class_closure where ancestor = ${META_CLASS.Command}
      ),
      unreadable as materialized (
        select descendant as class_id from class_closure where ${hidden.length ? sql`ancestor in (${sql.join(hidden)})` : sql`false`}
      ),
      value_hits as materialized (
        select v.inst, v.prop, v.t as body, ts_rank(${vector('valueText', 'v')}, ${q}) as rank
        from vals v
        where ${vector('valueCondition', 'v')} and ${vector('valueText', 'v')} @@ ${q}
      ),
      matched as (
        select distinct on (inst) inst, body, rank from (
          select n.id as inst, n.name as body, ts_rank(${vector('instanceName', 'n')}, ${q}) + ${NAME_BONUS} as rank
          from instances n
          where ${vector('instanceName', 'n')} @@ ${q}
          union all
          select inst, body, rank from value_hits where prop in (select inst from text_props)
        ) m
        order by inst, rank desc
      ),
      classified as (
        select h.inst, h.body, h.rank,
          (array_agg(coalesce(s.target, 'individual') order by coalesce(s.priority, 3), ms.class_id))[1] as target,
          (array_agg(ms.class_id order by coalesce(s.priority, 3), ms.class_id))[1] as class_id,
          bool_or(u.class_id is not null) as unreadable
        from matched h
        join memberships ms on ms.instance_id = h.inst
        left join special s on s.class_id = ms.class_id
        left join unreadable u on u.class_id = ms.class_id
        group by h.inst, h.body, h.rank
      )
      select
        case when k.target in ('class', 'objectProperty', 'dataProperty', 'ontologyMap') then k.target else 'individual' end as kind,
        i.id, i.name as title, k.body, k.rank, k.class_id, c.name as class_name, null::uuid as doc_id, k.target, null::text as href
      from classified k
      join instances i on i.id = k.inst
      left join instances c on c.id = k.class_id
      where not k.unreadable
        and k.target <> 'plugin'
        and i.id not in (${sql.join([...BUILT_IN_IDS])})
        ${ownOnly(input, sql`i.author`)}
    ) ontology
  `;
}
