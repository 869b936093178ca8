import { describe, expect, it } from 'vitest';
import { bulkCreateItems, parsePastedList, type PasteColumn } from './bulkPaste';

const columns: PasteColumn[] = [
  { prop: 'age', cap: 'Возраст', type: 'int', kind: 'data' },
  { prop: 'born', cap: 'Дата', type: 'date', kind: 'data' },
];
const REF = '11111111-1111-4111-8111-111111111111';

describe('parsePastedList', () => {
  it.each([
    ['names only', 'Анна\nБорис\n', [{ line: 1, name: 'Анна', values: [], problems: [] }, { line: 2, name: 'Борис', values: [], problems: [] }]],
    ['blank lines skipped, CRLF', 'Анна\r\n\r\n  \r\nБорис', [{ line: 1, name: 'Анна', values: [], problems: [] }, { line: 4, name: 'Борис', values: [], problems: [] }]],
    ['tab-separated cells as Excel copies them', 'Анна\t31\t01.02.1990', [{ line: 1, name: 'Анна', values: [{ prop: 'age', val: 31 }, { prop: 'born', val: '1990-02-01' }], problems: [] }]],
    ['ISO date and empty cell', 'Анна\t\t1990-02-01', [{ line: 1, name: 'Анна', values: [{ prop: 'born', val: '1990-02-01' }], problems: [] }]],
    ['bad cells', 'Анна\tтридцать\t31.02.1990', [{ line: 1, name: 'Анна', values: [], problems: [{ kind: 'int', column: 'Возраст' }, { kind: 'date', column: 'Дата' }] }]],
    ['no name', '\t31', [{ line: 1, name: '', values: [{ prop: 'age', val: 31 }], problems: [{ kind: 'noName' }] }]],
    ['duplicates, any case', 'Анна\nанна', [{ line: 1, name: 'Анна', values: [], problems: [] }, { line: 2, name: 'анна', values: [], problems: [{ kind: 'duplicate', firstLine: 1 }] }]],
    ['extra cells', 'Анна\t1\t2000-01-01\tлишнее\tещё', [{ line: 1, name: 'Анна', values: [{ prop: 'age', val: 1 }, { prop: 'born', val: '2000-01-01' }], problems: [{ kind: 'extraCells', count: 2 }] }]],
  ])('%s', (_name, text, expected) => {
    expect(parsePastedList(text, columns)).toEqual(expected);
  });

  it('reads links as instance ids', () => {
    const [line] = parsePastedList(`Анна\t${REF.toUpperCase()}\nБорис\tнет`, [{ prop: 'boss', cap: 'Руководитель', type: 'ref', kind: 'object' }]);
    expect(line?.values).toEqual([{ prop: 'boss', val: REF }]);
    expect(parsePastedList(`Борис\tнет`, [{ prop: 'boss', cap: 'Руководитель', type: 'ref', kind: 'object' }])[0]?.problems).toEqual([{ kind: 'id', column: 'Руководитель' }]);
  });

  it('makes one set_data call: new then the values of each line', () => {
    let n = 0;
    const items = bulkCreateItems('C', parsePastedList('Анна\t31\nБорис', columns), () => `id${++n}`);
    expect(items).toEqual([
      { op: 'new', class: 'C', inst: 'id1', name: 'Анна' },
      { op: 'upd', inst: 'id1', prop: 'age', val: 31 },
      { op: 'new', class: 'C', inst: 'id2', name: 'Борис' },
    ]);
  });
});
