import type { RouteDef } from '../../../routes/routeTypes';

/**
 * A user's disabledRoutes and enabledRoutes are lists of route paths (the guard matches paths);
 * an administrator thinks in screens. A screen is one route name with all its paths (the class list
 * and one class's card are both «Классы»): ticking it puts every path in the list, unticking takes
 * them all out. Paths that are no screen of the app (a plugin's, one typed before) stay as they are.
 */

/** The screens of one part of the app, as the menu groups them. */
export type ScreenGroup = 'service' | 'ontology' | 'analysis' | 'documents' | 'edu' | 'admin';

export type Screen = {
  /** The route name. */
  id: string;
  /** Locale key of its title (under routes.). */
  title: string;
  paths: string[];
  group: ScreenGroup;
};

/** Which list: screens to take away (any screen one must sign in for) or administration screens to open to a non-administrator. */
export type ScreenListKind = 'disabled' | 'enabled';

/** The screens a list offers, in the route table's order (grouped), one per route name. */
export function screenChoices(groups: ReadonlyArray<readonly [ScreenGroup, readonly RouteDef[]]>, kind: ScreenListKind): Screen[] {
  const screens = new Map<string, Screen>();
  for (const [group, routes] of groups) {
    for (const route of routes) {
      const offered = kind === 'enabled' ? route.admin === true : route.auth && route.layout !== 'empty' && route.name !== 'access_denied';
      if (!offered) continue;
      const screen = screens.get(route.name);
      if (screen) screen.paths.push(route.path);
      else screens.set(route.name, { id: route.name, title: route.title, paths: [route.path], group });
    }
  }
  return [...screens.values()];
}

/** The screens whose every path is in the list. */
export function chosenScreens(entries: readonly string[], screens: readonly Screen[]): string[] {
  const listed = new Set(entries);
  return screens.filter((s) => s.paths.every((p) => listed.has(p))).map((s) => s.id);
}

/** The list with a screen's paths added (at the end, once) or taken out. */
export function toggleScreen(entries: readonly string[], screen: Screen, on: boolean): string[] {
  if (!on) return entries.filter((e) => !screen.paths.includes(e));
  return [...entries, ...screen.paths.filter((p) => !entries.includes(p))];
}

/** Entries that belong to no offered screen (kept, shown by their path). */
export function otherEntries(entries: readonly string[], screens: readonly Screen[]): string[] {
  const known = new Set(screens.flatMap((s) => s.paths));
  return entries.filter((e) => !known.has(e));
}
