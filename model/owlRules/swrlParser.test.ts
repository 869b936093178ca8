import { describe, expect, it } from 'vitest';
import { parseSwrl } from './swrlParser';

describe('parseSwrl', () => {
  it.each([
    ['Pizza(?p) ^ hasTopping(?p, ?t) ^ CheeseTopping(?t) -> CheeseyPizza(?p)', 3, 1],
    ['Order(?o) ^ price(?o, ?x) ^ quantity(?o, ?q) ^ swrlb:multiply(?z, ?x, ?q) -> total(?o, ?z)', 4, 1],
    ['Person(?p) ∧ firstName(?p, ?f) → label(?p, ?f)', 2, 1],
    [' -> Person(mozzarella)', 0, 1],
    ["'Сырная пицца'(?p) -> Pizza(?p)", 1, 1],
    ['<http://example.org/pizza#Pizza>(?p) -> CheeseyPizza(?p)', 1, 1],
    ['Person(?p) ^ born(?p, ?d) ^ swrlb:lessThan(?d, "2000-01-01"^^xsd:date) -> status(?p, "old") ^ vegetarian(?p, true)', 3, 2],
  ])('parses %s', (text, body, head) => {
    const result = parseSwrl(text);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.rule.body).toHaveLength(body);
      expect(result.rule.head).toHaveLength(head);
    }
  });

  it('reads builtins, variables and typed literals', () => {
    const result = parseSwrl('Order(?o) ^ swrlb:add(?z, ?x, 2.5) ^ born(?o, "2020-01-31"^^xsd:date) -> total(?o, ?z)');
    if (!result.ok) throw new Error(result.error.message);
    expect(result.rule.body[1]).toMatchObject({ kind: 'builtin', name: 'add', args: [{ kind: 'var', name: 'z' }, { kind: 'var', name: 'x' }, { kind: 'literal', value: 2.5, type: 'number' }] });
    expect(result.rule.body[2]).toMatchObject({ args: [{ kind: 'var' }, { kind: 'literal', value: '2020-01-31', type: 'date' }] });
  });

  it.each([
    // [text, offset, line, column, an expected token]
    ['Pizza(?p) ^ -> CheeseyPizza(?p)', 12, 1, 13, 'атом (имя класса, свойства или встроенной функции)'],
    ['Pizza(?p ^ hasTopping(?p, ?t) -> X(?p)', 9, 1, 10, '«)»'],
    ['Pizza(?p)\n  ^ hasTopping(?p ?t) -> X(?p)', 28, 2, 19, '«,»'],
    ['Pizza(?p) CheeseyPizza(?p)', 10, 1, 11, '«->»'],
    ['Pizza(?p) -> CheeseyPizza(?p) )', 30, 1, 31, 'конец правила'],
    ['Pizza(?) -> X(?p)', 6, 1, 7, 'имя переменной'],
    ['Pizza(?p) -> total(?p, "12"^^xsd:integr)', 23, 1, 24, 'xsd:integer'],
    ['Pizza(?p) -> born(?p, "31.01.2020"^^xsd:date)', 22, 1, 23, 'дата (ГГГГ-ММ-ДД)'],
    ['Pizza(?p) -> X(?p) ; Y(?p)', 19, 1, 20, '->'],
    ['', 0, 1, 1, 'атом'],
  ])('names the position of the error in %j', (text, offset, line, column, expected) => {
    const result = parseSwrl(text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ offset, line, column });
    expect(result.error.expected).toContain(expected);
    expect(result.error.message.length).toBeGreaterThan(5);
  });
});
