import { describe, expect, it } from 'vitest';
import { fieldKindOf, fieldTextOf, parseField, valueText } from './columnValues';

const words = { yes: 'Да', no: 'Нет', empty: '—' };

describe('a column type as a field', () => {
  it.each([
    ['double', 'number'],
    ['number', 'number'],
    ['feel:number', 'number'],
    ['integer', 'integer'],
    ['long', 'integer'],
    ['xsd:int', 'integer'],
    ['boolean', 'boolean'],
    ['date', 'date'],
    ['string', 'text'],
    ['dateTime', 'text'],
    [null, 'text'],
    ['', 'text'],
  ] as const)('%s → %s', (typeRef, kind) => expect(fieldKindOf(typeRef)).toBe(kind));
});

describe('what a field reads as', () => {
  it.each([
    ['number', '1 234,5', 1234.5],
    ['number', '1\u00a0234,5', 1234.5],
    ['number', '-0,25', -0.25],
    ['number', '−3', -3],
    ['number', '42', 42],
    ['number', '1e3', 1000],
    ['integer', '18', 18],
    ['boolean', 'true', true],
    ['boolean', 'false', false],
    ['date', '2026-07-01', '2026-07-01'],
    ['text', ' Москва ', ' Москва '],
  ] as const)('%s %j → %j', (kind, text, value) => expect(parseField(kind, text)).toEqual({ ok: true, value }));

  it('empty is no value, whatever the type', () => {
    for (const kind of ['number', 'integer', 'boolean', 'date', 'text'] as const) expect(parseField(kind, '  ')).toEqual({ ok: true, value: null });
  });

  it.each([
    ['number', 'abc', 'number'],
    ['number', '1,2,3', 'number'],
    ['number', '12 лет', 'number'],
    ['integer', '2,5', 'integer'],
    ['date', '31.02.2026', 'date'],
  ] as const)('%s %j is refused (%s)', (kind, text, problem) => expect(parseField(kind, text)).toEqual({ ok: false, problem }));
});

describe('a value back in a field', () => {
  it('numbers with a decimal comma, days as ISO (the day field shows them DD.MM.YYYY), yes/no as the select holds them', () => {
    expect(fieldTextOf('number', 1234.5)).toBe('1234,5');
    expect(fieldTextOf('integer', 18)).toBe('18');
    expect(fieldTextOf('date', '2026-07-01')).toBe('2026-07-01');
    expect(fieldTextOf('date', '2026-07-01T10:00:00Z')).toBe('2026-07-01');
    expect(fieldTextOf('boolean', false)).toBe('false');
    expect(fieldTextOf('text', 'Москва')).toBe('Москва');
    expect(fieldTextOf('text', null)).toBe('');
    expect(fieldTextOf('boolean', 'да')).toBe('');
  });
  it('a value typed back reads as itself', () => {
    for (const [kind, value] of [['number', 0.1], ['number', -12.75], ['integer', 7], ['boolean', true], ['date', '2024-02-29'], ['text', 'A']] as const)
      expect(parseField(kind, fieldTextOf(kind, value))).toEqual({ ok: true, value });
  });
});

describe('a value as people read it', () => {
  it.each([
    [1234.5, '1 234,5'],
    [0, '0'],
    [true, 'Да'],
    [false, 'Нет'],
    [null, '—'],
    [undefined, '—'],
    ['2026-07-01', '01.07.2026'],
    ['Одобрено', 'Одобрено'],
    [[1, 2.5], '1, 2,5'],
    [[], '—'],
    [{ Решение: 'Да', Ставка: 7.5 }, 'Решение: Да; Ставка: 7,5'],
  ])('%j → %s', (value, text) => expect(valueText(value, words).replace(/\u00a0|\u202f/g, ' ')).toBe(text));
});
