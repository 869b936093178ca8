import type { ComponentType, LazyExoticComponent } from 'react';
import type { Section } from '../../../realtime/protocol/shell/settings';
import type { IconName } from '../menu/iconPaths';

/** A screen's page component, loaded on demand so the first screen loads little. */
export type PageLoader = () => Promise<{ default: ComponentType }>;

/** Who the chat's watcher counts unread messages for. */
export type ChatWatcherUser = { id: string; login: string; isAdmin: boolean };

/**
 * The places a screen leaves for a feature: the shell's, and a feature's for another feature. The
 * shell sits below the features, and one feature may not reach up to one that reads it (the reasoner
 * reads the ontology, so the ontology's screens cannot import the reasoner): they ask featureHost
 * for whatever a feature declared here.
 */
export type FeatureSlots = {
  /** The right drawer's content, and the watcher that keeps the top bar's unread dot right. */
  chatDrawer?: {
    Panel: LazyExoticComponent<ComponentType<{ onClose: () => void }>>;
    loadWatcher: () => Promise<{ startChatWatcher: (user: ChatWatcherUser) => () => void }>;
  };
  /** Names of ontology entities by id (the default-domain choice names subject areas with it). */
  entityNames?: (ids: readonly string[]) => Promise<Record<string, string>>;
  /** Beside the ontology's class tree. */
  classTreeAside?: ComponentType;
  /** Under a class of the ontology's class hierarchy. */
  classInferences?: ComponentType<{ classId: string }>;
  /** Under an individual's form. */
  instanceInferences?: ComponentType<{ instanceId: string }>;
};

/** The menu's groups, in the order the menu and the home page show them (their labels: menu.groups.<id>). */
export const MENU_GROUPS = ['ontology', 'search', 'documents', 'edu', 'processes', 'import', 'admin'] as const;
export type MenuGroupId = (typeof MENU_GROUPS)[number];

/**
 * One entry a feature puts in the navigation menu and on the home page: its group, its place in
 * the group (`order`, the specification's order: tens, so a later feature finds room), the path
 * it opens and its icon. Its label is the title of the page it opens (menuLabelOf in
 * shell/menu/menuSections.ts); `section` is the settings section the screen belongs to
 * (informational: whether the user may open it is the route's business).
 */
export type MenuEntry = { group: MenuGroupId; order: number; id: string; path: string; icon: IconName; section?: Section };

/**
 * What a feature brings to the app, declared in one small module of its folder and exported by its
 * index.ts; app/features.ts lists them, one line each. The app imports these eagerly, so they hold
 * only loaders and plain data: a page's code (and its locale parts, through withLocaleParts) loads
 * when the page is first opened.
 */
export type FeatureModule = {
  /** The feature's folder under src/features. */
  name: string;
  /** Its pages by route name: src/routes holds the route table, the app draws a route with its page here. */
  pages?: Readonly<Record<string, PageLoader>>;
  /** Its entries in the navigation menu. */
  menu?: readonly MenuEntry[];
  /** The places of other screens it fills. */
  slots?: FeatureSlots;
};
