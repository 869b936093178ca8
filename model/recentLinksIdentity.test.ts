import { describe, expect, it } from 'vitest';
import { isTransientLink, recentLinkIdentity, routePatternCovers, sameRecentLink } from './recentLinksIdentity';

const A = '11111111-2222-4333-8444-555555555555';
const B = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';

describe('recentLinkIdentity', () => {
  const cases: Array<[string, string, string, { kind: string; id: string } | null]> = [
    ['a class card', `/class_list/${A}`, `instance:${A}`, { kind: 'instance', id: A }],
    ['a term on the map, with its view', `/ontomap/${A}/${B}`, `instance:${A}`, { kind: 'instance', id: A }],
    ['an instance form', `/examp_list/${A}?inst=${B}`, `instance:${B}`, { kind: 'instance', id: B }],
    ['an instance list is about its class', `/examp_list/${A}`, `instance:${A}`, { kind: 'instance', id: A }],
    ['a fact explorer on an instance', `/fact-explorer?inst=${B}&view=x&mode=terminmap`, `instance:${B}`, { kind: 'instance', id: B }],
    ['an upper-case id', `/class_list/${A.toUpperCase()}`, `instance:${A}`, { kind: 'instance', id: A }],
    ['a structured document to edit', `/structuredDocuments/edit/${A}`, `document:${A}`, { kind: 'document', id: A }],
    ['a structured document\'s publication', `/structuredDocuments/view/${A}?publication=${B}`, `documentPublication:${B}`, { kind: 'documentPublication', id: B }],
    ['two publications compared belong to their document', `/structuredDocuments/comparePublications/${A}/${B}/${B}`, `document:${A}`, { kind: 'document', id: A }],
    ['an element edited alone', `/structuredDocuments/editElement/${B}`, `documentElement:${B}`, { kind: 'documentElement', id: B }],
    ['a simple document', `/docs/view/${A}`, `document:${A}`, { kind: 'document', id: A }],
    ['a publication read as one text', `/docs/view/${A}?type=publication`, `publication:${A}`, { kind: 'publication', id: A }],
    ['a publication tree, a document chosen', `/doctree/${A}?doc=${B}`, `publication:${A}`, { kind: 'publication', id: A }],
    ['a publication edited', `/publications?id=${A}`, `publication:${A}`, { kind: 'publication', id: A }],
    ['an import', `/import-data/${A}`, `import:${A}`, { kind: 'import', id: A }],
    ['a list page', '/class_tree', 'path:/class_tree', null],
    ['a list page: view parameters dropped', '/docs?page=2&sort=name#top', 'path:/docs', null],
    ['a trailing slash and case', '/Docs/', 'path:/docs', null],
    ['naming parameters kept and sorted', '/edu/flow?flow_id=7&course_id=3&tab=2', 'path:/edu/flow?course_id=3&flow_id=7', null],
    ['a command by id', `/settings/commands?id=${A.toUpperCase()}`, `path:/settings/commands?id=${A}`, null],
    ['a page of a non-id is not an object', '/class_list/not-an-id', 'path:/class_list/not-an-id', null],
    ['a new instance form', `/examp_list/${A}?inst=new`, `path:/examp_list/${A}?inst=new`, null],
    ['the home page', '/', 'path:/', null],
  ];
  it.each(cases)('%s', (_name, link, key, object) => {
    expect(recentLinkIdentity(link)).toEqual({ key, object });
  });
});

describe('sameRecentLink', () => {
  const cases: Array<[string, string, boolean]> = [
    [`/class_list/${A}`, `/ontomap/${A}`, true],
    [`/docs/view/${A}`, `/docs/edit/${A}`, true],
    [`/docs/view/${A}`, `/docs/view/${A}?type=publication`, false],
    [`/class_list/${A}`, `/class_list/${B}`, false],
    ['/class_tree', '/class_tree?open=1', true],
    ['/edu/flow?flow_id=1', '/edu/flow?flow_id=2', false],
  ];
  it.each(cases)('%s and %s: %s', (a, b, same) => {
    expect(sameRecentLink(a, b)).toBe(same);
  });
});

describe('isTransientLink', () => {
  it.each([
    [`/examp_list/${A}?inst=new`, true],
    [`/examp_list/${A}?inst=${B}`, false],
    ['/docs', false],
  ])('%s: %s', (link, transient) => {
    expect(isTransientLink(link)).toBe(transient);
  });
});

describe('routePatternCovers', () => {
  const cases: Array<[string, string, boolean]> = [
    ['/fca', '/fca', true],
    ['/fca', '/fca/1', false],
    ['/fca/:id', '/fca/1', true],
    ['/fca/:id', '/fca', false],
    ['/fca/:id?', '/fca', true],
    ['/fca/:id?', '/fca/1', true],
    ['/settings/*', '/settings/users', true],
    ['/settings/*', '/dashboard', false],
    ['/Class_List/:term_id', `/class_list/${A}?x=1`, true],
    ['/docs/', '/docs', true],
    ['/docs', '/docs/view/1', false],
  ];
  it.each(cases)('%s covers %s: %s', (pattern, link, covers) => {
    expect(routePatternCovers(pattern, link)).toBe(covers);
  });
});
