import { describe, expect, it } from 'vitest';
import { moveColumn, nextColumnOrd, renumberColumns } from './columnOrder';

const cols = (spec: string) =>
  spec.split(' ').map((pair) => {
    const [id, ord] = pair.split(':');
    return { id: id as string, ord: Number(ord) };
  });
const show = (items: { id: string; ord: number }[]) => items.map((c) => `${c.id}:${c.ord}`).join(' ');

describe('column order', () => {
  it.each([
    ['a:10 b:20 c:30', 'a:10 b:20 c:30'],
    ['a:0 b:0 c:0', 'a:10 b:20 c:30'],
    ['c:5 a:1 b:3', 'a:10 b:20 c:30'],
    ['a:10 b:15 c:20', 'a:10 b:20 c:30'],
  ])('renumber %s → %s', (input, expected) => {
    expect(show(renumberColumns(cols(input)))).toBe(expected);
  });

  it.each<[string, string, 'up' | 'down', string]>([
    ['a:10 b:20 c:30', 'b', 'up', 'b:10 a:20 c:30'],
    ['a:10 b:20 c:30', 'b', 'down', 'a:10 c:20 b:30'],
    ['a:10 b:20 c:30', 'a', 'up', 'a:10 b:20 c:30'],
    ['a:10 b:20 c:30', 'c', 'down', 'a:10 b:20 c:30'],
    ['a:10 b:20 c:30', 'zz', 'up', 'a:10 b:20 c:30'],
    ['c:3 a:1 b:2', 'c', 'up', 'a:10 c:20 b:30'],
  ])('%s: move %s %s → %s', (input, id, dir, expected) => {
    expect(show(moveColumn(cols(input), id, dir))).toBe(expected);
  });

  it.each([
    ['a:10 b:20', 30],
    ['a:5', 15],
  ])('next ord after %s is %i', (input, expected) => {
    expect(nextColumnOrd(cols(input))).toBe(expected);
  });
  it('next ord of nothing is 10', () => expect(nextColumnOrd([])).toBe(10));
});
