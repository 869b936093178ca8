import { describe, expect, it } from 'vitest';
import type { RuleKind } from '../../realtime/protocol/owlRules';
import { META_PROP } from '../../realtime/protocol/metaModel';
import { checkRule } from './checkRule';
import { deriveFacts, type DerivedFact, type RuleFacts } from './ruleEvaluation';
import { T, testOntology } from './testOntology';

const facts: RuleFacts = {
  members: new Map([
    [T.Pizza, new Set(['margherita', 'marinara', 'quattro'])],
    [T.CheeseTopping, new Set(['mozzarella', 'parmesan'])],
    [T.Order, new Set(['o1', 'o2', 'o3'])],
    [T.Person, new Set(['ann', 'bob', 'carl', 'dan'])],
  ]),
  links: new Map([
    [T.hasTopping, [['margherita', 'mozzarella'], ['margherita', 'tomato'], ['quattro', 'parmesan'], ['quattro', 'mozzarella'], ['marinara', 'tomato']] as const],
    [T.hasParent, [['ann', 'bob']] as const],
    [T.hasBrother, [['bob', 'carl'], ['bob', 'dan']] as const],
  ]),
  values: new Map([
    [T.price, [['o1', 10], ['o2', 2.5], ['o3', 4]] as const],
    [T.quantity, [['o1', 3], ['o2', 4]] as const],
    [T.firstName, [['ann', 'Анна'], ['bob', 'Борис']] as const],
    [T.lastName, [['ann', 'Иванова'], ['bob', 'Петров']] as const],
    [T.status, [['o1', 'closed']] as const],
  ]),
};

function derive(swrl: string, kind: RuleKind, stated = new Map<string, Set<string>>(), params = new Map<string, string | number>()): DerivedFact[] {
  const checked = checkRule({ swrl, structure: null, kind }, testOntology);
  if (!checked.ok) throw new Error(checked.problems.map((p) => p.message).join('; '));
  return deriveFacts(checked.rule, kind, facts, stated, params).map((d) => d.fact);
}

describe('deriveFacts: each kind', () => {
  it('computed class: cheesy pizzas', () => {
    expect(derive('Pizza(?p) ^ hasTopping(?p, ?t) ^ CheeseTopping(?t) -> CheeseyPizza(?p)', 'computedClass')).toEqual([
      { kind: 'member', inst: 'margherita', classId: T.CheeseyPizza },
      { kind: 'member', inst: 'quattro', classId: T.CheeseyPizza },
    ]);
  });

  it('dependency: uncles', () => {
    expect(derive('Person(?x) ^ hasParent(?x, ?y) ^ hasBrother(?y, ?z) -> hasUncle(?x, ?z)', 'dependency')).toEqual([
      { kind: 'link', inst: 'ann', propId: T.hasUncle, target: 'carl' },
      { kind: 'link', inst: 'ann', propId: T.hasUncle, target: 'dan' },
    ]);
  });

  it('value computation: price × quantity (an order without quantity derives nothing)', () => {
    expect(derive('Order(?o) ^ price(?o, ?x) ^ quantity(?o, ?q) ^ swrlb:multiply(?z, ?x, ?q) -> total(?o, ?z)', 'valueComputation')).toEqual([
      { kind: 'value', inst: 'o1', propId: T.total, value: 30, valueType: 'number' },
      { kind: 'value', inst: 'o2', propId: T.total, value: 10, valueType: 'number' },
    ]);
  });

  it('value computation: add, subtract and divide (by zero derives nothing)', () => {
    expect(derive('Order(?o) ^ price(?o, ?x) ^ swrlb:subtract(?y, ?x, 4) ^ swrlb:divide(?z, 12, ?y) -> total(?o, ?z)', 'valueComputation')).toEqual([
      { kind: 'value', inst: 'o1', propId: T.total, value: 2, valueType: 'number' },
      { kind: 'value', inst: 'o2', propId: T.total, value: -8, valueType: 'number' },
    ]);
    expect(derive('Order(?o) ^ price(?o, ?x) ^ swrlb:add(?z, ?x, 1, 1) -> total(?o, ?z)', 'valueComputation').map((f) => (f.kind === 'value' ? f.value : null))).toEqual([12, 4.5, 6]);
  });

  it('class naming: a label from first and last name', () => {
    expect(derive('Person(?p) ^ firstName(?p, ?f) ^ lastName(?p, ?l) ^ swrlb:stringConcat(?n, ?l, " ", ?f) -> label(?p, ?n)', 'classNaming')).toEqual([
      { kind: 'value', inst: 'ann', propId: META_PROP.label, value: 'Иванова Анна', valueType: 'string' },
      { kind: 'value', inst: 'bob', propId: META_PROP.label, value: 'Петров Борис', valueType: 'string' },
    ]);
  });

  it('default value: only where none is stated', () => {
    const stated = new Map([[T.status, new Set(['o1'])]]);
    expect(derive('Order(?o) -> status(?o, "new")', 'defaultValue', stated)).toEqual([
      { kind: 'value', inst: 'o2', propId: T.status, value: 'new', valueType: 'string' },
      { kind: 'value', inst: 'o3', propId: T.status, value: 'new', valueType: 'string' },
    ]);
  });

  it('comparisons and parameters filter the bindings', () => {
    expect(derive('Order(?o) ^ price(?o, ?x) ^ swrlb:greaterThan(?x, 3) -> CheeseyPizza(?o)', 'computedClass').map((f) => f.inst)).toEqual(['o1', 'o3']);
    expect(derive('Order(?o) ^ price(?o, ?x) ^ swrlb:lessThan(?x, ?max) -> CheeseyPizza(?o)', 'computedClass', new Map(), new Map([['max', 5]])).map((f) => f.inst)).toEqual(['o2', 'o3']);
    expect(derive('Order(?o) ^ status(?o, ?s) ^ swrlb:equal(?s, "closed") -> CheeseyPizza(?o)', 'computedClass').map((f) => f.inst)).toEqual(['o1']);
  });
});
