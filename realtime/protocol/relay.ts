import { z } from 'zod';
import { UUID_RE } from './metaModel';

/**
 * The Yjs relay (`{BASE_PATH}collab/{docName}`, y-websocket protocol). A document is named
 * `{kind}:{id}`; each kind decides on the server who may read and who may write it.
 */
export const COLLAB_PATH = 'collab';

/** The kinds of collaborative documents; later issues add structured documents and comment threads. */
export const DOCUMENT_KINDS = ['notes', 'sdoc'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export type DocumentName = { kind: DocumentKind; id: string };

// ids are uuids for every kind so far, in lower case only: a name is a key in SQL and in Redis,
// so one document must not have two spellings
const documentNameSchema = z
  .string()
  .max(200)
  .regex(/^[a-z]+:[^:/?#\s]+$/)
  .transform((raw, ctx): DocumentName => {
    const [kind, id] = raw.split(':') as [string, string];
    if (!(DOCUMENT_KINDS as readonly string[]).includes(kind)) {
      ctx.addIssue({ code: 'custom', message: `unknown document kind "${kind}"` });
      return z.NEVER;
    }
    if (!UUID_RE.test(id)) {
      ctx.addIssue({ code: 'custom', message: 'the document id is not a uuid' });
      return z.NEVER;
    }
    return { kind: kind as DocumentKind, id };
  });

/** Reads `{kind}:{id}`; null when the name is malformed or of a kind nobody registered. */
export function parseDocumentName(raw: string): DocumentName | null {
  const parsed = documentNameSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

export const documentName = (name: DocumentName): string => `${name.kind}:${name.id}`;

/** The personal notepad of a user (profile page): only that user reads and writes it. */
export const notesDocument = (userId: string): string => documentName({ kind: 'notes', id: userId.toLowerCase() });

/** A structured document being edited (issue 6): its readers watch, its editors write. */
export const structuredDocument = (documentId: string): string => documentName({ kind: 'sdoc', id: documentId.toLowerCase() });

/**
 * Close codes of the relay. The y-websocket client stops reconnecting on 4400–4499 (a decision
 * that retrying cannot change) and retries on anything else, 4500–4599 meaning "later".
 */
export const COLLAB_CLOSE = {
  /** The session ended while the socket was open. */
  unauthorized: 4401,
  /**
   * The user's rights on the document changed: the client reconnects and gets the new ones (not
   * 44xx: y-websocket takes those as final and does not come back).
   */
  rightsChanged: 4009,
  /** Too many documents are open in this process: retried with backoff. */
  tooManyDocuments: 4503,
  /** The document could not be loaded from the store: retried with backoff. */
  loadFailed: 4500,
  /** The client sent too much before its document had loaded: retried with backoff. */
  queueFull: 4501,
  /** The server is shutting down: the client reconnects (to another process). */
  shuttingDown: 1001,
  /** ws closes an oversized message's connection with this code itself. */
  messageTooBig: 1009,
} as const;

/** Defaults of the relay's limits (RELAY_* environment variables override them). */
export const COLLAB_DEFAULTS = {
  maxMessageBytes: 1024 * 1024,
  maxDocuments: 1000,
  idleUnloadSeconds: 30,
  compactAfterUpdates: 100,
  storeDelayMs: 1000,
  sessionCheckSeconds: 30,
} as const;
