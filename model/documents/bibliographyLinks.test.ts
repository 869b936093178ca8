import { describe, expect, it } from 'vitest';
import { bibliographyLink, isExternalLink, type BibliographyLink } from './bibliographyLinks';
import type { PointsToKind } from './elementModel';

const BASE = 'https://kb.example.org/app';
const link = (href: string, external: boolean): BibliographyLink => ({ href, external, openInNewTab: true });

describe('bibliographyLink', () => {
  const cases: Array<[string, PointsToKind | undefined, string | undefined, string | undefined, string, BibliographyLink | null]> = [
    ['structured document', 'StructuredDocument', 'd1', undefined, BASE, link(`${BASE}/structuredDocuments/view/d1`, false)],
    ['simple document', 'SimpleDocument', 'd2', 'https://ignored.org', `${BASE}/`, link(`${BASE}/docs/view/d2`, false)],
    ['resource elsewhere', 'InformationalResource', 'r1', 'https://gost.ru/doc/1', BASE, link('https://gost.ru/doc/1', true)],
    ['resource in this app', 'InformationalResource', 'r1', `${BASE}/files/1.pdf`, BASE, link(`${BASE}/files/1.pdf`, false)],
    ['resource under a look-alike base', 'InformationalResource', 'r1', `${BASE}x/files/1.pdf`, BASE, link(`${BASE}x/files/1.pdf`, true)],
    ['resource without a URL', 'InformationalResource', 'r1', '  ', BASE, null],
    ['no target at all', undefined, undefined, undefined, BASE, null],
    ['script URL refused', 'InformationalResource', 'r1', 'javascript:alert(1)', BASE, null],
    ['relative base', 'StructuredDocument', 'd1', undefined, '', link('/structuredDocuments/view/d1', false)],
  ];
  it.each(cases)('%s', (_name, kind, id, url, base, expected) => expect(bibliographyLink(kind, id, url, base)).toEqual(expected));
});

describe('isExternalLink', () => {
  const cases: Array<[string, string, boolean]> = [
    ['/docs/view/1', BASE, false], ['https://kb.example.org/app', BASE, false], ['https://kb.example.org/app#x', BASE, false],
    ['https://kb.example.org/other', BASE, true], ['//cdn.org/x', BASE, true], ['https://x.org', '', true], ['mailto:a@b.c', BASE, true],
  ];
  it.each(cases)('%s under %s → %s', (href, base, expected) => expect(isExternalLink(href, base)).toBe(expected));
});
