import type { ColumnType } from 'kysely';
// type-only: schema.ts imports these tables' types in turn, which is no cycle at run time
import type { GeneratedTimestamp } from '../store';

type Generated<T> = ColumnType<T, T | undefined, T>;
type Json<T> = ColumnType<T, string, string>;
type GeneratedJson<T> = ColumnType<T, string | undefined, string>;

/** A saved semantic search (migration 0021). */
export interface SemanticSearchesTable {
  id: string;
  code: Generated<string>;
  name: string;
  description: Generated<string>;
  /** The class of the first node of its graph. */
  root_class: string;
  subject_area: GeneratedJson<string[]>;
  author: string | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
  /** The search's json (realtime/protocol/semanticSearch.ts searchSettingsSchema). */
  settings: Json<unknown>;
  app: Generated<string>;
  /** Role ids whose holders read it. */
  roles: GeneratedJson<string[]>;
}

export interface SemanticSearchTables {
  semantic_searches: SemanticSearchesTable;
}

// the area's tables join the store's Database type, so that the store never imports the area
declare module '../store/schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends SemanticSearchTables {}
}
