import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download';

describe('fileNameOf', () => {
  it.each([
    [`attachment; filename="x.xlsx"; filename*=UTF-8''${encodeURIComponent('Семантический поиск.xlsx')}`, 'Семантический поиск.xlsx'],
    ['attachment; filename="ontology.ttl"', 'ontology.ttl'],
    ["attachment; filename*=UTF-8''%E0%A4%A; filename=\"plain.owl\"", 'plain.owl'],
    [null, 'fallback.xlsx'],
  ])('%s → %s', (disposition, expected) => expect(fileNameOf(disposition, 'fallback.xlsx')).toBe(expected));
});
