import { describe, expect, it } from 'vitest';
import { copyComponents } from './copyComponents';
import type { DocumentSnapshot } from './elementModel';
import { doc, node } from './snapshotFixtures';

const X = 'aaaaaaaa-0000-0000-0000-000000000001';
const OUT = 'bbbbbbbb-0000-0000-0000-000000000002';

const sample = (): DocumentSnapshot =>
  doc(
    node('Section', 's', { title: 'Раздел', author: 'alice', objectId: 'obj-s', generatorId: 'gen', generatorTemplateElementId: 'tpl', generatorSourceStringId: 'row-1', numberingStrategy: 'Start' }, [
      node('ContentHolder', X, { content: `см. :cross-${X}(выше) и :cross-${OUT}(там) и :class-${X}` }),
      node('Table', 't', { settings: { showTitle: true } }, [
        node('TableColumn', 'col'),
        node('TableRow', 'r', {}, [node('TableCell', 'cell', { tableColumnId: 'col' }), node('TableCell', 'cell2', { tableColumnId: 'other-col' })]),
      ]),
    ]),
    node('BibliographyItem', 'bib', { pointsToObject: 'doc-1', pointsToTermin: 'term-1' }),
    node('ContentHolder', 'last'),
  );

const counter = () => {
  let n = 0;
  return () => `new-${++n}`;
};

describe('copyComponents', () => {
  it('copies a subtree with new ids, cleared links, the current author and remapped order', () => {
    const copied = copyComponents(sample(), ['s'], { newId: counter(), currentUserId: 'bob' });
    expect(copied.rootIds).toEqual(['new-1']);
    expect(copied.elements.map((e) => [e.innerId, e.kind, e.author])).toEqual([
      ['new-1', 'Section', 'bob'], ['new-2', 'ContentHolder', 'bob'], ['new-3', 'Table', 'bob'], ['new-4', 'TableColumn', 'bob'],
      ['new-5', 'TableRow', 'bob'], ['new-6', 'TableCell', 'bob'], ['new-7', 'TableCell', 'bob'],
    ]);
    expect(copied.children).toEqual({ 'new-1': ['new-2', 'new-3'], 'new-3': ['new-4', 'new-5'], 'new-5': ['new-6', 'new-7'] });
    expect(copied.elements[0]).toEqual({ innerId: 'new-1', kind: 'Section', title: 'Раздел', content: '', settings: {}, author: 'bob', numberingStrategy: 'Start' });
  });

  it('remaps links inside the copy and keeps those outside', () => {
    const copied = copyComponents(sample(), ['s'], { newId: counter(), currentUserId: 'bob' });
    expect(copied.elements[1]?.content).toBe(`см. :cross-new-2(выше) и :cross-${OUT}(там) и :class-${X}`);
    expect(copied.elements[5]?.tableColumnId).toBe('new-4');
    expect(copied.elements[6]?.tableColumnId).toBe('other-col');
  });

  const cases: Array<[string, string[], string[]]> = [
    ['document order, whatever the selection order', ['last', 'bib'], ['BibliographyItem', 'ContentHolder']],
    ['a chosen child of a chosen parent is copied once', ['r', 'cell'], ['TableRow', 'TableCell', 'TableCell']],
    ['unknown ids and the root are skipped', ['nope', 'root', 'last'], ['ContentHolder']],
    ['nothing chosen', [], []],
  ];
  it.each(cases)('%s', (_name, ids, kinds) => {
    const copied = copyComponents(sample(), ids, { newId: counter(), currentUserId: 'bob' });
    expect(copied.elements.map((e) => e.kind)).toEqual(kinds);
  });

  it('keeps what an element points to, and leaves the source unchanged', () => {
    const s = sample();
    const before = structuredClone(s);
    const [bib] = copyComponents(s, ['bib'], { newId: counter(), currentUserId: 'bob' }).elements;
    expect(bib).toMatchObject({ pointsToObject: 'doc-1', pointsToTermin: 'term-1', author: 'bob' });
    expect(s).toEqual(before);
  });
});
