import type { ImportStatusUpdate } from '../../../realtime/protocol/hubEvents';

/** Platform spec §9: the import status message stays 5000 ms. */
export const IMPORT_STATUS_MESSAGE_MS = 5000;

/**
 * Whether an IMPORT_STATUS_UPDATE is announced (platform spec §7): only the current user's own
 * imports, and only when the status changes — progress alone moves the progress bar, not messages.
 * `announced` remembers the last status told per import and is updated.
 */
export function shouldAnnounceImport(update: ImportStatusUpdate, currentUserId: string | null, announced: Map<string, string>): boolean {
  if (!currentUserId || update.userId !== currentUserId) return false;
  if (announced.get(update.importId) === update.status) return false;
  announced.set(update.importId, update.status);
  return true;
}

/** Keys of the message's strings in the realtime locale part. */
export const importStatusKeys = (update: ImportStatusUpdate) => ({ message: 'realtime.importStatus.message', status: `realtime.importStatus.status.${update.status}` });
