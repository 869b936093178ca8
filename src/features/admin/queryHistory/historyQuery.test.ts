import { describe, expect, it } from 'vitest';
import { historyRequestPath, pageCount, pageWithin } from './historyQuery';

const USER = 'aaaaaaaa-0000-4000-8000-000000000001';

describe('historyRequestPath', () => {
  it('first page, no filters', () => expect(historyRequestPath({ act: '', userId: '', errorsOnly: false, page: 1 })).toBe('queryHistory?limit=50&offset=0'));
  it('filters and paging', () =>
    expect(historyRequestPath({ act: 'get_form', userId: USER, errorsOnly: true, page: 2 })).toBe(
      `queryHistory?limit=50&offset=50&user=${USER}&act=get_form&errorsOnly=true`,
    ));
});

describe('pageCount', () => {
  const cases: Array<[number, number]> = [
    [0, 1],
    [1, 1],
    [50, 1],
    [51, 2],
    [1000, 20],
  ];
  it.each(cases)('%i rows → %i pages', (total, pages) => expect(pageCount(total)).toBe(pages));
});

describe('pageWithin', () => {
  const cases: Array<[number, number, number]> = [
    [1, 0, 1],
    [3, 0, 1],
    [2, 120, 2],
    [3, 120, 3],
    [9, 120, 3],
  ];
  it.each(cases)('page %i of %i rows → %i', (page, total, shown) => expect(pageWithin(page, total)).toBe(shown));
});
