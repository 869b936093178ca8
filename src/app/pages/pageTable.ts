import type { PageLoader } from './pageTypes';
import { servicePages } from './servicePages';
import { ontologyPages } from './ontologyPages';
import { analysisPages } from './analysisPages';
import { documentPages } from './documentPages';
import { adminPages } from './adminPages';

/**
 * The page of each route, by route name. Kept apart from the route table: pages read the table
 * (menus, guards, links), so the table must not reach back to them. A route without a page is a
 * section not yet available: the pending page names it.
 */
export const pageTable: Readonly<Record<string, PageLoader>> = { ...servicePages, ...ontologyPages, ...analysisPages, ...documentPages, ...adminPages };

export const pageOf = (routeName: string): PageLoader | undefined => (Object.hasOwn(pageTable, routeName) ? pageTable[routeName] : undefined);
