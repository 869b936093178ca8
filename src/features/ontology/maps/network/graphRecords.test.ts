import { describe, expect, it } from 'vitest';
import type { DataRow } from '../../../../../realtime/protocol/dataApi/getData';
import { META_CLASS, META_PROP } from '../../../../../realtime/protocol/metaModel';
import { entitiesFromRows } from '../../client';
import { classRecord, propertyRecord } from './graphRecords';

const A = '00000000-0000-4000-8000-00000000aaaa';
const B = '00000000-0000-4000-8000-00000000bbbb';
const P = '00000000-0000-4000-8000-00000000cccc';
const row = (inst: string, prop: string, val: DataRow['val'], cap: string | null = null, idx = 0, lang: string | null = null): DataRow => ({
  row: 1, inst, prop, val, cap, from: META_CLASS.Class, readonly: false, can_delete: true, idx, lang,
});

describe('graph records', () => {
  it('a class with its parents, drawn by its caption in the interface language', () => {
    const [a] = entitiesFromRows([row(A, META_PROP.name, 'employee'), row(A, META_PROP.label, 'Сотрудник', null, 0, 'ru'), row(A, META_PROP.parents, B, 'Человек')]);
    expect(classRecord(a!, 'ru')).toEqual({ id: A, name: 'employee', caption: 'Сотрудник', parents: [{ id: B, name: 'Человек' }] });
    expect(classRecord(a!, 'en').caption).toBe('employee');
  });
  it('an object property with its domains and range (none when unset)', () => {
    const [p] = entitiesFromRows([row(P, META_PROP.name, 'работает_в'), row(P, META_PROP.domain, A, 'Сотрудник'), row(P, META_PROP.domain, B, 'Человек', 1)]);
    expect(propertyRecord(p!, 'ru')).toEqual({ id: P, name: 'работает_в', caption: 'работает_в', domains: [{ id: A, name: 'Сотрудник' }, { id: B, name: 'Человек' }], range: null });
  });
});
