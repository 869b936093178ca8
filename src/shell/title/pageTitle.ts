/** Platform spec §2: the route title (or the context title the page set) + ' - ' + short name, or the short name alone. */
export function pageTitle(shortName: string, routeTitle: string | null, contextTitle: string | null = null): string {
  const title = (contextTitle ?? routeTitle ?? '').trim();
  return title ? `${title} - ${shortName}` : shortName;
}
