import { describe, expect, it } from 'vitest';
import { addCalcColumn, addColumn, addFilter, addRelatedNode, graphOf, moveAnyColumn, newSettings, orderedColumns, removeNode } from './searchDraft';

const base = () => newSettings('shop', 'Название');

describe('editing a search', () => {
  it('starts with the root class and its name column', () => {
    const s = base();
    expect(graphOf(s).nodes).toEqual([{ id: 'n1', classId: 'shop', subclasses: true }]);
    expect(s.columns.map((c) => [c.code, c.prop_id, c.ord])).toEqual([['name', 'name', 10]]);
  });

  it('adds related classes and columns in steps of 10, with codes from the names', () => {
    let s = base();
    const added = addRelatedNode(s, 'n1', { propId: 'locatedIn', direction: 'out' }, 'city');
    s = addColumn(added.settings, added.node, 'name', 'Город');
    s = addColumn(s, 'n1', 'area', 'Площадь');
    s = addCalcColumn(s, 'Двойная площадь');
    expect(added.node).toBe('n2');
    expect(graphOf(s).edges).toEqual([{ id: 'e1', from: 'n1', to: 'n2', propId: 'locatedIn', direction: 'out', optional: false }]);
    expect(orderedColumns(s).map((c) => [c.column.code, c.column.ord])).toEqual([
      ['name', 10],
      ['gorod', 20],
      ['ploshchad', 30],
      ['dvoynaya_ploshchad', 40],
    ]);
  });

  it('titles a column with its class when another column bears the same name', () => {
    const added = addRelatedNode(base(), 'n1', { propId: 'locatedIn', direction: 'out' }, 'city');
    const s = addColumn(addColumn(added.settings, added.node, 'name', 'Название', 'Город'), 'n1', 'area', 'Площадь', 'Магазин');
    expect(s.columns.map((c) => [c.code, c.old_name])).toEqual([
      ['name', 'Название'],
      ['nazvanie', 'Название (Город)'],
      ['ploshchad', 'Площадь'],
    ]);
  });

  it('moves a calculated column among the columns, renumbering by 10', () => {
    let s = addColumn(base(), 'n1', 'area', 'Площадь');
    s = addCalcColumn(s, 'Итог');
    s = moveAnyColumn(s, 'calc', s.calcColumns[0]?.id ?? '', 'up');
    expect(orderedColumns(s).map((c) => [c.column.code, c.column.ord])).toEqual([
      ['name', 10],
      ['itog', 20],
      ['ploshchad', 30],
    ]);
  });

  it('removing a node takes the nodes hanging from it, their columns and filters; the root stays', () => {
    let s = base();
    const city = addRelatedNode(s, 'n1', { propId: 'locatedIn', direction: 'out' }, 'city');
    const country = addRelatedNode(city.settings, city.node, { propId: 'inCountry', direction: 'out' }, 'country');
    s = addColumn(country.settings, country.node, 'name', 'Страна');
    s = addFilter(s, { name: '', node: country.node, condition: 'eq', column: 'name', value: 'Россия', constraint: 'and', enabled: true });
    s = removeNode(s, 'n2');
    expect(graphOf(s).nodes.map((n) => n.id)).toEqual(['n1']);
    expect(graphOf(s).edges).toEqual([]);
    expect(graphOf(s).where).toEqual([]);
    expect(s.columns.map((c) => c.code)).toEqual(['name']);
    expect(removeNode(s, 'n1')).toBe(s);
  });
});
