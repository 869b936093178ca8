import type { Kysely } from 'kysely';
import { runStatements } from '../../store';

// The reasoner's inferred types as memberships (issue 26): a 'type' conclusion names its individual
// and class by IRI; `subject_id` / `object_id` hold the stored instances behind them, resolved when
// a run is saved (reasonerNames.ts), so that "members of a class" (ontologyStore/classMembers.ts)
// joins them by index like asserted and rule-derived memberships (only 'type' rows hold ids, so the
// partial indexes need no condition on `kind`, which classMembers.ts's branches may not carry).
// Conclusions saved before this migration are resolved here the same way: the entity holding the
// IRI (one in the map first), else the one a minted IRI (…e<uuid>) names; a type its stated or
// other inferred classes already give (an ancestor of one) is no new membership (reasonerStore.ts).
// 0x140 is META_PROP.iri, 0x141 META_PROP.inMap.
const resolved = (column: string) => `coalesce(
  (select v.inst from vals v left join vals m on m.inst = v.inst and m.prop = '00000000-0000-4000-8000-000000000141' and m.r = ri.map_id
    where v.prop = '00000000-0000-4000-8000-000000000140' and v.t = ri.${column} order by (m.r is null), v.inst limit 1),
  (select i.id from instances i where i.id::text = substring(ri.${column} from 'e([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$')))`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table reasoner_inferences add column subject_id uuid;
    alter table reasoner_inferences add column object_id uuid;
    update reasoner_inferences ri set subject_id = ${resolved('subject')}, object_id = ${resolved('object')} where ri.kind = 'type';
    update reasoner_inferences ri set subject_id = null, object_id = null where ri.kind = 'type' and (
      exists (select 1 from memberships m join class_closure cc on cc.descendant = m.class_id where m.instance_id = ri.subject_id and cc.ancestor = ri.object_id)
      or exists (select 1 from reasoner_inferences o join class_closure cc on cc.descendant = o.object_id
        where o.kind = 'type' and o.subject_id = ri.subject_id and cc.ancestor = ri.object_id and cc.depth > 0));
    create index reasoner_inferences_members on reasoner_inferences(object_id, subject_id) where object_id is not null;
    create index reasoner_inferences_types on reasoner_inferences(subject_id, object_id) where subject_id is not null;
  `,
  );
}
