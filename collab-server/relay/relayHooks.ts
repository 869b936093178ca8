import type { RelayDocument } from './relayDocument';
import type { RelayConnection } from './relayOrigins';
import type { AppContext } from '../context';
import type { ChangeFeed } from '../hub';
import type { RelayLog } from './relayLog';

/**
 * What the relay's concerns (persistence, fan-out between processes, logging) hook into; the
 * core calls them and knows nothing else about them. Hooks run in the order they are given.
 */
export interface RelayHook {
  /** Fills a document just created, before any client is attached; a rejection refuses the clients. */
  onLoad?(doc: RelayDocument): Promise<void>;
  /** An update was applied; `origin` tells where it came from (see relayOrigins.ts). */
  onUpdate?(doc: RelayDocument, update: Uint8Array, origin: unknown): void;
  /**
   * A client's update was applied, in a transaction of its own whose origin is the connection:
   * a hook may check what it did and undo it (see sdocGuard.ts). Runs after onUpdate.
   */
  afterClientUpdate?(doc: RelayDocument, conn: RelayConnection): void;
  /** An awareness change (presence) was applied, encoded for the wire. */
  onAwareness?(doc: RelayDocument, update: Uint8Array, origin: unknown): void;
  /** Runs before an idle document is destroyed; the document is destroyed whatever it does. */
  onUnload?(doc: RelayDocument): Promise<void>;
  /** The relay is closing: release connections and clients of the hook's own. */
  onClose?(): Promise<void>;
}

/**
 * Hooks an area adds to the relay for its kind of document (a structured document's seed,
 * reconciliation and guard): they run after persistence and fan-out, before logging. `changes` is
 * the change log as this process's hub tails it (saves made elsewhere reach the live documents).
 */
export type RelayHookFactory = (ctx: AppContext, context: { changes: ChangeFeed | undefined; log: RelayLog }) => RelayHook[];
