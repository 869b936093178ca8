import type { FeatureModule } from '../../shell/featureHost/featureModule';
import { withLocaleParts } from '../../i18n/i18n';

/** What the ontology brings to the app: its pages by route name (src/routes holds their paths), each with its strings. */
/** The default-domain choice names subject areas through slots.entityNames. */
export const ontologyFeature: FeatureModule = {
  name: 'ontology',
  menu: [
    { group: 'ontology', order: 10, id: 'ontologies', path: '/ontologies', icon: 'map' },
    { group: 'ontology', order: 20, id: 'classList', path: '/class_list', icon: 'box' },
    { group: 'ontology', order: 30, id: 'classTree', path: '/class_tree', icon: 'tree' },
    { group: 'ontology', order: 40, id: 'objectProperties', path: '/props_list', icon: 'link' },
    { group: 'ontology', order: 50, id: 'scalarProperties', path: '/scalar_list', icon: 'hash' },
    { group: 'ontology', order: 60, id: 'individuals', path: '/examp_list', icon: 'dot' },
    { group: 'ontology', order: 70, id: 'ontologyCompare', path: '/ontology-compare', icon: 'columns' },
    { group: 'ontology', order: 80, id: 'ontologyDiff', path: '/ontologyDiff', icon: 'diff' },
    { group: 'ontology', order: 90, id: 'baseUpdate', path: '/base-update', icon: 'export' },
    { group: 'ontology', order: 100, id: 'exampleMap', path: '/examplemap', icon: 'graph' },
    { group: 'search', order: 50, id: 'graphs', path: '/graphs', icon: 'graph' },
    { group: 'documents', order: 50, id: 'textEditor', path: '/text-editor', icon: 'pencil' },
  ],
  slots: {
    // the client loads only for users with subject areas, not with every first screen
    entityNames: async (ids) => {
      const { ontologyClient } = await import('./client');
      const found = await ontologyClient.readByIds(ids);
      return Object.fromEntries(found.map((entity) => [entity.id, entity.name]));
    },
  },
  pages: {
    ontomap: withLocaleParts(['maps'], () => import('./maps/OntomapPage')),
    ontologies: withLocaleParts(['maps', 'owl'], () => import('./maps/OntologiesPage')),
    ontology: withLocaleParts(['maps'], () => import('./maps/TripletMapPage')),
    workspace: withLocaleParts(['maps'], () => import('./maps/WorkspacePage')),
    class_list: withLocaleParts(['classes', 'ontologyHistory'], () => import('./classes/ClassListPage')),
    class_tree: withLocaleParts(['classes'], () => import('./classes/ClassTreePage')),
    class_hierarchy: withLocaleParts(['classes'], () => import('./classes/ClassHierarchyPage')),
    props_list: withLocaleParts(['classes', 'ontologyHistory'], () => import('./classes/PropsListPage')),
    scalar_list: withLocaleParts(['classes', 'ontologyHistory'], () => import('./classes/ScalarListPage')),
    examp_list: withLocaleParts(['individuals', 'ontologyHistory'], () => import('./individuals/IndividualsPage')),
    ontology_compare: withLocaleParts(['ontologyHistory'], () => import('./compare/OntologyComparePage')),
    text_editor: withLocaleParts(['individuals'], () => import('./textEditor/TextEditorPage')),
    ontology_doc: withLocaleParts(['ontologyHistory'], () => import('./docs/OntologyDocPage')),
    ontology_gloss: withLocaleParts(['ontologyHistory'], () => import('./docs/OntologyGlossaryPage')),
    examplemap: withLocaleParts(['maps'], () => import('./maps/ExampleMapPage')),
    taxonomy_graph: withLocaleParts(['maps'], () => import('./maps/TaxonomyGraphPage')),
    base_update: withLocaleParts(['ontologyHistory'], () => import('./diff/BaseUpdatePage')),
    ontologyDiff: withLocaleParts(['ontologyHistory'], () => import('./diff/OntologyDiffPage')),
    graphs: withLocaleParts(['maps'], () => import('./maps/GraphsPage')),
    public_ontology_doc: withLocaleParts(['ontologyHistory'], () => import('./docs/PublicOntologyDocPage')),
  },
};
