import type { Kysely } from 'kysely';
import { runStatements } from './runStatements';

// Objects of the application shell: tags, recent links, user manuals, class views, preferences.
// Whatever belongs to a user goes with the user (on delete cascade).
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table tags (
      id uuid primary key,
      name text not null,
      color text not null,
      author uuid not null references users(id) on delete cascade,
      shared boolean not null default false,
      created_at timestamptz not null default now()
    );
    create index tags_author on tags(author);
    create table tag_roles (
      tag_id uuid not null references tags(id) on delete cascade,
      role_id uuid not null references roles(id) on delete cascade,
      primary key (tag_id, role_id)
    );
    create index tag_roles_role on tag_roles(role_id);
    -- links are up to 2,000 characters: the unique key holds their hash, which always fits a btree
    -- entry; the list is rewritten under a lock of the user's row, so the key only guards it
    create table recent_links (
      user_id uuid not null references users(id) on delete cascade,
      link text not null,
      object_name text not null,
      business_entity text not null default '',
      icon text not null default '',
      dt timestamptz not null,
      pinned boolean not null default false
    );
    create unique index recent_links_user_link on recent_links(user_id, md5(link));
    create table manuals (
      id uuid primary key,
      name text not null,
      description text not null default '',
      link text,
      document_id uuid,
      routes jsonb not null default '[]',
      created_at timestamptz not null default now(),
      check (link is not null or document_id is not null)
    );
    -- "manuals for this route": routes @> '["class_list"]'
    create index manuals_routes on manuals using gin (routes jsonb_path_ops);
    create table class_views (
      id uuid primary key,
      name text not null,
      class_id uuid not null references instances(id) on delete cascade,
      fields jsonb not null,
      sort jsonb,
      created_at timestamptz not null default now()
    );
    create index class_views_class on class_views(class_id);
    create table class_view_roles (
      view_id uuid not null references class_views(id) on delete cascade,
      role_id uuid not null references roles(id) on delete cascade,
      primary key (view_id, role_id)
    );
    create index class_view_roles_role on class_view_roles(role_id);
    create table user_preferences (
      user_id uuid not null references users(id) on delete cascade,
      key text not null,
      value jsonb not null,
      updated_at timestamptz not null default now(),
      primary key (user_id, key)
    );
    -- quick launch for non-administrators reads only their own instances
    create index instances_author_name on instances(author, name);
  `,
  );
}
