import type { PageLoader } from './pageTypes';
import { withLocaleParts } from '../../i18n/i18n';

/** The pages of the ontology routes (app/routes/ontologyRoutes.ts), by route name. */
export const ontologyPages: Record<string, PageLoader> = {
  ontomap: withLocaleParts(['maps'], () => import('../../features/ontology/maps/OntomapPage')),
  ontologies: withLocaleParts(['maps', 'owl'], () => import('../../features/ontology/maps/OntologiesPage')),
  ontology: withLocaleParts(['maps'], () => import('../../features/ontology/maps/TripletMapPage')),
  workspace: withLocaleParts(['maps'], () => import('../../features/ontology/maps/WorkspacePage')),
  class_list: withLocaleParts(['classes', 'ontologyHistory'], () => import('../../features/ontology/classes/ClassListPage')),
  class_tree: withLocaleParts(['classes'], () => import('../../features/ontology/classes/ClassTreePage')),
  class_hierarchy: withLocaleParts(['classes'], () => import('../../features/ontology/classes/ClassHierarchyPage')),
  props_list: withLocaleParts(['classes', 'ontologyHistory'], () => import('../../features/ontology/classes/PropsListPage')),
  scalar_list: withLocaleParts(['classes', 'ontologyHistory'], () => import('../../features/ontology/classes/ScalarListPage')),
  examp_list: withLocaleParts(['individuals', 'ontologyHistory'], () => import('../../features/ontology/individuals/IndividualsPage')),
  ontology_compare: withLocaleParts(['ontologyHistory'], () => import('../../features/ontology/compare/OntologyComparePage')),
  text_editor: withLocaleParts(['individuals'], () => import('../../features/ontology/textEditor/TextEditorPage')),
  import_data: withLocaleParts(['imports'], () => import('../../features/imports/ImportDataPage')),
  ontology_doc: withLocaleParts(['ontologyHistory'], () => import('../../features/ontology/docs/OntologyDocPage')),
  ontology_gloss: withLocaleParts(['ontologyHistory'], () => import('../../features/ontology/docs/OntologyGlossaryPage')),
  examplemap: withLocaleParts(['maps'], () => import('../../features/ontology/maps/ExampleMapPage')),
  // the graph views draw with the ontology's network, whose legend and physics speak 'maps'
  fact_explorer: withLocaleParts(['factExplorer', 'maps'], () => import('../../features/factExplorer/FactExplorerPage')),
  taxonomy_graph: withLocaleParts(['maps'], () => import('../../features/ontology/maps/TaxonomyGraphPage')),
  base_update: withLocaleParts(['ontologyHistory'], () => import('../../features/ontology/diff/BaseUpdatePage')),
  semantic_tables: withLocaleParts(['semanticSearch'], () => import('../../features/semanticSearch/tables/SemanticTablesPage')),
  ontologyDiff: withLocaleParts(['ontologyHistory'], () => import('../../features/ontology/diff/OntologyDiffPage')),
  osaSearch: withLocaleParts(['search'], () => import('../../features/search/SearchPage')),
};
