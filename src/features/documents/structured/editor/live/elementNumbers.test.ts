import { describe, expect, it } from 'vitest';
import { doc, node } from '../../../../../../model/documents/snapshotFixtures';
import { elementNumbers } from './elementNumbers';

describe('element numbers on screen', () => {
  const snapshot = doc(
    node('Section', 's1', {}, [node('Section', 's11'), node('OrderedList', 'l', {}, [node('ContentHolder', 'i1'), node('ContentHolder', 'i2')]), node('Table', 't1')]),
    node('Section', 's2', {}, [node('Illustration', 'f1'), node('Section', 's21', {}, [node('Table', 't2')])]),
  );
  const numbers = elementNumbers(snapshot);

  it.each([
    ['s2', /2/],
    ['s11', /1\.1/],
    ['s21', /2\.1/],
    ['i2', /2/],
  ])('%s is numbered', (id, pattern) => {
    expect(numbers.get(id)).toMatch(pattern);
  });

  it.each([
    ['t1', '1'],
    ['t2', '2'],
    ['f1', '1'],
  ])('%s has its caption number', (id, expected) => {
    expect(numbers.get(id)).toBe(expected);
  });

  it('leaves the root unnumbered', () => {
    expect(numbers.has('root')).toBe(false);
  });
});
