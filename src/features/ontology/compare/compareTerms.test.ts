import { describe, expect, it } from 'vitest';
import type { DataRow } from '../../../../realtime/protocol/dataApi/getData';
import { META_CLASS, META_PROP } from '../../../../realtime/protocol/metaModel';
import { entitiesFromRows } from '../client';
import { compareTerm } from './compareTerms';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const row = (prop: string, val: string, lang: string | null = null): DataRow => ({ row: 1, inst: A, prop, val, cap: val, from: META_CLASS.Class, readonly: false, can_delete: true, idx: 0, lang });

describe('compare terms', () => {
  it('names first, each once, then the confirmed equivalents', () => {
    const [entity] = entitiesFromRows([row(META_PROP.name, 'Person'), row(META_PROP.label, 'Человек', 'ru'), row(META_PROP.label, 'Person', 'en'), row(META_PROP.equivalentTo, B)]);
    expect(compareTerm(entity!, 'class')).toEqual({ id: A, kind: 'class', name: 'Person', names: ['Person', 'Человек'], equivalentTo: [B] });
  });
});
