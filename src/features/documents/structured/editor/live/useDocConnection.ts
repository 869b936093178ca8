import { useEffect, useState } from 'react';
import { basePath } from '../../../../../api/basePath';
import { tokenStore } from '../../../../../api/auth/tokenStore';
import { relayBaseUrl } from '../../../../../../realtime/yjs/relayUrl';
import { keepOfflineEdits, restoreOfflineEdits } from './offlineEdits';
import type { PresenceUser, RelayStatus, StructuredDocConnection } from '../../../../../../realtime/yjs/structuredDoc/structuredDocConnection';

export type { RelayStatus };
export type SessionUser = PresenceUser;

export type DocConnectionState = {
  session: StructuredDocConnection | null;
  status: RelayStatus;
  /** The first sync with the relay is done: the document on screen is the shared one. */
  synced: boolean;
  /** yjs and the relay client could not be loaded (an outdated build, no network at all). */
  failed: boolean;
};

/**
 * Opens the document's live session (`sdoc:{id}` on the relay) for as long as the page shows it.
 * Edits made offline stay in the Y.Doc and merge when the socket is back, and are kept in local
 * storage until then (offlineEdits.ts); the browser's own offline signal disconnects at once,
 * so the status does not wait for a socket timeout.
 */
export function useDocConnection(documentId: string | null, user: SessionUser | null, { keepOffline = true }: { keepOffline?: boolean } = {}): DocConnectionState {
  const [session, setSession] = useState<StructuredDocConnection | null>(null);
  const [status, setStatus] = useState<RelayStatus>('connecting');
  const [synced, setSynced] = useState(false);
  const [failed, setFailed] = useState(false);
  const userId = user?.id;
  const userName = user?.name;
  const userColor = user?.color;

  useEffect(() => {
    if (!documentId || !userId || !tokenStore.token()) return;
    let opened: StructuredDocConnection | null = null;
    let cancelled = false;
    let stopKeeping: (() => void) | null = null;
    const goOffline = () => opened?.provider.disconnect();
    const goOnline = () => opened?.provider.connect();
    // the editor's libraries come with this page, never with the first screen
    import('../../../../../../realtime/yjs/structuredDoc/structuredDocConnection').then(
      ({ openStructuredDocConnection }) => {
        if (cancelled) return;
        opened = openStructuredDocConnection({
          relayUrl: relayBaseUrl(window.location, basePath()),
          documentId,
          token: tokenStore.token,
          user: { id: userId, name: userName ?? userId, color: userColor ?? '#1d4ed8' },
          onStatus: (next) => !cancelled && setStatus(next),
          onSynced: (done) => !cancelled && done && setSynced(true),
        });
        // a read-only document's edits would be refused anyway: nothing to keep for it
        if (keepOffline) {
          restoreOfflineEdits(opened.doc, documentId, localStorage);
          stopKeeping = keepOfflineEdits(opened.doc, opened.provider, documentId, localStorage);
        }
        setSession(opened);
        window.addEventListener('offline', goOffline);
        window.addEventListener('online', goOnline);
      },
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
      stopKeeping?.();
      opened?.destroy();
      setSession(null);
      setSynced(false);
      setStatus('connecting');
    };
  }, [documentId, userId, userName, userColor, keepOffline]);

  return { session, status, synced, failed };
}
