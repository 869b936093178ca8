import { describe, expect, it } from 'vitest';
import type { Catalog, CatalogClass, CatalogProperty } from './catalog';
import { propertiesOfClass } from './catalog';
import { relationChoices, relationText } from './relationChoices';

const cls = (id: string, name: string, parents: string[] = []): [string, CatalogClass] => [id, { id, name, parents }];
const prop = (p: Partial<CatalogProperty> & Pick<CatalogProperty, 'id' | 'name'>): [string, CatalogProperty] => [p.id, { kind: 'object', dataType: '', domains: [], range: null, ...p }];

const catalog: Catalog = {
  classes: new Map([cls('org', 'Организация'), cls('shop', 'Магазин', ['org']), cls('person', 'Сотрудник'), cls('city', 'Город')]),
  properties: new Map([
    prop({ id: 'worksAt', name: 'работает в', domains: ['person'], range: 'org' }),
    prop({ id: 'locatedIn', name: 'находится в', domains: ['org'], range: 'city' }),
    prop({ id: 'size', name: 'площадь', kind: 'data', dataType: 'float', domains: ['shop'] }),
    prop({ id: 'title', name: 'название', kind: 'data', dataType: 'string', domains: ['org'] }),
  ]),
};

describe('relations a node can follow', () => {
  it('follows properties of the class and of its ancestors forwards, and those pointing at it backwards', () => {
    expect(relationChoices(catalog, 'shop')).toEqual([
      { propId: 'locatedIn', direction: 'out', targetClass: 'city' },
      { propId: 'worksAt', direction: 'in', targetClass: 'person' },
    ]);
    expect(relationChoices(catalog, 'city')).toEqual([{ propId: 'locatedIn', direction: 'in', targetClass: 'org' }]);
  });

  it('names them «связь → класс» and «← связь класс»', () => {
    expect(relationText(catalog, { propId: 'locatedIn', direction: 'out', targetClass: 'city' })).toBe('находится в → Город');
    expect(relationText(catalog, { propId: 'worksAt', direction: 'in', targetClass: 'person' })).toBe('← работает в Сотрудник');
  });

  it('a class has its own and its ancestors’ properties', () => {
    expect(propertiesOfClass(catalog, 'shop').map((p) => p.id)).toEqual(['title', 'locatedIn', 'size']);
    expect(propertiesOfClass(catalog, 'org').map((p) => p.id)).toEqual(['title', 'locatedIn']);
  });
});
