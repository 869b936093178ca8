import { beforeAll, describe, expect, it } from 'vitest';
import { features } from './features';
import { hostFeatures } from '../shell/featureHost/featureHost';
import { PENDING_ENTRIES, menuIconFor, needsExactMatch, sectionMenu } from '../shell/menu/menuSections';
import { ICON_PATHS } from '../shell/menu/iconPaths';
import { matchRoute } from '../routes/routeTable';
import ru from '../i18n/locales/parts/menu.ru.json';
import en from '../i18n/locales/parts/menu.en.json';
import routesRu from '../i18n/locales/parts/routes.ru.json';
import routesEn from '../i18n/locales/parts/routes.en.json';

// The menu of the app as its features declare it (each in its <area>Feature.ts), with the sections
// still to come: the same sections in the same order as the specification's menu.
beforeAll(() => hostFeatures(features));

describe('the app menu', () => {
  const items = () => sectionMenu().flatMap((g) => g.items);

  it('shows the platform\'s sections in the specification\'s order', () => {
    expect(sectionMenu().map((g) => [g.id, g.items.map((i) => i.id)])).toEqual([
      ['ontology', ['ontologies', 'classList', 'classTree', 'objectProperties', 'scalarProperties', 'individuals', 'ontologyCompare', 'ontologyDiff', 'baseUpdate', 'exampleMap', 'factExplorer']],
      ['search', ['osaSearch', 'semanticSearch', 'owlRules', 'fca', 'graphs', 'reports', 'diagrams', 'dmn']],
      ['documents', ['docs', 'structuredDocuments', 'publications', 'docsImport', 'textEditor']],
      ['edu', ['eduCourses', 'eduLessons', 'eduFlows', 'eduUsersRating', 'eduAwaitingGrades', 'eduActiveStudents', 'eduFlowCards']],
      ['processes', ['workflows', 'workflowInstances', 'userTasks', 'scheduler', 'matchings', 'lifeCycleBoard', 'helpDesk', 'portfolioProjects', 'workspaceItems']],
      ['import', ['csvImport', 'importData', 'importFromExcel']],
      ['admin', ['users', 'roles', 'assignments', 'views', 'commands', 'queryHistory', 'documentBuilder']],
    ]);
  });

  it('has unique ids, and a section still to come is not also declared by a feature', () => {
    expect(new Set(items().map((i) => i.id)).size).toBe(items().length);
    const declared = new Set(features.flatMap((f) => f.menu ?? []).map((e) => e.id));
    expect(PENDING_ENTRIES.filter((e) => declared.has(e.id)).map((e) => e.id)).toEqual([]);
  });

  it('points every item at a route of the route table', () => {
    expect(items().filter((i) => !matchRoute(i.path)).map((i) => i.path)).toEqual([]);
  });

  it('labels every group in both languages', () => {
    for (const lang of [ru, en] as Array<{ groups: Record<string, string> }>) {
      for (const g of sectionMenu()) expect(lang.groups[g.id], g.id).toBeTruthy();
    }
  });

  // the menu and the page it opens use one term: an item is called by its page's title, which the
  // page's header and the browser tab show (e2e: menuTitles.spec.ts clicks through them)
  it('calls every item by the title of the page it opens, in both languages', () => {
    for (const i of items()) {
      const title = matchRoute(i.path)?.route.title;
      expect(i.label, i.id).toBe(`routes.${title}`);
      for (const lang of [routesRu, routesEn] as Array<Record<string, string>>) expect(lang[title as string], i.id).toBeTruthy();
    }
  });

  it('uses known icons', () => {
    for (const i of items()) expect(Object.hasOwn(ICON_PATHS, i.icon), i.id).toBe(true);
  });
});

describe('needsExactMatch', () => {
  it.each([
    ['/structuredDocuments', true],
    ['/structuredDocuments/builder', false],
    ['/class_list', false],
    ['/docs', false], // '/docs-import' is a sibling, not a child
  ])('%s → %s', (path, exact) => {
    expect(needsExactMatch(path, sectionMenu())).toBe(exact);
  });
});

describe('menuIconFor', () => {
  it.each([
    ['/settings/users', 'users'],
    ['/class_list/5a1e0000-0000-4000-8000-000000000001', 'box'],
    ['/docs/view/1', 'page'],
    ['/structuredDocuments/builder', 'pencil'],
    ['/structuredDocuments/view/1', 'pages'],
    ['/nowhere', null],
  ])('%s → %s', (path, icon) => {
    expect(menuIconFor(path)).toBe(icon);
  });
});
