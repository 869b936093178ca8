import { describe, expect, it } from 'vitest';
import { buildSectionMenu, visibleMenu, type MenuGroup } from './menuSections';

const groups: MenuGroup[] = [
  {
    id: 'a',
    label: 'menu.groups.a',
    items: [
      { id: 'one', label: 'menu.items.one', path: '/one', icon: 'box' },
      { id: 'two', label: 'menu.items.two', path: '/two', icon: 'box' },
    ],
  },
  { id: 'b', label: 'menu.groups.b', items: [{ id: 'three', label: 'menu.items.three', path: '/admin/three', icon: 'box' }] },
];

describe('visibleMenu', () => {
  it.each([
    ['everything allowed', () => true, { a: ['one', 'two'], b: ['three'] }],
    ['nothing allowed', () => false, {}],
    ['one item dropped', (p: string) => p !== '/two', { a: ['one'], b: ['three'] }],
    ['a group emptied is dropped', (p: string) => !p.startsWith('/admin'), { a: ['one', 'two'] }],
  ])('%s', (_name, canOpen, expected) => {
    const visible = Object.fromEntries(visibleMenu(groups, canOpen).map((g) => [g.id, g.items.map((i) => i.id)]));
    expect(visible).toEqual(expected);
  });

  it('leaves the definition untouched', () => {
    visibleMenu(groups, () => false);
    expect(groups[0]?.items).toHaveLength(2);
  });
});

describe('buildSectionMenu', () => {
  it('orders groups as the platform does and entries by their order, whoever declared them', () => {
    const built = buildSectionMenu([
      { group: 'admin', order: 20, id: 'b', path: '/b', icon: 'box' },
      { group: 'ontology', order: 20, id: 'd', path: '/d', icon: 'box' },
      { group: 'admin', order: 10, id: 'a', path: '/a', icon: 'box', section: 'admin' },
      { group: 'ontology', order: 10, id: 'c', path: '/c', icon: 'box' },
    ]);
    expect(built.map((g) => [g.id, g.items.map((i) => i.id)])).toEqual([['ontology', ['c', 'd']], ['admin', ['a', 'b']]]);
    expect(built[1]?.items[0]).toEqual({ id: 'a', label: 'menu.items.a', path: '/a', icon: 'box', section: 'admin' });
  });
});
