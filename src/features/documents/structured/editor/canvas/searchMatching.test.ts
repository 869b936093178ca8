import { describe, expect, it } from 'vitest';
import { matchingSearches } from './searchMatching';

const items = [
  { name: 'Договоры по городам', code: 'contracts', rootClassName: 'Договор' },
  { name: 'Сотрудники отдела', code: 'staff', rootClassName: 'Сотрудник' },
  { name: 'Навигация по требованиям', code: 'nav', rootClassName: 'Требование' },
];

describe('finding a saved search by its name', () => {
  it.each([
    ['', ['contracts', 'staff', 'nav']],
    ['   ', ['contracts', 'staff', 'nav']],
    ['договор', ['contracts']],
    ['ПО', ['contracts', 'nav']],
    ['по городам', ['contracts']],
    ['staff', ['staff']],
    ['требование', ['nav']],
    ['отдела договор', []],
  ])('%j', (text, codes) => expect(matchingSearches(items, text).map((s) => s.code)).toEqual(codes));
});
