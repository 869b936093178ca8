import type { Section } from '../../../realtime/protocol/shell/settings';
import type { IconName } from './iconPaths';
import { MENU_GROUPS, type MenuEntry } from '../featureHost/featureModule';
import { hostedMenuEntries } from '../featureHost/featureHost';
import { matchRoute } from '../../routes/routeTable';

/** One entry of the navigation menu; `label` is an i18n key (menuLabelOf). */
export type MenuItem = {
  id: string;
  label: string;
  path: string;
  icon: IconName;
  /** The settings section the screen belongs to (informational: canOpen already checks it through the route). */
  section?: Section;
};

export type MenuGroup = { id: string; label: string; items: MenuItem[] };

/**
 * Sections of the specification no feature has built yet: they stand in the menu (their routes show
 * the pending page) until a feature declares them in its own menu entries and they leave this list.
 */
export const PENDING_ENTRIES: readonly MenuEntry[] = [
  { group: 'search', order: 70, id: 'diagrams', path: '/diagrams', icon: 'flow' },
  { group: 'documents', order: 40, id: 'docsImport', path: '/docs-import', icon: 'import', section: 'documents' },
  { group: 'edu', order: 10, id: 'eduCourses', path: '/edu/courses', icon: 'book', section: 'edu' },
  { group: 'edu', order: 20, id: 'eduLessons', path: '/edu/alu', icon: 'page', section: 'edu' },
  { group: 'edu', order: 30, id: 'eduFlows', path: '/edu/flows', icon: 'flow', section: 'edu' },
  { group: 'edu', order: 40, id: 'eduUsersRating', path: '/edu/users_rating', icon: 'star', section: 'edu' },
  { group: 'edu', order: 50, id: 'eduAwaitingGrades', path: '/edu/awaiting-grades', icon: 'clock', section: 'edu' },
  { group: 'edu', order: 60, id: 'eduActiveStudents', path: '/edu/active-students', icon: 'users', section: 'edu' },
  { group: 'edu', order: 70, id: 'eduFlowCards', path: '/edu/flow-cards', icon: 'grid', section: 'edu' },
  { group: 'processes', order: 10, id: 'workflows', path: '/workflows', icon: 'flow' },
  { group: 'processes', order: 20, id: 'workflowInstances', path: '/workflowInstances', icon: 'play' },
  { group: 'processes', order: 30, id: 'userTasks', path: '/userTasks', icon: 'check' },
  { group: 'processes', order: 40, id: 'scheduler', path: '/scheduler', icon: 'clock' },
  { group: 'processes', order: 50, id: 'matchings', path: '/matchings', icon: 'approve' },
  { group: 'processes', order: 60, id: 'lifeCycleBoard', path: '/lifeCycleBoard', icon: 'columns' },
  { group: 'processes', order: 70, id: 'helpDesk', path: '/help-desk', icon: 'help' },
  { group: 'processes', order: 80, id: 'portfolioProjects', path: '/portfolio-projects', icon: 'folder' },
  { group: 'processes', order: 90, id: 'workspaceItems', path: '/workspace-items', icon: 'box' },
];

/**
 * What an entry is called: the title of the page it opens (routes.<title>, what the page's header
 * and the tab say), so the menu, the home page and the page use one term — a label of its own
 * drifted from the page's («Активные студенты» for «Активные слушатели»). menu.items.<id> only for
 * a path no route has (the app's menu has none: app/appMenu.test.ts).
 */
export function menuLabelOf({ id, path }: Pick<MenuEntry, 'id' | 'path'>): string {
  const match = matchRoute(path);
  return match ? `routes.${match.route.title}` : `menu.items.${id}`;
}

const itemOf = (entry: MenuEntry): MenuItem => {
  const { id, path, icon, section } = entry;
  return { id, label: menuLabelOf(entry), path, icon, ...(section ? { section } : {}) };
};

/**
 * The sections of the platform, in the order the menu and the home page show them: the groups in
 * their order, each with its entries by `order`. The taxonomy graph is left out: it opens for one
 * class (/taxonomy-graph/{id}) and is reached from the class.
 */
export function buildSectionMenu(entries: readonly MenuEntry[]): MenuGroup[] {
  return MENU_GROUPS.map((id) => ({
    id,
    label: `menu.groups.${id}`,
    items: entries
      .filter((entry) => entry.group === id)
      .sort((a, b) => a.order - b.order)
      .map(itemOf),
  })).filter((g) => g.items.length > 0);
}

/** The menu of this app: what its features declared (app/features.ts, hosted before the first render) and the sections still to come. */
export const sectionMenu = (): MenuGroup[] => buildSectionMenu([...hostedMenuEntries(), ...PENDING_ENTRIES]);

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
export function menuIconFor(path: string, groups: readonly MenuGroup[] = sectionMenu()): IconName | null {
  const items = groups.flatMap((g) => g.items);
  const prefixed = items.filter((i) => path === i.path || path.startsWith(`${i.path}/`)).sort((a, b) => b.path.length - a.path.length);
  if (prefixed[0]) return prefixed[0].icon;
  const first = path.split('/')[1] ?? '';
  return items.find((i) => i.path.split('/')[1] === first)?.icon ?? null;
}
