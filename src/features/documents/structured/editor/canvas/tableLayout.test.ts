import { describe, expect, it } from 'vitest';
import { doc, node } from '../../../../../../model/documents/snapshotFixtures';
import { cellBorder, columnWidth, tableContainers, tableLayout, tableSettings } from './tableLayout';

const direct = doc(
  node('Table', 't', {}, [
    node('TableColumn', 'k1'),
    node('TableColumn', 'k2'),
    node('TableRow', 'r1', {}, [node('TableCell', 'a'), node('TableCell', 'b')]),
    node('TableRow', 'r2', {}, [node('TableCell', 'c')]),
  ]),
);
const grouped = doc(
  node('Table', 't', {}, [node('TableColumns', 'cols', {}, [node('TableColumn', 'k1')]), node('TableRows', 'rows', {}, [node('TableRow', 'r1', {}, [node('TableCell', 'a')])])]),
);

describe('table layout', () => {
  it.each([
    ['columns and rows directly in the table', direct, { columns: ['k1', 'k2'], rows: [{ id: 'r1', cells: ['a', 'b'] }, { id: 'r2', cells: ['c'] }] }],
    ['columns and rows in their groups', grouped, { columns: ['k1'], rows: [{ id: 'r1', cells: ['a'] }] }],
    ['an empty table', doc(node('Table', 't')), { columns: [], rows: [] }],
  ])('%s', (_title, snapshot, layout) => {
    expect(tableLayout(snapshot, 't')).toEqual(layout);
  });

  it('adds columns and rows into the groups when the table has them', () => {
    expect(tableContainers(direct, 't')).toEqual({ columns: 't', rows: 't' });
    expect(tableContainers(grouped, 't')).toEqual({ columns: 'cols', rows: 'rows' });
  });

  it.each<[Record<string, unknown>, string | undefined]>([
    [{ width: { type: 'px', value: -1 } }, undefined],
    [{ width: { type: 'px', value: 120 } }, '120px'],
    [{ width: { type: 'percent', value: 30 } }, '30%'],
    [{}, undefined],
  ])('column width %j', (settings, width) => {
    expect(columnWidth(settings)).toBe(width);
  });

  it('reads settings with the defaults', () => {
    expect(tableSettings({})).toEqual({ showTitle: true, showHeaders: true, isMaxWidth: false, border: { type: 'all', size: 1 } });
    expect(tableSettings({ showTitle: false, border: { type: 'weird', size: -3 } })).toEqual({ showTitle: false, showHeaders: true, isMaxWidth: false, border: { type: 'all', size: 1 } });
  });

  it.each<[Parameters<typeof cellBorder>, string[]]>([
    [['all', 1, 0, 0, 2, 2], ['borderTop', 'borderRight', 'borderBottom', 'borderLeft']],
    [['outer', 1, 0, 0, 2, 2], ['borderTop', 'borderLeft']],
    [['outer', 1, 1, 1, 2, 2], ['borderRight', 'borderBottom']],
    [['inner', 1, 1, 1, 2, 2], ['borderTop', 'borderLeft']],
    [['inner', 1, 0, 0, 2, 2], []],
    [['horizontal', 1, 1, 0, 2, 2], ['borderTop']],
    [['none', 1, 1, 1, 2, 2], []],
    [['all', 0, 1, 1, 2, 2], []],
  ])('cell border %j', (args, sides) => {
    expect(Object.keys(cellBorder(...args))).toEqual(sides);
  });
});
