import { describe, expect, it } from 'vitest';
import { META_PROP } from '../../realtime/protocol/metaModel';
import { presentRows, wireValue, type PresentInput } from './dataRowsPresenter';
import type { InstanceInfo, ValueRow } from './dataPageLoader';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const [A, B, CLS, SUB, P_NUM, P_REF, P_TXT, LINKER, USER] = [1, 2, 3, 4, 5, 6, 7, 8, 9].map(id) as [string, string, string, string, string, string, string, string, string];
const info = (n: string, name: string, extra: Partial<InstanceInfo> = {}): [string, InstanceInfo] => [
  n,
  { id: n, name, author: null, created_at: new Date('2024-01-01T00:00:00Z'), author_name: null, under: [], ...extra },
];
const val = (inst: string, prop: string, idx: number, v: Partial<ValueRow>): ValueRow => ({ inst, prop, idx, t: null, n: null, b: null, d: null, r: null, lang: null, ...v });

const base: PresentInput = {
  pageIds: [A, B],
  offset: 10,
  fields: null,
  showName: true,
  scope: { classId: CLS, recursive: true },
  data: {
    values: [val(A, P_NUM, 0, { n: 2 }), val(A, P_REF, 0, { r: B }), val(B, P_TXT, 0, { t: 'ru text', lang: 'ru' })],
    links: [{ target: B, prop: P_REF, source: A }, { target: B, prop: P_REF, source: LINKER }],
    members: [
      { inst: A, classId: SUB, depth: 1 },
      { inst: A, classId: CLS, depth: 0 },
      { inst: B, classId: id(50), depth: null },
      { inst: B, classId: SUB, depth: 1 },
    ],
  },
  info: new Map([info(A, 'Alpha', { author: USER, author_name: 'Иван' }), info(B, 'Beta'), info(LINKER, 'Aardvark', { under: [[CLS, 2]] }), info(SUB, 'Sub'), info(CLS, 'Cls')]),
  defs: new Map([[P_TXT, { id: P_TXT, name: 'txt', kind: 'data', type: 'multiString', range: null, domain: [], min: 0, max: -1, readonly: true, labels: {} }]]),
  access: () => ({ readonly: false, canDelete: true }),
};

describe('presentRows', () => {
  it('gives every value of every property without fields, name first, rows numbered from offset + 1', () => {
    const rows = presentRows(base);
    expect(rows.map((r) => [r.row, r.inst, r.prop, r.val, r.cap, r.from, r.lang, r.readonly])).toEqual([
      [11, A, META_PROP.name, 'Alpha', 'Alpha', CLS, null, false],
      [11, A, P_NUM, 2, '2', CLS, null, false],
      [11, A, P_REF, B, 'Beta', CLS, null, false],
      [12, B, META_PROP.name, 'Beta', 'Beta', SUB, null, false],
      [12, B, P_TXT, 'ru text', 'ru text', SUB, 'ru', true],
    ]);
  });

  it('gives the listed fields in order: reverse links by name, intrinsic values, class restrictions', () => {
    const rows = presentRows({
      ...base,
      showName: false,
      fields: [
        { prop: P_REF, intrinsic: null, reverse: true, linkClass: null },
        { prop: META_PROP.author, intrinsic: 'author', reverse: false, linkClass: null },
        { prop: META_PROP.dateCreate, intrinsic: 'dateCreate', reverse: false, linkClass: null },
        { prop: META_PROP.instanceOf, intrinsic: 'class', reverse: false, linkClass: null },
      ],
    });
    expect(rows.filter((r) => r.inst === B && r.prop === P_REF).map((r) => [r.val, r.cap, r.from, r.idx])).toEqual([
      [LINKER, 'Aardvark', LINKER, 0],
      [A, 'Alpha', A, 1],
    ]);
    expect(rows.find((r) => r.inst === A && r.prop === META_PROP.author)).toMatchObject({ val: USER, cap: 'Иван', readonly: true });
    expect(rows.find((r) => r.inst === B && r.prop === META_PROP.author)).toBeUndefined();
    expect(rows.find((r) => r.inst === A && r.prop === META_PROP.dateCreate)).toMatchObject({ val: '2024-01-01T00:00:00.000Z', readonly: true });
    expect(rows.filter((r) => r.inst === A && r.prop === META_PROP.instanceOf).map((r) => [r.cap, r.idx])).toEqual([
      ['Cls', 0],
      ['Sub', 1],
    ]);
    const restricted = presentRows({ ...base, showName: false, fields: [{ prop: P_REF, intrinsic: null, reverse: true, linkClass: { classId: CLS, recursive: false } }] });
    expect(restricted).toEqual([]);
    const deep = presentRows({ ...base, showName: false, fields: [{ prop: P_REF, intrinsic: null, reverse: true, linkClass: { classId: CLS, recursive: true } }] });
    expect(deep.map((r) => r.val)).toEqual([LINKER]);
  });

  it('takes access from the instance classes and skips instances deleted meanwhile', () => {
    const rows = presentRows({ ...base, pageIds: [id(40), A], fields: [], access: (_inst, memberOf) => ({ readonly: memberOf.includes(SUB), canDelete: false }) });
    expect(rows).toEqual([{ row: 11, inst: A, prop: META_PROP.name, val: 'Alpha', cap: 'Alpha', from: CLS, readonly: true, can_delete: false, idx: 0, lang: null }]);
  });

  it('converts stored values to wire values', () => {
    expect(wireValue({ t: null, n: 1.5, b: null, d: null, r: null })).toBe(1.5);
    expect(wireValue({ t: null, n: null, b: false, d: null, r: null })).toBe(false);
    expect(wireValue({ t: null, n: null, b: null, d: '2024-05-01 12:00:00+00', r: null })).toBe('2024-05-01T12:00:00.000Z');
    expect(wireValue({ t: 'x', n: null, b: null, d: null, r: null })).toBe('x');
  });
});
