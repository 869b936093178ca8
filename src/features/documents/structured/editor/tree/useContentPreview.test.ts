import { describe, expect, it } from 'vitest';
import { previewOf } from './useContentPreview';

describe('previewOf', () => {
  it.each([
    ['', ''],
    ['Короткий абзац', 'Короткий абзац'],
    ['Первая строка\nвторая   строка', 'Первая строка вторая строка'],
    ['Заявка согласуется руководителем отдела в течение трёх рабочих дней с момента подачи', 'Заявка согласуется руководителем отдела в течение трёх…'],
    ['x'.repeat(80), `${'x'.repeat(60)}…`],
    ['См. :class-0f8fad5b-d9cb-469f-a165-70867728950e(Договор).', 'См. Договор.'],
  ])('%j → %j', (text, expected) => {
    expect(previewOf(text)).toBe(expected);
  });
});
