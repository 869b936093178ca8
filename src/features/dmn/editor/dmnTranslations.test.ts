import { describe, expect, it } from 'vitest';
import ru from '../../../i18n/locales/parts/dmn.ru.json';
import { dmnTranslator } from './dmnTranslations';

describe("dmn-js's words", () => {
  const translate = dmnTranslator(ru.dmnJs);

  it('translates what it knows and leaves the rest as dmn-js wrote it', () => {
    expect(translate('Add rule')).toBe('Добавить правило');
    expect(translate('integer')).toBe('целое число');
    expect(translate('Something new')).toBe('Something new');
  });

  it('fills placeholders', () => {
    expect(translate('Function kind: {kind}', { kind: 'FEEL' })).toBe('Вид функции: FEEL');
    expect(translate('Unknown {x}', {})).toBe('Unknown {x}');
  });
});
