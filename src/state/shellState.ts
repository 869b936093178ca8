import { proxy } from 'valtio';
// the one place the version is written: package.json (the server reads it there too)
import { version } from '../../package.json';
import { drawerMemory } from './drawerSettings';
import type { SessionUser } from '../../realtime/protocol/auth';
import type { ShellSettings } from '../../realtime/protocol/shell/settings';
import type { MaintenanceModeBody } from '../../realtime/protocol/shell/maintenance';
import type { PingResult } from '../../realtime/protocol/shell/status';
import type { FetchedAssignment } from '../../realtime/protocol/admin/assignments';
import type { Role } from '../../realtime/protocol/admin/roles';
import type { Manual } from '../../realtime/protocol/shell/manuals';
import type { Tag } from '../../realtime/protocol/profile/tags';
import type { LoadedPlugin } from './pluginTypes';

/**
 * The shell's state, shared by layouts, the guard and platform behaviour (valtio: components read
 * it with useSnapshot, code outside React writes it directly).
 */
export type ShellState = {
  user: SessionUser | null;
  /** The guard has loaded the user (user null then means: nobody signed in). */
  userLoaded: boolean;
  settings: ShellSettings | null;
  /** Loaded after a layout change (platform spec §7). */
  roles: Role[];
  userRoles: string[];
  /** The user's valid assignments (POST assignments/fetch). */
  assignments: FetchedAssignment[];
  manuals: Manual[];
  tags: Tag[];
  plugins: LoadedPlugin[];
  /** The plugins have loaded (or failed to): an unknown path is then not found unless a plugin serves it. */
  pluginsLoaded: boolean;
  backendStatus: PingResult | null;
  /**
   * Screens open now that keep working without the server (a live document editor keeps edits in
   * its Y.Doc and merges them on reconnect): while any is open, a failed ping warns instead of
   * leaving for the limited-operation screen, which would throw those edits away.
   */
  offlineCapableScreens: number;
  maintenance: MaintenanceModeBody;
  /** The version the backend reports in x-powered-by. */
  backendVersion: string | null;
  /** Title a page set for the current route (routes with contextTitle). */
  contextTitle: string | null;
  leftDrawerOpen: boolean;
  chatDrawerOpen: boolean;
  quickLaunchOpen: boolean;
  /** Unread chat messages (the real-time issue feeds it); the top bar shows a dot when > 0. */
  chatUnread: number;
};

export const shellState = proxy<ShellState>({
  user: null,
  userLoaded: false,
  settings: null,
  roles: [],
  userRoles: [],
  assignments: [],
  manuals: [],
  tags: [],
  plugins: [],
  pluginsLoaded: false,
  backendStatus: null,
  offlineCapableScreens: 0,
  maintenance: { enabled: false, message: '' },
  backendVersion: null,
  contextTitle: null,
  // as the user left it, so a hidden drawer does not flash open on the next page
  leftDrawerOpen: typeof localStorage === 'undefined' || drawerMemory.open(),
  chatDrawerOpen: false,
  quickLaunchOpen: false,
  chatUnread: 0,
});

/** The front end's version, compared with the backend's (version mismatch notice). */
export const FRONTEND_VERSION: string = version;
