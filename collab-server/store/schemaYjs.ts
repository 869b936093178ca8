import type { Generated } from 'kysely';
// type-only: schema.ts imports these tables' types in turn, which is no cycle at run time
import type { GeneratedTimestamp } from './schema';

/** One stored Yjs update of a relay document (migration 0011); compaction merges a document's rows. */
export interface YjsUpdatesTable {
  id: Generated<string>;
  doc_name: string;
  update: Uint8Array;
  created_at: GeneratedTimestamp;
}

// Tables of the Yjs relay (migration 0011).
export interface YjsTables {
  yjs_updates: YjsUpdatesTable;
}
