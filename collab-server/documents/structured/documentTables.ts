import type { ColumnType, Generated } from 'kysely';
// type-only: schema.ts imports these tables' types in turn, which is no cycle at run time
import type { GeneratedTimestamp } from '../../store';

type Json<T> = ColumnType<T, string, string>;
/** bigint columns are read as strings. */
type BigintColumn = ColumnType<string, string | number | undefined, string | number>;

/** A simple or structured document's header (migration 0017). */
export interface DocumentsTable {
  id: string;
  kind: 'structured' | 'simple';
  code: Generated<string>;
  name: string;
  title: Generated<string>;
  label: Generated<string>;
  annotation: Generated<string>;
  subject_area: string | null;
  context: ColumnType<string[], string | undefined, string>;
  class_id: string | null;
  status: Generated<string>;
  /** Simple documents: Markdown. Structured documents keep theirs in document_elements. */
  content: Generated<string>;
  is_public: Generated<boolean>;
  author: string | null;
  /** The save counter: a save must name the current one. */
  update_id: BigintColumn;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** One element of a structured document; `fields` holds DocumentElement's optional fields. */
export interface DocumentElementsTable {
  document_id: string;
  inner_id: string;
  parent_id: string | null;
  position: Generated<number>;
  kind: string;
  title: Generated<string>;
  content: Generated<string>;
  settings: Json<Record<string, unknown>>;
  fields: Json<Record<string, unknown>>;
}

/** One save of a structured document: its change log. */
export interface DocumentSavesTable {
  seq: Generated<string>;
  document_id: string;
  update_id: BigintColumn;
  user_id: string | null;
  tab_session_id: string | null;
  diff: Json<unknown>;
  created_at: GeneratedTimestamp;
}

/** A published version: the whole tree frozen as a DocumentSnapshot. */
export interface DocumentPublicationsTable {
  id: string;
  document_id: string;
  code: Generated<string>;
  name: string;
  annotation: Generated<string>;
  author: string | null;
  is_public: Generated<boolean>;
  update_id: BigintColumn;
  snapshot: Json<unknown>;
  content_html: Generated<string>;
  created_at: GeneratedTimestamp;
}

/** A comment; the first comment of a discussion has discussion_id = id. */
export interface DocumentCommentsTable {
  id: string;
  document_id: string;
  discussion_id: string;
  parent_id: string | null;
  element_id: string | null;
  /** Sanitized before it is stored. */
  text: string;
  author: string | null;
  completed: Generated<boolean>;
  params: Json<Record<string, unknown>>;
  document_range: ColumnType<unknown, string | null, string | null>;
  document_y_offset: number | null;
  created_at: GeneratedTimestamp;
}

// Tables of documents (migration 0017).
export interface DocumentTables {
  documents: DocumentsTable;
  document_elements: DocumentElementsTable;
  document_saves: DocumentSavesTable;
  document_publications: DocumentPublicationsTable;
  document_comments: DocumentCommentsTable;
}

// the area's tables join the store's Database type, so that the store never imports the area
declare module '../../store/schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends DocumentTables {}
}
