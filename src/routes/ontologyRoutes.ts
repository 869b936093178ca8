import { route, routes } from './defineRoute';
import type { RouteDef } from './routeTypes';

/** Core and ontology screens (platform spec §2).  */
export const ontologyRoutes: RouteDef[] = [
  ...routes('osaSearch', ['/osa-search', '/osa-search-faq']),
  ...routes('ontomap', ['/ontomap', '/ontomap/:term_id', '/ontomap/:term_id/:view_id'], { contextTitle: true }),
  ...routes('ontologies', ['/ontologies', '/ontologies/:map_id'], { contextTitle: true }),
  route('scenario', '/scenario/:map_id/:sc_id', { contextTitle: true }),
  ...routes('ontology', ['/ontology/:map_id/:triplet_id', '/ontology/:map_id'], { contextTitle: true }),
  route('workspace', '/workspace/:map_id', { contextTitle: true }),
  ...routes('class_list', ['/class_list', '/class_list/:term_id'], { contextTitle: true }),
  route('class_tree', '/class_tree'),
  route('class_hierarchy', '/class-hierarchy/:id', { contextTitle: true }),
  ...routes('props_list', ['/props_list', '/props_list/:term_id'], { contextTitle: true }),
  ...routes('scalar_list', ['/scalar_list', '/scalar_list/:term_id'], { contextTitle: true }),
  ...routes('examp_list', ['/examp_list', '/examp_list/:class_id'], { contextTitle: true }),
  route('ontology_compare', '/ontology-compare'),
  ...routes('text_editor', ['/text-editor', '/text-editor/:id'], { contextTitle: true }),
  route('semantic_tables', '/semantic-tables/:id', { contextTitle: true }),
  ...routes('import_data', ['/import-data', '/import-data/:id'], { contextTitle: true }),
  route('matchings', '/matchings'),
  route('ontology_doc', '/ontology-doc/:id', { contextTitle: true, print: true, word: true }),
  route('ontology_gloss', '/ontology-gloss/:id', { contextTitle: true, print: true, word: true }),
  route('examplemap', '/examplemap'),
  route('diagram_graph', '/diagram-graph'),
  route('taxonomy_graph', '/taxonomy-graph/:id', { contextTitle: true }),
  route('base_update', '/base-update'),
  ...routes('fact_explorer', ['/fact-explorer', '/fact-explorer/:inst'], { layout: 'sidebar', contextTitle: true }),
  route('ontologyDiff', '/ontologyDiff'),
];
