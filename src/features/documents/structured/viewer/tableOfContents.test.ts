import { describe, expect, it } from 'vitest';
import { buildToc, type Heading } from './tableOfContents';

const h = (level: number, text: string, anchorId = text): Heading => ({ level, text, anchorId });

describe('buildToc', () => {
  it.each<[string, Heading[], number | undefined, Array<[string, number]>]>([
    ['no headings', [], undefined, []],
    ['three levels kept by default, the fourth left out', [h(1, 'A'), h(2, 'A.1'), h(3, 'A.1.1'), h(4, 'A.1.1.1'), h(1, 'B')], undefined, [['A', 1], ['A.1', 2], ['A.1.1', 3], ['B', 1]]],
    ['depth counts from the highest heading present', [h(2, 'A'), h(3, 'A.1'), h(4, 'A.1.1'), h(5, 'deep')], undefined, [['A', 1], ['A.1', 2], ['A.1.1', 3]]],
    ['a smaller depth', [h(1, 'A'), h(2, 'A.1')], 1, [['A', 1]]],
    ['empty titles are skipped, whitespace collapsed', [h(1, '  '), h(1, ' 1.  Введение\n')], undefined, [['1. Введение', 1]]],
  ])('%s', (_name, headings, depth, expected) => {
    expect(buildToc(headings, depth).map((e) => [e.text, e.depth])).toEqual(expected);
  });

  it('keeps the anchor of each heading', () => {
    expect(buildToc([h(2, 'A', 'el-1')])[0]).toEqual({ level: 2, text: 'A', anchorId: 'el-1', depth: 1 });
  });
});
