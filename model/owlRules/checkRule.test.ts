import { describe, expect, it } from 'vitest';
import type { RuleKind, RuleStructure } from '../../realtime/protocol/owlRules';
import { checkRule } from './checkRule';
import { generateSwrl } from './swrlGeneration';
import { T, testOntology } from './testOntology';

const check = (swrl: string, kind?: RuleKind) => checkRule({ swrl, structure: null, kind }, testOntology);

describe('checkRule: names and types', () => {
  it.each([
    ['Pizza(?p) ^ hasTopping(?p, ?t) ^ CheeseTopping(?t) -> CheeseyPizza(?p)', 'computedClass'],
    ['Person(?x) ^ hasParent(?x, ?y) ^ hasBrother(?y, ?z) -> hasUncle(?x, ?z)', 'dependency'],
    ['Order(?o) ^ price(?o, ?x) ^ quantity(?o, ?q) ^ swrlb:multiply(?z, ?x, ?q) -> total(?o, ?z)', 'valueComputation'],
    ['Person(?p) ^ firstName(?p, ?f) ^ lastName(?p, ?l) ^ swrlb:stringConcat(?n, ?f, " ", ?l) -> label(?p, ?n)', 'classNaming'],
    ['Пицца(?p) ^ hasTopping(?p, mozzarella) -> \'Сырная пицца\'(?p)', 'computedClass'],
    ['<http://example.org/pizza#Pizza>(?p) -> CheeseyPizza(?p)', 'computedClass'],
    ['pizza:Pizza(?p) -> CheeseyPizza(?p)', 'computedClass'],
  ])('types %s as %s', (swrl, kind) => {
    const result = check(swrl);
    expect(result.ok ? null : result.problems).toBeNull();
    expect(result.kind).toBe(kind);
  });

  it.each([
    ['Pizza(?p) ^ Topping(?p) -> CheeseyPizza(?p)', 'unknownName', 'Topping(?p)', 'неизвестный класс «Topping»'],
    ['Pizza(?p) ^ hasToping(?p, ?t) -> CheeseyPizza(?p)', 'unknownName', 'hasToping(?p, ?t)', 'неизвестное свойство'],
    ['Pizza(?p) ^ hasTopping(?p) -> CheeseyPizza(?p)', 'typeMismatch', 'hasTopping(?p)', 'свойство, ему нужны два аргумента'],
    ['Pizza(?p, ?t) -> CheeseyPizza(?p)', 'typeMismatch', 'Pizza(?p, ?t)', 'класс, ему нужен один аргумент'],
    ['Pizza(?p) ^ hasTopping(?p, ?t) ^ price(?p, ?t) -> CheeseyPizza(?p)', 'typeMismatch', 'price(?p, ?t)', '?t — экземпляр'],
    ['Pizza(?p) ^ hasTopping(?p, "cheese") -> CheeseyPizza(?p)', 'typeMismatch', 'hasTopping(?p, "cheese")', 'экземпляр'],
    ['Order(?o) ^ price(?o, ?x) -> born(?o, ?x)', 'typeMismatch', 'born(?o, ?x)', '?x — число'],
    ['Pizza(?p) ^ hasTopping(?p, ?t) -> firstName(?p, ?t)', 'typeMismatch', 'firstName(?p, ?t)', '?t — экземпляр'],
    ['Order(?o) ^ price(?o, ?x) -> hasTopping(?o, ?x)', 'typeMismatch', 'hasTopping(?o, ?x)', '?x — число'],
    ['Order(?o) ^ firstName(?o, ?x) ^ swrlb:multiply(?z, ?x, 2) -> total(?o, ?z)', 'typeMismatch', 'swrlb:multiply(?z, ?x, 2)', '?x — строка'],
    ['Order(?o) ^ swrlb:frobnicate(?z, 1) -> total(?o, ?z)', 'unknownName', 'swrlb:frobnicate(?z, 1)', 'неизвестная встроенная функция'],
    ['Pizza(?p) -> hasTopping(?p, ?t)', 'unsafeVariable', 'hasTopping(?p, ?t)', '?t не связана'],
    ['Pizza(?p) ^ hasTopping(?p, parmesan) -> CheeseyPizza(?p)', 'unknownName', 'hasTopping(?p, parmesan)', 'неизвестный экземпляр «parmesan»'],
  ])('refuses %s', (swrl, code, atom, words) => {
    const result = check(swrl);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const problem = result.problems[0];
    expect(problem).toMatchObject({ code, atom });
    expect(problem?.message).toContain(words);
    expect(problem?.message).toContain(atom);
    // the position points into the atom at fault (at the atom, or at its wrong argument)
    const offset = problem?.position?.offset ?? -1;
    expect(offset).toBeGreaterThanOrEqual(swrl.indexOf(atom));
    expect(offset).toBeLessThan(swrl.indexOf(atom) + atom.length);
  });

  it('a syntax error is a problem with its line and column', () => {
    const result = check('Pizza(?p) ^ -> CheeseyPizza(?p)');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems[0]).toMatchObject({ code: 'syntax', position: { offset: 12, line: 1, column: 13 } });
  });

  it.each<[string, RuleKind]>([
    ['Pizza(?p) -> CheeseyPizza(?p)', 'dependency'],
    ['Person(?x) ^ hasParent(?x, ?y) -> hasUncle(?x, ?y)', 'valueComputation'],
    ['Order(?o) ^ price(?o, ?x) -> total(?o, ?x)', 'classNaming'],
    ['Order(?o) -> CheeseyPizza(?o)', 'defaultValue'],
  ])('refuses %s as kind %s', (swrl, kind) => {
    const result = check(swrl, kind);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems[0]?.code).toBe('kindMismatch');
  });

  it('a variable only compared with is a parameter of the run', () => {
    const result = check('Order(?o) ^ price(?o, ?x) ^ swrlb:greaterThan(?x, ?min) -> CheeseyPizza(?o)');
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.rule.params).toEqual(['min']);
  });
});

