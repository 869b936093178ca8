import { route, routes } from './defineRoute';
import type { RouteDef } from './routeTypes';

/** Diagrams, DMN, rules, search, FCA, graphs and reports (platform spec §2). */
export const analysisRoutes: RouteDef[] = [
  route('diagrams', '/diagrams'),
  route('diagram', '/diagram/:id', { contextTitle: true }),
  ...routes('dmn', ['/dmn', '/dmn/:id'], { contextTitle: true }),
  route('owl_rules', '/owl-rules'),
  route('owl_rule', '/owl-rule/:id', { contextTitle: true }),
  ...routes('semantic_search', ['/semantic-search', '/semantic-search/:id'], { contextTitle: true }),
  ...routes('fca', ['/fca', '/fca/:id'], { contextTitle: true }),
  ...routes('graphs', ['/graphs', '/graphs/:id'], { contextTitle: true }),
  route('reports', '/reports'),
  route('report_designer', '/report/designer/:id', { contextTitle: true }),
  route('report_viewer', '/report/viewer/:id', { contextTitle: true, print: true, word: true }),
  route('report_view', '/report/view/:id', { layout: 'blank', contextTitle: true }),
  route('search', '/search'),
];
