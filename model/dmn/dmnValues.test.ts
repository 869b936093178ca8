import { date, dateAndTime, duration, FeelDate, FeelDuration, time } from 'feelin';
import { describe, expect, it } from 'vitest';
import { columnTypeOf, fromJsonValue, toJsonValue } from './dmnValues';

describe('FEEL values ⇄ JSON', () => {
  it.each([
    [null, null],
    [undefined, null],
    [0.1 + 0.2, 0.3],
    [1680.8803256086278, 1680.88032560863],
    [42, 42],
    ['a', 'a'],
    [[1, 'x', null], [1, 'x', null]],
    [{ a: { b: date('2020-01-02') } }, { a: { b: '2020-01-02' } }],
    [duration('P1Y2M'), 'P1Y2M'],
    [time('10:00:00'), '10:00:00'],
    [dateAndTime('2020-01-01T10:00:00Z'), '2020-01-01T10:00:00Z'],
  ])('toJsonValue(%j) = %j', (v, json) => {
    expect(toJsonValue(v)).toEqual(json);
  });

  it('reads temporal strings by the base type and leaves the rest', () => {
    expect(fromJsonValue('2020-01-02', 'date')).toBeInstanceOf(FeelDate);
    expect(fromJsonValue('P2D', 'days and time duration')).toBeInstanceOf(FeelDuration);
    expect(fromJsonValue('2020-01-02', 'string')).toBe('2020-01-02');
    expect(fromJsonValue('not a date', 'date')).toBe('not a date');
    expect(fromJsonValue(5, 'number')).toBe(5);
    expect(fromJsonValue(undefined, null)).toBeNull();
  });

  it.each([
    ['number', 'double'],
    ['integer', 'integer'],
    ['long', 'long'],
    ['feel:string', 'string'],
    ['boolean', 'boolean'],
    ['date', 'date'],
    ['tPerson', null],
    [null, null],
  ])('columnTypeOf(%s) = %s', (t, c) => {
    expect(columnTypeOf(t)).toBe(c);
  });
});
