import type { AppContext } from '../../context';
import type { AccessRights } from '../../../model/documents/elementModel';
import { registerDocumentKind, type DocumentAccess } from '../../relay';
import { canEdit, resolveDocumentAccess } from './access/documentAccess';

/**
 * What the relay lets a caller do with `sdoc:{id}`: the structure right writes anything, the
 * content right alone writes within limits (sdocGuard.ts undoes what it may not do), read-only watches.
 */
export const relayAccessOf = (rights: AccessRights | null): DocumentAccess => {
  if (rights === null) return 'none';
  if (!canEdit(rights)) return 'read';
  return rights.editStructureAllowed ? 'write' : 'write-limited';
};

/** Registers structured documents with the relay (documentsRoutes calls this; registering twice is harmless). */
export function registerSdocRelayKind(): void {
  registerDocumentKind({ kind: 'sdoc', access: async (caller, id, ctx: AppContext) => relayAccessOf(await resolveDocumentAccess(ctx, caller, id)) });
}
