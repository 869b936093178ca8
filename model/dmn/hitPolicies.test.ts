import { describe, expect, it } from 'vitest';
import type { Aggregation, HitPolicy } from '../../realtime/protocol/dmn';
import { compileDmn } from './compileDmn';
import { DmnError } from './dmnError';
import { tableModel } from './testing/tableModel';

// Age → category under every hit policy (DMN 1.5 §8.2.11), with one table shape:
// rule 1: < 18 → "A"; rule 2: [10..30] → "B"; rule 3: >= 25 → "C"; rule 4: - → "D".
const RULES: Array<[string[], string[]]> = [
  [['< 18'], ['"A"']],
  [['[10..30]'], ['"B"']],
  [['>= 25'], ['"C"']],
  [['-'], ['"D"']],
];
const run = (hitPolicy: HitPolicy, age: number, o: { aggregation?: Aggregation; allowed?: string; outputs?: string[][]; typeRef?: string } = {}) => {
  const rules = o.outputs === undefined ? RULES : RULES.map(([i], k): [string[], string[]] => [i, o.outputs![k]!]);
  const model = tableModel({
    hitPolicy,
    aggregation: o.aggregation ?? null,
    inputs: [{ text: 'Age', typeRef: 'number' }],
    outputs: [{ name: 'Category', typeRef: o.typeRef ?? 'string', allowedValues: o.allowed ?? null }],
    rules,
  });
  return compileDmn(model).evaluate(undefined, { Age: age });
};

describe('hit policies', () => {
  it.each([
    ['FIRST', 5, 'A', [1]],
    ['FIRST', 20, 'B', [2]],
    ['FIRST', 40, 'C', [3]],
    ['RULE ORDER', 12, ['A', 'B', 'D'], [1, 2, 4]],
    ['RULE ORDER', 27, ['B', 'C', 'D'], [2, 3, 4]],
    ['COLLECT', 27, ['B', 'C', 'D'], [2, 3, 4]],
  ] as const)('%s with age %d gives %j (rules %j)', (policy, age, value, rules) => {
    const out = run(policy, age);
    expect(out.value).toEqual(value);
    expect(out.decisions[0]?.matchedRules.map((r) => r.index)).toEqual(rules);
  });

  it.each([
    ['PRIORITY', 12, '"D","C","B","A"', 'D'],
    ['PRIORITY', 12, '"A","B","C","D"', 'A'],
    ['PRIORITY', 27, '"C","B","D","A"', 'C'],
    ['OUTPUT ORDER', 27, '"C","B","D","A"', ['C', 'B', 'D']],
    ['OUTPUT ORDER', 12, '"D","B","A","C"', ['D', 'B', 'A']],
  ] as const)('%s at %d with output values %s → %j', (policy, age, allowed, value) => {
    expect(run(policy, age, { allowed }).value).toEqual(value);
  });

  it.each([
    ['SUM', 27, 2 + 3 + 4],
    ['MIN', 27, 2],
    ['MAX', 12, 4],
    ['COUNT', 27, 3],
    ['COUNT', 40, 2],
  ] as const)('COLLECT %s at %d → %d', (aggregation, age, value) => {
    expect(run('COLLECT', age, { aggregation, typeRef: 'number', outputs: [['1'], ['2'], ['3'], ['4']] }).value).toBe(value);
  });

  it('UNIQUE gives the single match and names overlapping rules', () => {
    const unique = (age: number) => compileDmn(tableModel({ inputs: [{ text: 'Age', typeRef: 'number' }], outputs: [{ name: 'C', typeRef: 'string' }], rules: RULES.slice(0, 3) })).evaluate(undefined, { Age: age });
    expect(unique(5).value).toBe('A');
    expect(unique(100).value).toBe('C');
    expect(() => unique(12)).toThrow(DmnError);
    expect(() => unique(12)).toThrow('Правила 1 и 2 пересекаются при политике Unique');
    try {
      unique(27);
    } catch (e) {
      expect((e as DmnError).where).toMatchObject({ decisionId: 'd1', ruleIndexes: [2, 3] });
    }
  });

  it('ANY accepts equal outputs and refuses different ones', () => {
    const model = (outs: string[]) =>
      compileDmn(tableModel({ hitPolicy: 'ANY', inputs: [{ text: 'Age', typeRef: 'number' }], outputs: [{ name: 'C' }], rules: [[['< 18'], [outs[0]!]], [['< 30'], [outs[1]!]]] }));
    expect(model(['"x"', '"x"']).evaluate(undefined, { Age: 5 }).value).toBe('x');
    expect(() => model(['"x"', '"y"']).evaluate(undefined, { Age: 5 })).toThrow('Правила 1 и 2 дают разные результаты при политике Any');
  });

  it('no match gives null or the default output entries', () => {
    const model = (defaults?: Array<string | null>) =>
      compileDmn(tableModel({ inputs: [{ text: 'Age', typeRef: 'number' }], outputs: [{ name: 'A' }, { name: 'B' }], rules: [[['< 18'], ['"a"', '"b"']]], ...(defaults ? { defaults } : {}) }));
    expect(model().evaluate(undefined, { Age: 40 }).value).toBeNull();
    expect(model(['"da"', null]).evaluate(undefined, { Age: 40 }).value).toEqual({ A: 'da', B: null });
    expect(model().evaluate(undefined, { Age: 4 }).value).toEqual({ A: 'a', B: 'b' });
  });

  it.each([
    ['COLLECT', 'SUM', '0', 0],
    ['COLLECT', null, '0', [0]],
    ['RULE ORDER', null, '0', [0]],
    ['FIRST', null, '0', 0],
  ] as const)('%s %s with no match gives the default %s as %j', (hitPolicy, aggregation, def, value) => {
    const c = compileDmn(tableModel({ hitPolicy, aggregation, inputs: [{ text: 'Age', typeRef: 'number' }], outputs: [{ name: 'N', typeRef: 'number' }], rules: [[['< 18'], ['1']]], defaults: [def] }));
    expect(c.evaluate(undefined, { Age: 40 }).value).toEqual(value);
  });

  it('an output not among its allowed values, or not of its type, becomes null', () => {
    expect(run('FIRST', 5, { allowed: '"B","C","D"' }).value).toBeNull();
    expect(run('FIRST', 5, { typeRef: 'number', outputs: [['string(Age)'], ['1'], ['2'], ['3']] }).value).toBeNull();
    expect(run('FIRST', 20, { typeRef: 'number', outputs: [['string(Age)'], ['1'], ['2'], ['3']] }).value).toBe(1);
  });

  it('an input not among its input values makes the table null with a warning', () => {
    const c = compileDmn(tableModel({ inputs: [{ text: 'Color', typeRef: 'string', allowedValues: '"red","green"' }], outputs: [{ name: 'Go' }], rules: [[['"red"'], ['false']], [['"green"'], ['true']]] }));
    expect(c.evaluate(undefined, { Color: 'green' }).value).toBe(true);
    const blue = c.evaluate(undefined, { Color: 'blue' });
    expect(blue.value).toBeNull();
    expect(blue.warnings.length).toBe(1);
  });

  it('strictInputs refuses a value of the wrong type for an input column', () => {
    const c = compileDmn(tableModel({ inputs: [{ text: 'Age', typeRef: 'number' }], outputs: [{ name: 'C' }], rules: [[['< 18'], ['"a"']]] }));
    expect(c.evaluate(undefined, { Age: 'abc' }).value).toBeNull();
    expect(() => c.evaluate(undefined, { Age: 'abc' }, { strictInputs: true })).toThrow(DmnError);
    const whole = compileDmn(tableModel({ inputs: [{ text: 'Count', typeRef: 'integer' }], outputs: [{ name: 'C' }], rules: [[['< 18'], ['"a"']]] }));
    expect(whole.evaluate(undefined, { Count: 3 }, { strictInputs: true }).value).toBe('a');
    expect(() => whole.evaluate(undefined, { Count: 1.5 }, { strictInputs: true })).toThrow('Значение «1.5» не подходит для входных данных «Count» (целое число)');
  });
});

