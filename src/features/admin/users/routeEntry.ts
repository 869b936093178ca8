/**
 * A route entry of a user's disabledRoutes or enabledRoutes as the guard compares it: a path with
 * a leading slash, without query, fragment or trailing slash. A pasted full address keeps only its path.
 */
export function normaliseRouteEntry(entry: string): string {
  let path = entry.trim().replace(/^[a-z]+:\/\/[^/]+/i, '');
  path = path.replace(/[?#].*$/, '');
  if (!path.startsWith('/')) path = `/${path}`;
  if (path.length > 1) path = path.replace(/\/+$/, '');
  return path || '/';
}
