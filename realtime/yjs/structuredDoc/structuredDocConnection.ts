import * as Y from 'yjs';
import { WebsocketProvider } from 'y-websocket';
import type { Awareness } from 'y-protocols/awareness';
import { structuredDocument } from '../../protocol/relay';

export type RelayStatus = 'connecting' | 'connected' | 'disconnected';

/** Who a participant is, as @tiptap/extension-collaboration-caret reads it from awareness (`user`). */
export type PresenceUser = { id: string; name: string; color: string };

/** One participant's awareness state: who, and which element they are in (null: none). */
export type PresenceState = { user: PresenceUser; focus: string | null };

export type StructuredDocConnection = {
  doc: Y.Doc;
  provider: WebsocketProvider;
  awareness: Awareness;
  /** Tells the others which element this participant is in now. */
  setFocus: (innerId: string | null) => void;
  /** The other participants present now (this tab excluded), by awareness client id. */
  others: () => Map<number, PresenceState>;
  destroy: () => void;
};

export type StructuredDocConnectionOptions = {
  /** `ws(s)://host{basePath}collab`: the relay's base URL; the document name is appended. */
  relayUrl: string;
  documentId: string;
  /** The session token now: read again before each reconnect, as a silent renewal replaces it. */
  token: () => string | null;
  user: PresenceUser;
  onStatus: (status: RelayStatus) => void;
  onSynced: (synced: boolean) => void;
};

const isPresence = (state: unknown): state is PresenceState => {
  if (typeof state !== 'object' || state === null) return false;
  const user = (state as { user?: unknown }).user;
  return typeof user === 'object' && user !== null && typeof (user as { name?: unknown }).name === 'string';
};

/**
 * A structured document being edited (`sdoc:{documentId}`; layout in docLayout.ts) through the
 * stock y-websocket client. Edits made offline stay in the Y.Doc and are merged when the socket
 * is back (the provider reconnects with backoff and resyncs both ways). The server reconciles
 * the live document into saves; the client only edits and shows meta `saved`.
 */
export function openStructuredDocConnection(options: StructuredDocConnectionOptions): StructuredDocConnection {
  const doc = new Y.Doc();
  const provider = new WebsocketProvider(options.relayUrl, structuredDocument(options.documentId), doc, { params: { token: options.token() ?? '' } });
  const { awareness } = provider;
  awareness.setLocalState({ user: { ...options.user }, focus: null } satisfies PresenceState);
  provider.on('status', ({ status }) => {
    if (status === 'disconnected') provider.params = { token: options.token() ?? '' };
    options.onStatus(status);
  });
  provider.on('sync', (synced: boolean) => options.onSynced(synced));
  return {
    doc,
    provider,
    awareness,
    setFocus: (innerId) => awareness.setLocalStateField('focus', innerId),
    others: () => {
      const others = new Map<number, PresenceState>();
      for (const [clientId, state] of awareness.getStates()) if (clientId !== doc.clientID && isPresence(state)) others.set(clientId, state);
      return others;
    },
    destroy: () => {
      provider.destroy();
      doc.destroy();
    },
  };
}
