import { describe, expect, it } from 'vitest';
import { aggregateCells, cellText, figureText, seriesByLabel, type ReportCell } from './reportFigures';

// ru-RU groups digits with a no-break space
const plain = (text: string | number | null): string | number | null => (typeof text === 'string' ? text.replace(/\u00a0/g, ' ') : text);

const column: ReportCell[] = [10, '2.5', null, 7.5, [1, 2], ''];

describe('report figures', () => {
  it.each([
    ['sum', 23],
    ['avg', 4.6],
    ['min', 1],
    ['max', 10],
    ['count', 5],
    ['countUnique', 5],
    ['list', '10, 2.5, 7,5, 1, 2'],
  ] as const)('%s over a whole column', (agg, expected) => {
    expect(aggregateCells(column, agg)).toEqual(expected);
  });

  it('avg is rounded to 2 decimals; sums of nothing are empty', () => {
    expect(aggregateCells([1, 1, 2], 'avg')).toBe(1.33);
    expect(aggregateCells([null, 'x'], 'sum')).toBeNull();
    expect(aggregateCells([], 'count')).toBe(0);
  });

  it('links count by instance, list by name; text min and max', () => {
    const links: ReportCell[] = [{ id: 'a', name: 'Альфа' }, { id: 'a', name: 'Альфа' }, { id: 'b', name: 'Бета' }];
    expect(aggregateCells(links, 'countUnique')).toBe(2);
    expect(aggregateCells(links, 'listUnique')).toBe('Альфа, Бета');
    expect(aggregateCells(['2024-03-01', '2023-01-05'], 'min')).toBe('2023-01-05');
  });

  it('cells read as a person reads them', () => {
    expect(plain(cellText(1234567.5))).toBe('1 234 567,5');
    expect(cellText('2024-03-01')).toBe('01.03.2024');
    expect(cellText(true)).toBe('Да');
    expect(cellText([{ id: 'a', name: 'Альфа' }, 'b'])).toBe('Альфа, b');
    expect(figureText(null)).toBe('—');
    expect(plain(figureText(1000))).toBe('1 000');
  });

  it('a chart series sums the value per label in order of appearance, the rest folded', () => {
    const rows = [
      { d: { id: '1', name: 'Продажи' }, v: 10 },
      { d: { id: '2', name: 'Склад' }, v: '5' },
      { d: { id: '1', name: 'Продажи' }, v: 2 },
      { d: null, v: 1 },
    ];
    expect(seriesByLabel(rows, 'd', 'v')).toEqual([
      { label: 'Продажи', value: 12 },
      { label: 'Склад', value: 5 },
      { label: '—', value: 1 },
    ]);
    expect(seriesByLabel(rows, 'd', 'v', { maxLabels: 2, rest: 'прочие' })).toEqual([
      { label: 'Продажи', value: 12 },
      { label: 'прочие', value: 6 },
    ]);
  });
});
