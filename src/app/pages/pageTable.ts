import type { PageLoader } from '../../shell/featureHost/featureModule';
import { features } from '../features';
import { shellPages } from './shellPages';

/** Each source of pages with its pages: the shell's, then every feature's declaration. */
export const pageGroups: ReadonlyArray<{ source: string; pages: Readonly<Record<string, PageLoader>> }> = [
  { source: 'shell', pages: shellPages },
  ...features.map((feature) => ({ source: feature.name, pages: feature.pages ?? {} })),
];

/**
 * The page of each route, by route name. Kept apart from the route table: pages read the table
 * (menus, guards, links), so the table must not reach back to them. A route without a page is a
 * section not yet available: the pending page names it.
 */
export const pageTable: Readonly<Record<string, PageLoader>> = Object.assign({}, ...pageGroups.map((group) => group.pages));

export const pageOf = (routeName: string): PageLoader | undefined => (Object.hasOwn(pageTable, routeName) ? pageTable[routeName] : undefined);
