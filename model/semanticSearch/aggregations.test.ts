import { describe, expect, it } from 'vitest';
import { aggregate, aggregatedDecimals, aggregatedKind, aggregatedTitle, valuesKind, type AggregationName } from './aggregations';

const moscow = { id: 'a', name: 'Москва' };
const kazan = { id: 'b', name: 'Казань' };

describe('aggregate', () => {
  it.each<[AggregationName, unknown[], unknown]>([
    ['list', [1, null, [2, 3], 1], [1, 2, 3, 1]],
    ['list', [], []],
    ['listUnique', ['b', 'a', 'b', null], ['b', 'a']],
    ['listUnique', [moscow, kazan, { ...moscow }], [moscow, kazan]],
    ['listUnique', [1, '1'], [1, '1']],
    ['sum', [1, 2.5, null, [3]], 6.5],
    ['sum', [null], null],
    ['sum', ['4', 'x'], 4],
    ['avg', [1, 2, 2], 1.67],
    ['avg', [1, 2], 1.5],
    ['avg', [0.125, 0.12], 0.12],
    ['avg', [], null],
    ['max', [3, 10, 2], 10],
    ['min', [3, 10, 2], 2],
    ['max', ['b', 'ab'], 'b'],
    ['min', [kazan, moscow], 'Казань'],
    ['max', [], null],
    ['count', [1, null, [2, 3]], 3],
    ['count', [], 0],
    ['countUnique', [1, 1, 2, null], 2],
    ['countUnique', [moscow, { ...moscow }, kazan], 2],
  ])('%s of %j = %j', (name, values, expected) => {
    expect(aggregate(name, values)).toEqual(expected);
  });
});

describe('an aggregation’s result', () => {
  it('has the kind of what it computes, whatever it aggregates', () => {
    expect(aggregatedKind('count', 'date')).toBe('number');
    expect(aggregatedKind('countUnique', 'dateTime')).toBe('number');
    expect(aggregatedKind('avg', 'string')).toBe('number');
    expect(aggregatedKind('sum', 'number')).toBe('number');
    expect(aggregatedKind('list', 'date')).toBe('text');
    expect(aggregatedKind('listUnique', 'link')).toBe('text');
    expect(aggregatedKind('max', 'date')).toBe('date');
    expect(aggregatedKind('min', 'link')).toBe('string');
    expect(aggregatedKind('max', 'boolean')).toBe('boolean');
    expect(aggregatedKind('max', 'boolean', true)).toBe('number');
  });

  it('is titled with its aggregation; its values keep their own kind', () => {
    expect(aggregatedTitle('count', 'Название')).toBe('Количество: Название');
    expect(aggregatedTitle('sum', 'Оклад')).toBe('Сумма: Оклад');
    expect(aggregatedTitle(null, 'Оклад')).toBe('Оклад');
    expect(aggregatedDecimals('count')).toBe(0);
    expect(aggregatedDecimals('avg')).toBe(2);
    expect(aggregatedDecimals('sum')).toBeNull();
    expect(valuesKind({ kind: 'text', aggregates: { name: 'Дата', kind: 'date' } })).toBe('date');
    expect(valuesKind({ kind: 'string' })).toBe('string');
  });
});
