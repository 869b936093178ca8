import { describe, expect, it } from 'vitest';
import type { AccessRights, DocumentSnapshot } from './elementModel';
import { doc, node } from './snapshotFixtures';
import { mayAddKind, movedWithin, STRUCTURE_RIGHTS_MESSAGE, structuralChange, structureRightsProblem } from './structureRights';

const contentOnly: AccessRights = { readOnly: false, editContentAllowed: true, editStructureAllowed: false };
const full: AccessRights = { readOnly: false, editContentAllowed: true, editStructureAllowed: true };

// root: s1 (Section: p1, p2), p3, l1 (OrderedList: p4), s2 (Section)
const before = (): DocumentSnapshot =>
  doc(
    node('Section', 's1', {}, [node('ContentHolder', 'p1'), node('ContentHolder', 'p2')]),
    node('ContentHolder', 'p3'),
    node('OrderedList', 'l1', {}, [node('ContentHolder', 'p4')]),
    node('Section', 's2'),
  );

const edited = (edit: (s: DocumentSnapshot) => void): DocumentSnapshot => {
  const s = structuredClone(before());
  edit(s);
  return s;
};

describe('structureRightsProblem', () => {
  it.each<[string, (s: DocumentSnapshot) => void, boolean]>([
    ['a paragraph added', (s) => ((s.elements.p9 = { innerId: 'p9', kind: 'ContentHolder', title: '', content: '', settings: {} }), s.children.s1!.push('p9')), true],
    ['a paragraph removed', (s) => (delete s.elements.p3, (s.children.root = ['s1', 'l1', 's2'])), true],
    ['a paragraph moved into a section', (s) => ((s.children.root = ['s1', 'l1', 's2']), s.children.s1!.push('p3')), true],
    ['a paragraph moved past a section', (s) => (s.children.root = ['p3', 's1', 'l1', 's2']), true],
    ['paragraphs swapped in a section', (s) => (s.children.s1 = ['p2', 'p1']), true],
    ['a paragraph edited', (s) => (s.elements.p1 = { ...s.elements.p1!, content: 'новый текст' }), true],
    ['a section renamed', (s) => (s.elements.s1 = { ...s.elements.s1!, title: 'Новое имя' }), true],
    ['a section added', (s) => ((s.elements.s9 = { innerId: 's9', kind: 'Section', title: '', content: '', settings: {} }), s.children.root!.push('s9')), false],
    ['a list removed', (s) => (delete s.elements.l1, delete s.elements.p4, delete s.children.l1, (s.children.root = ['s1', 'p3', 's2'])), false],
    ['two sections swapped', (s) => (s.children.root = ['s2', 's1', 'p3', 'l1']), false],
    ['a section moved into another', (s) => ((s.children.root = ['s1', 'p3', 'l1']), (s.children.s1 = ['p1', 'p2', 's2'])), false],
    ['a glossary added inside a new paragraph container', (s) => ((s.elements.g1 = { innerId: 'g1', kind: 'Glossary', title: '', content: '', settings: {} }), s.children.s2 = ['g1']), false],
  ])('content editor: %s', (_name, edit, allowed) => {
    expect(structureRightsProblem(contentOnly, before(), edited(edit))).toBe(allowed ? null : STRUCTURE_RIGHTS_MESSAGE);
    expect(structureRightsProblem(full, before(), edited(edit))).toBeNull();
  });

  it('refuses everything on a read-only document', () => {
    const swapped = edited((s) => (s.children.root = ['s2', 's1', 'p3', 'l1']));
    expect(structureRightsProblem({ ...full, readOnly: true }, before(), swapped)).toBe(STRUCTURE_RIGHTS_MESSAGE);
  });

  it('names what changed', () => {
    const after = edited((s) => {
      delete s.elements.l1;
      delete s.elements.p4;
      delete s.children.l1;
      s.children.root = ['s2', 'p3', 's1'];
    });
    const change = structuralChange(before(), after);
    expect(change).toMatchObject({ added: [], removed: ['l1'] });
    // two sections swapped: one of them moved (which one is a tie)
    expect(change.moved).toHaveLength(1);
  });
});

describe('movedWithin', () => {
  it('keeps the heaviest order and moves the rest', () => {
    const weight = (id: string) => (id.startsWith('s') ? 10 : 1);
    expect(movedWithin(['s1', 'p1'], ['p1', 's1'], weight)).toEqual(['p1']);
    expect(movedWithin(['a', 'b', 'c', 'd'], ['b', 'c', 'd', 'a'], () => 1)).toEqual(['a']);
    expect(movedWithin(['s1', 's2', 'p'], ['s2', 's1', 'p'], weight)).toHaveLength(1);
    expect(movedWithin(['a', 'b'], ['a', 'b'], () => 1)).toEqual([]);
  });
});

describe('mayAddKind', () => {
  it('offers structural kinds only with the structure right', () => {
    expect(mayAddKind(contentOnly, 'ContentHolder')).toBe(true);
    expect(mayAddKind(contentOnly, 'Section')).toBe(false);
    expect(mayAddKind(full, 'Section')).toBe(true);
    expect(mayAddKind({ ...full, readOnly: true }, 'ContentHolder')).toBe(false);
  });
});
