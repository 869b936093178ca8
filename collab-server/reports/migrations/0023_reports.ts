import type { Kysely } from 'kysely';
import { runStatements } from '../../store';

// Reports (issue 15, domain spec §3.9): a template bound to saved semantic searches.
// - `reports`: `source` the searches' ids in the designer's order (no foreign key: a search deleted
//   since leaves its place, and the report says it cannot load it); `ss_data` per-source settings
//   by search id (alias, name when picked, table rows and columns).
// - `report_roles`: holders of these roles read the report (sharing by role).
// Users are given a report by assignments (the `assignments` table, obj_id = the report): the
// reader role to read it, the editor role to change it too — as maps and saved searches are.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table reports (
      id uuid primary key,
      name text not null,
      annotation text not null default '',
      source jsonb not null default '[]',
      template text not null default '',
      ss_data jsonb not null default '{}',
      author uuid references users(id) on delete set null,
      date_create timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index reports_author on reports(author);
    create table report_roles (
      report_id uuid not null references reports(id) on delete cascade,
      role_id uuid not null references roles(id) on delete cascade,
      primary key (report_id, role_id)
    );
    create index report_roles_role on report_roles(role_id);
  `,
  );
}
