import type { AppMode, Layout, RouteDef } from './routeTypes';

export const ONTO: readonly AppMode[] = ['onto'];
export const EDU: readonly AppMode[] = ['edu'];
export const BOTH: readonly AppMode[] = ['onto', 'edu'];

type Options = Partial<Omit<RouteDef, 'name' | 'path' | 'title'>> & { title?: string };

/** A route with the defaults most screens share: signed in, main layout, onto mode; the title key is `routes.<name>`. */
export function route(name: string, path: string, options: Options = {}): RouteDef {
  return { name, path, title: options.title ?? name, auth: true, layout: 'main' as Layout, apps: ONTO, ...options };
}

/** Several paths of one screen (e.g. a list and one item), sharing name, title and flags. */
export function routes(name: string, paths: string[], options: Options = {}): RouteDef[] {
  return paths.map((path) => route(name, path, options));
}

