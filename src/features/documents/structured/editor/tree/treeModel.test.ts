import { describe, expect, it } from 'vitest';
import { doc, node } from '../../../../../../model/documents/snapshotFixtures';
import { addableKinds, ancestorsOf, availableMoves, dropPlacement, parentIndex, subtreeIds, visibleRows, type DropWhere, type MoveDirection } from './treeModel';

// root
//   s1 Section
//     c1 ContentHolder
//     l1 OrderedList
//       c2 ContentHolder
//   s2 Section
//   t1 Table
//     r1 TableRow
//       cell1 TableCell
const sample = doc(
  node('Section', 's1', { title: 'Введение' }, [node('ContentHolder', 'c1'), node('OrderedList', 'l1', {}, [node('ContentHolder', 'c2')])]),
  node('Section', 's2', { title: 'Итоги' }),
  node('Table', 't1', {}, [node('TableRow', 'r1', {}, [node('TableCell', 'cell1')])]),
);

const show = (collapsed: string[]) => visibleRows(sample, new Set(collapsed)).map((r) => `${'  '.repeat(r.depth)}${r.collapsed ? '+' : r.hasChildren ? '-' : ' '}${r.id}`);

describe('visible tree rows', () => {
  it.each<[string, string[], string[]]>([
    ['everything open', [], ['-root', '  -s1', '     c1', '    -l1', '       c2', '   s2', '  -t1', '    -r1', '       cell1']],
    ['a section folded', ['s1'], ['-root', '  +s1', '   s2', '  -t1', '    -r1', '       cell1']],
    ['a nested list folded', ['l1'], ['-root', '  -s1', '     c1', '    +l1', '   s2', '  -t1', '    -r1', '       cell1']],
    ['folding a childless element changes nothing', ['s2'], ['-root', '  -s1', '     c1', '    -l1', '       c2', '   s2', '  -t1', '    -r1', '       cell1']],
    ['the root folded', ['root'], ['+root']],
  ])('%s', (_title, collapsed, rows) => {
    expect(show(collapsed)).toEqual(rows);
  });

  it('gives each row its container', () => {
    const rows = visibleRows(sample, new Set());
    expect(rows.find((r) => r.id === 'c2')?.parentId).toBe('l1');
    expect(rows[0]?.parentId).toBeNull();
  });
});

describe('available moves', () => {
  it.each<[string, Record<MoveDirection, boolean>]>([
    // first section: nothing above it, the document has no container to outdent to
    ['s1', { up: false, down: true, outdent: false, indent: false }],
    // a section may go into the section before it
    ['s2', { up: true, down: true, outdent: false, indent: true }],
    // a table may go into the section before it
    ['t1', { up: true, down: false, outdent: false, indent: true }],
    // a content holder may leave its section for the document; nothing above it to go into
    ['c1', { up: false, down: true, outdent: true, indent: false }],
    // a list may not go into a content holder
    ['l1', { up: true, down: false, outdent: true, indent: false }],
    // list item out of the list: into the section, which takes content holders
    ['c2', { up: false, down: false, outdent: true, indent: false }],
    // a cell may only sit in a row: it cannot leave it
    ['cell1', { up: false, down: false, outdent: false, indent: false }],
    ['root', { up: false, down: false, outdent: false, indent: false }],
    ['missing', { up: false, down: false, outdent: false, indent: false }],
  ])('%s', (id, moves) => {
    expect(availableMoves(sample, id)).toEqual(moves);
  });
});

describe('addable kinds', () => {
  it.each<[string, string[], string[]]>([
    ['root', ['ContentHolder', 'SemanticSearchResult', 'Section', 'OrderedList', 'UnorderedList', 'Bibliography', 'Glossary', 'Columns', 'DocumentMetadata', 'Generator', 'Table', 'AlphabetIndex', 'IllustrationList', 'TableList', 'ExternalContent', 'Illustration'], []],
    ['r1', ['TableCell'], ['TableColumn', 'TableRow']],
    ['c1', [], ['ContentHolder', 'SemanticSearchResult', 'Section', 'OrderedList', 'UnorderedList', 'Bibliography', 'Glossary', 'Columns', 'DocumentMetadata', 'Generator', 'Table', 'AlphabetIndex', 'IllustrationList', 'TableList', 'ExternalContent', 'Illustration']],
    ['c2', [], ['ContentHolder', 'SemanticSearchResult', 'OrderedList', 'UnorderedList', 'Illustration']],
  ])('%s', (id, child, sibling) => {
    expect(addableKinds(sample, id)).toEqual({ child, sibling });
  });
});

describe('subtree and ancestors', () => {
  it('collects an element with everything under it', () => {
    expect(subtreeIds(sample, 's1').sort()).toEqual(['c1', 'c2', 'l1', 's1']);
    expect(subtreeIds(sample, 'c1')).toEqual(['c1']);
  });
  it('lists the ancestors nearest first', () => {
    expect(ancestorsOf('c2', parentIndex(sample))).toEqual(['l1', 's1', 'root']);
    expect(ancestorsOf('root', parentIndex(sample))).toEqual([]);
  });
});

describe('dropPlacement', () => {
  it.each<[string, string, string, DropWhere, { parentId: string; index: number } | null]>([
    ['a paragraph after a section', 'c1', 's2', 'after', { parentId: 'root', index: 2 }],
    ['a paragraph before the first section', 'c1', 's1', 'before', { parentId: 'root', index: 0 }],
    ['a paragraph into an empty section', 'c1', 's2', 'inside', { parentId: 's2', index: 0 }],
    ['a paragraph into a list, at its end', 'c1', 'l1', 'inside', { parentId: 'l1', index: 1 }],
    ['a paragraph after its own next sibling', 'c1', 'l1', 'after', { parentId: 's1', index: 1 }],
    ['a section into a list: not allowed', 's2', 'l1', 'inside', null],
    ['a section into its own list: not allowed', 's1', 'l1', 'inside', null],
    ['onto itself', 'c1', 'c1', 'after', null],
    ['next to the root', 'c1', 'root', 'after', null],
    ['the root itself', 'root', 's1', 'inside', null],
    ['a paragraph into a paragraph', 'c1', 'c2', 'inside', null],
    ['a table cell next to a section', 'cell1', 's2', 'after', null],
  ])('%s', (_title, id, target, where, expected) => {
    expect(dropPlacement(sample, id, target, where)).toEqual(expected);
  });
});
