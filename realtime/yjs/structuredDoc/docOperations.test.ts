import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { doc, node } from '../../../model/documents/snapshotFixtures';
import type { DocumentElement } from '../../../model/documents/elementModel';
import { addElement, childIds, insertCopy, moveElement, moveElementTo, removeElement, setElementFields } from './docOperations';
import { observeDocument } from './structureView';
import { contentFragment } from './docLayout';
import { fragmentToMarkdown } from './markdownContent';
import { readSnapshot, seedDoc } from './snapshotBinding';

const element = (innerId: string, kind: DocumentElement['kind'] = 'ContentHolder', content = ''): DocumentElement => ({ innerId, kind, title: '', content, settings: {} });

const seeded = (): Y.Doc => {
  const ydoc = new Y.Doc();
  seedDoc(ydoc, doc(node('Section', 's1', {}, [node('ContentHolder', 'c1'), node('ContentHolder', 'c2')]), node('Section', 's2'), node('ContentHolder', 'c3')));
  return ydoc;
};
const tree = (ydoc: Y.Doc) => readSnapshot(ydoc).snapshot.children;

describe('addElement', () => {
  it.each([
    ['at the start', 's1', 0, { s1: ['n', 'c1', 'c2'] }],
    ['in the middle', 's1', 1, { s1: ['c1', 'n', 'c2'] }],
    ['past the end', 's1', 9, { s1: ['c1', 'c2', 'n'] }],
    ['into an empty section', 's2', 0, { s2: ['n'] }],
  ])('%s', (_name, parentId, index, expected) => {
    const ydoc = seeded();
    expect(addElement(ydoc, { parentId, index, element: element('n', 'ContentHolder', 'Текст') })).toBeNull();
    expect(tree(ydoc)).toMatchObject(expected);
    expect(readSnapshot(ydoc).snapshot.elements.n?.content).toBe('Текст');
  });

  it.each([
    ['a forbidden placement', 'c1', element('n', 'Section')],
    ['a TableCell in a Section', 's1', element('n', 'TableCell')],
    ['a missing container', 'nope', element('n')],
    ['an existing id', 's1', element('c2')],
  ])('refuses %s and changes nothing', (_name, parentId, added) => {
    const ydoc = seeded();
    const before = Y.encodeStateVector(ydoc);
    expect(addElement(ydoc, { parentId, index: 0, element: added })).toEqual(expect.any(String));
    expect(Y.encodeStateVector(ydoc)).toEqual(before);
  });
});

describe('moveElement', () => {
  it.each([
    ['c2 up', 'c2', 'up', { s1: ['c2', 'c1'] }],
    ['c1 down', 'c1', 'down', { s1: ['c2', 'c1'] }],
    ['c1 outdent', 'c1', 'outdent', { root: ['s1', 'c1', 's2', 'c3'], s1: ['c2'] }],
    ['c3 indent into s2', 'c3', 'indent', { root: ['s1', 's2'], s2: ['c3'] }],
  ] as const)('%s', (_name, id, direction, expected) => {
    const ydoc = seeded();
    expect(moveElement(ydoc, id, direction)).toBeNull();
    expect(tree(ydoc)).toMatchObject(expected);
  });

  it.each([
    ['first up', 'c1', 'up'],
    ['last down', 'c3', 'down'],
    ['top-level outdent', 's1', 'outdent'],
    ['indent without a previous sibling', 's1', 'indent'],
    ['indent a Section into a ContentHolder', 'c2', 'indent'],
  ] as const)('refuses %s', (_name, id, direction) => {
    expect(moveElement(seeded(), id, direction)).toEqual(expect.any(String));
  });

  it('refuses to move a section into its own child', () => {
    const ydoc = seeded();
    expect(addElement(ydoc, { parentId: 's1', index: 0, element: element('inner', 'Section') })).toBeNull();
    expect(moveElementTo(ydoc, 's1', 'inner', 0)).toEqual(expect.any(String));
  });
});

describe('removeElement, setElementFields, insertCopy', () => {
  it('removes an element with its descendants and empties their content', () => {
    const ydoc = seeded();
    setElementFields(ydoc, 'c1', { content: 'x' });
    expect(removeElement(ydoc, 's1')).toBeNull();
    expect(Object.keys(readSnapshot(ydoc).snapshot.elements).sort()).toEqual(['c3', 'root', 's2']);
    expect(fragmentToMarkdown(contentFragment(ydoc, 'c1'))).toBe('');
    expect(removeElement(ydoc, 'root')).toEqual(expect.any(String));
  });

  it('sets and clears fields; kind never changes', () => {
    const ydoc = seeded();
    setElementFields(ydoc, 's1', { title: 'Глава', numberingStrategy: 'Start', kind: 'Column' });
    expect(readSnapshot(ydoc).snapshot.elements.s1).toMatchObject({ kind: 'Section', title: 'Глава', numberingStrategy: 'Start' });
    setElementFields(ydoc, 's1', { numberingStrategy: undefined });
    expect(readSnapshot(ydoc).snapshot.elements.s1).not.toHaveProperty('numberingStrategy');
  });

  it('inserts a copied subtree', () => {
    const ydoc = seeded();
    const copied = { rootIds: ['k1', 'k3'], elements: [element('k1', 'Section'), element('k2', 'ContentHolder', 'копия'), element('k3')], children: { k1: ['k2'] } };
    expect(insertCopy(ydoc, 'root', 1, copied)).toBeNull();
    expect(tree(ydoc)).toMatchObject({ root: ['s1', 'k1', 'k3', 's2', 'c3'], k1: ['k2'] });
    expect(readSnapshot(ydoc).snapshot.elements.k2?.content).toBe('копия');
    expect(insertCopy(ydoc, 'root', 1, copied)).toEqual(expect.any(String));
    expect(childIds(ydoc, 'k1')).toEqual(['k2']);
  });
});

describe('concurrent edits', () => {
  it('two replicas moving and adding at once converge to one tree with every element once', () => {
    const a = seeded();
    const b = new Y.Doc();
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    moveElement(a, 'c3', 'indent');
    moveElementTo(b, 'c3', 's1', 0);
    addElement(b, { parentId: 's2', index: 0, element: element('n') });
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    Y.applyUpdate(a, Y.encodeStateAsUpdate(b));
    const [sa, sb] = [readSnapshot(a).snapshot, readSnapshot(b).snapshot];
    expect(sa).toEqual(sb);
    const placed = Object.values(sa.children).flat();
    expect(placed.filter((id) => id === 'c3')).toHaveLength(1);
    expect(placed).toContain('n');
  });
});

describe('observeDocument', () => {
  it('calls once per batch of changes, not for content', async () => {
    const ydoc = seeded();
    let calls = 0;
    const stop = observeDocument(ydoc, () => calls++);
    setElementFields(ydoc, 's1', { title: 'a' });
    setElementFields(ydoc, 's2', { title: 'b' });
    await Promise.resolve();
    expect(calls).toBe(1);
    contentFragment(ydoc, 'c1').insert(0, [new Y.XmlText('x')]);
    await Promise.resolve();
    expect(calls).toBe(1);
    stop();
  });
});
