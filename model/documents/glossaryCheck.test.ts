import { describe, expect, it } from 'vitest';
import { glossaryCheck, termReferences } from './glossaryCheck';
import { doc, node } from './snapshotFixtures';

const T1 = '11111111-1111-1111-1111-111111111111';
const T2 = '22222222-2222-2222-2222-222222222222';
const T3 = 'AAAAAAAA-3333-3333-3333-333333333333';
const D = '44444444-4444-4444-4444-444444444444';

const sample = () =>
  doc(
    node('Section', 's', { title: `О :class-${T1}(Договоре)` }, [
      node('ContentHolder', 'c1', { content: `Стороны :class-${T1} и :prop-${T2}(Срок), см. :document-${D}(Регламент) и :cross-${D}` }),
      node('ContentHolder', 'c2', { content: `:scalar-${T3}(Сумма) \u2063:ontology-${T1}\u2063` }),
    ]),
    node('Glossary', 'g', {}, [node('GlossaryItem', 'g1', { pointsToTermin: T1 }), node('GlossaryItem', 'g2', { pointsToObject: T3 })]),
  );

describe('termReferences', () => {
  it('collects term references once per term, with their places, ignoring other kinds', () => {
    expect(termReferences(sample())).toEqual([
      { objectId: T1, kind: 'class', displayName: 'Договоре', elementIds: ['s', 'c1', 'c2'] },
      { objectId: T2, kind: 'prop', displayName: 'Срок', elementIds: ['c1'] },
      { objectId: T3.toLowerCase(), kind: 'scalar', displayName: 'Сумма', elementIds: ['c2'] },
    ]);
  });
});

describe('glossaryCheck', () => {
  const cases: Array<[string, ReturnType<typeof sample>, string[], string[]]> = [
    ['split by glossary entries (ids compared lowercased)', sample(), [T1, T3.toLowerCase()], [T2]],
    ['no glossary', doc(node('ContentHolder', 'c', { content: `:class-${T1}` })), [], [T1]],
    ['no references', doc(node('Glossary', 'g', {}, [node('GlossaryItem', 'g1', { pointsToTermin: T1 })])), [], []],
  ];
  it.each(cases)('%s', (_name, s, withEntry, withoutEntry) => {
    const result = glossaryCheck(s);
    expect(result.withEntry.map((t) => t.objectId)).toEqual(withEntry);
    expect(result.withoutEntry.map((t) => t.objectId)).toEqual(withoutEntry);
  });
});
