/** What a viewer hears of one document: its discussions changed, or the document was saved. */
export type DocumentEvents = { discussions?: () => void; saved?: () => void };

const SAVE_OP = 'document.save';

/**
 * Hears of changes to one document: joins the document's room on the bus and calls back on each
 * DISCUSSION_UPDATE for it and on each save of it (ENTITY_CHANGE `document.save`: an editor's
 * live changes, saved by the server a moment after typing stops), and both after a reconnect
 * (announcements made while the socket was down are not replayed, so the screen asks again). The
 * bus loads lazily: a viewer that never sees a change does not wait for socket.io.
 */
export function listenToDocument(documentId: string, events: DocumentEvents): () => void {
  let stopped = false;
  let stop: () => void = () => undefined;
  void import('../../../../../realtime/bus').then(({ watchEntity, discussions$, entityChanges$, connectionState$ }) => {
    if (stopped) return;
    const release = watchEntity(documentId);
    const updates = discussions$.subscribe((update) => {
      if (update.documentId === documentId) events.discussions?.();
    });
    const saves = entityChanges$.subscribe((change) => {
      if (change.entity === documentId && change.op === SAVE_OP) events.saved?.();
    });
    let wasDown = false;
    const reconnects = connectionState$.subscribe((state) => {
      if (state === 'reconnecting') wasDown = true;
      if (state === 'connected' && wasDown) {
        wasDown = false;
        events.discussions?.();
        events.saved?.();
      }
    });
    stop = () => {
      release();
      updates.unsubscribe();
      saves.unsubscribe();
      reconnects.unsubscribe();
    };
  });
  return () => {
    stopped = true;
    stop();
  };
}

/** The discussions half (the comment module's feed). */
export const listenToDiscussions = (documentId: string, onChange: () => void): (() => void) => listenToDocument(documentId, { discussions: onChange });
