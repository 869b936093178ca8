import { describe, expect, it } from 'vitest';
import { markdownTable } from './markdownTable';

const columns = [
  { code: 'city', name: 'Город' },
  { code: 'name', name: 'Имя' },
  { code: 'qty', name: 'Кол-во' },
];
const rows = [
  { city: { id: '1', name: 'Москва' }, name: 'A|B', qty: 1 },
  { city: { id: '2', name: 'Казань' }, name: 'C', qty: [2, 3] },
  { city: { id: '1', name: 'Москва' }, name: 'D\nE', qty: null },
  { city: null, name: 'F', qty: 4 },
];

describe('markdownTable', () => {
  it.each([
    [
      'plain',
      { groupField: null, headerLevel: 2 },
      '| Город | Имя | Кол-во |\n| --- | --- | --- |\n| Москва | A\\|B | 1 |\n| Казань | C | 2, 3 |\n| Москва | D<br>E |  |\n|  | F | 4 |',
    ],
    [
      'grouped',
      { groupField: 'city', headerLevel: 3 },
      '### Москва\n\n| Имя | Кол-во |\n| --- | --- |\n| A\\|B | 1 |\n| D<br>E |  |\n\n### Казань\n\n| Имя | Кол-во |\n| --- | --- |\n| C | 2, 3 |\n\n### —\n\n| Имя | Кол-во |\n| --- | --- |\n| F | 4 |',
    ],
    [
      'unknown group field',
      { groupField: 'nope', headerLevel: 2 },
      '| Город | Имя | Кол-во |\n| --- | --- | --- |\n| Москва | A\\|B | 1 |\n| Казань | C | 2, 3 |\n| Москва | D<br>E |  |\n|  | F | 4 |',
    ],
  ])('%s', (_label, params, expected) => {
    expect(markdownTable(columns, rows, params)).toBe(expected);
  });

  it('formats values through the given formatter', () => {
    const text = markdownTable([{ code: 'n', name: 'N' }], [{ n: 1234.5 }], { groupField: null, headerLevel: 2 }, { formatValue: (v) => (typeof v === 'number' ? v.toFixed(2) : String(v)) });
    expect(text).toBe('| N |\n| --- |\n| 1234.50 |');
  });
});
