import { createHash } from 'node:crypto';
import * as Y from 'yjs';
import type { StoredDocument } from '../documentRepository';
import { isSeeded, setSavedMark } from '../../../../realtime/yjs/structuredDoc/docLayout';
import { seedDoc } from '../../../../realtime/yjs/structuredDoc/snapshotBinding';

import { SDOC_SERVER_ORIGIN } from '../../../relay';

export { SDOC_SERVER_ORIGIN };

/** A Yjs client id (uint32) of the seed: the same for the same document at the same save. */
export function seedClientId(documentId: string, updateId: string): number {
  return createHash('sha256').update(`sdoc-seed:${documentId}:${updateId}`).digest().readUInt32BE(0) || 1;
}

/**
 * The seed of a live document: the stored document written into a fresh Y.Doc whose client id
 * derives from the document id and the update id, with its `saved` mark and `seeded` flag.
 *
 * Why deterministic: two processes (REDIS_URL) may load the same document at the same moment,
 * each finding no Yjs rows, and each seed it. Seeds built by different client ids would both be
 * kept by Yjs: every element twice, every text doubled. Built from the same snapshot by the same
 * operations under the same client id, the two seeds are the very same update (same ids, same
 * content), and Yjs merges an update it already has into nothing. The update id is part of the
 * client id because a seed from a later save is a different content: it must not reuse ids.
 */
export function seedUpdate(documentId: string, stored: Pick<StoredDocument, 'snapshot' | 'updateId' | 'header'>): Uint8Array {
  const seedDocument = new Y.Doc();
  seedDocument.clientID = seedClientId(documentId, stored.updateId);
  try {
    seedDoc(seedDocument, stored.snapshot, documentId);
    // the time comes from the stored header, not the clock: both seeds must be equal
    setSavedMark(seedDocument, { updateId: stored.updateId, at: stored.header.updatedAt });
    return Y.encodeStateAsUpdate(seedDocument);
  } finally {
    seedDocument.destroy();
  }
}

/** Seeds the live document from SQL unless its stored Yjs state already holds it; true when it did. */
export function seedIfEmpty(doc: Y.Doc, documentId: string, stored: StoredDocument): boolean {
  if (isSeeded(doc)) return false;
  Y.applyUpdate(doc, seedUpdate(documentId, stored), SDOC_SERVER_ORIGIN);
  return true;
}
