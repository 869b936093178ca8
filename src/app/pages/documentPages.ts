import type { PageLoader } from './pageTypes';
import { withLocaleParts } from '../../i18n/i18n';

/** The pages of the document routes (app/routes/documentRoutes.ts), by route name. */
export const documentPages: Record<string, PageLoader> = {
  docs: withLocaleParts(['simpleDocs'], () => import('../../features/documents/simple/DocsListPage')),
  docs_edit: withLocaleParts(['simpleDocs'], () => import('../../features/documents/simple/DocEditPage')),
  docs_view: withLocaleParts(['simpleDocs'], () => import('../../features/documents/simple/DocViewPage')),
  doc: withLocaleParts(['simpleDocs'], () => import('../../features/documents/simple/DocPage')),
  publications: withLocaleParts(['simpleDocs'], () => import('../../features/documents/simple/PublicationsPage')),
  termin: withLocaleParts(['simpleDocs'], () => import('../../features/documents/simple/TerminPage')),
  doctree: withLocaleParts(['simpleDocs'], () => import('../../features/documents/simple/DocTreePage')),
  structuredDocuments: withLocaleParts(['sdocEditor'], () => import('../../features/documents/structured/list/StructuredDocumentListPage')),
  // the text elements' formatting bar and reference picker are the simple editor's (strings in simpleDocs);
  // a search result's preview is the viewer's table (strings in sdocViewer)
  structuredDocuments_edit: withLocaleParts(['sdocEditor', 'simpleDocs', 'sdocViewer'], () => import('../../features/documents/structured/editor/StructuredDocumentEditPage')),
  structuredDocuments_view: withLocaleParts(['sdocViewer'], () => import('../../features/documents/structured/viewer/StructuredDocumentViewPage')),
  structuredDocuments_editElement: withLocaleParts(['sdocEditor', 'simpleDocs', 'sdocViewer'], () => import('../../features/documents/structured/editor/ElementEditPage')),
  structuredDocuments_compare: withLocaleParts(['sdocViewer'], () => import('../../features/documents/structured/compare/ComparePublicationsPage')),
  structuredDocuments_builder: withLocaleParts(['sdocEditor'], () => import('../../features/documents/structured/builder/BuilderPage')),
  public_doc: withLocaleParts(['simpleDocs'], () => import('../../features/documents/simple/PublicDocPage')),
  public_structuredDoc: withLocaleParts(['sdocViewer'], () => import('../../features/documents/structured/viewer/PublicStructuredDocPage')),
  public_doctree: withLocaleParts(['simpleDocs'], () => import('../../features/documents/simple/PublicDocTreePage')),
  public_ontology_doc: withLocaleParts(['ontologyHistory'], () => import('../../features/ontology/docs/PublicOntologyDocPage')),
};
