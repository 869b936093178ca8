import { describe, expect, it } from 'vitest';
import type { DataRow } from '../../../../realtime/protocol/dataApi/getData';
import { META_PROP } from '../../../../realtime/protocol/metaModel';
import { displayName, firstNumber, firstText, groupRows, linksOf, textIn } from './dataRows';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const row = (inst: number, prop: string, val: DataRow['val'], extra: Partial<DataRow> = {}): DataRow => ({ row: 1, inst: id(inst), prop, val, cap: null, from: null, readonly: false, can_delete: true, idx: 0, lang: null, ...extra });

describe('get_data rows by instance', () => {
  const rows = [
    row(1, META_PROP.name, 'Dog'),
    row(1, META_PROP.label, 'Собака', { lang: 'ru' }),
    row(1, META_PROP.label, 'Dog', { lang: 'en', idx: 1 }),
    row(1, META_PROP.parents, id(2), { cap: 'Mammal' }),
    row(1, META_PROP.parents, id(3), { cap: 'Pet', idx: 1 }),
    row(1, META_PROP.maxCardinality, -1),
    row(2, META_PROP.name, 'Mammal'),
  ];
  const [dog, mammal] = groupRows(rows);

  it('keeps page order and names', () => {
    expect(groupRows(rows).map((i) => i.name)).toEqual(['Dog', 'Mammal']);
  });
  it('reads texts by language, links with captions, numbers', () => {
    expect(textIn(dog, META_PROP.label, 'ru')).toBe('Собака');
    expect(textIn(dog, META_PROP.label, 'de')).toBe('');
    expect(linksOf(dog, META_PROP.parents)).toEqual([
      { id: id(2), name: 'Mammal' },
      { id: id(3), name: 'Pet' },
    ]);
    expect(firstNumber(dog, META_PROP.maxCardinality)).toBe(-1);
    expect(firstText(mammal, META_PROP.iri)).toBe('');
  });
  it.each([
    ['en', 'Dog'],
    ['ru', 'Собака'],
    ['de', 'Собака'],
  ])('names an entity in %s', (lang, name) => {
    expect(displayName(dog, lang)).toBe(name);
  });
  it('falls back to the name without labels', () => {
    expect(displayName(mammal, 'en')).toBe('Mammal');
  });
});
