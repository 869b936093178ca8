import { describe, expect, it } from 'vitest';
import type { DataRow } from '../../../../realtime/protocol/dataApi/getData';
import { META_PROP } from '../../../../realtime/protocol/metaModel';
import { displayText, firstValue, instanceRefsFromRows, instancesFromRows, propsInRows } from './dataRows';

const A = 'aaaaaaaa-0000-4000-8000-000000000001';
const B = 'bbbbbbbb-0000-4000-8000-000000000002';
const P = 'cccccccc-0000-4000-8000-000000000003';
const Q = 'cccccccc-0000-4000-8000-000000000004';

const row = (inst: string, prop: string, val: DataRow['val'], cap: string | null = null, idx = 0): DataRow => ({
  row: inst === A ? 1 : 2,
  inst,
  prop,
  val,
  cap,
  from: null,
  readonly: false,
  can_delete: inst === A,
  idx,
  lang: null,
});

const rows = [
  row(A, META_PROP.name, 'Первый', 'Первый'),
  row(A, P, 10),
  row(A, Q, B, 'Второй'),
  row(A, Q, A, 'Первый', 1),
  row(B, META_PROP.name, 'Второй', 'Второй'),
  row(B, P, null),
];

describe('instancesFromRows', () => {
  const records = instancesFromRows(rows);
  it('one record per instance, in answer order', () => expect(records.map((r) => r.name)).toEqual(['Первый', 'Второй']));
  it('values by property, in position order, with display text', () => {
    expect(records[0]?.values.get(Q)).toEqual([
      { val: B, cap: 'Второй' },
      { val: A, cap: 'Первый' },
    ]);
    expect(records[0]?.values.get(P)).toEqual([{ val: 10, cap: '10' }]);
    expect(records[1]?.values.get(P)).toEqual([{ val: null, cap: '' }]);
  });
  it('keeps can_delete', () => expect(records.map((r) => r.canDelete)).toEqual([true, false]));
  it('firstValue', () => {
    expect(firstValue(records[0]!, P)).toBe(10);
    expect(firstValue(records[1]!, Q)).toBeUndefined();
  });
});

describe('propsInRows', () => {
  it('the properties in first-appearance order, without name', () => expect(propsInRows(rows)).toEqual([P, Q]));
});

describe('instanceRefsFromRows', () => {
  it('id and name of each instance, in answer order', () =>
    expect(instanceRefsFromRows(rows)).toEqual([
      { id: A, name: 'Первый' },
      { id: B, name: 'Второй' },
    ]));
});

describe('displayText', () => {
  it('the caption when there is one', () => expect(displayText(row(A, Q, B, 'Второй'))).toBe('Второй'));
  it('otherwise the value', () => expect(displayText(row(A, P, 10))).toBe('10'));
  it('no value: empty', () => expect(displayText(row(A, P, null))).toBe(''));
});
