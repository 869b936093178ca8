import { describe, expect, it } from 'vitest';
import { renameInSwrl } from './ruleRenames';

describe('renameInSwrl', () => {
  it.each([
    ['Order(?o) ^ price(?o, ?x) -> total(?o, ?x)', 'price', "'unit price'", "Order(?o) ^ 'unit price'(?o, ?x) -> total(?o, ?x)"],
    ["Order(?o) ^ 'unit price'(?o, ?x) -> total(?o, ?x)", 'unit price', 'price', 'Order(?o) ^ price(?o, ?x) -> total(?o, ?x)'],
    // a variable or a literal of the same spelling is not a name
    ['Order(?price) ^ status(?price, "price") -> price(?price, 1)', 'price', 'cost', 'Order(?price) ^ status(?price, "price") -> cost(?price, 1)'],
    ['not swrl (', 'price', 'cost', 'not swrl ('],
  ])('%s', (swrl, from, to, expected) => {
    expect(renameInSwrl(swrl, from, to)).toBe(expected);
  });
});
