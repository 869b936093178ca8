import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../../../realtime/protocol/ontology/history';
import { changeTexts, valueText } from './historyValueText';

const A = '00000000-0000-4000-8000-0000000000a1';
const CLASS = '00000000-0000-4000-8000-000000000001';
const names = { [A]: 'Собака', [CLASS]: 'Класс' };
const entry = (over: Partial<HistoryEntry>): HistoryEntry => ({ seq: '1', at: '2024-05-01T10:00:00.000Z', userId: null, userName: null, entity: A, prop: null, propCaption: null, propIsLink: false, op: 'upd', before: null, after: null, ...over });

describe('history values as people read them', () => {
  it.each<[string, unknown, boolean, string]>([
    ['nothing', null, false, '—'],
    ['a link by its caption', A, true, 'Собака'],
    ['a label with its language', { lang: 'en', text: 'Dog' }, false, 'Dog (en)'],
    ['a decimal with a comma', 2.5, false, '2,5'],
    ['a yes', true, false, '✓'],
    ['settings kept as JSON', '{"a":{"x":1,"y":2}}', false, '(настройки)'],
    ['a structured value', { x: 1 }, false, '(настройки)'],
    ['plain text with braces inside', 'a {b} c', false, 'a {b} c'],
    ['a day as DD.MM.YYYY', '2024-03-01', false, '01.03.2024'],
    ['a moment as DD.MM.YYYY and time', '2024-03-01T00:00:00', false, '01.03.2024 00:00:00'],
  ])('%s', (_case, value, link, text) => expect(valueText(value, link, names, '(настройки)')).toBe(text));

  it('a created entity with its class named by its caption, a deleted one with its classes', () => {
    expect(changeTexts(entry({ op: 'new', after: { name: 'Dog', class: CLASS } }), names)).toEqual({ before: '—', after: 'Dog (Класс)' });
    expect(changeTexts(entry({ op: 'del', before: { name: 'Dog', classes: [CLASS] } }), names)).toEqual({ before: 'Dog (Класс)', after: '—' });
  });
});
