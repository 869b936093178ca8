import * as Y from 'yjs';
import { WebsocketProvider } from 'y-websocket';
import { notesDocument } from '../protocol/relay';
import { bindTextarea } from './textareaBinding';

export type RelayStatus = 'connecting' | 'connected' | 'disconnected';

export type NotesConnection = {
  /** Binds a textarea to the notepad's text; returns the unbinding function. */
  bind: (textarea: HTMLTextAreaElement) => () => void;
  /** Other tabs or devices of the user with the notepad open now. */
  othersPresent: () => number;
  destroy: () => void;
};

export type NotesConnectionOptions = {
  /** `ws(s)://host{basePath}collab`: the relay's base URL; the document name is appended. */
  relayUrl: string;
  userId: string;
  /** The session token now: read again before each reconnect, as a silent renewal replaces it. */
  token: () => string | null;
  onStatus: (status: RelayStatus) => void;
  onSynced: (synced: boolean) => void;
  onPresence: (others: number) => void;
};

/**
 * The personal notepad (`notes:{userId}`) through the stock y-websocket client. Edits made
 * offline stay in the Y.Doc and are merged when the socket is back (the provider reconnects with
 * backoff and resyncs). Loaded on demand: yjs and y-websocket are not on the first screen.
 */
export function openNotesConnection(options: NotesConnectionOptions): NotesConnection {
  const doc = new Y.Doc();
  const text = doc.getText('notes');
  const provider = new WebsocketProvider(options.relayUrl, notesDocument(options.userId), doc, { params: { token: options.token() ?? '' } });
  const others = () => Math.max(0, provider.awareness.getStates().size - 1);
  provider.awareness.setLocalState({ tab: true });
  provider.on('status', ({ status }) => {
    if (status === 'disconnected') provider.params = { token: options.token() ?? '' };
    options.onStatus(status);
  });
  provider.on('sync', (synced: boolean) => options.onSynced(synced));
  provider.awareness.on('change', () => options.onPresence(others()));
  return {
    bind: (textarea) => bindTextarea(textarea, text),
    othersPresent: others,
    destroy: () => {
      provider.destroy();
      doc.destroy();
    },
  };
}
