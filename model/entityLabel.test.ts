import { describe, expect, it } from 'vitest';
import { entityLabel, primaryLanguage, type Labelled } from './entityLabel';

describe('entityLabel: the label in the interface language, then the name, then any label', () => {
  it.each<[string, Labelled | null | undefined, string, string]>([
    ['the label in the interface language', { name: 'Dog', labels: { ru: 'Собака', en: 'Dog (en)' } }, 'ru', 'Собака'],
    ['the same entity in English', { name: 'Dog', labels: { ru: 'Собака', en: 'Hound' } }, 'en', 'Hound'],
    ['a Russian name with only an English label, Russian interface', { name: 'Дата основания', labels: { en: 'Foundation date' } }, 'ru', 'Дата основания'],
    ['a Russian name with only an English label, English interface', { name: 'Дата основания', labels: { en: 'Foundation date' } }, 'en', 'Foundation date'],
    ['no label at all: the name', { name: 'Заказ', labels: {} }, 'en', 'Заказ'],
    ['labels missing altogether: the name', { name: 'Заказ' }, 'ru', 'Заказ'],
    ['only other languages and no name: the first other label', { name: '', labels: { de: 'Hund', fr: 'Chien' } }, 'ru', 'Hund'],
    ['a label without language counts as another one', { name: null, labels: { '': 'Без языка' } }, 'en', 'Без языка'],
    ['an empty label in the interface language is no label', { name: 'Dog', labels: { ru: '  ', en: 'Dog' } }, 'ru', 'Dog'],
    ['an empty name is no name', { name: ' ', labels: { en: 'Dog' } }, 'ru', 'Dog'],
    ['empty labels everywhere and no name: nothing', { name: '', labels: { ru: '', en: ' ' } }, 'ru', ''],
    ['name missing, label in the language', { labels: { ru: 'Город' } }, 'ru', 'Город'],
    ['a regional locale reads the language', { name: 'Dog', labels: { en: 'Hound' } }, 'en-GB', 'Hound'],
    ['surrounding spaces are not shown', { name: '  Кот  ' }, 'ru', 'Кот'],
    ['no entity', null, 'ru', ''],
    ['undefined entity', undefined, 'en', ''],
  ])('%s', (_case, entity, lang, expected) => {
    expect(entityLabel(entity, lang)).toBe(expected);
  });
});

describe('primaryLanguage', () => {
  it.each([
    ['ru', 'ru'],
    ['en-US', 'en'],
    ['RU_ru', 'ru'],
    ['', ''],
  ])('%s → %s', (locale, lang) => expect(primaryLanguage(locale)).toBe(lang));
});
