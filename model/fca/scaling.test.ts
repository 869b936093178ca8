import { describe, expect, it } from 'vitest';
import { scaleValues } from './scaling';

describe('scaling property values into attributes', () => {
  it('nominal: one attribute per distinct value, sorted', () => {
    expect(scaleValues([10, 2.5, null, 10, 2.5], 'nominal', [])).toEqual({ names: ['= 2,5', '= 10'], hits: [[1], [0], [], [1], [0]] });
    expect(scaleValues(['груша', 'Яблоко', 'айва'], 'nominal', []).names).toEqual(['= айва', '= груша', '= Яблоко']);
    expect(scaleValues(['2024-02-01', '2023-12-31T10:00:00Z'], 'nominal', [])).toEqual({ names: ['= 31.12.2023', '= 01.02.2024'], hits: [[1], [0]] });
  });

  it('ordinal: one attribute per threshold, ascending, held at or below it', () => {
    expect(scaleValues([5, 10, 20, null], 'ordinal', [15, 10, '10'])).toEqual({ names: ['≤ 10', '≤ 15'], hits: [[0, 1], [0, 1], [], []] });
    expect(scaleValues(['2024-01-15', '2024-03-01'], 'ordinal', ['2024-02-01', '2024-12-31'])).toEqual({
      names: ['≤ 01.02.2024', '≤ 31.12.2024'],
      hits: [[0, 1], [1]],
    });
    expect(scaleValues(['text', 3], 'ordinal', [1, '2,5'])).toEqual({ names: ['≤ 1', '≤ 2,5'], hits: [[], []] });
  });
});
