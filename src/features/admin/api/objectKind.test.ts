import { describe, expect, it } from 'vitest';
import { META_CLASS } from '../../../../realtime/protocol/metaModel';
import termsRu from '../../../i18n/locales/parts/terms.ru.json';
import termsEn from '../../../i18n/locales/parts/terms.en.json';
import adminRu from '../../../i18n/locales/parts/admin.ru.json';
import adminEn from '../../../i18n/locales/parts/admin.en.json';
import { objectKind } from './objectKind';

const PIZZA = { id: '0000aa00-0000-4000-8000-000000000002', name: 'Pizza' };
const lookup = (tree: unknown, key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);

describe('objectKind', () => {
  it('tells a map from a class, and an individual by its class', () => {
    expect(objectKind([{ id: META_CLASS.OntologyMap, name: 'OntologyMap' }])).toEqual({ key: 'terms.metaClasses.OntologyMap' });
    expect(objectKind([{ id: META_CLASS.Class, name: 'Class' }])).toEqual({ key: 'terms.metaClasses.Class' });
    expect(objectKind([PIZZA])).toEqual({ key: 'admin.common.instanceOf', values: { className: 'Pizza' } });
    expect(objectKind([])).toEqual({ key: 'terms.instance' });
  });

  it('has words for every built-in kind in both languages', () => {
    for (const [lang, trees] of [['ru', { terms: termsRu, admin: adminRu }], ['en', { terms: termsEn, admin: adminEn }]] as const) {
      for (const id of [...Object.values(META_CLASS), null]) {
        const { key } = objectKind(id ? [{ id, name: '' }] : [PIZZA]);
        expect(lookup(trees, key), `${lang}: ${key}`).toEqual(expect.any(String));
      }
    }
  });
});
