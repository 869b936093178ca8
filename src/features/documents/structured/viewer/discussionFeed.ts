/**
 * Hears of changes to one document's discussions: joins the document's room on the bus and calls
 * back on each DISCUSSION_UPDATE for it, and after a reconnect (announcements made while the
 * socket was down are not replayed, so the screen asks again). The bus loads lazily: a viewer
 * that never sees a comment does not wait for socket.io.
 */
export function listenToDiscussions(documentId: string, onChange: () => void): () => void {
  let stopped = false;
  let stop: () => void = () => undefined;
  void import('../../../../../realtime/bus').then(({ watchEntity, discussions$, connectionState$ }) => {
    if (stopped) return;
    const release = watchEntity(documentId);
    const updates = discussions$.subscribe((update) => {
      if (update.documentId === documentId) onChange();
    });
    let wasDown = false;
    const reconnects = connectionState$.subscribe((state) => {
      if (state === 'reconnecting') wasDown = true;
      if (state === 'connected' && wasDown) {
        wasDown = false;
        onChange();
      }
    });
    stop = () => {
      release();
      updates.unsubscribe();
      reconnects.unsubscribe();
    };
  });
  return () => {
    stopped = true;
    stop();
  };
}
