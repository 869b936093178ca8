import { describe, expect, it } from 'vitest';
import { checkFormula, evaluateFormula, FormulaEvaluationError, parseFormula } from './formula';

const run = (text: string, values: Record<string, unknown> = {}) => {
  const parsed = parseFormula(text);
  if (!parsed.ok) throw new Error(`${parsed.message} @${parsed.position}`);
  return evaluateFormula(parsed.ast, values);
};

describe('parseFormula', () => {
  it.each([
    ['[a] + [b_2]', ['a', 'b_2']],
    ['round([price] * [qty], 2)', ['price', 'qty']],
    ['"[not_a_ref]" + [x]', ['x']],
    ['[a] > 1 ? [a] : [c]', ['a', 'c']],
    ['IF([a] == 1, "one", "other")', ['a']],
  ])('%s refers to %j', (text, refs) => {
    const parsed = parseFormula(text);
    expect(parsed.ok && parsed.refs).toEqual(refs);
  });

  it.each([
    ['', 'Формула пуста', 0],
    ['[a] +', 'Ожидается выражение', 5],
    ['([a] + 1', 'Не закрыта скобка «(»', 8],
    ['"abc', 'Не закрыта кавычка', 4],
    ['[a-b]', 'Ссылка на столбец пишется как [код]: буквы, цифры и подчёркивания', 0],
    ['1 + []', 'Ссылка на столбец пишется как [код]: буквы, цифры и подчёркивания', 4],
    ['1 + $a$', 'Недопустимый символ «$»', 4],
    ['1 + price', 'Неизвестное имя «price»: ссылка на столбец пишется как [price]', 4],
    ['[a] ** 2', 'Недопустимая операция «**»', 4],
    ['[a] & 2', 'Недопустимая операция «&»', 4],
    ['eval([a])', 'Неизвестная функция «eval»', 0],
    ['1 + constructor(1)', 'Неизвестная функция «constructor»', 4],
    ['abs(1, 2)', 'Функция «abs» принимает аргументов: 1', 0],
    ['[a].length', 'Недопустимое выражение', 3],
    ['1 = 2', 'Неожиданный символ «=»', 2],
    ['1 2', 'Ожидается одно выражение', 2],
    ['[a] + 1 [b]', 'Ожидается одно выражение', 8],
  ])('%j → %s at %i', (text, message, position) => {
    expect(parseFormula(text)).toEqual({ ok: false, message, position });
  });
});

describe('checkFormula', () => {
  it.each([
    ['[a] + [b]', ['a', 'b'], null],
    ['[a] + [x] + [y]', ['a'], { message: 'Неизвестный код [x]', position: 6 }],
    ['[y] + [a] * [y]', ['a'], { message: 'Неизвестный код [y]', position: 0 }],
    ['[a] +', ['a'], { message: 'Ожидается выражение', position: 5 }],
  ])('%s with %j', (text, codes, problem) => {
    expect(checkFormula(text, codes)).toEqual(problem);
  });
});

describe('evaluateFormula', () => {
  it.each<[string, Record<string, unknown>, unknown]>([
    ['[a] + [b]', { a: 2, b: 3 }, 5],
    ['[a] - [b] * 2', { a: 10, b: 3 }, 4],
    ['[a] / 4', { a: 10 }, 2.5],
    ['[a] % 4', { a: 10 }, 2],
    ['-[a]', { a: 10 }, -10],
    ['[a] + 1', { a: null }, null],
    ['[a] + 1', {}, null],
    ['[s] + "!"', { s: 'hi' }, 'hi!'],
    ['[s] + [n]', { s: 'n=', n: 3 }, 'n=3'],
    ['[a] * 2', { a: [4, 5] }, 8],
    ['[a] > 3', { a: 4 }, true],
    ['[a] == 4 && [b] != 1', { a: 4, b: 1 }, false],
    ['[a] == 4 || [b] != 1', { a: 4, b: 1 }, true],
    ['![a]', { a: 0 }, true],
    ['[a] > 3 ? "big" : "small"', { a: 1 }, 'small'],
    ['[a] > 3 ? "big" : "small"', { a: null }, 'small'],
    ['if([a], 1, 2)', { a: true }, 1],
    ['round([a], 2)', { a: 2.345 }, 2.35],
    ['round([a])', { a: -2.5 }, -3],
    ['abs([a])', { a: -7 }, 7],
    ['min([a], [b], 5)', { a: 3, b: null }, 3],
    ['max([a], [b], 5)', { a: 3, b: 9 }, 9],
    ['coalesce([a], [b], 0)', { a: null, b: null }, 0],
    ['ifnull([a], "—")', { a: null }, '—'],
    ['concat([a], "-", [b])', { a: 'x', b: null }, 'x-'],
    ['lower([a]) + upper([b])', { a: 'AbC', b: 'd' }, 'abcD'],
    ['len([a])', { a: 'пять!' }, 5],
    ['[link] + ""', { link: { id: 'i', name: 'Москва' } }, 'Москва'],
    ['[a] == "2"', { a: 2 }, true],
  ])('%s over %j = %j', (text, values, expected) => {
    expect(run(text, values)).toEqual(expected);
  });

  it.each(['[a] / [b]', '[a] % [b]', '1 / (2 - 2)'])('%s divides by zero', (text) => {
    expect(() => run(text, { a: 1, b: 0 })).toThrow(FormulaEvaluationError);
    expect(() => run(text, { a: 1, b: 0 })).toThrow('Деление на ноль');
  });
});
