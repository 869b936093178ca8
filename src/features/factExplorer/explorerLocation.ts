/**
 * The explorer's state in the URL (platform spec §2): /fact-explorer/{inst} or ?inst=, `view`
 * (list or graph), `mode=terminmap` for the term map, `classTerminMap` for the class it is centred
 * on. Pure: the page reads the route's parameters through it and writes links with it.
 */
export type ExplorerView = 'list' | 'graph';
export type ExplorerLocation = { inst: string | null; view: ExplorerView; termMap: boolean; classTerminMap: string | null };

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const idOrNull = (value: string | null | undefined): string | null => {
  const id = value?.trim().toLowerCase();
  return id && ID.test(id) ? id : null;
};

export function readExplorerLocation(pathInst: string | undefined, search: URLSearchParams): ExplorerLocation {
  return {
    inst: idOrNull(pathInst) ?? idOrNull(search.get('inst')),
    view: search.get('view') === 'graph' ? 'graph' : 'list',
    termMap: search.get('mode') === 'terminmap',
    classTerminMap: idOrNull(search.get('classTerminMap')),
  };
}

/** The path of a location; the default view and no term map leave their options out. */
export function explorerPath(location: ExplorerLocation): string {
  const query = new URLSearchParams();
  if (location.view !== 'list') query.set('view', location.view);
  if (location.termMap) query.set('mode', 'terminmap');
  if (location.termMap && location.classTerminMap) query.set('classTerminMap', location.classTerminMap);
  const text = query.toString();
  return `/fact-explorer${location.inst ? `/${location.inst}` : ''}${text ? `?${text}` : ''}`;
}

/** The page of a class, and the form of an instance of it (platform spec §2: the instances link uses query inst). */
export const classPath = (classId: string): string => `/class_list/${classId}`;
export const formPath = (classId: string, inst: string): string => `/examp_list/${classId}?inst=${inst}`;
