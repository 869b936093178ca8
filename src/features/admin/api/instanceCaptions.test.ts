import { describe, expect, it } from 'vitest';
import type { DataRow } from '../../../../realtime/protocol/dataApi/getData';
import { META_PROP } from '../../../../realtime/protocol/metaModel';
import { entitiesFromRows } from '../../ontology';
import { instanceCaptions } from './instanceCaptions';

const P = 'aaaaaaaa-0000-4000-8000-000000000001';
const Q = 'aaaaaaaa-0000-4000-8000-000000000002';
const row = (inst: string, prop: string, val: string, lang: string | null = null): DataRow => ({ row: 1, inst, prop, val, cap: val, from: null, readonly: false, can_delete: true, idx: 0, lang });

const R = 'aaaaaaaa-0000-4000-8000-000000000003';
const entities = entitiesFromRows([
  row(P, META_PROP.name, 'salary'),
  row(P, META_PROP.label, 'Salary', 'en'),
  row(P, META_PROP.label, 'Оклад', 'ru'),
  row(Q, META_PROP.name, 'inn'),
  row(R, META_PROP.name, 'Дата основания'),
  row(R, META_PROP.label, 'Foundation date', 'en'),
]);

describe('instanceCaptions', () => {
  it('the label in the language', () => expect(instanceCaptions(entities, 'ru').get(P)).toBe('Оклад'));
  it('another language', () => expect(instanceCaptions(entities, 'en').get(P)).toBe('Salary'));
  it('no label in the language: the name', () => expect(instanceCaptions(entities, 'de').get(P)).toBe('salary'));
  it('no label at all: the name', () => expect(instanceCaptions(entities, 'ru').get(Q)).toBe('inn'));
  it('a label in another language only: the name first', () => {
    expect(instanceCaptions(entities, 'ru').get(R)).toBe('Дата основания');
    expect(instanceCaptions(entities, 'en').get(R)).toBe('Foundation date');
  });
});
