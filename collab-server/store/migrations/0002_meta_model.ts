import type { Kysely } from 'kysely';
import { runStatements } from './runStatements';

// The meta-model: instances (classes and properties included), class membership, the class
// hierarchy as a closure table, typed value rows and the append-only change log.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table instances (
      id uuid primary key,
      name text not null default '',
      author uuid,
      created_at timestamptz not null default now()
    );
    create index instances_name on instances(name, id);
    create table memberships (
      class_id uuid not null,
      instance_id uuid not null references instances(id) on delete cascade,
      primary key (class_id, instance_id)
    );
    create index memberships_instance on memberships(instance_id);
    -- ancestor/descendant pairs, including each class with itself at depth 0, so that
    -- "recursive" is one indexed join
    create table class_closure (
      ancestor uuid not null,
      descendant uuid not null,
      depth integer not null,
      primary key (ancestor, descendant)
    );
    create index class_closure_descendant on class_closure(descendant);
    create table vals (
      id bigserial primary key,
      inst uuid not null references instances(id) on delete cascade,
      prop uuid not null,
      idx integer not null default 0,
      t text,
      n double precision,
      b boolean,
      d timestamptz,
      r uuid,
      lang text
    );
    create index vals_inst_prop on vals(inst, prop, idx);
    create index vals_prop_t on vals(prop, t, inst);
    create index vals_prop_n on vals(prop, n, inst);
    create index vals_prop_d on vals(prop, d, inst);
    create index vals_prop_r on vals(prop, r, inst);
    create index vals_r on vals(r) where r is not null;
    create table change_log (
      seq bigserial primary key,
      at timestamptz not null default now(),
      user_id uuid,
      page_url text,
      tab_session_id text,
      entity uuid not null,
      prop uuid,
      op text not null,
      before jsonb,
      after jsonb
    );
    create index change_log_entity on change_log(entity, seq);
  `,
  );
}
