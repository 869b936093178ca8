/** The full URL of an app path (e.g. '/class_list?x=1') under the base path, for opening it in a new tab. */
export function appUrl(path: string, origin: string, base: string): string {
  const prefix = base.endsWith('/') ? base : `${base}/`;
  return `${origin}${prefix}${path.replace(/^\/+/, '')}`;
}
