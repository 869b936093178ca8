import { describe, expect, it } from 'vitest';
import { matchRoute, routeTable } from './routeTable';

// every path of platform spec §2, written as the spec writes it ({x} parameters, '?' optional)
const SPEC_PATHS = `/ /osa-search /osa-search-faq /ontomap /ontomap/{term_id} /ontomap/{term_id}/{view_id} /ontologies /ontologies/{map_id}
/scenario/{map_id}/{sc_id} /ontology/{map_id}/{triplet_id} /ontology/{map_id} /workspace/{map_id} /class_list /class_list/{term_id}
/class_tree /class-hierarchy/{id} /props_list /props_list/{term_id} /scalar_list /scalar_list/{term_id} /examp_list /examp_list/{class_id}
/ontology-compare /text-editor /text-editor/{id} /semantic-tables/{id} /import-data /import-data/{id} /matchings /ontology-doc/{id}
/ontology-gloss/{id} /examplemap /diagram-graph /taxonomy-graph/{id} /base-update /fact-explorer /fact-explorer/{inst}
/dashboard /analysis-students /user_profile /access-denied /maintenance-mode /limited-operation-mode /workspace-item/{id} /workspace-items
/help-desk /help-desk/{id} /portfolio-project/{id} /portfolio-projects /diagrams /diagram/{id} /dmn /dmn/{id} /owl-rules /owl-rule/{id}
/semantic-search /semantic-search/{id} /fca /fca/{id} /graphs /graphs/{id} /reports /report/designer/{id} /report/viewer/{id} /report/view/{id}
/docs /docs/edit/{id} /docs/view/{id} /doc/{id} /publications /termin/{id} /doctree/{id} /structuredDocuments /structuredDocuments/edit/{id}
/structuredDocuments/view/{id} /structuredDocuments/editElement/{id} /structuredDocuments/comparePublications/{documentId}/{pubId}/{secondPubId}
/structuredDocuments/builder /public/doc/{id} /public/structuredDoc/{documentId} /public/structuredDoc/{documentId}/{publicationId}
/public/doctree/{id} /public/ontology-doc/{id} /edu/courses /edu/alu /edu/flows /edu/flow /edu/flow-summary /edu/users_rating
/edu/awaiting-grades /edu/active-students /edu/flow-cards /settings/assignments /settings/commands /settings/users /settings/roles
/settings/views /import-from-excel /usercodeConsoleOutput /queryHistory /workflows /workflowInstances /userTasks /scheduler /search
/csv-import-index /csv-import /lifeCycleBoard /docs-import /ontologyDiff`.split(/\s+/);

describe('the route table', () => {
  it.each(SPEC_PATHS)('has %s', (specPath) => {
    expect(matchRoute(specPath.replace(/\{[^}]+\}/g, 'x1'))).not.toBeNull();
  });

  it('marks exactly the spec admin-only routes', () => {
    const adminPaths = routeTable.filter((r) => r.admin).map((r) => r.path).sort();
    expect(adminPaths).toEqual(
      ['/import-from-excel', '/queryHistory', '/settings/assignments', '/settings/commands', '/settings/users', '/settings/views', '/structuredDocuments/builder'].sort(),
    );
  });

  it('gives the spec layouts: sidebar, blank and public', () => {
    const layout = (path: string) => matchRoute(path)?.route.layout;
    expect(layout('/fact-explorer/1')).toBe('sidebar');
    expect(layout('/settings/views')).toBe('sidebar');
    expect(layout('/report/view/1')).toBe('blank');
    expect(layout('/public/doc/1')).toBe('public');
    expect(matchRoute('/public/doc/1')?.route.auth).toBe(false);
  });

  it('names the two mode pages as the spec does', () => {
    expect(matchRoute('/maintenance-mode')?.route.name).toBe('MaintenanceMode');
    expect(matchRoute('/limited-operation-mode')?.route.name).toBe('LimitedOperationMode');
  });

  it('has no two routes with one path', () => {
    const paths = routeTable.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('matchRoute, asked again for a path', () => {
  it('answers as the first time, whatever the first caller did with its parameters', () => {
    const first = matchRoute('/class_list/c-1');
    expect(first?.route.path).toBe('/class_list/:term_id');
    first!.params.term_id = 'changed';
    expect(matchRoute('/class_list/c-1')).toEqual({ route: first!.route, params: { term_id: 'c-1' } });
    expect(matchRoute('/no-such-section')).toBeNull();
    expect(matchRoute('/no-such-section')).toBeNull();
  });
});

describe("matchRoute, trying only the routes of a path's first segment", () => {
  const everyRoute = (path: string) => matchRoute(path, [...routeTable].sort((a, b) => score(b.path) - score(a.path)));
  const score = (path: string) => path.split('/').reduce((sum, part) => sum + (part.startsWith(':') ? 1 : part ? 3 : 0), 0);
  const samples = [
    ...routeTable.map((r) => r.path.replace(/:(\w+)\??/g, 'x-$1')),
    ...routeTable.map((r) => `${r.path.replace(/\/:\w+\?$/, '').replace(/:(\w+)/g, 'Y')}/`),
    '/',
    '',
    '/CLASS_LIST/a',
    '/class_list/a/b/c',
    '/no-such-section',
    '/public/structuredDoc/d',
  ];

  it.each(samples)('answers %s as a scan of the whole table does', (path) => {
    expect(matchRoute(path)).toEqual(everyRoute(path));
  });
});
