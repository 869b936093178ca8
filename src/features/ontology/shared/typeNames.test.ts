import { describe, expect, it } from 'vitest';
import { DATA_TYPES, META_CLASS } from '../../../../realtime/protocol/metaModel';
import ru from '../../../i18n/locales/parts/terms.ru.json';
import en from '../../../i18n/locales/parts/terms.en.json';
import { dataTypeKey, dataTypeName, metaClassKey } from './typeNames';

// resolves the glossary's keys and its $t(terms.…) nestings over the shipped JSON
function translator(terms: Record<string, unknown>) {
  const lookup = (key: string): string => {
    const text = key.split('.').slice(1).reduce<unknown>((node, k) => (node as Record<string, unknown>)[k], terms);
    return String(text).replace(/\$t\(([\w.]+)\)/g, (_m, ref: string) => lookup(ref));
  };
  return lookup;
}

describe('human names of value types', () => {
  it.each<[string, string, string]>([
    ['string', 'Строка', 'String'],
    ['multiString', 'Многоязычная строка', 'Multilingual string'],
    ['text', 'Текст', 'Text'],
    ['int', 'Целое число', 'Integer'],
    ['float', 'Дробное число', 'Decimal number'],
    ['bool', 'Да/нет', 'Yes/no'],
    ['date', 'Дата', 'Date'],
    ['dateTime', 'Дата и время', 'Date and time'],
    ['id', 'Ссылка (идентификатор)', 'Reference (identifier)'],
    ['file', 'Файл', 'File'],
  ])('%s → %s / %s', (type, russian, english) => {
    expect(dataTypeName(translator(ru), type)).toBe(russian);
    expect(dataTypeName(translator(en), type)).toBe(english);
  });
  it('every type the platform knows has a name; an unknown one shows as stored', () => {
    expect(DATA_TYPES.every((type) => dataTypeKey(type) !== null)).toBe(true);
    expect(dataTypeKey('currency')).toBeNull();
    expect(dataTypeName(translator(ru), 'currency')).toBe('currency');
  });
});

describe('human names of meta-classes', () => {
  it.each<[string, string, string]>([
    [META_CLASS.Class, 'Класс', 'Class'],
    [META_CLASS.ObjectProperty, 'Объектное свойство', 'Object property'],
    [META_CLASS.DataProperty, 'Скалярное свойство', 'Scalar property'],
    [META_CLASS.OntologyMap, 'Карта онтологии', 'Ontology map'],
    [META_CLASS.GraphConfig, 'Конфигурация графа', 'Graph configuration'],
  ])('%s → %s / %s', (id, russian, english) => {
    expect(translator(ru)(metaClassKey(id)!)).toBe(russian);
    expect(translator(en)(metaClassKey(id)!)).toBe(english);
  });
  it('an ordinary class is none', () => expect(metaClassKey('11111111-2222-4333-8444-555555555555')).toBeNull());
});
