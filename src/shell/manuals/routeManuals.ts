import type { Manual } from '../../../realtime/protocol/shell/manuals';

// '/class_list/' and '/class_list' name the same screen
const withoutTrailingSlash = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The manuals for a route: those naming its route name or its path pattern (platform spec §2, help menu). */
export function manualsForRoute(manuals: readonly Manual[], routeName: string | null, routePath: string | null): Manual[] {
  const path = routePath === null ? null : withoutTrailingSlash(routePath);
  return manuals.filter((manual) => manual.routes.some((r) => (routeName !== null && r === routeName) || (path !== null && r.startsWith('/') && withoutTrailingSlash(r) === path)));
}

/** Where a manual opens: its link in a new tab, else its document in the document viewer. */
export type ManualTarget = { kind: 'link'; href: string } | { kind: 'document'; to: string };

export function manualTarget(manual: Pick<Manual, 'link' | 'documentId'>): ManualTarget | null {
  if (manual.link) return { kind: 'link', href: manual.link };
  if (manual.documentId) return { kind: 'document', to: `/docs/view/${manual.documentId}` };
  return null;
}
