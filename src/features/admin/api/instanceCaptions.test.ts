import { describe, expect, it } from 'vitest';
import type { DataRow } from '../../../../realtime/protocol/dataApi/getData';
import { META_PROP } from '../../../../realtime/protocol/metaModel';
import { captionsFromRows } from './instanceCaptions';

const P = 'aaaaaaaa-0000-4000-8000-000000000001';
const Q = 'aaaaaaaa-0000-4000-8000-000000000002';
const row = (inst: string, prop: string, val: string, lang: string | null = null): DataRow => ({ row: 1, inst, prop, val, cap: val, from: null, readonly: false, can_delete: true, idx: 0, lang });

const rows = [row(P, META_PROP.name, 'salary'), row(P, META_PROP.label, 'Salary', 'en'), row(P, META_PROP.label, 'Оклад', 'ru'), row(Q, META_PROP.name, 'inn')];

describe('captionsFromRows', () => {
  it('the label in the language', () => expect(captionsFromRows(rows, 'ru').get(P)).toBe('Оклад'));
  it('another language', () => expect(captionsFromRows(rows, 'en').get(P)).toBe('Salary'));
  it('no label in the language: the name', () => expect(captionsFromRows(rows, 'de').get(P)).toBe('salary'));
  it('no label at all: the name', () => expect(captionsFromRows(rows, 'ru').get(Q)).toBe('inn'));
});
