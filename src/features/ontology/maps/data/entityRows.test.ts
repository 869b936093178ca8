import { describe, expect, it } from 'vitest';
import type { DataRow } from '../../../../../realtime/protocol/dataApi/getData';
import { META_PROP } from '../../../../../realtime/protocol/metaModel';
import { classRecord, entitiesFromRows, propertyRecord, textValue } from './entityRows';

const A = '00000000-0000-4000-8000-00000000aaaa';
const B = '00000000-0000-4000-8000-00000000bbbb';
const P = '00000000-0000-4000-8000-00000000cccc';
const row = (inst: string, prop: string, val: DataRow['val'], cap: string | null = null, lang: string | null = null, idx = 0): DataRow => ({
  row: 1, inst, prop, val, cap, from: null, readonly: false, can_delete: true, idx, lang,
});

describe('entitiesFromRows', () => {
  const rows = [
    row(A, META_PROP.name, 'Сотрудник', 'Сотрудник'),
    row(A, META_PROP.parents, B, 'Человек'),
    row(A, META_PROP.label, 'Employee', 'Employee', 'en', 0),
    row(A, META_PROP.label, 'Сотрудник', 'Сотрудник', 'ru', 1),
    row(B, META_PROP.name, 'Человек', 'Человек'),
    row(P, META_PROP.name, 'Работает в', 'Работает в'),
    row(P, META_PROP.domain, A, 'Сотрудник'),
    row(P, META_PROP.domain, B, 'Человек', null, 1),
    row(P, META_PROP.range, B, 'Человек'),
  ];
  it('groups rows into instances in answer order, with named links', () => {
    const [a, b, p] = entitiesFromRows(rows);
    expect(classRecord(a!)).toEqual({ id: A, name: 'Сотрудник', parents: [{ id: B, name: 'Человек' }] });
    expect(classRecord(b!)).toEqual({ id: B, name: 'Человек', parents: [] });
    expect(propertyRecord(p!)).toEqual({ id: P, name: 'Работает в', domains: [{ id: A, name: 'Сотрудник' }, { id: B, name: 'Человек' }], range: { id: B, name: 'Человек' } });
  });
  it('picks a text in the wanted language, else the first', () => {
    const [a] = entitiesFromRows(rows);
    expect(textValue(a!, META_PROP.label, 'ru')).toBe('Сотрудник');
    expect(textValue(a!, META_PROP.label, 'de')).toBe('Employee');
    expect(textValue(a!, META_PROP.comment)).toBeNull();
  });
});
