import { describe, expect, it } from 'vitest';
import { codeFromName, uniqueCode } from './columnCode';

describe('column codes', () => {
  it.each([
    ['Площадь', 'ploshchad'],
    ['Дата рождения', 'data_rozhdeniya'],
    ['price', 'price'],
    ['2024 итог', 'c_2024_itog'],
    ['«»', 'col'],
  ])('%s → %s', (name, code) => {
    expect(codeFromName(name)).toBe(code);
  });

  it('takes the next free suffix', () => {
    expect(uniqueCode('Цена', ['tsena', 'tsena_2'])).toBe('tsena_3');
    expect(uniqueCode('Цена', [])).toBe('tsena');
  });
});
