import type { Kysely } from 'kysely';
import { runStatements } from './runStatements';

// Accounts, sessions and the platform-wide tables (settings, errors, roles, assignments, jobs).
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table users (
      id uuid primary key,
      login text not null unique,
      name text not null,
      email text,
      password_hash text,
      oidc_sub text unique,
      is_admin boolean not null default false,
      is_beta_tester boolean not null default false,
      is_public boolean not null default false,
      app text not null default 'onto' check (app in ('onto', 'edu')),
      disabled_routes jsonb not null default '[]',
      enabled_routes jsonb not null default '[]',
      hidden_components jsonb not null default '[]',
      delete_account_request_date timestamptz,
      license_expiration_date date,
      created_at timestamptz not null default now()
    );
    create table sessions (
      id uuid primary key,
      user_id uuid not null references users(id) on delete cascade,
      data_session uuid not null unique,
      kind text not null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      revoked_at timestamptz
    );
    create index sessions_user on sessions(user_id);
    create table sso_tokens (
      token text primary key,
      session_id uuid not null references sessions(id) on delete cascade,
      expires_at timestamptz not null,
      used_at timestamptz
    );
    create table oidc_states (
      state text primary key,
      code_verifier text not null,
      nonce text not null,
      return_to text not null,
      created_at timestamptz not null default now()
    );
    create table settings (key text primary key, value jsonb not null);
    create table client_errors (
      id bigserial primary key,
      user_id uuid,
      msg text not null,
      info jsonb,
      created_at timestamptz not null default now()
    );
    create table notifications (
      id uuid primary key,
      user_id uuid not null references users(id) on delete cascade,
      from_user uuid,
      subject text not null,
      message text not null,
      created_at timestamptz not null default now(),
      read_at timestamptz
    );
    create index notifications_user on notifications(user_id, created_at);
    create table roles (
      id uuid primary key,
      code text not null unique,
      name text not null,
      is_global boolean not null default false,
      is_multi boolean not null default false,
      not_active boolean not null default false,
      subject_area uuid
    );
    create table user_roles (
      user_id uuid not null references users(id) on delete cascade,
      role_id uuid not null references roles(id) on delete cascade,
      primary key (user_id, role_id)
    );
    create table osa_roles (id uuid primary key, name text not null);
    create table osa_role_users (
      osa_role_id uuid not null references osa_roles(id) on delete cascade,
      user_id uuid not null references users(id) on delete cascade,
      primary key (osa_role_id, user_id)
    );
    create table assignments (
      id uuid primary key,
      obj_id uuid,
      user_id uuid references users(id) on delete cascade,
      osa_role_id uuid references osa_roles(id) on delete cascade,
      role_id uuid not null references roles(id) on delete cascade,
      not_active boolean not null default false,
      active_until timestamptz,
      created_at timestamptz not null default now(),
      check (user_id is not null or osa_role_id is not null)
    );
    create index assignments_user on assignments(user_id);
    create index assignments_obj on assignments(obj_id);
    create table deferred_requests (
      id uuid primary key,
      user_id uuid not null,
      act text not null,
      status text not null,
      result jsonb,
      error text,
      created_at timestamptz not null default now(),
      finished_at timestamptz
    );
    create table result_cache (
      key text primary key,
      command text,
      user_id uuid,
      value jsonb not null,
      expires_at timestamptz not null
    );
    create index result_cache_command on result_cache(command, user_id);
    create table files (
      id uuid primary key,
      inst uuid,
      name text not null,
      mime text not null,
      size integer not null,
      content bytea not null,
      author uuid,
      created_at timestamptz not null default now()
    );
    create index files_inst on files(inst);
  `,
  );
}
