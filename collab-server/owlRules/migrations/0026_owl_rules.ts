import type { Kysely } from 'kysely';
import { runStatements } from '../../store';

// OWL rules (issue 16, domain spec §3.6) and what they derive.
// - owl_rules: the rule; `reads`/`writes` are the ids of the classes and properties its body reads and
//   its head writes (resolved from the SWRL on save), so a data change recomputes only the rules that
//   read it, and a delete or retype of a class/property finds the rules that use it in one lookup.
// - owl_rule_derived: the facts a rule derives now, apart from asserted data (asserted and computed are
//   never mixed up): a class membership (`class_id`), or a value of `prop` (one typed column set, as in
//   vals). Rows go with their rule and with the instance they are about.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table owl_rules (
      id uuid primary key,
      name text not null,
      kind text not null,
      rule_text text not null default '',
      swrl text not null,
      json_str jsonb,
      no_connection_to_computed_prop boolean not null default false,
      subject_area jsonb not null default '[]',
      map_id uuid references instances(id) on delete set null,
      author uuid,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      enabled boolean not null default true,
      reads jsonb not null default '[]',
      writes jsonb not null default '[]'
    );
    create index owl_rules_author on owl_rules(author);
    create table owl_rule_derived (
      id bigserial primary key,
      rule_id uuid not null references owl_rules(id) on delete cascade,
      inst uuid not null references instances(id) on delete cascade,
      prop uuid,
      class_id uuid,
      t text,
      n double precision,
      b boolean,
      d timestamptz,
      r uuid,
      check ((prop is null) <> (class_id is null))
    );
    create index owl_rule_derived_inst on owl_rule_derived(inst, prop);
    create index owl_rule_derived_rule on owl_rule_derived(rule_id);
    create index owl_rule_derived_class on owl_rule_derived(class_id, inst) where class_id is not null;
    create index owl_rule_derived_prop on owl_rule_derived(prop, inst) where prop is not null;
  `,
  );
}
