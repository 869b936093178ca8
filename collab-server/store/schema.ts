import type { ShellObjectTables } from './schemaShellObjects';
import type { YjsTables } from './schemaYjs';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** A timestamp every insert gives. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamp the database fills in when the insert leaves it out. */
export type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T = unknown> = ColumnType<T, string | T, string | T>;
/** A jsonb column with a database default. */
type GeneratedJson<T> = ColumnType<T, string | T | undefined, string | T>;

export interface UsersTable {
  id: string;
  login: string;
  name: string;
  email: string | null;
  password_hash: string | null;
  oidc_sub: string | null;
  is_admin: Generated<boolean>;
  is_beta_tester: Generated<boolean>;
  is_public: Generated<boolean>;
  /** Switched off by an administrator: no sign-in, no session accepted. */
  disabled: Generated<boolean>;
  app: Generated<string>;
  disabled_routes: GeneratedJson<string[]>;
  enabled_routes: GeneratedJson<string[]>;
  hidden_components: GeneratedJson<string[]>;
  delete_account_request_date: Timestamp | null;
  license_expiration_date: string | null;
  created_at: GeneratedTimestamp;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  data_session: string;
  kind: string;
  created_at: GeneratedTimestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  /** OpenID sessions: the provider's ID token, the id_token_hint of sign-out; null otherwise. */
  id_token: Generated<string | null>;
}

export interface SsoTokensTable {
  token: string;
  session_id: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface OidcStatesTable {
  state: string;
  code_verifier: string;
  nonce: string;
  return_to: string;
  /** A silent renewal: the callback ends on api/auth/oidc/silent-done, not in the app. */
  silent: Generated<boolean>;
  created_at: GeneratedTimestamp;
}

export interface SettingsTable {
  key: string;
  value: Json;
}

export interface ClientErrorsTable {
  id: Generated<string>;
  user_id: string | null;
  msg: string;
  info: Json | null;
  created_at: GeneratedTimestamp;
}

export interface NotificationsTable {
  id: string;
  user_id: string;
  from_user: string | null;
  subject: string;
  message: string;
  created_at: GeneratedTimestamp;
  read_at: Timestamp | null;
}

export interface RolesTable {
  id: string;
  code: string;
  name: string;
  is_global: Generated<boolean>;
  is_multi: Generated<boolean>;
  not_active: Generated<boolean>;
  subject_area: string | null;
}

export interface UserRolesTable {
  user_id: string;
  role_id: string;
}

export interface OsaRolesTable {
  id: string;
  name: string;
}

export interface OsaRoleUsersTable {
  osa_role_id: string;
  user_id: string;
}

export interface AssignmentsTable {
  id: string;
  obj_id: string | null;
  user_id: string | null;
  osa_role_id: string | null;
  role_id: string;
  not_active: Generated<boolean>;
  active_until: Timestamp | null;
  created_at: GeneratedTimestamp;
}

export interface DeferredRequestsTable {
  id: string;
  user_id: string;
  act: string;
  status: string;
  result: Json | null;
  error: string | null;
  /** The kind of problem (problems/problem.ts) a failed call met; null when the server itself failed (migration 0019). */
  problem: string | null;
  created_at: GeneratedTimestamp;
  finished_at: Timestamp | null;
}

export interface ResultCacheTable {
  key: string;
  command: string | null;
  user_id: string | null;
  value: Json;
  expires_at: Timestamp;
}

export interface FilesTable {
  id: string;
  inst: string | null;
  name: string;
  mime: string;
  size: number;
  content: Buffer;
  author: string | null;
  created_at: GeneratedTimestamp;
}

export interface InstancesTable {
  id: string;
  name: string;
  author: string | null;
  created_at: GeneratedTimestamp;
}

export interface MembershipsTable {
  class_id: string;
  instance_id: string;
}

export interface ClassClosureTable {
  ancestor: string;
  descendant: string;
  depth: number;
}

export interface ValsTable {
  id: Generated<string>;
  inst: string;
  prop: string;
  idx: number;
  t: string | null;
  n: number | null;
  b: boolean | null;
  d: Timestamp | null;
  r: string | null;
  lang: string | null;
}

export interface ChangeLogTable {
  seq: Generated<string>;
  at: GeneratedTimestamp;
  user_id: string | null;
  page_url: string | null;
  tab_session_id: string | null;
  entity: string;
  prop: string | null;
  op: string;
  before: Json | null;
  after: Json | null;
}

export interface Database extends ShellObjectTables, YjsTables {
  users: UsersTable;
  sessions: SessionsTable;
  sso_tokens: SsoTokensTable;
  oidc_states: OidcStatesTable;
  settings: SettingsTable;
  client_errors: ClientErrorsTable;
  notifications: NotificationsTable;
  roles: RolesTable;
  user_roles: UserRolesTable;
  osa_roles: OsaRolesTable;
  osa_role_users: OsaRoleUsersTable;
  assignments: AssignmentsTable;
  deferred_requests: DeferredRequestsTable;
  result_cache: ResultCacheTable;
  files: FilesTable;
  instances: InstancesTable;
  memberships: MembershipsTable;
  class_closure: ClassClosureTable;
  vals: ValsTable;
  change_log: ChangeLogTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type Session = Selectable<SessionsTable>;
export type ValRow = Selectable<ValsTable>;
