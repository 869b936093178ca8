import { describe, expect, it } from 'vitest';
import { META_CLASS, META_PROP } from '../../../../realtime/protocol/metaModel';
import { BUILT_IN_IDS, byProp, getDataPayload, isBuiltIn, where } from './entityQuery';

const C = '00000000-0000-4000-8000-0000000000c1';
const D = '00000000-0000-4000-8000-0000000000d1';

describe('queries as get_data payloads', () => {
  it('a page of classes by name or label, without the meta-model, in a map', () =>
    expect(getDataPayload({ of: 'class', fields: [META_PROP.label, META_PROP.parents], builtIn: false, where: [where.nameOrLabelContains('dog'), where.inMap(D)], offset: 30, limit: 30 })).toEqual({
      class: META_CLASS.Class,
      fields: [{ prop: META_PROP.label }, { prop: META_PROP.parents }],
      filter: [
        { prop: 'id', op: 'ne', val: BUILT_IN_IDS },
        { or: [{ prop: 'name', op: 'contains', val: 'dog' }, { prop: META_PROP.label, op: 'contains', val: 'dog' }] },
        { prop: META_PROP.inMap, op: 'eq', val: D },
      ],
      offset: 30,
      limit: 30,
    }));
  it('the instances of a class and its subclasses, sorted', () =>
    expect(getDataPayload({ of: { class: C, deep: true }, sort: byProp('name'), limit: 50 })).toEqual({ class: C, recursive: true, sort: [{ prop: 'name', dir: 'asc' }], limit: 50 }));
  it('properties of each kind, and maps', () => {
    expect(getDataPayload({ of: 'objectProperty' }).class).toBe(META_CLASS.ObjectProperty);
    expect(getDataPayload({ of: 'dataProperty' }).class).toBe(META_CLASS.DataProperty);
    expect(getDataPayload({ of: 'map' }).class).toBe(META_CLASS.OntologyMap);
  });
  it('individuals: members of no meta-class', () =>
    expect(getDataPayload({ of: 'individual', where: where.namedAnyOf(['Москва']) }).filter).toEqual([
      { prop: 'class', op: 'ne', val: Object.values(META_CLASS) },
      { or: [{ prop: 'name', op: 'in', val: ['Москва'] }, { prop: META_PROP.label, op: 'in', val: ['Москва'] }] },
    ]));
  it('by ids, one or several; a single condition is sent as itself', () => {
    expect(getDataPayload({ ids: C, fields: ['name', { prop: META_PROP.parents, reverse: true, hidden: true }] })).toEqual({
      idx: C,
      fields: [{ prop: 'name' }, { prop: META_PROP.parents, reverse: true, hidden: true }],
    });
    expect(getDataPayload({ ids: [C, D], limit: 2, where: where.subclassOf(C) })).toEqual({ idx: [C, D], limit: 2, filter: { prop: 'subclass_of', op: 'eq', val: C } });
  });
  it('the meta-model is built in, nothing else', () => {
    expect(isBuiltIn(META_CLASS.Class)).toBe(true);
    expect(isBuiltIn(META_PROP.parents)).toBe(true);
    expect(isBuiltIn(C)).toBe(false);
  });
});

describe('conditions', () => {
  it('on ids, classes and the hierarchy', () => {
    expect(where.ids([C])).toEqual({ prop: 'id', op: 'in', val: [C] });
    expect(where.memberOf(C)).toEqual({ prop: 'class', op: 'in', val: [C] });
    expect(where.superclassOf([C, D])).toEqual({ prop: 'superclass_of', op: 'in', val: [C, D] });
    expect(where.any([where.empty(META_PROP.parents), where.not(where.createdBy(D))])).toEqual({ or: [{ prop: META_PROP.parents, op: 'empty' }, { not: { prop: 'author', op: 'eq', val: D } }] });
  });
});
