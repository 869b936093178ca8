import { describe, expect, it } from 'vitest';
import { explorerPath, readExplorerLocation } from './explorerLocation';

const A = '5a1e0000-0000-4000-8000-000000000001';
const B = '5a1e0000-0000-4000-8000-000000000002';
const read = (inst: string | undefined, query: string) => readExplorerLocation(inst, new URLSearchParams(query));

describe('the explorer location', () => {
  it.each([
    ['the start screen', undefined, '', { inst: null, view: 'list', termMap: false, classTerminMap: null }],
    ['an instance by path', A, '', { inst: A, view: 'list', termMap: false, classTerminMap: null }],
    ['an instance by query', undefined, `inst=${A}&view=graph`, { inst: A, view: 'graph', termMap: false, classTerminMap: null }],
    ['the path before the query', A, `inst=${B}`, { inst: A, view: 'list', termMap: false, classTerminMap: null }],
    ['the term map centred on a class', A, `mode=terminmap&classTerminMap=${B}`, { inst: A, view: 'list', termMap: true, classTerminMap: B }],
    ['an unknown view is the list', A, 'view=table', { inst: A, view: 'list', termMap: false, classTerminMap: null }],
    ['ids that are no ids are ignored', 'nope', `inst=x&classTerminMap=y&mode=terminmap`, { inst: null, view: 'list', termMap: true, classTerminMap: null }],
    ['upper-case ids are read as ids', A.toUpperCase(), '', { inst: A, view: 'list', termMap: false, classTerminMap: null }],
  ])('%s', (_what, inst, query, expected) => {
    expect(read(inst, query)).toEqual(expected);
  });

  it('writes the options it needs only, and reads them back', () => {
    expect(explorerPath({ inst: A, view: 'list', termMap: false, classTerminMap: null })).toBe(`/fact-explorer/${A}`);
    expect(explorerPath({ inst: null, view: 'list', termMap: false, classTerminMap: B })).toBe('/fact-explorer');
    const path = explorerPath({ inst: A, view: 'graph', termMap: true, classTerminMap: B });
    expect(path).toBe(`/fact-explorer/${A}?view=graph&mode=terminmap&classTerminMap=${B}`);
    const [pathname, query] = path.split('?');
    expect(read(pathname?.split('/')[2], query ?? '')).toEqual({ inst: A, view: 'graph', termMap: true, classTerminMap: B });
  });
});
