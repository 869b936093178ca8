import { describe, expect, it } from 'vitest';
import type { Catalog } from '../model/catalog';
import { addColumn, addRelatedNode, newSettings } from '../model/searchDraft';
import { linkClasses } from './linkClasses';
import { columnChoices, linkClassOf, nodeNames } from './nodeNames';

const catalog: Catalog = {
  classes: new Map([
    ['person', { id: 'person', name: 'Сотрудник', parents: [] }],
    ['org', { id: 'org', name: 'Организация', parents: [] }],
  ]),
  properties: new Map([
    ['boss', { id: 'boss', name: 'руководитель', kind: 'object', dataType: '', domains: ['person'], range: 'person' }],
    ['worksAt', { id: 'worksAt', name: 'работает в', kind: 'object', dataType: '', domains: ['person'], range: 'org' }],
    ['age', { id: 'age', name: 'возраст', kind: 'data', dataType: 'int', domains: ['person'], range: null }],
  ]),
};

describe('names and links of a query’s nodes', () => {
  const base = newSettings('person', 'Название');
  const boss = addRelatedNode(base, 'n1', { propId: 'boss', direction: 'out' }, 'person');

  it('numbers a class that appears twice', () => {
    expect([...nodeNames(boss.settings, catalog, '?').values()]).toEqual(['Сотрудник', 'Сотрудник (2)']);
  });

  it('offers the intrinsic columns, then the class’s properties by name', () => {
    expect(columnChoices(base, catalog, 'n1', (c) => c).map((c) => c.id)).toEqual(['name', 'date_create', 'author', 'class', 'age', 'worksAt', 'boss']);
  });

  it('links open instances of the property’s range, or of the node’s class for names', () => {
    const s = addColumn(addColumn(boss.settings, 'n1', 'worksAt', 'работает в'), 'n2', 'name', 'Название');
    expect(Object.fromEntries(linkClasses(s, catalog))).toEqual({ name: 'person', rabotaet_v: 'org', nazvanie: 'person' });
    expect(linkClassOf(s, catalog, 'n1', 'worksAt')).toBe('org');
    expect(linkClassOf(s, catalog, 'n1', 'class')).toBeNull();
  });
});
