import type { Caller } from '../auth';
import type { AppContext } from '../context';
import type { DocumentKind, DocumentName } from '../../realtime/protocol/relay';

/**
 * What a caller may do with a relay document: edit it, edit it within limits that the kind's own
 * hook enforces on each update (a structured document's content editor: text, not sections),
 * only watch it, or not even see it.
 */
export type DocumentAccess = 'write' | 'write-limited' | 'read' | 'none';

/** A kind of collaborative document and its rule of who reads and who writes (`{kind}:{id}`). */
export type DocumentKindPolicy = {
  kind: DocumentKind;
  /** `ctx` is the relay's server: a policy that reads the store reads that server's. */
  access: (caller: Caller, id: string, ctx: AppContext) => DocumentAccess | Promise<DocumentAccess>;
};

const kinds = new Map<string, DocumentKindPolicy>();

/** Adds a kind of document; the documents issue registers structured documents and comment threads. */
export function registerDocumentKind(policy: DocumentKindPolicy): void {
  kinds.set(policy.kind, policy);
}

/** The caller's access to a document; null when no kind of that name is registered. */
export async function documentAccess(caller: Caller, name: DocumentName, ctx: AppContext): Promise<DocumentAccess | null> {
  const policy = kinds.get(name.kind);
  return policy ? policy.access(caller, name.id, ctx) : null;
}

// A notepad is private: administrators included, nobody but its owner reads it, and the public
// user (shared by every anonymous visitor) has none.
export const notesAccess = (caller: Caller, ownerId: string): DocumentAccess =>
  !caller.isPublic && caller.user.id.toLowerCase() === ownerId ? 'write' : 'none';

registerDocumentKind({ kind: 'notes', access: notesAccess });
