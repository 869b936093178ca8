import type { SavedMark } from '../../../../../../realtime/yjs/structuredDoc/docLayout';

/**
 * The save state shown to the user (domain spec §4: ToBeSaved, SuccessfullySaved). The server
 * reconciles the live document and records `saved` in its meta after each save; any other change
 * since the last mark means something is still to be saved.
 */
export type SaveState = 'ToBeSaved' | 'SuccessfullySaved';
export type SaveTracking = { state: SaveState; mark: SavedMark | null };

/** Right after loading, the stored document is what the server has: saved. */
export const initialTracking = (mark: SavedMark | null): SaveTracking => ({ state: 'SuccessfullySaved', mark });

/** Someone (here or elsewhere) changed the document. */
export const documentChanged = (tracking: SaveTracking): SaveTracking => (tracking.state === 'ToBeSaved' ? tracking : { ...tracking, state: 'ToBeSaved' });

/** The server's mark moved on: what was pending is saved. The same mark read again changes nothing. */
export function markSeen(tracking: SaveTracking, mark: SavedMark | null): SaveTracking {
  if (!mark || (tracking.mark && tracking.mark.updateId === mark.updateId && tracking.mark.at === mark.at)) return tracking;
  return { state: 'SuccessfullySaved', mark };
}
