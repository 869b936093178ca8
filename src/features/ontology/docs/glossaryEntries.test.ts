import { describe, expect, it } from 'vitest';
import type { OntologyDoc } from '../../../../realtime/protocol/ontology/docs';
import { glossaryLetters, letterOf } from './glossaryEntries';

const id = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const doc: OntologyDoc = {
  map: { id: id(1), name: 'Карта', labels: {}, comments: {}, isPublic: false },
  counts: { classes: 2, objectProperties: 1, dataProperties: 0, individuals: 1 },
  classes: [
    { id: id(2), name: 'Отдел', labels: { en: 'Department' }, comments: { ru: 'Часть организации' }, iri: null, deprecated: false, parents: [], subclasses: [], properties: [], individuals: [{ id: id(5), name: 'ёлочный отдел' }], individualCount: 1 },
    { id: id(3), name: 'Авто', labels: {}, comments: {}, iri: null, deprecated: false, parents: [{ id: id(2), name: 'Отдел' }], subclasses: [], properties: [], individuals: [], individualCount: 0 },
  ],
  objectProperties: [{ id: id(4), name: '1-й уровень', labels: {}, comments: {}, iri: null, deprecated: false, kind: 'object', domain: [{ id: id(2), name: 'Отдел' }], range: { id: id(3), name: 'Авто' }, type: null, min: 0, max: -1, inverseOf: null }],
  dataProperties: [],
};

describe('glossary', () => {
  it.each([
    ['ёж', 'Е'],
    ['apple', 'A'],
    ['1-й', '#'],
    ['', '#'],
  ])('%s is filed under %s', (term, letter) => expect(letterOf(term)).toBe(letter));

  it('groups terms by letter, Cyrillic order, signs last, with definitions and context', () => {
    const letters = glossaryLetters(doc, 'ru');
    expect(letters.map((l) => l.letter)).toEqual(['А', 'Е', 'О', '#']);
    expect(letters[0]?.entries[0]).toMatchObject({ term: 'Авто', kind: 'class', context: 'Отдел', definition: null });
    expect(letters[1]?.entries[0]).toMatchObject({ term: 'ёлочный отдел', kind: 'individual', context: 'Отдел' });
    expect(letters[2]?.entries[0]).toMatchObject({ term: 'Отдел', definition: 'Часть организации' });
    expect(letters[3]?.entries[0]).toMatchObject({ kind: 'objectProperty', context: 'Отдел → Авто' });
  });

  it('uses the labels of the reader\'s language, else the name', () => {
    const terms = (lang: string) => glossaryLetters(doc, lang).flatMap((l) => l.entries.map((e) => e.term));
    expect(terms('en')).toContain('Department');
    // an English label only: the Russian reader sees the Russian name
    expect(terms('ru')).toContain('Отдел');
    expect(terms('ru')).not.toContain('Department');
  });

  it('names value types in words', () => {
    const scalar = { ...doc.objectProperties[0]!, id: id(6), name: 'Дата основания', kind: 'data' as const, range: null, type: 'date' };
    const letters = glossaryLetters({ ...doc, dataProperties: [scalar] }, 'ru', (type) => (type === 'date' ? 'Дата' : type));
    expect(letters.flatMap((l) => l.entries).find((e) => e.id === id(6))).toMatchObject({ context: 'Отдел → Дата' });
  });
});
