import type { ServerArea } from '../serverArea';
import { ontologyRoutes } from './ontologyRoutes';
import { rightsRoutes } from './rights/rightsRoutes';
import { historyRoutes } from './history/historyRoutes';
import { ontologyDiffRoutes } from './diff/ontologyDiffRoutes';
import { ontologyDocRoutes } from './docs/ontologyDocRoutes';
import { definitionRoutes } from './axioms/definitionRoutes';
import * as m0014 from './migrations/0014_ontology_meta';
import * as m0015 from './migrations/0015_owl_imports';
import * as m0016 from './migrations/0016_ontology_doc_public';
import * as m0020 from './migrations/0020_editor_on_maps';
import * as m0024 from './migrations/0024_owl_axioms';
import { seedDemoOntology } from './demoOntology';

/** The ontology area as the server starts it (collab-server/areas.ts). */
export const ontologyArea: ServerArea = {
  name: 'ontology',
  routes: async (api, ctx) => {
    await ontologyRoutes(api, ctx);
    await rightsRoutes(api, ctx);
    await historyRoutes(api, ctx);
    await ontologyDiffRoutes(api, ctx);
    await ontologyDocRoutes(api, ctx);
    await definitionRoutes(api, ctx);
  },
  // the demo ontology (DEMO_DATA), once the roles exist
  bootstrap: async (ctx, log) => {
    if (ctx.config.demoData) await seedDemoOntology(ctx, log);
  },
  migrations: { '0014_ontology_meta': m0014, '0015_owl_imports': m0015, '0016_ontology_doc_public': m0016, '0020_editor_on_maps': m0020, '0024_owl_axioms': m0024 },
};
