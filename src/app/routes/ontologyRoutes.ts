import { route, routes } from './defineRoute';
import type { RouteDef } from './routeTypes';
import { withLocaleParts } from '../../i18n/i18n';

/** Core and ontology screens (platform spec §2).  */
export const ontologyRoutes: RouteDef[] = [
  ...routes('osaSearch', ['/osa-search', '/osa-search-faq']),
  ...routes('ontomap', ['/ontomap', '/ontomap/:term_id', '/ontomap/:term_id/:view_id'], { contextTitle: true , page: withLocaleParts(['maps'], () => import('../../features/ontology/maps/OntomapPage')) }),
  ...routes('ontologies', ['/ontologies', '/ontologies/:map_id'], { contextTitle: true , page: withLocaleParts(['maps', 'owl'], () => import('../../features/ontology/maps/OntologiesPage')) }),
  route('scenario', '/scenario/:map_id/:sc_id', { contextTitle: true }),
  ...routes('ontology', ['/ontology/:map_id/:triplet_id', '/ontology/:map_id'], { contextTitle: true , page: withLocaleParts(['maps'], () => import('../../features/ontology/maps/TripletMapPage')) }),
  route('workspace', '/workspace/:map_id', { contextTitle: true , page: withLocaleParts(['maps'], () => import('../../features/ontology/maps/WorkspacePage')) }),
  ...routes('class_list', ['/class_list', '/class_list/:term_id'], { contextTitle: true , page: withLocaleParts(['classes', 'ontologyHistory'], () => import('../../features/ontology/classes/ClassListPage')) }),
  route('class_tree', '/class_tree', { page: withLocaleParts(['classes'], () => import('../../features/ontology/classes/ClassTreePage')) }),
  route('class_hierarchy', '/class-hierarchy/:id', { contextTitle: true , page: withLocaleParts(['classes'], () => import('../../features/ontology/classes/ClassHierarchyPage')) }),
  ...routes('props_list', ['/props_list', '/props_list/:term_id'], { contextTitle: true , page: withLocaleParts(['classes', 'ontologyHistory'], () => import('../../features/ontology/classes/PropsListPage')) }),
  ...routes('scalar_list', ['/scalar_list', '/scalar_list/:term_id'], { contextTitle: true , page: withLocaleParts(['classes', 'ontologyHistory'], () => import('../../features/ontology/classes/ScalarListPage')) }),
  ...routes('examp_list', ['/examp_list', '/examp_list/:class_id'], { contextTitle: true , page: withLocaleParts(['individuals', 'ontologyHistory'], () => import('../../features/ontology/individuals/IndividualsPage')) }),
  route('ontology_compare', '/ontology-compare', { page: withLocaleParts(['ontologyHistory'], () => import('../../features/ontology/compare/OntologyComparePage')) }),
  ...routes('text_editor', ['/text-editor', '/text-editor/:id'], { contextTitle: true , page: withLocaleParts(['individuals'], () => import('../../features/ontology/textEditor/TextEditorPage')) }),
  route('semantic_tables', '/semantic-tables/:id', { contextTitle: true }),
  ...routes('import_data', ['/import-data', '/import-data/:id'], { contextTitle: true, page: withLocaleParts(['import'], () => import('../../features/imports/ImportDataPage')) }),
  route('matchings', '/matchings'),
  route('ontology_doc', '/ontology-doc/:id', { contextTitle: true, print: true, word: true , page: withLocaleParts(['ontologyHistory'], () => import('../../features/ontology/docs/OntologyDocPage')) }),
  route('ontology_gloss', '/ontology-gloss/:id', { contextTitle: true, print: true, word: true , page: withLocaleParts(['ontologyHistory'], () => import('../../features/ontology/docs/OntologyGlossaryPage')) }),
  route('examplemap', '/examplemap', { page: withLocaleParts(['maps'], () => import('../../features/ontology/maps/ExampleMapPage')) }),
  route('diagram_graph', '/diagram-graph'),
  route('taxonomy_graph', '/taxonomy-graph/:id', { contextTitle: true , page: withLocaleParts(['maps'], () => import('../../features/ontology/maps/TaxonomyGraphPage')) }),
  route('base_update', '/base-update', { page: withLocaleParts(['ontologyHistory'], () => import('../../features/ontology/diff/BaseUpdatePage')) }),
  ...routes('fact_explorer', ['/fact-explorer', '/fact-explorer/:inst'], { layout: 'sidebar', contextTitle: true }),
  route('ontologyDiff', '/ontologyDiff', { page: withLocaleParts(['ontologyHistory'], () => import('../../features/ontology/diff/OntologyDiffPage')) }),
];
