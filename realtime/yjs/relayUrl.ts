import { COLLAB_PATH } from '../protocol/relay';

/** The relay's base URL for the page's location and the app's base path: `ws(s)://host{base}collab`. */
export function relayBaseUrl(location: { protocol: string; host: string }, basePath: string): string {
  const base = basePath.endsWith('/') ? basePath : `${basePath}/`;
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${base}${COLLAB_PATH}`;
}
