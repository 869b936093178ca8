import { describe, expect, it } from 'vitest';
import { doc, node } from '../../../model/documents/snapshotFixtures';
import { rowsToSnapshot, snapshotToRows, type ElementRow } from './elementRows';

const row = (inner_id: string, parent_id: string | null, position: number, kind = 'ContentHolder', fields: Record<string, unknown> = {}): ElementRow => ({
  inner_id, parent_id, position, kind, title: '', content: '', settings: {}, fields,
});

describe('rowsToSnapshot', () => {
  it('round-trips a snapshot through rows, optional fields included', () => {
    const snapshot = doc(node('Section', 's1', { numberingStrategy: 'Start', startNumberingWith: 2 }, [node('ContentHolder', 'c1'), node('ContentHolder', 'c2')]), node('ContentHolder', 'c3'));
    const rows = snapshotToRows(snapshot).reverse();
    expect(rowsToSnapshot(rows)).toEqual({ snapshot, orderBroken: false });
  });

  it.each([
    ['two siblings at one position', [row('root', null, 0, 'StructuredDocument'), row('a', 'root', 0), row('b', 'root', 0)], ['a', 'b']],
    ['a missing parent', [row('root', null, 0, 'StructuredDocument'), row('a', 'root', 0), row('lost', 'gone', 0)], ['a', 'lost']],
    ['a cycle', [row('root', null, 0, 'StructuredDocument'), row('a', 'b', 0, 'Section'), row('b', 'a', 0, 'Section')], ['a']],
    ['two roots', [row('root', null, 0, 'StructuredDocument'), row('x', null, 0)], ['x']],
  ])('loads without order on %s, losing no element', (_name, rows, rootChildren) => {
    const loaded = rowsToSnapshot(rows)!;
    expect(loaded.orderBroken).toBe(true);
    expect(Object.keys(loaded.snapshot.elements).sort()).toEqual(rows.map((r) => r.inner_id).sort());
    expect(loaded.snapshot.children.root).toEqual(rootChildren);
  });

  it('keeps a detached subtree together when it hangs it under the root', () => {
    const loaded = rowsToSnapshot([row('root', null, 0, 'StructuredDocument'), row('lost', 'gone', 0, 'Section'), row('kid', 'lost', 0)])!;
    expect(loaded).toMatchObject({ orderBroken: true, snapshot: { children: { root: ['lost'], lost: ['kid'] } } });
  });

  it('shows an unknown kind as content and is null without rows', () => {
    expect(rowsToSnapshot([row('root', null, 0, 'StructuredDocument'), row('a', 'root', 0, 'FutureKind')])!.snapshot.elements.a!.kind).toBe('ContentHolder');
    expect(rowsToSnapshot([])).toBeNull();
  });
});
