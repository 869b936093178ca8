import { describe, expect, it } from 'vitest';
import type { DocumentElement } from './elementModel';
import { OUTSIDE_SECTION, UNTITLED_SECTION, sectionPlaceholder, shortenPersonName, stripElementSeparators, stripInvisibleSeparators } from './textCleanup';

const S = '\u2063';

describe('stripInvisibleSeparators', () => {
  const cases: Array<[string, string]> = [
    ['', ''], ['обычный текст', 'обычный текст'], [`${S}термин${S}`, 'термин'], [`до ${S}а${S} и ${S}б${S} после`, 'до а и б после'], [`${S}${S}`, ''], [`одинокий ${S}маркер`, 'одинокий маркер'],
  ];
  it.each(cases)('%j → %j', (text, expected) => expect(stripInvisibleSeparators(text)).toBe(expected));

  it('strips the title and content of an element', () => {
    const element: DocumentElement = { innerId: 'x', kind: 'Section', title: `${S}Раздел${S}`, content: `a${S}b${S}`, settings: {} };
    expect(stripElementSeparators(element)).toEqual({ ...element, title: 'Раздел', content: 'ab' });
  });
});

describe('sectionPlaceholder', () => {
  const cases: Array<[string, { title: string } | null | undefined, string]> = [
    ['no section', null, '[вне раздела]'], ['undefined section', undefined, OUTSIDE_SECTION], ['empty title', { title: '' }, '[раздел без названия]'],
    ['only spaces and markers', { title: ` ${S}${S} ` }, UNTITLED_SECTION], ['a title', { title: ' Введение ' }, 'Введение'],
  ];
  it.each(cases)('%s', (_name, section, expected) => expect(sectionPlaceholder(section)).toBe(expected));
});

describe('shortenPersonName', () => {
  const cases: Array<[string, string]> = [
    ['Иванов Иван Иванович', 'Иванов И. И.'], ['  Петрова   анна   сергеевна ', 'Петрова А. С.'], ['Иванов Иван', 'Иванов Иван'], ['Иванов', 'Иванов'],
    ['Сальвадор Доминго Фелипе Хасинто', 'Сальвадор Доминго Фелипе Хасинто'], ['Smith John Paul', 'Smith J. P.'], ['', ''],
  ];
  it.each(cases)('%j → %j', (name, expected) => expect(shortenPersonName(name)).toBe(expected));
});
