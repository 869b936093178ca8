/** What a screen hears of one document: its discussions changed, it was saved, or who may edit it changed (with the users concerned). */
export type DocumentEvents = { discussions?: () => void; saved?: () => void; access?: (userIds: string[]) => void };

const SAVE_OP = 'document.save';
const ACCESS_OP = 'document.access';

const usersOf = (...sides: unknown[]): string[] =>
  sides.map((side) => (side as { userId?: unknown } | null)?.userId).filter((id): id is string => typeof id === 'string');

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
    // once in the room, discussions are asked again: a comment made between the screen's first
    // fetch and the join would otherwise show only at the next change
    const release = watchEntity(documentId, () => events.discussions?.());
    const updates = discussions$.subscribe((update) => {
      if (update.documentId === documentId) events.discussions?.();
    });
    const saves = entityChanges$.subscribe((change) => {
      if (change.entity !== documentId) return;
      if (change.op === SAVE_OP) events.saved?.();
      if (change.op === ACCESS_OP) events.access?.(usersOf(change.before, change.after));
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
