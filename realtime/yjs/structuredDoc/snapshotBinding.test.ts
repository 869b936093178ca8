import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { doc, node } from '../../../model/documents/snapshotFixtures';
import { applyDiff, canonicalSnapshot, diffSnapshots } from '../../../model/documents/documentDiff';
import type { DocumentSnapshot } from '../../../model/documents/elementModel';
import { childrenMap, elementsMap, isSeeded, metaMap, PARENT_FIELD } from './docLayout';
import { applyDiffToDoc, readSnapshot, seedDoc } from './snapshotBinding';

const sample = (): DocumentSnapshot =>
  doc(
    node('Section', 's1', { title: 'Раздел', numberingStrategy: 'Start', startNumberingWith: 2 }, [
      node('ContentHolder', 'c1', { content: 'Первый **абзац**', settings: { hidden: false } }),
      node('ContentHolder', 'c2', { content: '- a\n- b' }),
    ]),
    node('Section', 's2', { title: 'Второй' }, [node('ContentHolder', 'c3', { content: '```mermaid\ngraph TD\n```' })]),
  );

const seeded = (snapshot = sample()): Y.Doc => {
  const ydoc = new Y.Doc();
  seedDoc(ydoc, snapshot, 'doc-1');
  return ydoc;
};

/** Two replicas that exchange everything. */
const sync = (a: Y.Doc, b: Y.Doc): void => {
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a, Y.encodeStateVector(b)));
  Y.applyUpdate(a, Y.encodeStateAsUpdate(b, Y.encodeStateVector(a)));
};

describe('seedDoc / readSnapshot', () => {
  it('reads back what was seeded, with meta set', () => {
    const ydoc = seeded();
    expect(readSnapshot(ydoc)).toEqual({ snapshot: canonicalSnapshot(sample()), repaired: false });
    expect(isSeeded(ydoc)).toBe(true);
    expect(metaMap(ydoc).get('documentId')).toBe('doc-1');
  });

  it('seeds deterministically: two seeds with one clientID are one state', () => {
    const [a, b] = [new Y.Doc(), new Y.Doc()];
    a.clientID = b.clientID = 42;
    seedDoc(a, sample(), 'doc-1');
    seedDoc(b, sample(), 'doc-1');
    expect(Y.encodeStateAsUpdate(a)).toEqual(Y.encodeStateAsUpdate(b));
  });

  it('an empty doc reads as an empty snapshot', () => {
    expect(readSnapshot(new Y.Doc()).snapshot.elements).toEqual({});
  });

  const repairs: Array<[string, (d: Y.Doc) => void, Record<string, string[]>]> = [
    ['an id listed twice counts once', (d) => childrenMap(d).get('s1')!.push(['c1']), { root: ['s1', 's2'], s1: ['c1', 'c2'], s2: ['c3'] }],
    [
      'an id listed under a container that is not its parent is skipped',
      (d) => childrenMap(d).get('s2')!.push(['c1']),
      { root: ['s1', 's2'], s1: ['c1', 'c2'], s2: ['c3'] },
    ],
    [
      'an element its parent does not list is appended',
      (d) => {
        elementsMap(d).get('c1')!.set(PARENT_FIELD, 's2');
      },
      { root: ['s1', 's2'], s1: ['c2'], s2: ['c3', 'c1'] },
    ],
    [
      'a parent cycle puts its members under the root',
      (d) => {
        elementsMap(d).get('s1')!.set(PARENT_FIELD, 'c3');
        elementsMap(d).get('s2')!.set(PARENT_FIELD, 's1');
      },
      { root: ['c3', 's1', 's2'], s1: ['c1', 'c2'] },
    ],
  ];
  it.each(repairs)('%s', (_name, damage, children) => {
    const ydoc = seeded();
    damage(ydoc);
    const { snapshot, repaired } = readSnapshot(ydoc);
    expect(repaired).toBe(true);
    expect(snapshot.children).toEqual(children);
    expect(Object.keys(snapshot.elements).sort()).toEqual(['c1', 'c2', 'c3', 'root', 's1', 's2']);
  });

  it('an element whose parent was deleted is gone with it', () => {
    const ydoc = seeded();
    elementsMap(ydoc).delete('s2');
    const { snapshot } = readSnapshot(ydoc);
    expect(Object.keys(snapshot.elements).sort()).toEqual(['c1', 'c2', 'root', 's1']);
  });
});

describe('applyDiffToDoc', () => {
  const edits: Array<[string, (s: DocumentSnapshot) => DocumentSnapshot]> = [
    ['content and title changed', (s) => ({ ...s, elements: { ...s.elements, c1: { ...s.elements.c1!, content: 'Новый', title: 'T' } } })],
    ['optional field cleared', (s) => ({ ...s, elements: { ...s.elements, s1: { ...s.elements.s1!, numberingStrategy: undefined, startNumberingWith: undefined } } })],
    [
      'element added',
      (s) => ({
        ...s,
        elements: { ...s.elements, c4: { innerId: 'c4', kind: 'ContentHolder', title: '', content: 'x', settings: {} } },
        children: { ...s.children, s2: ['c4', 'c3'] },
      }),
    ],
    ['moved between sections', (s) => ({ ...s, children: { ...s.children, s1: ['c2'], s2: ['c3', 'c1'] } })],
    ['section removed with its children', (s) => applyDiff(s, { added: [], removed: ['s2'], changed: [], order: { root: ['s1'] } })],
  ];
  it.each(edits)('%s: the live doc reads as the edited snapshot, and again after a second application', (_name, edit) => {
    const before = sample();
    const after = JSON.parse(JSON.stringify(edit(before))) as DocumentSnapshot;
    const ydoc = seeded(before);
    const diff = diffSnapshots(canonicalSnapshot(before), after);
    applyDiffToDoc(ydoc, diff);
    expect(readSnapshot(ydoc).snapshot).toEqual(canonicalSnapshot(after));
    const state = Y.encodeStateVector(ydoc);
    applyDiffToDoc(ydoc, diff);
    expect(Y.encodeStateVector(ydoc)).toEqual(state);
  });

  it('concurrent moves of one element by two replicas never lose or duplicate it', () => {
    const a = seeded();
    const b = new Y.Doc();
    sync(a, b);
    applyDiffToDoc(a, { added: [], removed: [], changed: [], order: { s1: ['c2'], s2: ['c3', 'c1'] } });
    applyDiffToDoc(b, { added: [], removed: [], changed: [], order: { s1: ['c2', 'c1'] } });
    sync(a, b);
    const [sa, sb] = [readSnapshot(a).snapshot, readSnapshot(b).snapshot];
    expect(sa).toEqual(sb);
    expect(Object.values(sa.children).flat().filter((id) => id === 'c1')).toHaveLength(1);
  });
});
