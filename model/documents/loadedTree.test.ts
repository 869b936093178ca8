import { describe, expect, it } from 'vitest';
import type { AccessRights, DocumentSnapshot } from './elementModel';
import { fromLoadedTree, repairSnapshot, toLoadedTree } from './loadedTree';
import { doc, node } from './snapshotFixtures';

const RIGHTS: AccessRights = { readOnly: false, editContentAllowed: true, editStructureAllowed: false };
const sample = (): DocumentSnapshot =>
  doc(
    node('Section', 's1', { title: 'Раздел', objectId: 'obj-1', extraClasses: ['важное'] }, [node('ContentHolder', 'c1', { content: 'текст' }), node('ContentHolder', 'c2')]),
    node('Table', 't', { settings: { showTitle: true } }),
  );

describe('toLoadedTree', () => {
  it('nests children with the loaded-document fields', () => {
    const tree = toLoadedTree(sample(), RIGHTS, new Set(['s1']), { timestamp: '2025-01-01T00:00:00.000Z' });
    expect(tree).toMatchObject({ innerId: 'root', objectId: 'root', kind: 'StructuredDocument', isCollapsed: false, orderId: 0, timestamp: '2025-01-01T00:00:00.000Z', accessRightsResolved: RIGHTS });
    expect(tree.childElements.map((e) => [e.innerId, e.objectId, e.orderId, e.isCollapsed, e.extraClasses])).toEqual([
      ['s1', 'obj-1', 0, true, ['важное']],
      ['t', 't', 1, false, []],
    ]);
    expect(tree.childElements[0]?.childElements.map((e) => e.innerId)).toEqual(['c1', 'c2']);
  });

  it('skips missing and repeated children', () => {
    const s = sample();
    s.children.t = ['ghost', 'c1'];
    expect(toLoadedTree(s, RIGHTS, new Set()).childElements[1]?.childElements).toEqual([]);
  });

  it('round-trips through fromLoadedTree', () => {
    const tree = toLoadedTree(sample(), RIGHTS, new Set(['c1']), { documentMetadata: { name: 'x' } });
    expect(fromLoadedTree(tree)).toEqual(sample());
  });

  it('does not share objects with the snapshot', () => {
    const s = sample();
    const tree = toLoadedTree(s, RIGHTS, new Set());
    (tree.childElements[1]?.settings as { showTitle: boolean }).showTitle = false;
    expect(s.elements.t?.settings).toEqual({ showTitle: true });
  });
});

describe('repairSnapshot', () => {
  const cases: Array<[string, (s: DocumentSnapshot) => void, Record<string, string[]>, boolean]> = [
    ['intact order', () => undefined, { root: ['s1', 't'], s1: ['c1', 'c2'] }, false],
    ['missing child dropped', (s) => { s.children.s1 = ['c1', 'ghost', 'c2']; }, { root: ['s1', 't'], s1: ['c1', 'c2'] }, true],
    ['duplicate kept once (first in document order)', (s) => { s.children.t = ['c1']; }, { root: ['s1', 't'], s1: ['c1', 'c2'] }, true],
    ['duplicate in the same list', (s) => { s.children.s1 = ['c1', 'c2', 'c1']; }, { root: ['s1', 't'], s1: ['c1', 'c2'] }, true],
    ['list of a missing container dropped', (s) => { s.children.nobody = ['c1']; }, { root: ['s1', 't'], s1: ['c1', 'c2'] }, true],
    ['loop cut', (s) => { s.children.c1 = ['s1']; }, { root: ['s1', 't'], s1: ['c1', 'c2'] }, true],
    ['root inside the tree cut', (s) => { s.children.c2 = ['root']; }, { root: ['s1', 't'], s1: ['c1', 'c2'] }, true],
    ['orphan appended to the root', (s) => { s.children.s1 = ['c1']; }, { root: ['s1', 't', 'c2'], s1: ['c1'] }, true],
    ['detached subtree comes back whole', (s) => { s.children.root = ['t']; }, { root: ['t', 's1'], s1: ['c1', 'c2'] }, true],
    ['detached loop comes back', (s) => { s.children.root = ['t']; s.children.c2 = ['s1']; }, { root: ['t', 's1'], s1: ['c1', 'c2'] }, true],
  ];
  it.each(cases)('%s', (_name, breakIt, expected, broken) => {
    const s = sample();
    breakIt(s);
    const repaired = repairSnapshot(s);
    expect(repaired.snapshot.children).toEqual(expected);
    expect(repaired.snapshot.elements).toEqual(sample().elements);
    expect(repaired.orderBroken).toBe(broken);
  });

  it('survives a missing root', () => {
    expect(repairSnapshot({ rootId: 'r', elements: {}, children: { r: ['x'] } })).toEqual({ snapshot: { rootId: 'r', elements: {}, children: {} }, orderBroken: true });
  });
});
