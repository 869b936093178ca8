import { describe, expect, it } from 'vitest';
import { manualTarget, manualsForRoute } from './routeManuals';
import type { Manual } from '../../../realtime/protocol/shell/manuals';
import ru from '../../i18n/locales/parts/manuals.ru.json';
import en from '../../i18n/locales/parts/manuals.en.json';

const DOC = '00000000-0000-4000-8000-000000000001';
const manual = (id: string, routes: string[]): Manual => ({ id, name: id, description: '', link: 'https://example.org', documentId: null, routes });

const manuals = [
  manual('byName', ['class_list']),
  manual('byPattern', ['/class_list/:term_id']),
  manual('byListPath', ['/class_list/']),
  manual('other', ['props_list', '/props_list']),
  manual('home', ['/']),
];

describe('manualsForRoute', () => {
  it.each([
    ['name matches', 'class_list', '/class_list/:term_id', ['byName', 'byPattern']],
    ['path matches, trailing slash ignored', 'x', '/class_list', ['byListPath']],
    ['name and path of the list', 'class_list', '/class_list', ['byName', 'byListPath']],
    ['root path', 'home', '/', ['home']],
    ['no route', null, null, []],
    ['unknown route', 'fca', '/fca', []],
  ])('%s', (_name, routeName, routePath, expected) => {
    expect(manualsForRoute(manuals, routeName, routePath).map((m) => m.id)).toEqual(expected);
  });
});

describe('manualTarget', () => {
  it.each([
    [{ link: 'https://example.org/m', documentId: null }, { kind: 'link', href: 'https://example.org/m' }],
    [{ link: 'https://example.org/m', documentId: DOC }, { kind: 'link', href: 'https://example.org/m' }],
    [{ link: null, documentId: DOC }, { kind: 'document', to: `/docs/view/${DOC}` }],
    [{ link: null, documentId: null }, null],
  ])('%j', (m, expected) => {
    expect(manualTarget(m)).toEqual(expected);
  });
});

describe('help strings', () => {
  it('Russian and English have the same keys', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(ru).sort());
  });
});
