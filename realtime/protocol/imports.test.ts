import { describe, expect, it } from 'vitest';
import { extractSpreadsheetId, importUploadFieldsSchema, spreadsheetLinkError } from './imports';

describe('spreadsheet links', () => {
  it.each([
    ['https://docs.google.com/spreadsheets/d/1AbC-d_E/edit#gid=0', '1AbC-d_E'],
    ['  https://docs.google.com/spreadsheets/d/xyz/edit?usp=sharing ', 'xyz'],
    ['https://docs.google.com/spreadsheets/d/xyz/view', null],
    ['https://docs.google.com/spreadsheets/xyz/edit', null],
    ['', null],
  ])('%s → %s', (link, id) => expect(extractSpreadsheetId(link)).toBe(id));

  it.each([
    [undefined, 'Не указана ссылка на таблицу'],
    ['   ', 'Не указана ссылка на таблицу'],
    ['https://example.com/sheet', 'Не удалось извлечь идентификатор таблицы из ссылки'],
    ['https://docs.google.com/spreadsheets/d/abc/edit', null],
  ])('%s → %s', (link, message) => expect(spreadsheetLinkError(link)).toBe(message));
});

describe('importUploadFieldsSchema', () => {
  const cls = '00000000-0000-4000-8000-000000000001';
  it('parses the mapping from JSON text', () => {
    expect(importUploadFieldsSchema.parse({ class: cls, mapping: '{"Имя":"name"}' }).mapping).toEqual({ Имя: 'name' });
  });
  it.each(['not json', '{}', '{"a":"not-an-id"}', '[]'])('refuses mapping %s', (mapping) => {
    expect(importUploadFieldsSchema.safeParse({ class: cls, mapping }).success).toBe(false);
  });
});
