import { BOTH, route, routes } from './defineRoute';
import type { RouteDef } from './routeTypes';

const docs = { apps: BOTH, section: 'documents' } as const;

/** Documents, structured documents and publications, and their public pages (platform spec §2). */
export const documentRoutes: RouteDef[] = [
  route('docs', '/docs', docs),
  route('docs_edit', '/docs/edit/:id', { ...docs, contextTitle: true }),
  route('docs_view', '/docs/view/:id', { ...docs, contextTitle: true, print: true, word: true }),
  route('doc', '/doc/:id', { ...docs, contextTitle: true, print: true, word: true }),
  route('publications', '/publications', docs),
  route('termin', '/termin/:id', { ...docs, contextTitle: true, print: true, word: true }),
  route('doctree', '/doctree/:id', { ...docs, contextTitle: true, print: true, word: true }),
  route('structuredDocuments', '/structuredDocuments', docs),
  route('structuredDocuments_edit', '/structuredDocuments/edit/:id', { ...docs, contextTitle: true }),
  route('structuredDocuments_view', '/structuredDocuments/view/:id', { ...docs, contextTitle: true, print: true, word: true }),
  route('structuredDocuments_editElement', '/structuredDocuments/editElement/:id', { ...docs, contextTitle: true }),
  route('structuredDocuments_compare', '/structuredDocuments/comparePublications/:documentId/:pubId/:secondPubId', { ...docs, contextTitle: true, print: true }),
  route('structuredDocuments_builder', '/structuredDocuments/builder', { ...docs, admin: true }),
  route('docs_import', '/docs-import', docs),
  // public pages: no sign-in, public layout
  ...routes('public_doc', ['/public/doc/:id'], { ...docs, auth: false, layout: 'public', contextTitle: true, print: true, word: true }),
  route('public_structuredDoc', '/public/structuredDoc/:documentId/:publicationId?', { ...docs, auth: false, layout: 'public', contextTitle: true, print: true, word: true }),
  route('public_doctree', '/public/doctree/:id', { ...docs, auth: false, layout: 'public', contextTitle: true, print: true, word: true }),
  route('public_ontology_doc', '/public/ontology-doc/:id', { apps: BOTH, auth: false, layout: 'public', contextTitle: true, print: true, word: true }),
];
