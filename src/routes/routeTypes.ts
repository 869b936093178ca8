import type { Section } from '../../realtime/protocol/shell/settings';

export type Layout = 'main' | 'blank' | 'public' | 'empty' | 'sidebar';
export type AppMode = 'onto' | 'edu';

/**
 * One route of platform spec §2. `path` uses react-router syntax (':id', optional ':id?').
 * Screens that later issues build use the pending page until then; no route is missing. Which
 * page draws a route is app/pages/pageTable.ts's business.
 */
export type RouteDef = {
  /** Route name (spec: MaintenanceMode, LimitedOperationMode; otherwise the first path segment). Manuals match it. */
  name: string;
  path: string;
  /** i18n key of the title (under `routes.`). */
  title: string;
  auth: boolean;
  layout: Layout;
  apps: readonly AppMode[];
  admin?: boolean;
  /** The top bar shows print and download-to-Word buttons. */
  print?: boolean;
  word?: boolean;
  /** The page may set a context title (e.g. the open object's name) that replaces the route title. */
  contextTitle?: boolean;
  /** The section whose access (settings.sections) the route needs. */
  section?: Section;
};
