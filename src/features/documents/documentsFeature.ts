import type { FeatureModule } from '../../shell/featureHost/featureModule';
import { withLocaleParts } from '../../i18n/i18n';

/** What the documents brings to the app: its pages by route name (src/routes holds their paths), each with its strings. */
export const documentsFeature: FeatureModule = {
  name: 'documents',
  menu: [
    { group: 'documents', order: 10, id: 'docs', path: '/docs', icon: 'page', section: 'documents' },
    { group: 'documents', order: 20, id: 'structuredDocuments', path: '/structuredDocuments', icon: 'pages', section: 'documents' },
    { group: 'documents', order: 30, id: 'publications', path: '/publications', icon: 'book', section: 'documents' },
    { group: 'admin', order: 70, id: 'documentBuilder', path: '/structuredDocuments/builder', icon: 'pencil', section: 'documents' },
  ],
  pages: {
    docs: withLocaleParts(['simpleDocs'], () => import('./simple/DocsListPage')),
    docs_edit: withLocaleParts(['simpleDocs'], () => import('./simple/DocEditPage')),
    docs_view: withLocaleParts(['simpleDocs'], () => import('./simple/DocViewPage')),
    doc: withLocaleParts(['simpleDocs'], () => import('./simple/DocPage')),
    publications: withLocaleParts(['simpleDocs'], () => import('./simple/PublicationsPage')),
    termin: withLocaleParts(['simpleDocs'], () => import('./simple/TerminPage')),
    doctree: withLocaleParts(['simpleDocs'], () => import('./simple/DocTreePage')),
    structuredDocuments: withLocaleParts(['sdocEditor'], () => import('./structured/list/StructuredDocumentListPage')),
    structuredDocuments_edit: withLocaleParts(['sdocEditor', 'simpleDocs', 'sdocViewer'], () => import('./structured/editor/StructuredDocumentEditPage')),
    structuredDocuments_view: withLocaleParts(['sdocViewer'], () => import('./structured/viewer/StructuredDocumentViewPage')),
    structuredDocuments_editElement: withLocaleParts(['sdocEditor', 'simpleDocs', 'sdocViewer'], () => import('./structured/editor/ElementEditPage')),
    structuredDocuments_compare: withLocaleParts(['sdocViewer'], () => import('./structured/compare/ComparePublicationsPage')),
    structuredDocuments_builder: withLocaleParts(['sdocEditor'], () => import('./structured/builder/BuilderPage')),
    public_doc: withLocaleParts(['simpleDocs'], () => import('./simple/PublicDocPage')),
    public_structuredDoc: withLocaleParts(['sdocViewer'], () => import('./structured/viewer/PublicStructuredDocPage')),
    public_doctree: withLocaleParts(['simpleDocs'], () => import('./simple/PublicDocTreePage')),
  },
};
