import type { ColumnType, Generated } from 'kysely';
// type-only: schema.ts imports these tables' types in turn, which is no cycle at run time
import type { GeneratedTimestamp, Timestamp } from './schema';

// Tables of tags, recent links, manuals, class views and preferences (migration 0007).
/** jsonb written as JSON text (a JS null would be SQL NULL, not JSON null). */
type JsonText<T> = ColumnType<T, string, string>;

export interface TagsTable {
  id: string;
  name: string;
  color: string;
  author: string;
  shared: Generated<boolean>;
  created_at: GeneratedTimestamp;
}

export interface TagRolesTable {
  tag_id: string;
  role_id: string;
}

export interface RecentLinksTable {
  user_id: string;
  link: string;
  object_name: string;
  business_entity: Generated<string>;
  icon: Generated<string>;
  dt: Timestamp;
  pinned: Generated<boolean>;
}

export interface ManualsTable {
  id: string;
  name: string;
  description: Generated<string>;
  link: string | null;
  document_id: string | null;
  routes: JsonText<string[]>;
  created_at: GeneratedTimestamp;
}

export type StoredViewSort = { prop: string; dir: 'asc' | 'desc' };

export interface ClassViewsTable {
  id: string;
  name: string;
  class_id: string;
  fields: JsonText<string[]>;
  sort: ColumnType<StoredViewSort | null, string | null, string | null>;
  created_at: GeneratedTimestamp;
}

export interface ClassViewRolesTable {
  view_id: string;
  role_id: string;
}

export interface UserPreferencesTable {
  user_id: string;
  key: string;
  value: JsonText<unknown>;
  updated_at: GeneratedTimestamp;
}

export interface ShellObjectTables {
  tags: TagsTable;
  tag_roles: TagRolesTable;
  recent_links: RecentLinksTable;
  manuals: ManualsTable;
  class_views: ClassViewsTable;
  class_view_roles: ClassViewRolesTable;
  user_preferences: UserPreferencesTable;
}
