import type { AppContext } from '../context';
import type { AccessRights } from '../../src/domain/documents/elementModel';
import { registerDocumentKind, type DocumentAccess } from '../relay/documentKinds';
import { canEdit, resolveDocumentAccess } from './documentAccess';

/** What the relay lets a caller do with `sdoc:{id}`: any edit right writes, read-only watches. */
export const relayAccessOf = (rights: AccessRights | null): DocumentAccess => (rights === null ? 'none' : canEdit(rights) ? 'write' : 'read');

/** Registers structured documents with the relay (documentsRoutes calls this; registering twice is harmless). */
export function registerSdocRelayKind(): void {
  registerDocumentKind({ kind: 'sdoc', access: async (caller, id, ctx: AppContext) => relayAccessOf(await resolveDocumentAccess(ctx, caller, id)) });
}
