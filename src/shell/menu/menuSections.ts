import type { Section } from '../../../realtime/protocol/shell/settings';
import type { IconName } from './iconPaths';

/** One entry of the navigation menu; `label` is an i18n key. */
export type MenuItem = {
  id: string;
  label: string;
  path: string;
  icon: IconName;
  /** The settings section the screen belongs to (informational: canOpen already checks it through the route). */
  section?: Section;
};

export type MenuGroup = { id: string; label: string; items: MenuItem[] };

const item = (id: string, path: string, icon: IconName, section?: Section): MenuItem => ({
  id,
  label: `menu.items.${id}`,
  path,
  icon,
  ...(section ? { section } : {}),
});

const group = (id: string, items: MenuItem[]): MenuGroup => ({ id, label: `menu.groups.${id}`, items });

/**
 * The sections of the platform, in the order the menu and the home page show them. The taxonomy
 * graph is left out: it opens for one class (/taxonomy-graph/{id}) and is reached from the class.
 */
export const SECTION_MENU: readonly MenuGroup[] = [
  group('ontology', [
    item('ontologies', '/ontologies', 'map'),
    item('classList', '/class_list', 'box'),
    item('classTree', '/class_tree', 'tree'),
    item('objectProperties', '/props_list', 'link'),
    item('scalarProperties', '/scalar_list', 'hash'),
    item('individuals', '/examp_list', 'dot'),
    item('ontologyCompare', '/ontology-compare', 'columns'),
    item('ontologyDiff', '/ontologyDiff', 'diff'),
    item('baseUpdate', '/base-update', 'export'),
    item('exampleMap', '/examplemap', 'graph'),
    item('factExplorer', '/fact-explorer', 'search'),
  ]),
  group('search', [
    item('osaSearch', '/osa-search', 'search'),
    item('semanticSearch', '/semantic-search', 'filter'),
    item('owlRules', '/owl-rules', 'check'),
    item('fca', '/fca', 'grid'),
    item('graphs', '/graphs', 'graph'),
    item('reports', '/reports', 'chart'),
    item('diagrams', '/diagrams', 'flow'),
    item('dmn', '/dmn', 'table'),
  ]),
  group('documents', [
    item('docs', '/docs', 'page', 'documents'),
    item('structuredDocuments', '/structuredDocuments', 'pages', 'documents'),
    item('publications', '/publications', 'book', 'documents'),
    item('docsImport', '/docs-import', 'import', 'documents'),
    item('textEditor', '/text-editor', 'pencil'),
  ]),
  group('edu', [
    item('eduCourses', '/edu/courses', 'book', 'edu'),
    item('eduLessons', '/edu/alu', 'page', 'edu'),
    item('eduFlows', '/edu/flows', 'flow', 'edu'),
    item('eduUsersRating', '/edu/users_rating', 'star', 'edu'),
    item('eduAwaitingGrades', '/edu/awaiting-grades', 'clock', 'edu'),
    item('eduActiveStudents', '/edu/active-students', 'users', 'edu'),
    item('eduFlowCards', '/edu/flow-cards', 'grid', 'edu'),
  ]),
  group('processes', [
    item('workflows', '/workflows', 'flow'),
    item('workflowInstances', '/workflowInstances', 'play'),
    item('userTasks', '/userTasks', 'check'),
    item('scheduler', '/scheduler', 'clock'),
    item('matchings', '/matchings', 'approve'),
    item('lifeCycleBoard', '/lifeCycleBoard', 'columns'),
    item('helpDesk', '/help-desk', 'help'),
    item('portfolioProjects', '/portfolio-projects', 'folder'),
    item('workspaceItems', '/workspace-items', 'box'),
  ]),
  group('import', [
    item('csvImport', '/csv-import-index', 'import'),
    item('importData', '/import-data', 'import'),
    item('importFromExcel', '/import-from-excel', 'table', 'admin'),
  ]),
  group('admin', [
    item('users', '/settings/users', 'users', 'admin'),
    item('roles', '/settings/roles', 'shield', 'admin'),
    item('assignments', '/settings/assignments', 'approve', 'admin'),
    item('views', '/settings/views', 'eye', 'admin'),
    item('commands', '/settings/commands', 'terminal', 'admin'),
    item('queryHistory', '/queryHistory', 'clock', 'admin'),
    item('documentBuilder', '/structuredDocuments/builder', 'pencil', 'documents'),
  ]),
];

/** The menu the user sees: items they cannot open are dropped, and groups left empty with them. */
export function visibleMenu(groups: readonly MenuGroup[], canOpen: (path: string) => boolean): MenuGroup[] {
  return groups.map((g) => ({ ...g, items: g.items.filter((i) => canOpen(i.path)) })).filter((g) => g.items.length > 0);
}

/**
 * Whether a menu item should light up only on its exact path: true when another item lives under
 * it ('/structuredDocuments' vs '/structuredDocuments/builder'), so one page marks one item.
 */
export function needsExactMatch(path: string, groups: readonly MenuGroup[]): boolean {
  return groups.some((g) => g.items.some((i) => i.path !== path && i.path.startsWith(`${path}/`)));
}

/**
 * The icon of the menu item a path belongs to — the item whose path is the longest prefix of it
 * ('/settings/users/x' → users), or the item of the same first segment ('/docs/view/1' → docs) —
 * so a recent link looks like the section it was opened from.
 */
export function menuIconFor(path: string, groups: readonly MenuGroup[] = SECTION_MENU): IconName | null {
  const items = groups.flatMap((g) => g.items);
  const prefixed = items.filter((i) => path === i.path || path.startsWith(`${i.path}/`)).sort((a, b) => b.path.length - a.path.length);
  if (prefixed[0]) return prefixed[0].icon;
  const first = path.split('/')[1] ?? '';
  return items.find((i) => i.path.split('/')[1] === first)?.icon ?? null;
}
