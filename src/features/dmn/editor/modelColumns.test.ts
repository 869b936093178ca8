import { describe, expect, it } from 'vitest';
import type { ModdleElement } from './dmnJsTypes';
import { columnElementOf, modelColumns, modelDecisions, ruleIdsByNumber } from './modelColumns';

const el = (type: string, props: Partial<ModdleElement> = {}): ModdleElement => ({ $type: `dmn:${type}`, ...props });

const definitions = el('Definitions', {
  drgElement: [
    el('InputData', { id: 'in1', name: 'Возраст' }),
    el('Decision', {
      id: 'd1',
      name: 'Скидка',
      decisionLogic: el('DecisionTable', {
        input: [
          el('InputClause', { id: 'i1', label: 'Возраст клиента', inputExpression: el('LiteralExpression', { text: 'age', typeRef: 'integer' }) }),
          el('InputClause', { id: 'i2', inputExpression: el('LiteralExpression', { text: 'city' }) }),
        ],
        output: [el('OutputClause', { id: 'o1', name: 'discount', typeRef: 'double' })],
        rule: [el('DecisionRule', { id: 'r1' }), el('DecisionRule', { id: 'r2' })],
      }),
    }),
    el('Decision', { id: 'd2', decisionLogic: el('LiteralExpression', { text: '1' }) }),
  ],
});

describe('model columns', () => {
  it('lists decisions in diagram order, unnamed ones by id', () => {
    expect(modelDecisions(definitions)).toEqual([
      { id: 'd1', name: 'Скидка' },
      { id: 'd2', name: 'd2' },
    ]);
  });

  it('lists every table column with its label, text and type', () => {
    expect(modelColumns(definitions)).toEqual([
      { decisionId: 'd1', decisionName: 'Скидка', columnId: 'i1', kind: 'input', label: 'Возраст клиента', text: 'age', typeRef: 'integer' },
      { decisionId: 'd1', decisionName: 'Скидка', columnId: 'i2', kind: 'input', label: 'city', text: 'city', typeRef: null },
      { decisionId: 'd1', decisionName: 'Скидка', columnId: 'o1', kind: 'output', label: 'discount', text: 'discount', typeRef: 'double' },
    ]);
    expect(modelColumns(undefined)).toEqual([]);
  });

  it('finds a column element and rule ids by number', () => {
    expect(columnElementOf(definitions, 'd1', 'o1')?.kind).toBe('output');
    expect(columnElementOf(definitions, 'd1', 'nope')).toBeNull();
    expect(ruleIdsByNumber(definitions, 'd1', [2, 5])).toEqual(['r2']);
    expect(ruleIdsByNumber(definitions, undefined, [1])).toEqual(['r1']);
  });
});
