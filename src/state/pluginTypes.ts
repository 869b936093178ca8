/**
 * What a plugin module exports: `activate(host)` registers its contributions. A route's `mount`
 * draws into a plain element and returns its clean-up, so plugins need not share our React.
 */
export type PluginHost = {
  /** The API base URL (with BASE_PATH) and the Authorization header to call it with. */
  apiUrl: (path: string) => string;
  authorization: () => string | null;
  user: { id: string; name: string; isAdmin: boolean };
  locale: 'ru' | 'en';
  navigate: (path: string) => void;
  showMessage: (text: string, kind?: 'success' | 'info' | 'warning' | 'error') => void;
};

export type PluginRoute = { path: string; title: string; mount: (element: HTMLElement, params: Record<string, string>) => void | (() => void) };
export type PluginMenuItem = { label: string; path?: string; onClick?: () => void };

export type PluginContributions = {
  routes?: PluginRoute[];
  mainMenu?: PluginMenuItem[];
  sidebar?: PluginMenuItem[];
};

export type PluginModule = { activate: (host: PluginHost) => PluginContributions | Promise<PluginContributions> };

export type LoadedPlugin = { id: string; name: string; contributions: PluginContributions };
