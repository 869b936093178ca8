/**
 * The change-log ops of a structured document (a row's `op` in the change log and in ENTITY_CHANGE):
 * the relay reads them too (a save made elsewhere, rights given or taken back).
 */
export const DOCUMENT_OPS = { save: 'document.save', publish: 'document.publish', header: 'document.header', delete: 'document.delete', access: 'document.access' } as const;
export type DocumentOp = (typeof DOCUMENT_OPS)[keyof typeof DOCUMENT_OPS];
