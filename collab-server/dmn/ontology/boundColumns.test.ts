import { describe, expect, it } from 'vitest';
import type { DmnModel } from '../../../model/dmn/dmnModel';
import { boundInputsOf, outputColumnsOf, setInput } from './boundColumns';

const column = (id: string, text: string, typeRef: string | null, label = '') => ({ id, text, label, typeRef, allowedValues: null });

const model: DmnModel = {
  version: '1.5',
  namespace: 'x',
  name: 'm',
  inputData: [],
  knowledgeModels: [],
  itemDefinitions: {},
  decisions: [
    {
      id: 'top',
      name: 'Скидка',
      typeRef: null,
      requiredDecisions: ['risk'],
      requiredInputs: [],
      requiredKnowledge: [],
      logic: { kind: 'table', id: 't1', hitPolicy: 'UNIQUE', aggregation: null, inputs: [column('i1', 'Возраст', 'number', 'Возраст клиента'), column('i2', 'risk', 'string')], outputs: [column('o1', 'discount', 'double')], rules: [], defaults: [null] },
    },
    {
      id: 'risk',
      name: 'risk',
      typeRef: 'string',
      requiredDecisions: [],
      requiredInputs: [],
      requiredKnowledge: [],
      logic: { kind: 'table', id: 't2', hitPolicy: 'FIRST', aggregation: null, inputs: [column('i3', 'client.city', 'string')], outputs: [column('o2', '', 'string'), column('o3', 'level', 'integer')], rules: [], defaults: [null, null] },
    },
  ],
};

describe('bound columns of a decision', () => {
  const bindings = [
    { decisionId: 'top', columnId: 'i1', kind: 'input' as const, propId: '00000000-0000-4000-8000-000000000aaa' },
    { decisionId: 'risk', columnId: 'i3', kind: 'input' as const, propId: '00000000-0000-4000-8000-000000000bbb' },
    { decisionId: 'top', columnId: 'o1', kind: 'output' as const, propId: '00000000-0000-4000-8000-000000000ccc' },
  ];

  it('takes the bound inputs of the decision and of the decisions it requires', () => {
    expect(boundInputsOf(model, bindings, undefined).map((i) => [i.key, i.columnName, i.path])).toEqual([
      ['Возраст', 'Возраст клиента', ['Возраст']],
      ['client.city', 'client.city', ['client', 'city']],
    ]);
    expect(boundInputsOf(model, bindings, 'risk').map((i) => i.key)).toEqual(['client.city']);
    expect(boundInputsOf(model, bindings, 'Скидка').map((i) => i.key)).toEqual(['Возраст', 'client.city']);
    expect(boundInputsOf(model, bindings, 'nope')).toEqual([]);
  });

  it('names output columns, an unnamed single output after its decision', () => {
    expect(outputColumnsOf(model, 'top').map((o) => o.name)).toEqual(['discount']);
    expect(outputColumnsOf(model, 'risk').map((o) => [o.columnId, o.name])).toEqual([
      ['o2', 'o2'],
      ['o3', 'level'],
    ]);
  });

  it('puts a dotted input into a nested context', () => {
    const ctx: Record<string, unknown> = {};
    setInput(ctx, ['client', 'city'], 'Казань');
    setInput(ctx, ['client', 'age'], 40);
    setInput(ctx, ['Возраст'], 3);
    expect(ctx).toEqual({ client: { city: 'Казань', age: 40 }, Возраст: 3 });
  });
});
