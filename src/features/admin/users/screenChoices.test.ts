import { describe, expect, it } from 'vitest';
import { route, routes } from '../../../routes/defineRoute';
import { routeTable } from '../../../routes/routeTable';
import { appScreenGroups } from './appScreens';
import ruRoutes from '../../../i18n/locales/parts/routes.ru.json';
import { chosenScreens, otherEntries, screenChoices, toggleScreen, type ScreenGroup } from './screenChoices';

const groups: Array<[ScreenGroup, ReturnType<typeof route>[]]> = [
  ['service', [route('home', '/'), route('login', '/sso/login', { auth: false, layout: 'empty' }), route('access_denied', '/access-denied')]],
  ['ontology', [...routes('class_list', ['/class_list', '/class_list/:term_id']), route('fca', '/fca')]],
  ['admin', [route('settings_users', '/settings/users', { admin: true })]],
];

describe('screens picked for a user\'s route lists', () => {
  it('the disabled list offers every screen one signs in for, one per route name, with all its paths', () => {
    expect(screenChoices(groups, 'disabled')).toEqual([
      { id: 'home', title: 'home', paths: ['/'], group: 'service' },
      { id: 'class_list', title: 'class_list', paths: ['/class_list', '/class_list/:term_id'], group: 'ontology' },
      { id: 'fca', title: 'fca', paths: ['/fca'], group: 'ontology' },
      { id: 'settings_users', title: 'settings_users', paths: ['/settings/users'], group: 'admin' },
    ]);
  });
  it('the enabled list offers the administration screens only', () => {
    expect(screenChoices(groups, 'enabled').map((s) => s.id)).toEqual(['settings_users']);
  });

  const screens = screenChoices(groups, 'disabled');
  const classes = screens.find((s) => s.id === 'class_list')!;
  it.each<[string, string[], string[]]>([
    ['nothing chosen', [], []],
    ['a screen with all its paths', ['/class_list', '/class_list/:term_id', '/fca'], ['class_list', 'fca']],
    ['half a screen is not the screen', ['/class_list'], []],
  ])('chosen: %s', (_case, entries, chosen) => expect(chosenScreens(entries, screens)).toEqual(chosen));

  it('ticking adds every path once, unticking takes them all out, other entries stay', () => {
    expect(toggleScreen(['/plugin/x', '/class_list'], classes, true)).toEqual(['/plugin/x', '/class_list', '/class_list/:term_id']);
    expect(toggleScreen(['/plugin/x', '/class_list', '/class_list/:term_id'], classes, false)).toEqual(['/plugin/x']);
    expect(otherEntries(['/plugin/x', '/class_list'], screens)).toEqual(['/plugin/x']);
  });

  it('every screen of the app has a title in the locales', () => {
    const titles = ruRoutes as Record<string, string>;
    for (const kind of ['disabled', 'enabled'] as const) for (const screen of screenChoices(appScreenGroups, kind)) expect(titles[screen.title], screen.id).toBeTruthy();
    expect(screenChoices(appScreenGroups, 'enabled').length).toBeGreaterThan(3);
    // the groups are the route table, nothing left out
    expect(appScreenGroups.flatMap(([, list]) => list)).toEqual([...routeTable]);
  });
});
