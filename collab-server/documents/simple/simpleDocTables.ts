import type { ColumnType } from 'kysely';
// type-only: schema.ts imports these tables' types in turn, which is no cycle at run time
import type { GeneratedTimestamp } from '../../store';

type Generated<T> = ColumnType<T, T | undefined, T>;

/** A publication of simple documents (migration 0018); content_* are what the last publish froze. */
export interface PublicationsTable {
  id: string;
  code: Generated<string>;
  name: string;
  annotation: Generated<string>;
  author: string | null;
  is_public: Generated<boolean>;
  content_json: ColumnType<unknown, string | null | undefined, string | null>;
  content_html: Generated<string>;
  published_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** The publication-document link: one node of a publication's tree. */
export interface PublicationDocumentsTable {
  id: string;
  publication_id: string;
  document_id: string;
  /** Another link of the same publication; null at the top. */
  parent_id: string | null;
  position: Generated<number>;
  icon: Generated<string>;
  /** The node's own title; empty shows the document's name. */
  name: Generated<string>;
  author: string | null;
  created_at: GeneratedTimestamp;
}

/** An ontology term (or document) a simple document's content references. */
export interface DocumentConnectionsTable {
  document_id: string;
  object_id: string;
  kind: string;
}

export interface SimpleDocTables {
  publications: PublicationsTable;
  publication_documents: PublicationDocumentsTable;
  document_connections: DocumentConnectionsTable;
}

// the area's tables join the store's Database type, so that the store never imports the area
declare module '../../store/schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends SimpleDocTables {}
}
