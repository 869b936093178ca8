import type { ComponentType, LazyExoticComponent } from 'react';

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
  /** The places of other screens it fills. */
  slots?: FeatureSlots;
};
