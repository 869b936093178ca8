export { structuredDocumentsArea } from './structuredDocumentsArea';
export { canEdit, documentsReadable, resolveDocumentAccess } from './access/documentAccess';
