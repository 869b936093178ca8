import { describe, expect, it } from 'vitest';
import { aggregate, type AggregationName } from './aggregations';

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
