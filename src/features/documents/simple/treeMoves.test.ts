import { describe, expect, it } from 'vitest';
import { isUnder, moveAcrossLevels, moveAmongSiblings, placeAfter, type TreeLink } from './treeMoves';

const tree: TreeLink[] = [
  { linkId: 'a', parentId: null, order: 0 },
  { linkId: 'b', parentId: null, order: 1 },
  { linkId: 'b1', parentId: 'b', order: 0 },
  { linkId: 'c', parentId: null, order: 2 },
];
const show = (links: TreeLink[] | null) => (links ? links.map((l) => `${l.linkId}<${l.parentId ?? '-'}#${l.order}`).sort() : null);

describe('moveAmongSiblings', () => {
  it.each<[string, string, -1 | 1, string[] | null]>([
    ['down', 'a', 1, ['a<-#1', 'b1<b#0', 'b<-#0', 'c<-#2']],
    ['up', 'c', -1, ['a<-#0', 'b1<b#0', 'b<-#2', 'c<-#1']],
    ['not above the first', 'a', -1, null],
    ['not below the last', 'b1', 1, null],
    ['an unknown node', 'x', 1, null],
  ])('%s', (_name, id, step, expected) => {
    expect(show(moveAmongSiblings(tree, id, step))).toEqual(expected);
  });
});

describe('moveAcrossLevels', () => {
  it.each<[string, string, 'in' | 'out', string[] | null]>([
    ['indent under the previous sibling, after its children', 'c', 'in', ['a<-#0', 'b1<b#0', 'b<-#1', 'c<b#1']],
    ['indent the first: nowhere to go', 'a', 'in', null],
    ['outdent: right after the parent', 'b1', 'out', ['a<-#0', 'b1<-#2', 'b<-#1', 'c<-#3']],
    ['outdent at the top: nowhere to go', 'a', 'out', null],
    ['indent closes the gap it leaves', 'b', 'in', ['a<-#0', 'b1<b#0', 'b<a#0', 'c<-#1']],
  ])('%s', (_name, id, direction, expected) => {
    expect(show(moveAcrossLevels(tree, id, direction))).toEqual(expected);
  });
});

describe('placeAfter (drag and drop)', () => {
  it.each<[string, string, string, string[] | null]>([
    ['after a node at the top', 'a', 'c', ['a<-#2', 'b1<b#0', 'b<-#0', 'c<-#1']],
    ['into another level, after the target', 'c', 'b1', ['a<-#0', 'b1<b#0', 'b<-#1', 'c<b#1']],
    ['out of a level', 'b1', 'a', ['a<-#0', 'b1<-#1', 'b<-#2', 'c<-#3']],
    ['not onto itself', 'a', 'a', null],
    ['not under its own child', 'b', 'b1', null],
  ])('%s', (_name, dragged, target, expected) => {
    expect(show(placeAfter(tree, dragged, target))).toEqual(expected);
  });

  it('knows what lies under what', () => {
    expect(isUnder(tree, 'b1', 'b')).toBe(true);
    expect(isUnder(tree, 'b', 'b1')).toBe(false);
    expect(isUnder(tree, 'b', 'b')).toBe(false);
  });
});
