import { describe, expect, it } from 'vitest';
import type { DataRow } from '../../../../realtime/protocol/dataApi/getData';
import { META_CLASS, META_PROP } from '../../../../realtime/protocol/metaModel';
import { entitiesFromRows, kindOfClass, propsOf, valueText } from './ontologyEntity';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const USER = 'aaaaaaaa-0000-4000-8000-000000000001';
const row = (inst: number, prop: string, val: DataRow['val'], extra: Partial<DataRow> = {}): DataRow => ({
  row: inst,
  inst: id(inst),
  prop,
  val,
  cap: typeof val === 'string' ? val : null,
  from: META_CLASS.Class,
  readonly: false,
  can_delete: true,
  idx: 0,
  lang: null,
  ...extra,
});

describe('get_data rows folded into entities', () => {
  const rows = [
    row(1, META_PROP.name, 'Dog'),
    row(1, META_PROP.label, 'Собака', { lang: 'ru' }),
    row(1, META_PROP.label, 'Dog', { lang: 'en', idx: 1 }),
    row(1, META_PROP.label, 'Пёс', { lang: 'ru', idx: 2 }),
    row(1, META_PROP.parents, id(2), { cap: 'Mammal' }),
    row(1, META_PROP.parents, id(3), { cap: 'Pet', idx: 1 }),
    row(1, META_PROP.author, USER, { cap: 'Анна', readonly: true }),
    row(1, META_PROP.dateCreate, '2024-05-01T10:00:00.000Z', { readonly: true }),
    row(2, META_PROP.name, 'Mammal', { can_delete: false, readonly: true }),
  ];
  const [dog, mammal] = entitiesFromRows(rows);

  it('one entity per instance, in answer order, the name apart from the values', () => {
    expect(entitiesFromRows(rows).map((e) => e.name)).toEqual(['Dog', 'Mammal']);
    expect(dog?.values.has(META_PROP.name)).toBe(false);
    expect(dog?.values.get(META_PROP.parents)?.map(valueText)).toEqual(['Mammal', 'Pet']);
  });
  it('labels by language, the first of each', () => expect(dog?.labels).toEqual({ ru: 'Собака', en: 'Dog' }));
  it('author and creation date', () => {
    expect(dog?.author).toEqual({ id: USER, name: 'Анна' });
    expect(dog?.dateCreate).toBe('2024-05-01T10:00:00.000Z');
    expect(mammal?.author).toBeNull();
  });
  it('kind from the class it was found in; readonly and can_delete as answered', () => {
    expect(dog).toMatchObject({ kind: 'class', foundIn: META_CLASS.Class, readonly: false, canDelete: true });
    expect(mammal).toMatchObject({ readonly: true, canDelete: false });
  });
  it('the classes an instance is a member of, when read', () => {
    const [order] = entitiesFromRows([
      row(5, META_PROP.name, 'Заказ 1', { from: id(9) }),
      row(5, META_PROP.instanceOf, id(9), { cap: 'Заказ', from: id(9) }),
      row(5, META_PROP.instanceOf, id(8), { cap: 'Документ', from: id(9), idx: 1 }),
    ]);
    expect(order).toMatchObject({ kind: 'individual', foundIn: id(9), classes: [{ id: id(9), name: 'Заказ' }, { id: id(8), name: 'Документ' }] });
  });
  it('a hidden name: no name, the class unknown, readonly when every value is', () => {
    const [e] = entitiesFromRows([row(4, META_PROP.comment, 'x', { readonly: true })]);
    expect(e).toMatchObject({ name: '', foundIn: null, kind: 'individual', readonly: true });
  });
  it('a name that is not text is read from its caption', () => expect(entitiesFromRows([row(6, META_PROP.name, null, { cap: 'Без имени' })])[0]?.name).toBe('Без имени'));
});

describe('entity helpers', () => {
  it('kinds of the meta-classes', () => {
    expect([META_CLASS.Class, META_CLASS.ObjectProperty, META_CLASS.DataProperty, META_CLASS.OntologyMap, id(9), null].map(kindOfClass)).toEqual(['class', 'objectProperty', 'dataProperty', 'map', 'individual', 'individual']);
  });
  it('the properties of a set of entities, in the order they first appear', () => {
    const entities = entitiesFromRows([row(1, META_PROP.name, 'A'), row(1, id(20), 1), row(2, META_PROP.name, 'B'), row(2, id(21), 2), row(2, id(20), 3)]);
    expect(propsOf(entities)).toEqual([id(20), id(21)]);
  });
  it('a value reads as its caption, else as itself', () => {
    expect(valueText({ val: 5, cap: null })).toBe('5');
    expect(valueText({ val: id(2), cap: 'Mammal' })).toBe('Mammal');
    expect(valueText({ val: null, cap: null })).toBe('');
  });
});
