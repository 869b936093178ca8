import { describe, expect, it } from 'vitest';
import { groupTerms, type TermReference } from './semanticTerms';

const A = 'aaaaaaaa-0000-4000-8000-000000000000';
const B = 'bbbbbbbb-0000-4000-8000-000000000000';
const ref = (kind: string, objectId: string, name: string): TermReference => ({ kind, objectId, name });

describe('groupTerms', () => {
  it.each<[string, TermReference[], Array<[string, Array<[string, number]>]>]>([
    ['nothing referenced', [], []],
    [
      'grouped by kind in reading order, terms sorted by name, occurrences counted',
      [ref('prop', A, 'масса'), ref('class', B, 'Станок'), ref('class', A, 'Деталь'), ref('class', B, 'Станок')],
      [['class', [['Деталь', 1], ['Станок', 2]]], ['prop', [['масса', 1]]]],
    ],
    ['bibliography and cross references are not terms', [ref('bibliography', A, 'ГОСТ'), ref('cross', B, 'рис. 1')], []],
    ['ids compared lowercased; a later display name replaces a missing one', [ref('Class', A.toUpperCase(), ''), ref('class', A, 'Деталь')], [['class', [['Деталь', 2]]]]],
  ])('%s', (_name, refs, expected) => {
    expect(groupTerms(refs).map((g) => [g.kind, g.terms.map((t) => [t.name, t.count])])).toEqual(expected);
  });
});
