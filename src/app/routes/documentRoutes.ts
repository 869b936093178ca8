import { withLocaleParts } from '../../i18n/i18n';
import { BOTH, route, routes } from './defineRoute';
import type { RouteDef } from './routeTypes';

const docs = { apps: BOTH, section: 'documents' } as const;

/** Documents, structured documents and publications, and their public pages (platform spec §2). */
export const documentRoutes: RouteDef[] = [
  route('docs', '/docs', { ...docs, page: withLocaleParts(['simpleDocs'], () => import('../../features/documents/simple/DocsListPage')) }),
  route('docs_edit', '/docs/edit/:id', { ...docs, contextTitle: true, page: withLocaleParts(['simpleDocs'], () => import('../../features/documents/simple/DocEditPage')) }),
  route('docs_view', '/docs/view/:id', { ...docs, contextTitle: true, print: true, word: true, page: withLocaleParts(['simpleDocs'], () => import('../../features/documents/simple/DocViewPage')) }),
  route('doc', '/doc/:id', { ...docs, contextTitle: true, print: true, word: true, page: withLocaleParts(['simpleDocs'], () => import('../../features/documents/simple/DocPage')) }),
  route('publications', '/publications', { ...docs, page: withLocaleParts(['simpleDocs'], () => import('../../features/documents/simple/PublicationsPage')) }),
  route('termin', '/termin/:id', { ...docs, contextTitle: true, print: true, word: true, page: withLocaleParts(['simpleDocs'], () => import('../../features/documents/simple/TerminPage')) }),
  route('doctree', '/doctree/:id', { ...docs, contextTitle: true, print: true, word: true, page: withLocaleParts(['simpleDocs'], () => import('../../features/documents/simple/DocTreePage')) }),
  route('structuredDocuments', '/structuredDocuments', { ...docs, page: withLocaleParts(['sdocEditor'], () => import('../../features/documents/structured/list/StructuredDocumentListPage')) }),
  route('structuredDocuments_edit', '/structuredDocuments/edit/:id', { ...docs, contextTitle: true, page: withLocaleParts(['sdocEditor'], () => import('../../features/documents/structured/editor/StructuredDocumentEditPage')) }),
  route('structuredDocuments_view', '/structuredDocuments/view/:id', { ...docs, contextTitle: true, print: true, word: true, page: withLocaleParts(['sdocViewer'], () => import('../../features/documents/structured/viewer/StructuredDocumentViewPage')) }),
  route('structuredDocuments_editElement', '/structuredDocuments/editElement/:id', { ...docs, contextTitle: true, page: withLocaleParts(['sdocEditor'], () => import('../../features/documents/structured/editor/ElementEditPage')) }),
  route('structuredDocuments_compare', '/structuredDocuments/comparePublications/:documentId/:pubId/:secondPubId', { ...docs, contextTitle: true, print: true, page: withLocaleParts(['sdocViewer'], () => import('../../features/documents/structured/compare/ComparePublicationsPage')) }),
  route('structuredDocuments_builder', '/structuredDocuments/builder', { ...docs, admin: true, page: withLocaleParts(['sdocEditor'], () => import('../../features/documents/structured/builder/BuilderPage')) }),
  route('docs_import', '/docs-import', docs),
  // public pages: no sign-in, public layout
  ...routes('public_doc', ['/public/doc/:id'], { ...docs, auth: false, layout: 'public', contextTitle: true, print: true, word: true, page: withLocaleParts(['simpleDocs'], () => import('../../features/documents/simple/PublicDocPage')) }),
  route('public_structuredDoc', '/public/structuredDoc/:documentId/:publicationId?', { ...docs, auth: false, layout: 'public', contextTitle: true, print: true, word: true, page: withLocaleParts(['sdocViewer'], () => import('../../features/documents/structured/viewer/PublicStructuredDocPage')) }),
  route('public_doctree', '/public/doctree/:id', { ...docs, auth: false, layout: 'public', contextTitle: true, print: true, word: true, page: withLocaleParts(['simpleDocs'], () => import('../../features/documents/simple/PublicDocTreePage')) }),
  route('public_ontology_doc', '/public/ontology-doc/:id', { apps: BOTH, auth: false, layout: 'public', contextTitle: true, print: true, word: true , page: withLocaleParts(['ontologyHistory'], () => import('../../features/ontology/docs/PublicOntologyDocPage')) }),
];
