import { describe, expect, it } from 'vitest';
import type { DmnDecisionTable, DmnModel, DmnRule } from '../dmnModel';
import { compareModels, compareTables } from './ruleDiff';

const rule = (id: string, input: string, output: string, index = 0): DmnRule => ({ id, index, inputEntries: [input], outputEntries: [output], annotation: '' });
const table = (rules: DmnRule[], hitPolicy: DmnDecisionTable['hitPolicy'] = 'UNIQUE'): DmnDecisionTable => ({
  kind: 'table',
  id: 't',
  hitPolicy,
  aggregation: null,
  inputs: [{ id: 'age', text: 'age', label: 'Возраст', typeRef: 'number', allowedValues: null }],
  outputs: [{ id: 'out', text: 'discount', label: '', typeRef: 'number', allowedValues: null }],
  rules: rules.map((r, i) => ({ ...r, index: i + 1 })),
  defaults: [null],
});
const model = (decisions: Array<[string, DmnDecisionTable]>): DmnModel => ({
  version: '1.5',
  namespace: 'x',
  name: 'm',
  decisions: decisions.map(([id, logic]) => ({ id, name: id.toUpperCase(), typeRef: null, requiredDecisions: [], requiredInputs: [], requiredKnowledge: [], logic })),
  inputData: [],
  knowledgeModels: [],
  itemDefinitions: {},
});

const summary = (changes: ReturnType<typeof compareTables>) => changes.map((c) => `${c.kind}:${c.left ?? '-'}>${c.right ?? '-'}`);

describe('compareTables: rule by rule', () => {
  const A = rule('a', '< 18', '0');
  const B = rule('b', '[18..65]', '5');
  const C = rule('c', '> 65', '10');
  const cases: Array<{ name: string; left: DmnRule[]; right: DmnRule[]; expected: string[] }> = [
    { name: 'identical', left: [A, B, C], right: [A, B, C], expected: ['same:1>1', 'same:2>2', 'same:3>3'] },
    { name: 'one added in the middle', left: [A, C], right: [A, B, C], expected: ['same:1>1', 'added:->2', 'same:2>3'] },
    { name: 'one removed', left: [A, B, C], right: [A, C], expected: ['same:1>1', 'removed:2>-', 'same:3>2'] },
    { name: 'first removed', left: [A, B, C], right: [B, C], expected: ['removed:1>-', 'same:2>1', 'same:3>2'] },
    { name: 'moved to the front', left: [A, B, C], right: [C, A, B], expected: ['moved:3>1', 'same:1>2', 'same:2>3'] },
    { name: 'changed output', left: [A, B], right: [A, rule('b', '[18..65]', '7')], expected: ['same:1>1', 'changed:2>2'] },
    { name: 'same content under a new id matches', left: [A, B], right: [A, rule('b2', '[18..65]', '5')], expected: ['same:1>1', 'same:2>2'] },
  ];
  for (const c of cases) it(c.name, () => expect(summary(compareTables(table(c.left), table(c.right)))).toEqual(c.expected));

  it('names the changed cells and gives both sides as text', () => {
    const [, changed] = compareTables(table([A, B]), table([A, rule('b', '[18..60]', '7')]));
    expect(changed).toMatchObject({ kind: 'changed', ruleId: 'b', leftCells: ['[18..65]', '5', ''], rightCells: ['[18..60]', '7', ''], changedCells: [0, 1] });
  });
});

describe('compareModels: per decision table', () => {
  it('tables in both, added and removed, with columns and hit policies', () => {
    const left = model([['d1', table([rule('a', '1', '1')])], ['old', table([])]]);
    const right = model([['d1', table([rule('a', '1', '1')], 'FIRST')], ['new', table([rule('x', '2', '2')])]]);
    const tables = compareModels(left, right);
    expect(tables.map((t) => [t.decisionId, t.presence, t.hitPolicy.left, t.hitPolicy.right])).toEqual([
      ['d1', 'both', 'UNIQUE', 'FIRST'],
      ['new', 'added', null, 'UNIQUE'],
      ['old', 'removed', 'UNIQUE', null],
    ]);
    expect(tables[0]?.columns).toEqual(['Возраст', 'discount', 'Аннотация']);
    expect(tables[1]?.rules.map((r) => r.kind)).toEqual(['added']);
  });
});
