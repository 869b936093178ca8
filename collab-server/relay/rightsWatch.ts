import { COLLAB_CLOSE, documentName } from '../../realtime/protocol/relay';
import type { ChangeFeed } from '../hub';
import { DOCUMENT_OPS } from '../../realtime/protocol/documents/documentOps';
import type { DocumentRegistry } from './documentRegistry';

// how long a rights change is remembered for sockets still being opened (far longer than an upgrade takes)
const REMEMBER_MS = 10 * 60_000;

export type RightsWatch = {
  /** Whether the user's rights on the document changed at or after `since` (ms): a socket authorized then holds old rights. */
  changedSince: (docName: string, userId: string, since: number) => boolean;
  stop: () => void;
};

const usersOf = (...sides: unknown[]): string[] =>
  sides.map((side) => (side as { userId?: unknown } | null)?.userId).filter((id): id is string => typeof id === 'string');

/**
 * Rights given or taken back (document.access in the change log, read by every process): the
 * user's sockets on that document are closed with `rightsChanged`, and y-websocket comes back
 * through an upgrade that grants the new rights. A socket whose upgrade was decided before the
 * change but that was not yet attached when it was heard of is closed as it attaches
 * (`changedSince`), so no editor keeps rights it lost.
 */
export function watchRights(changes: ChangeFeed | undefined, registry: DocumentRegistry): RightsWatch {
  const changedAt = new Map<string, number>();
  const stop = changes?.subscribe((change) => {
    if (change.op !== DOCUMENT_OPS.access) return;
    const name = documentName({ kind: 'sdoc', id: change.entity });
    const users = new Set(usersOf(change.before, change.after));
    const now = Date.now();
    for (const [key, at] of changedAt) if (now - at > REMEMBER_MS) changedAt.delete(key);
    for (const user of users) changedAt.set(`${name}|${user}`, now);
    for (const conn of registry.loaded(name)?.connections ?? []) if (users.has(conn.userId)) conn.socket.close(COLLAB_CLOSE.rightsChanged, 'rights changed');
  });
  return {
    changedSince: (docName, userId, since) => (changedAt.get(`${docName}|${userId}`) ?? -Infinity) >= since,
    stop: () => stop?.(),
  };
}
