import { describe, expect, it } from 'vitest';
import { MATCH_RANK, launchableRoutes, matchScreens, normaliseForMatch, rankMatch } from './screenMatch';
import { routeTable } from '../../routes/routeTable';
import type { RouteDef } from '../../routes/routeTypes';

describe('rankMatch', () => {
  it.each([
    ['Классы', 'классы', MATCH_RANK.exact],
    ['Классы', '  КЛАССЫ ', MATCH_RANK.exact],
    ['Классы', 'клас', MATCH_RANK.prefix],
    ['Объектные свойства', 'свой', MATCH_RANK.wordPrefix],
    ['Правила OWL', 'owl', MATCH_RANK.wordPrefix],
    ['Таблицы решений (DMN)', 'dmn', MATCH_RANK.wordPrefix],
    ['Объектные свойства', 'ектн', MATCH_RANK.substring],
    ['Отчёты', 'отчеты', MATCH_RANK.exact],
    ['Отчеты', 'отчёт', MATCH_RANK.prefix],
    ['Структурированные документы', 'док стр', MATCH_RANK.allWords],
    ['Структурированные документы', 'док  стр', MATCH_RANK.allWords],
    ['Структурированные документы', 'док xyz', null],
    ['Классы', 'свойства', null],
    ['Классы', '', null],
    ['Классы', '   ', null],
  ])('%s ~ %j → %s', (title, query, expected) => {
    expect(rankMatch(title, query)).toBe(expected);
  });

  it('collapses whitespace and folds ё', () => {
    expect(normaliseForMatch('  Ёлка   Зелёная ')).toBe('елка зеленая');
  });
});

describe('matchScreens', () => {
  const screens = [
    { name: 'props_list', path: '/props_list', title: 'Объектные свойства' },
    { name: 'scalar_list', path: '/scalar_list', title: 'Скалярные свойства' },
    { name: 'class_list', path: '/class_list', title: 'Классы' },
    { name: 'class_tree', path: '/class_tree', title: 'Дерево классов' },
    { name: 'x', path: '/x', title: 'Свойства' },
  ];

  it.each([
    ['exact before word-prefix', 'свойства', ['/x', '/props_list', '/scalar_list']],
    ['prefix before word-prefix', 'клас', ['/class_list', '/class_tree']],
    ['no match', 'диаграмма', []],
  ])('%s', (_name, query, paths) => {
    expect(matchScreens(screens, query, 10).map((s) => s.path)).toEqual(paths);
  });

  it('keeps at most the limit', () => {
    expect(matchScreens(screens, 'свойства', 2).map((s) => s.path)).toEqual(['/x', '/props_list']);
  });
});

describe('launchableRoutes', () => {
  const route = (name: string, path: string, layout: RouteDef['layout'] = 'main'): RouteDef => ({ name, path, title: name, auth: true, layout, apps: ['onto'] });

  it('leaves out parameters, empty-layout pages, access-denied and repeated paths', () => {
    const routes = [
      route('class_list', '/class_list'),
      route('class_list', '/class_list/:term_id'),
      route('login', '/sso/login', 'empty'),
      route('access_denied', '/access-denied'),
      route('views', '/settings/views', 'sidebar'),
      route('views_again', '/settings/views'),
      route('pub', '/public/structuredDoc/:documentId/:publicationId?', 'public'),
    ];
    expect(launchableRoutes(routes).map((r) => r.name)).toEqual(['class_list', 'views']);
  });

  it('offers home and the class list from the real route table', () => {
    const paths = launchableRoutes(routeTable).map((r) => r.path);
    expect(paths).toContain('/');
    expect(paths).toContain('/class_list');
    expect(paths.every((p) => !p.includes(':'))).toBe(true);
  });
});
