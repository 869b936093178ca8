import { describe, expect, it } from 'vitest';
import { arrangementProblem, orderTree, publicNodes, type TreeLink } from './publicationTree';

const link = (linkId: string, parentId: string | null, order: number, documentPublic = true) => ({ linkId, parentId, order, documentPublic });

describe('orderTree', () => {
  it.each<[string, TreeLink[], string[]]>([
    ['siblings by order, children after their parent', [link('b', null, 1), link('a', null, 0), link('a2', 'a', 1), link('a1', 'a', 0)], ['a:0', 'a1:1', 'a2:1', 'b:0']],
    ['a missing parent counts as top-level', [link('x', 'gone', 0), link('y', null, 1)], ['x:0', 'y:0']],
    ['a cycle shows nothing twice and does not hang', [link('p', 'q', 0), link('q', 'p', 0), link('r', null, 0)], ['r:0']],
    ['empty', [], []],
  ])('%s', (_name, links, expected) => {
    expect(orderTree(links).map((l) => `${l.linkId}:${l.depth}`)).toEqual(expected);
  });
});

describe('arrangementProblem', () => {
  const ids = ['a', 'b', 'c'];
  it.each<[string, TreeLink[], RegExp | null]>([
    ['a valid nesting', [link('a', null, 0), link('b', 'a', 0), link('c', 'b', 0)], null],
    ['a link of another publication', [link('a', null, 0), link('b', null, 1), link('z', null, 2)], /не входит/],
    ['a link named twice', [link('a', null, 0), link('a', null, 1), link('b', null, 2)], /дважды/],
    ['a link left out', [link('a', null, 0), link('b', null, 1)], /все узлы/],
    ['a parent from elsewhere', [link('a', 'z', 0), link('b', null, 1), link('c', null, 2)], /Родитель/],
    ['under itself', [link('a', 'a', 0), link('b', null, 1), link('c', null, 2)], /сам в себя/],
    ['a longer cycle', [link('a', 'c', 0), link('b', 'a', 0), link('c', 'b', 0)], /сам в себя/],
  ])('%s', (_name, arrangement, problem) => {
    const answer = arrangementProblem(ids, arrangement);
    if (problem) expect(answer).toMatch(problem);
    else expect(answer).toBeNull();
  });
});

describe('publicNodes', () => {
  it('drops nodes of documents that are not public and lifts their children to the nearest shown ancestor', () => {
    const nodes = [link('a', null, 0), link('h', 'a', 0, false), link('h1', 'h', 0), link('h2', 'h', 1), link('s', 'a', 1), link('top', null, 1, false), link('t1', 'top', 0)];
    expect(publicNodes(nodes).map((n) => `${n.linkId}<${n.parentId ?? '-'}#${n.order}@${n.depth}`)).toEqual(['a<-#0@0', 'h1<a#0@1', 'h2<a#1@1', 's<a#2@1', 't1<-#1@0']);
  });
});
