/**
 * What a recent link points at (platform spec §3: link, objectName, businessEntity…). One object
 * is one entry, however it was reached: a class opened from its card, from the map or from its
 * instance list, a document opened to read and to edit, a query string that only changes the view.
 * So a link's identity is the object its page shows when the page shows one (its kind and id, which
 * the server also checks against the store: a deleted object's links disappear), otherwise the path
 * with only the query parameters that name something.
 */

/** Where the object of a page is stored; the server looks each kind up in its own table. */
export const RECENT_OBJECT_KINDS = ['instance', 'document', 'documentElement', 'publication', 'documentPublication', 'import'] as const;
export type RecentObjectKind = (typeof RECENT_OBJECT_KINDS)[number];
export type RecentObject = { kind: RecentObjectKind; id: string };

export type RecentLinkIdentity = {
  /** Equal keys are one entry. */
  key: string;
  /** The object the page shows; null for a page that is not about one stored object. */
  object: RecentObject | null;
};

// the store's ids are UUIDs (36 characters, spec §9); they are compared lowercased, as pages accept either case
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const asId = (value: string | null | undefined): string | null => (value && ID.test(value) ? value.toLowerCase() : null);

type Page = {
  /** Path segments; ':x' is a parameter. */
  path: string;
  kind: RecentObjectKind;
  /** The parameter that holds the object's id. */
  param: string;
  /** A query parameter that, when it holds an id, names the object instead (and of which kind). */
  query?: { name: string; kind: RecentObjectKind };
};

const instancePages = [
  '/class_list/:id',
  '/props_list/:id',
  '/scalar_list/:id',
  '/ontomap/:id',
  '/ontomap/:id/:view',
  '/ontologies/:id',
  '/ontology/:id',
  '/workspace/:id',
  '/class-hierarchy/:id',
  '/taxonomy-graph/:id',
  '/ontology-doc/:id',
  '/ontology-gloss/:id',
  '/fact-explorer/:id',
  '/termin/:id',
  '/graphs/:id',
  '/text-editor/:id',
  '/semantic-tables/:id',
].map((path): Page => ({ path, kind: 'instance', param: 'id' }));

/** The app's pages about one stored object (platform spec §2), and where that object's id is. */
const OBJECT_PAGES: readonly Page[] = [
  ...instancePages,
  // an instance's form is ?inst= on its class's list; without it the list is about the class
  { path: '/examp_list/:id', kind: 'instance', param: 'id', query: { name: 'inst', kind: 'instance' } },
  { path: '/fact-explorer', kind: 'instance', param: '', query: { name: 'inst', kind: 'instance' } },
  { path: '/docs/view/:id', kind: 'document', param: 'id', query: { name: 'type', kind: 'publication' } },
  { path: '/docs/edit/:id', kind: 'document', param: 'id' },
  { path: '/doc/:id', kind: 'document', param: 'id' },
  { path: '/doctree/:id', kind: 'publication', param: 'id' },
  { path: '/publications', kind: 'publication', param: '', query: { name: 'id', kind: 'publication' } },
  { path: '/structuredDocuments/edit/:id', kind: 'document', param: 'id' },
  // ?publication= shows one of the document's publications, an object of its own
  { path: '/structuredDocuments/view/:id', kind: 'document', param: 'id', query: { name: 'publication', kind: 'documentPublication' } },
  { path: '/structuredDocuments/comparePublications/:id/:first/:second', kind: 'document', param: 'id' },
  { path: '/structuredDocuments/editElement/:id', kind: 'documentElement', param: 'id' },
  { path: '/import-data/:id', kind: 'import', param: 'id' },
];

/** Query parameters that name what a page shows (kept in a key); the others only shape the view. */
const isNamingParam = (name: string): boolean => name === 'id' || name === 'inst' || /(_id|Id)$/.test(name);

function splitLink(link: string): { segments: string[]; query: URLSearchParams } {
  const [beforeHash = ''] = link.split('#');
  const at = beforeHash.indexOf('?');
  const pathname = at < 0 ? beforeHash : beforeHash.slice(0, at);
  const segments = pathname.split('/').filter(Boolean).map((s) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  });
  return { segments, query: new URLSearchParams(at < 0 ? '' : beforeHash.slice(at + 1)) };
}

/** The parameters of `segments` under `pattern`, or null when it does not match (route paths match case-insensitively). */
function matchSegments(pattern: string, segments: readonly string[]): Record<string, string> | null {
  const parts = pattern.split('/').filter(Boolean);
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as string;
    const segment = segments[i] as string;
    if (part.startsWith(':')) params[part.slice(1)] = segment;
    else if (part.toLowerCase() !== segment.toLowerCase()) return null;
  }
  return params;
}

function objectOf(page: Page, params: Record<string, string>, query: URLSearchParams): RecentObject | null {
  if (page.query) {
    const named = query.get(page.query.name);
    // /docs/view/{id}?type=publication: the id is a publication's
    if (page.query.name === 'type') {
      const id = asId(params[page.param]);
      if (!id) return null;
      return { kind: named === 'publication' ? page.query.kind : page.kind, id };
    }
    const fromQuery = asId(named);
    if (fromQuery) return { kind: page.query.kind, id: fromQuery };
    if (named !== null && page.param) return null;
  }
  const id = asId(page.param ? params[page.param] : null);
  return id ? { kind: page.kind, id } : null;
}

/** The identity of a link (an app path with its query): the object it shows, or its normalised path. */
export function recentLinkIdentity(link: string): RecentLinkIdentity {
  const { segments, query } = splitLink(link);
  for (const page of OBJECT_PAGES) {
    const params = matchSegments(page.path, segments);
    if (!params) continue;
    const object = objectOf(page, params, query);
    if (object) return { key: `${object.kind}:${object.id}`, object };
  }
  const naming = [...query.entries()].filter(([name]) => isNamingParam(name)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const search = new URLSearchParams(naming.map(([name, value]) => [name, ID.test(value) ? value.toLowerCase() : value])).toString();
  return { key: `path:/${segments.join('/').toLowerCase()}${search ? `?${search}` : ''}`, object: null };
}

/** Whether two links are one entry of the list. */
export const sameRecentLink = (a: string, b: string): boolean => recentLinkIdentity(a).key === recentLinkIdentity(b).key;

/**
 * Pages that make something new (an instance's form with ?inst=new) show nothing to come back to:
 * they are not recorded.
 */
export function isTransientLink(link: string): boolean {
  return splitLink(link).query.get('inst') === 'new';
}

/**
 * Whether a route pattern of a blocked or per-user list (react-router syntax: ':param', ':param?',
 * a trailing '*') covers a path, as the browser's guard matches them: case-insensitively, the
 * trailing slash ignored.
 */
export function routePatternCovers(pattern: string, link: string): boolean {
  const { segments } = splitLink(link);
  const parts = pattern.split('/').filter(Boolean);
  const go = (p: number, s: number): boolean => {
    if (p === parts.length) return s === segments.length;
    const part = parts[p] as string;
    if (part === '*') return true;
    if (part.startsWith(':') && part.endsWith('?')) return (s < segments.length && go(p + 1, s + 1)) || go(p + 1, s);
    if (s >= segments.length) return false;
    if (part.startsWith(':')) return go(p + 1, s + 1);
    return part.toLowerCase() === (segments[s] as string).toLowerCase() && go(p + 1, s + 1);
  };
  return go(0, 0);
}
