import { describe, expect, it } from 'vitest';
import { SECTION_MENU, menuIconFor, needsExactMatch, visibleMenu, type MenuGroup } from './menuSections';
import { matchRoute } from '../../routes/routeTable';
import { ICON_PATHS } from './iconPaths';
import ru from '../../i18n/locales/parts/menu.ru.json';
import en from '../../i18n/locales/parts/menu.en.json';

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

describe('SECTION_MENU', () => {
  const items = SECTION_MENU.flatMap((g) => g.items);

  it('has unique ids', () => {
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    expect(new Set(SECTION_MENU.map((g) => g.id)).size).toBe(SECTION_MENU.length);
  });

  it('points every item at a route of the route table', () => {
    expect(items.filter((i) => !matchRoute(i.path)).map((i) => i.path)).toEqual([]);
  });

  it('labels every group and item in both languages', () => {
    for (const lang of [ru, en] as Array<Record<string, unknown>>) {
      const tree = lang as { groups: Record<string, string>; items: Record<string, string> };
      for (const g of SECTION_MENU) expect(tree.groups[g.id], g.id).toBeTruthy();
      for (const i of items) expect(tree.items[i.id], i.id).toBeTruthy();
    }
  });

  it('uses known icons', () => {
    for (const i of items) expect(Object.hasOwn(ICON_PATHS, i.icon), i.id).toBe(true);
  });
});

describe('needsExactMatch', () => {
  it.each([
    ['/structuredDocuments', true],
    ['/structuredDocuments/builder', false],
    ['/class_list', false],
    ['/docs', false], // '/docs-import' is a sibling, not a child
  ])('%s → %s', (path, exact) => {
    expect(needsExactMatch(path, SECTION_MENU)).toBe(exact);
  });
});

describe('menuIconFor', () => {
  it.each([
    ['/settings/users', 'users'],
    ['/class_list/5a1e0000-0000-4000-8000-000000000001', 'box'],
    ['/docs/view/1', 'page'],
    ['/structuredDocuments/builder', 'pencil'],
    ['/structuredDocuments/view/1', 'pages'],
    ['/nowhere', null],
  ])('%s → %s', (path, icon) => {
    expect(menuIconFor(path)).toBe(icon);
  });
});
