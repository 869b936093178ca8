import { describe, expect, it } from 'vitest';
import { doc, node } from '../../../model/documents/snapshotFixtures';
import type { DocumentSnapshot } from '../../../model/documents/elementModel';
import { threeWayMerge } from './threeWayMerge';

const base = doc(node('Section', 's1', { title: 'A' }, [node('ContentHolder', 'c1', { content: 'one' }), node('ContentHolder', 'c2', { content: 'two' })]), node('Section', 's2'));
type Edit = (s: DocumentSnapshot) => void;
const edited = (edit: Edit): DocumentSnapshot => {
  const copy = structuredClone(base);
  edit(copy);
  return copy;
};
const same: Edit = () => undefined;

const cases: Array<[string, Edit, Edit, Edit]> = [
  ['nobody changed anything', same, same, same],
  ['theirs changed content, mine another field', (s) => void (s.elements.c1!.content = 'ONE'), (s) => void (s.elements.s1!.title = 'B'), (s) => {
    s.elements.c1!.content = 'ONE';
    s.elements.s1!.title = 'B';
  }],
  ['both changed one field: mine wins', (s) => void (s.elements.c1!.content = 'theirs'), (s) => void (s.elements.c1!.content = 'mine'), (s) => void (s.elements.c1!.content = 'mine')],
  ['theirs added, mine reordered', (s) => {
    s.elements.n = { innerId: 'n', kind: 'ContentHolder', title: '', content: 'new', settings: {} };
    s.children.s2 = ['n'];
  }, (s) => void (s.children.s1 = ['c2', 'c1']), (s) => {
    s.elements.n = { innerId: 'n', kind: 'ContentHolder', title: '', content: 'new', settings: {} };
    s.children.s2 = ['n'];
    s.children.s1 = ['c2', 'c1'];
  }],
  ['theirs removed an element mine left alone', (s) => {
    delete s.elements.c2;
    s.children.s1 = ['c1'];
  }, same, (s) => {
    delete s.elements.c2;
    s.children.s1 = ['c1'];
  }],
  ['theirs removed a section mine typed into: the section stays', (s) => {
    delete s.elements.s1;
    delete s.elements.c1;
    delete s.elements.c2;
    delete s.children.s1;
    s.children.root = ['s2'];
  }, (s) => void (s.elements.c1!.content = 'typed'), (s) => {
    delete s.elements.c2;
    s.elements.c1!.content = 'typed';
    s.children.root = ['s2'];
    delete s.children.s1;
    s.children.root = ['s2', 's1'];
    s.children.s1 = ['c1'];
  }],
  ['both moved one element: mine wins, it is in one place', (s) => {
    s.children.s1 = ['c2'];
    s.children.s2 = ['c1'];
  }, (s) => {
    s.children.s1 = ['c2'];
    s.children.root = ['s1', 'c1', 's2'];
  }, (s) => {
    s.children.s1 = ['c2'];
    s.children.root = ['s1', 'c1', 's2'];
  }],
];

describe('threeWayMerge', () => {
  it.each(cases)('%s', (_name, theirsEdit, mineEdit, expectedEdit) => {
    expect(threeWayMerge(base, edited(theirsEdit), edited(mineEdit))).toEqual(edited(expectedEdit));
  });
});
