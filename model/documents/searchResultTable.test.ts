import { describe, expect, it } from 'vitest';
import type { ResultColumn } from '../../realtime/protocol/semanticSearch';
import {
  cellText,
  formatTableParams,
  layoutSearchTable,
  navigationSearchIdOf,
  readSearchElementSettings,
  rowsToFetch,
  type CellFormat,
} from './searchResultTable';
import { parseMarkdownParams } from '../semanticSearch/markdownParams';

const format: CellFormat = {
  yes: 'Да',
  no: 'Нет',
  number: (n) => new Intl.NumberFormat('ru-RU').format(n),
  date: (value) => value.slice(0, 10).split('-').reverse().join('.'),
};

const column = (code: string, name = code, kind: ResultColumn['kind'] = 'string'): ResultColumn => ({ code, name, kind, agg: null, calculated: false, filterable: true });
const SEARCH = '0b6f2a52-8f63-4d5e-9a39-0d3e43c6a001';

describe('the Markdown table parameters written back (§5)', () => {
  it('writes what parseMarkdownParams reads', () => {
    expect(formatTableParams({ groupField: 'city', headerLevel: 2 })).toBe('groupField=city;headerLevel=2');
    expect(parseMarkdownParams(formatTableParams({ groupField: 'city', headerLevel: 5 }))).toEqual({ groupField: 'city', headerLevel: 5 });
    expect(formatTableParams({ groupField: null, headerLevel: 2 })).toBe('');
  });
});

describe('the element settings', () => {
  it('reads a search, a limit and the parameters', () => {
    expect(readSearchElementSettings({ semanticSearchId: SEARCH.toUpperCase(), limit: 20, params: 'groupField=a' })).toEqual({ searchId: SEARCH, limit: 20, params: 'groupField=a' });
  });
  it.each([
    [{}, { searchId: null, limit: null, params: '' }],
    [{ semanticSearchId: 'not-an-id', limit: -3, params: 5 }, { searchId: null, limit: null, params: '' }],
    [{ semanticSearchId: SEARCH, limit: 2.5 }, { searchId: SEARCH, limit: null, params: '' }],
    [{ semanticSearchId: SEARCH, limit: 50_000 }, { searchId: SEARCH, limit: 1000, params: '' }],
  ])('malformed settings read as unset: %j', (settings, expected) => expect(readSearchElementSettings(settings)).toEqual(expected));

  it('asks for the limit, or for as many rows as a run answers', () => {
    expect(rowsToFetch(10)).toBe(10);
    expect(rowsToFetch(null)).toBe(1000);
  });

  it('finds the navigation search on the root element', () => {
    expect(navigationSearchIdOf({ semanticNavigationSearchId: SEARCH })).toBe(SEARCH);
    expect(navigationSearchIdOf({ semanticNavigationSearchId: '' })).toBeNull();
    expect(navigationSearchIdOf({})).toBeNull();
  });
});

describe('cells as text', () => {
  it.each([
    [null, 'string', ''],
    ['текст', 'string', 'текст'],
    [1234.5, 'number', '1\u00a0234,5'],
    [true, 'boolean', 'Да'],
    [false, 'boolean', 'Нет'],
    [{ id: SEARCH, name: 'Москва' }, 'link', 'Москва'],
    [[{ id: SEARCH, name: 'А' }, null, { id: SEARCH, name: 'Б' }], 'link', 'А, Б'],
    ['2024-03-05', 'date', '05.03.2024'],
  ] as const)('%j (%s) → %j', (value, kind, text) => expect(cellText(value as never, kind, format)).toBe(text));
});

describe('laying the table out', () => {
  const columns = [column('name', 'Название'), column('city', 'Город', 'link'), column('n', 'Число', 'number')];
  const moscow = { id: SEARCH, name: 'Москва' };
  const rows = [
    { inst: null, cells: { name: 'a', city: moscow, n: 1 } },
    { inst: null, cells: { name: 'b', city: null, n: 2 } },
    { inst: null, cells: { name: 'c', city: moscow, n: 3 } },
  ];

  it('without groupField: one group, every column', () => {
    const layout = layoutSearchTable({ columns, rows }, parseMarkdownParams(''), format);
    expect(layout.grouped).toBe(false);
    expect(layout.columns.map((c) => c.code)).toEqual(['name', 'city', 'n']);
    expect(layout.groups).toEqual([{ label: '', rows }]);
  });

  it('groups by the column in the order rows come, leaving it out of the table', () => {
    const layout = layoutSearchTable({ columns, rows }, parseMarkdownParams('groupField=city;headerLevel=2'), format);
    expect(layout.grouped).toBe(true);
    expect(layout.headerLevel).toBe(2);
    expect(layout.columns.map((c) => c.code)).toEqual(['name', 'n']);
    expect(layout.groups.map((g) => [g.label, g.rows.map((r) => r.cells.name)])).toEqual([
      ['Москва', ['a', 'c']],
      ['', ['b']],
    ]);
  });

  it('finds the group column by its code only', () => {
    expect(layoutSearchTable({ columns, rows }, parseMarkdownParams('groupField=Город'), format).grouped).toBe(false);
  });

  it('ignores a groupField that names no column', () => {
    expect(layoutSearchTable({ columns, rows }, parseMarkdownParams('groupField=nothing'), format).grouped).toBe(false);
  });
});
