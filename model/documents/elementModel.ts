// The element kinds, an element, a document and a save's diff are the wire's shapes
// (realtime/protocol/documents/documentElements.ts); the model adds what is computed on them.
export * from '../../realtime/protocol/documents/documentElements';
import type { DocumentDiff } from '../../realtime/protocol/documents/documentElements';

export const emptyDiff = (): DocumentDiff => ({ added: [], removed: [], changed: [], order: {} });
export const isEmptyDiff = (d: DocumentDiff): boolean =>
  d.added.length === 0 && d.removed.length === 0 && d.changed.length === 0 && Object.keys(d.order).length === 0;

/** Access to one document as resolved for its caller (accessRightsResolved). */
export type AccessRights = { readOnly: boolean; editContentAllowed: boolean; editStructureAllowed: boolean };