describe('generateSwrl and the way back', () => {
  const structure: RuleStructure = {
    triads: [
      { id: 'o', classId: T.Order },
      { id: 'p', classId: T.Person },
    ],
    triad_link: [{ id: 'l1', triad1: 'o', triad2: 'p', link_type: T.hasParent, name: '' }],
    filter: [
      { id: 'f1', inst_type: 'o', collection: T.status, compare_method: 'eq', string_value: 'open', is_rule_param: false, param_name: '' },
      { id: 'f2', inst_type: 'p', collection: T.born, compare_method: 'lt', string_value: '2000-01-01', is_rule_param: false, param_name: '' },
    ],
    out_triad: [{ id: 'o1', triad: 'o', target: T.total, builtin: 'multiply', args: [{ triad: 'o', prop: T.price }, { literal: 2 }] }],
  };

  it('writes the SWRL of a drawn rule', () => {
    const result = generateSwrl(structure, testOntology);
    expect(result).toEqual({
      ok: true,
      swrl: 'Order(?o) ^ Person(?p) ^ hasParent(?o, ?p) ^ status(?o, ?f1) ^ swrlb:equal(?f1, "open") ^ born(?p, ?f2) ^ swrlb:lessThan(?f2, "2000-01-01"^^xsd:date) ^ price(?o, ?v1_1) ^ swrlb:multiply(?r1, ?v1_1, 2) -> total(?o, ?r1)',
    });
  });

  it('the generated SWRL types and reads back to the same structure', () => {
    const generated = generateSwrl(structure, testOntology);
    if (!generated.ok) throw new Error('not generated');
    const result = checkRule({ swrl: generated.swrl, structure: null, kind: 'valueComputation' }, testOntology);
    expect(result.ok).toBe(true);
    expect(result.structure).toMatchObject({
      triads: structure.triads,
      triad_link: [{ triad1: 'o', triad2: 'p', link_type: T.hasParent }],
      filter: [
        { inst_type: 'o', collection: T.status, compare_method: 'eq', string_value: 'open' },
        { inst_type: 'p', collection: T.born, compare_method: 'lt', string_value: '2000-01-01' },
      ],
      out_triad: [{ triad: 'o', target: T.total, builtin: 'multiply', args: [{ triad: 'o', prop: T.price }, { literal: 2 }] }],
    });
  });

  it('a structure naming a deleted property is refused', () => {
    const result = generateSwrl({ ...structure, triad_link: [{ id: 'l1', triad1: 'o', triad2: 'p', link_type: '00000000-0000-4000-9000-0000000000ff', name: 'родитель' }] }, testOntology);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems[0]?.message).toContain('Связь «родитель»');
  });

  it('a rule outside the drawn shape reads back as null', () => {
    const result = check('Pizza(?p) ^ hasTopping(?p, mozzarella) -> CheeseyPizza(?p)');
    expect(result.structure).toBeNull();
  });
});