describe('tables made in dmn-js (no input data elements)', () => {
  it('read their inputs from the context by the input expression, converting dates by the column type', () => {
    const model = tableModel({
      inputs: [{ text: 'birthday', typeRef: 'date' }, { text: 'customer kind', typeRef: 'string' }],
      outputs: [{ name: 'Скидка', typeRef: 'number' }],
      rules: [
        [['< date("2000-01-01")', '"vip"'], ['10']],
        [['>= date("2000-01-01")', '-'], ['5']],
      ],
    });
    const noInputs = { ...model, inputData: [] };
    const c = compileDmn(noInputs);
    expect(c.evaluate(undefined, { birthday: '1990-05-01', 'customer kind': 'vip' }).value).toBe(10);
    expect(c.evaluate(undefined, { birthday: '2001-05-01', 'customer kind': 'new' }).value).toBe(5);
    expect(c.evaluate(undefined, { birthday: '1990-05-01', 'customer kind': 'new' }).value).toBeNull();
    expect(() => c.evaluate(undefined, { birthday: 5, 'customer kind': 'vip' }, { strictInputs: true })).toThrow('Значение «5» не подходит для столбца «birthday» (дата)');
  });

  it('read a path of a context given by name', () => {
    const model = tableModel({ inputs: [{ text: 'applicant.age', typeRef: 'number' }], outputs: [{ name: 'adult', typeRef: 'boolean' }], rules: [[['>= 18'], ['true']], [['< 18'], ['false']]] });
    const c = compileDmn({ ...model, inputData: [] });
    expect(c.evaluate(undefined, { applicant: { age: 20 } }).value).toBe(true);
    expect(c.evaluate(undefined, { applicant: { age: 2 } }).value).toBe(false);
    expect(c.evaluate(undefined, {}).value).toBeNull();
  });
});

describe('a literal expression decision made in dmn-js (no input data)', () => {
  it('reads the names the context gives', () => {
    const base = tableModel({ inputs: [{ text: 'x' }], outputs: [{ name: 'y' }], rules: [] });
    const c = compileDmn({
      ...base,
      inputData: [],
      decisions: [{ id: 'd', name: 'Категория', typeRef: 'string', requiredDecisions: [], requiredInputs: [], requiredKnowledge: [], logic: { kind: 'literal', id: 'e', text: 'if customer age >= 18 then "adult" else "minor"', typeRef: null } }],
    });
    expect(c.evaluate(undefined, { 'customer age': 20 }).value).toBe('adult');
    expect(c.evaluate(undefined, { 'customer age': 2 }).value).toBe('minor');
    expect(c.evaluate(undefined, {}).value).toBe('minor');
  });
});
