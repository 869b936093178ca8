import { describe, expect, it } from 'vitest';
import { copiesOf } from './copiesOf';
import type { CopiedComponents } from '../live/documentEditing';

const original: CopiedComponents = {
  rootIds: ['t'],
  elements: {
    t: { innerId: 't', kind: 'Table', title: 'Итоги', content: '', settings: { showTitle: true }, author: 'someone', objectId: 'obj-1', generatorId: 'g1' },
    k: { innerId: 'k', kind: 'TableColumn', title: 'Колонка', content: '', settings: {} },
    r: { innerId: 'r', kind: 'TableRow', title: '', content: '', settings: {} },
    c: { innerId: 'c', kind: 'TableCell', title: '', content: 'текст', settings: {}, tableColumnId: 'k' },
    d: { innerId: 'd', kind: 'TableCell', title: '', content: '', settings: {}, tableColumnId: 'elsewhere' },
  },
  children: { t: ['k', 'r'], r: ['c', 'd'] },
};

describe('copies of components', () => {
  let n = 0;
  const result = copiesOf(original, 'me', () => `new-${++n}`);
  const byOld = (old: string) => Object.values(result.elements).find((e) => e.kind === original.elements[old]!.kind && e.content === original.elements[old]!.content && e.title === original.elements[old]!.title && (old !== 'd' || e.innerId !== byOldCell()))!;
  const byOldCell = () => Object.values(result.elements).find((e) => e.content === 'текст')!.innerId;

  it('gives every element a new id and keeps the tree', () => {
    expect(Object.keys(result.elements).every((id) => id.startsWith('new-'))).toBe(true);
    const table = result.rootIds[0]!;
    expect(result.elements[table]!.kind).toBe('Table');
    expect(result.children[table]!.map((id) => result.elements[id]!.kind)).toEqual(['TableColumn', 'TableRow']);
  });

  it.each([
    ['author is the current user', (id: string) => result.elements[id]!.author, 'me'],
    ['object id cleared', (id: string) => result.elements[id]!.objectId, undefined],
    ['generator link cleared', (id: string) => result.elements[id]!.generatorId, undefined],
  ])('%s', (_title, read, expected) => {
    expect(read(result.rootIds[0]!)).toBe(expected);
  });

  it('remaps a cell to its copied column', () => {
    const column = byOld('k').innerId;
    expect(result.elements[byOldCell()]!.tableColumnId).toBe(column);
  });

  it('leaves the original untouched', () => {
    expect(original.elements.t!.author).toBe('someone');
    expect(original.elements.c!.tableColumnId).toBe('k');
  });
});
