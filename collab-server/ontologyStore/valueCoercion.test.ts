import { describe, expect, it } from 'vitest';
import type { SetValue } from '../../realtime/protocol/dataApi/setData';
import { asDayValue, coerceValue, matchesValue, parseDateTime, toWire, VALUE_MESSAGES, type StoredValue, type ValueType } from './valueCoercion';

const ID = '0b1c2d3e-4f50-4a6b-8c7d-8e9fa0b1c2d3';
const v = (patch: Partial<StoredValue>): StoredValue => ({ t: null, n: null, b: null, d: null, r: null, lang: null, ...patch });

describe('coerceValue', () => {
  const accepted: Array<[ValueType, SetValue, Partial<StoredValue>]> = [
    ['string', 'abc', { t: 'abc' }],
    ['string', 12, { t: '12' }],
    ['string', true, { t: 'true' }],
    ['text', '<b>x</b>', { t: '<b>x</b>' }],
    ['multiString', { lang: 'en', text: 'Hi' }, { t: 'Hi', lang: 'en' }],
    ['multiString', 'plain', { t: 'plain' }],
    ['int', 42, { n: 42 }],
    ['int', ' -7 ', { n: -7 }],
    ['float', 2.5, { n: 2.5 }],
    ['float', '3,14', { n: 3.14 }],
    ['float', '1e3', { n: 1000 }],
    ['bool', false, { b: false }],
    ['bool', 'true', { b: true }],
    ['bool', 0, { b: false }],
    ['date', '2024-02-29', { t: '2024-02-29' }],
    ['dateTime', '2024-05-31T10:00:00Z', { d: '2024-05-31T10:00:00.000Z' }],
    ['dateTime', '2024-05-31T13:00:00+03:00', { d: '2024-05-31T10:00:00.000Z' }],
    ['dateTime', '2024-05-31', { d: '2024-05-31T00:00:00.000Z' }],
    ['dateTime', '2024-05-31 10:00', { d: '2024-05-31T10:00:00.000Z' }],
    ['id', ID.toUpperCase(), { t: ID }],
    ['file', ID, { t: ID }],
    ['ref', ID, { r: ID }],
  ];
  it.each(accepted)('%s accepts %j', (type, input, expected) => {
    expect(coerceValue(type, input, { sanitize: false })).toEqual({ ok: true, value: v(expected) });
  });

  const refused: Array<[ValueType, SetValue, string]> = [
    ['date', '2023-02-29', VALUE_MESSAGES.date],
    ['date', '31.05.2024', VALUE_MESSAGES.date],
    ['date', '2024-5-1', VALUE_MESSAGES.date],
    ['date', 20240531, VALUE_MESSAGES.date],
    ['dateTime', 'yesterday', VALUE_MESSAGES.dateTime],
    ['dateTime', '2024-05-31T25:00:00Z', VALUE_MESSAGES.dateTime],
    ['int', 1.5, VALUE_MESSAGES.int],
    ['int', '12abc', VALUE_MESSAGES.int],
    ['int', 2 ** 60, VALUE_MESSAGES.int],
    ['int', true, VALUE_MESSAGES.int],
    ['float', 'abc', VALUE_MESSAGES.float],
    ['float', '', VALUE_MESSAGES.float],
    ['bool', 'yes', VALUE_MESSAGES.bool],
    ['bool', 2, VALUE_MESSAGES.bool],
    ['id', 'not-an-id', VALUE_MESSAGES.id],
    ['ref', 5, VALUE_MESSAGES.id],
    ['file', 'x', VALUE_MESSAGES.id],
    ['string', { lang: 'ru', text: 'x' }, VALUE_MESSAGES.lang],
    ['int', { lang: 'ru', text: '1' }, VALUE_MESSAGES.lang],
  ];
  it.each(refused)('%s refuses %j', (type, input, error) => {
    expect(coerceValue(type, input, { sanitize: false })).toEqual({ ok: false, error });
  });

  it.each([
    ['string', '<script>alert(1)</script>Hi <b>there</b>', 'Hi there'],
    ['text', '<img src=x onerror=alert(1)>a & b', 'a &amp; b'],
  ] as Array<[ValueType, string, string]>)('sanitizes %s when not trusted', (type, input, expected) => {
    expect(coerceValue(type, input, { sanitize: true })).toEqual({ ok: true, value: v({ t: expected }) });
  });

  it('sanitizes the text of a language-tagged value', () => {
    expect(coerceValue('multiString', { lang: 'ru', text: '<i>Да</i>' }, { sanitize: true })).toEqual({ ok: true, value: v({ t: 'Да', lang: 'ru' }) });
  });

  it('leaves ids and dates alone when sanitizing', () => {
    expect(coerceValue('date', '2024-01-02', { sanitize: true })).toEqual({ ok: true, value: v({ t: '2024-01-02' }) });
  });
});

describe('value helpers', () => {
  it.each([
    [v({ t: 'a' }), 'a'],
    [v({ t: 'a', lang: 'ru' }), { lang: 'ru', text: 'a' }],
    [v({ n: 0 }), 0],
    [v({ b: false }), false],
    [v({ d: '2024-01-01T00:00:00.000Z' }), '2024-01-01T00:00:00.000Z'],
    [v({ r: ID }), ID],
  ])('toWire(%j)', (stored, wire) => {
    expect(toWire(stored)).toEqual(wire);
  });

  it('matches a value sent without language against any language', () => {
    expect(matchesValue(v({ t: 'a', lang: 'ru' }), v({ t: 'a' }))).toBe(true);
    expect(matchesValue(v({ t: 'a', lang: 'ru' }), v({ t: 'a', lang: 'en' }))).toBe(false);
  });

  it('reads a date-time without a zone as UTC', () => {
    expect(parseDateTime('2024-01-01T05:06:07.123')).toBe('2024-01-01T05:06:07.123Z');
  });
});

describe('asDayValue: a date property\'s value as its day', () => {
  it.each([
    ['1990-09-02T00:00:00.000Z', '1990-09-02'],
    ['1990-09-02T00:00:00Z', '1990-09-02'],
    ['1990-09-02', '1990-09-02'],
    ['1990-09-02T10:00:00.000Z', '1990-09-02T10:00:00.000Z'],
    [42, 42],
    [null, null],
  ])('%j → %j', (value, day) => expect(asDayValue(value)).toBe(day));
});
