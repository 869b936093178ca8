import { describe, expect, it } from 'vitest';
import { rangesPerNode } from './wordRanges';

describe('rangesPerNode', () => {
  it.each<[string, number[], Array<[number, number]>, Array<Array<[number, number]>>]>([
    ['one node', [10], [[2, 5]], [[[2, 5]]]],
    ['a range across two nodes', [4, 6], [[2, 7]], [[[2, 4]], [[0, 3]]]],
    ['a range ending where a node ends', [4, 6], [[0, 4]], [[[0, 4]], []]],
    ['several ranges in one node', [12], [[0, 2], [5, 8]], [[[0, 2], [5, 8]]]],
    ['empty nodes take nothing', [3, 0, 3], [[1, 5]], [[[1, 3]], [], [[0, 2]]]],
    ['no ranges', [3, 3], [], [[], []]],
  ])('%s', (_name, lengths, ranges, expected) => expect(rangesPerNode(lengths, ranges)).toEqual(expected));
});
