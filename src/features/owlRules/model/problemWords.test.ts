import { describe, expect, it } from 'vitest';
import type { RuleProblem } from '../../../../realtime/protocol/owlRules';
import { placeOf, problemMessage, swrlProblems } from './problemWords';

const t = (key: string, options?: Record<string, unknown>) => `${key}|${String(options?.atom ?? '')}|${String(options?.rules ?? '')}`;

const syntax: RuleProblem = { code: 'syntax', message: 'Ожидается «)»', position: { offset: 5, line: 1, column: 6, length: 2 } };
const unknown: RuleProblem = { code: 'unknownName', message: 'Неизвестное имя «Pizz»', atom: 'Pizz(?p)' };
const cycle: RuleProblem = { code: 'recursion', message: 'Правила образуют цикл', rules: [{ id: null, name: 'A' }, { id: null, name: 'B' }] };

describe('problemMessage', () => {
  it('shows the server’s Russian words in Russian', () => {
    expect(problemMessage(unknown, 'ru', t)).toBe('Неизвестное имя «Pizz»');
  });

  it('leaves out the place the server put in words when there is a position to point at', () => {
    const placed: RuleProblem = { ...syntax, message: 'Строка 1, позиция 6: Ожидается «)»' };
    expect(problemMessage(placed, 'ru', t)).toBe('Ожидается «)»');
    expect(problemMessage({ code: 'structure', message: 'Строка 1, позиция 6: x' }, 'ru', t)).toBe('Строка 1, позиция 6: x');
  });

  it('names the expected tokens of a syntax error in English', () => {
    const tr = (key: string, options?: Record<string, unknown>) => `${key}|${String(options?.expected ?? '')}`;
    expect(problemMessage({ ...syntax, expected: ['«,»', '«)»', 'атом'] }, 'en', tr)).toBe('owlRules.problem.syntaxExpected|«,», «)»');
  });

  it('says it by code in English, with the atom and the rules of a cycle', () => {
    expect(problemMessage(unknown, 'en', t)).toBe('owlRules.problem.unknownName|Pizz(?p)|');
    expect(problemMessage(cycle, 'en-GB', t)).toBe('owlRules.problem.recursion||«A», «B»');
  });
});

describe('placeOf', () => {
  it('takes the server’s position', () => {
    expect(placeOf(syntax, 'A(?x) B')).toEqual({ at: 5, length: 2 });
  });

  it('finds the atom in the text when there is no position', () => {
    expect(placeOf(unknown, 'Food(?p) ^ Pizz(?p) -> X(?p)')).toEqual({ at: 11, length: 8 });
  });

  it('is nowhere for a problem of the rule as a whole, or an atom no longer in the text', () => {
    expect(placeOf(cycle, 'A(?x) -> B(?x)')).toBeNull();
    expect(placeOf(unknown, 'Food(?p) -> X(?p)')).toBeNull();
  });
});

describe('swrlProblems', () => {
  it('places and words each problem', () => {
    expect(swrlProblems([syntax, cycle], 'A(?x) B', 'ru', t)).toEqual([
      { message: 'Ожидается «)»', at: 5, length: 2 },
      { message: 'Правила образуют цикл', at: null, length: 0 },
    ]);
  });
});
