import { describe, expect, it } from 'vitest';
import type { DocumentSnapshot, ElementKind } from './elementModel';
import { doc, node } from './snapshotFixtures';
import { snapshotProblems } from './snapshotValidation';
import { applyPlacement, insertableKinds, isRefusal, planInsert, planMove, type MoveDirection, type Placement, type PlanRefusal } from './structureMoves';

const sample = (): DocumentSnapshot =>
  doc(
    node('Section', 's1', {}, [node('ContentHolder', 'c1'), node('OrderedList', 'l1', {}, [node('ContentHolder', 'li1'), node('ContentHolder', 'li2')]), node('ContentHolder', 'c2')]),
    node('Section', 's2', {}, [node('Section', 's21')]),
    node('Table', 't', {}, [node('TableRow', 'r', {}, [node('TableCell', 'cell', {}, [node('ContentHolder', 'cc')])])]),
    node('Bibliography', 'b', {}, [node('BibliographyItem', 'bi')]),
    node('Generator', 'g', { generatorSource: '{"templateType":"table"}' }),
  );

describe('planMove', () => {
  const cases: Array<[string, string, MoveDirection, Placement | RegExp]> = [
    ['up among siblings', 'c2', 'up', { parentId: 's1', index: 1 }],
    ['first cannot go up', 'c1', 'up', /уже первый/],
    ['down among siblings', 'c1', 'down', { parentId: 's1', index: 1 }],
    ['last cannot go down', 'g', 'down', /уже последний/],
    ['list item out of its list into the section', 'li1', 'outdent', { parentId: 's1', index: 2 }],
    ['section out of its section', 's21', 'outdent', { parentId: 'root', index: 2 }],
    ['top level cannot go further up', 's1', 'outdent', /верхнем уровне/],
    ['content out of a cell into a row is refused', 'cc', 'outdent', /«ContentHolder» нельзя поместить в «TableRow»/],
    ['a row cannot leave its table', 'r', 'outdent', /«TableRow» нельзя поместить в «StructuredDocument»/],
    ['into the previous list', 'c2', 'indent', { parentId: 'l1', index: 2 }],
    ['into the previous section', 's2', 'indent', { parentId: 's1', index: 3 }],
    ['nothing before it', 'c1', 'indent', /нет контейнера/],
    ['a first child has nothing before it to go into', 's21', 'indent', /нет контейнера/],
    ['bibliography cannot go into a table', 'b', 'indent', /«Bibliography» нельзя поместить в «Table»/],
    ['the root does not move', 'root', 'up', /Корневой/],
    ['unknown element', 'nope', 'down', /не найден/],
  ];
  it.each(cases)('%s', (_name, id, direction, expected) => {
    const plan = planMove(sample(), id, direction);
    if (expected instanceof RegExp) expect((plan as PlanRefusal).refused).toMatch(expected);
    else expect(plan).toEqual(expected);
  });

  it('every accepted move keeps the document valid', () => {
    const s = sample();
    for (const id of Object.keys(s.elements)) {
      for (const direction of ['up', 'down', 'outdent', 'indent'] as const) {
        const plan = planMove(s, id, direction);
        if (!isRefusal(plan)) expect(snapshotProblems(applyPlacement(s, id, plan))).toEqual([]);
      }
    }
  });
});

describe('applyPlacement', () => {
  it('moves the element to its planned place', () => {
    const s = sample();
    expect(applyPlacement(s, 'c2', { parentId: 's1', index: 0 }).children.s1).toEqual(['c2', 'c1', 'l1']);
    expect(applyPlacement(s, 'li2', { parentId: 's1', index: 3 }).children).toMatchObject({ s1: ['c1', 'l1', 'c2', 'li2'], l1: ['li1'] });
    expect(s.children.s1).toEqual(['c1', 'l1', 'c2']);
  });
});

describe('planInsert', () => {
  const cases: Array<[string, string, ElementKind, number | undefined, Placement | RegExp]> = [
    ['content at the end of a section', 's1', 'ContentHolder', undefined, { parentId: 's1', index: 3 }],
    ['at a given index', 's1', 'Illustration', 1, { parentId: 's1', index: 1 }],
    ['index clamped', 's1', 'Section', 99, { parentId: 's1', index: 3 }],
    ['section in a list refused', 'l1', 'Section', undefined, /«Section» нельзя поместить в «OrderedList»/],
    ['cell in a row', 'r', 'TableCell', undefined, { parentId: 'r', index: 1 }],
    ['table into an empty table generator', 'g', 'Table', undefined, { parentId: 'g', index: 0 }],
    ['content into a table generator refused', 'g', 'ContentHolder', undefined, /нельзя поместить/],
    ['unknown container', 'nope', 'Section', undefined, /не найден/],
  ];
  it.each(cases)('%s', (_name, parentId, kind, index, expected) => {
    const plan = planInsert(sample(), parentId, kind, index);
    if (expected instanceof RegExp) expect((plan as PlanRefusal).refused).toMatch(expected);
    else expect(plan).toEqual(expected);
  });
});

describe('insertableKinds', () => {
  const cases: Array<[string, ElementKind[]]> = [
    ['b', ['BibliographyItem']],
    ['r', ['TableCell']],
    ['g', ['Table']],
    ['cc', []],
  ];
  it.each(cases)('%s', (parentId, expected) => expect(insertableKinds(sample(), parentId)).toEqual(expected));
  it('a table generator with its table takes nothing more', () => {
    const s = sample();
    s.elements.gt = { innerId: 'gt', kind: 'Table', title: '', content: '', settings: {} };
    s.children.g = ['gt'];
    expect(insertableKinds(s, 'g')).toEqual([]);
  });
});
