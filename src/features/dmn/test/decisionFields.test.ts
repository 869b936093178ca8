import { describe, expect, it } from 'vitest';
import type { WorkspaceColumn } from '../editor/dmnWorkspace';
import { boundInputProps, classesOfProps, contextOf, decisionFields, outputColumnsOf } from './decisionFields';

const column = (decisionId: string, columnId: string, kind: 'input' | 'output', text: string, typeRef: string | null, label = ''): WorkspaceColumn => ({
  decisionId,
  decisionName: decisionId,
  columnId,
  kind,
  label,
  text,
  typeRef,
});

// «Скидка» reads «Категория», a decision of its own over «Сумма покупок»
const columns = [
  column('discount', 'in1', 'input', 'Возраст', 'integer', 'Возраст клиента'),
  column('discount', 'in2', 'input', 'Категория', 'string'),
  column('discount', 'out1', 'output', 'Скидка', 'double'),
  column('category', 'in3', 'input', 'Сумма покупок', 'double'),
  column('category', 'in4', 'input', 'Возраст', 'integer'),
  column('category', 'out2', 'output', 'Категория', 'string'),
];
const decisions = [
  { id: 'discount', name: 'Скидка' },
  { id: 'category', name: 'Категория' },
];

describe('the fields of a test', () => {
  it('a decision over another asks for the input data, each name once', () => {
    expect(decisionFields('discount', columns, decisions).map((f) => [f.name, f.label, f.kind])).toEqual([
      ['Возраст', 'Возраст клиента', 'integer'],
      ['Сумма покупок', 'Сумма покупок', 'number'],
    ]);
    expect(decisionFields('category', columns, decisions).map((f) => f.name)).toEqual(['Сумма покупок', 'Возраст']);
  });
  it('a cycle of requirements ends', () => {
    const loop = [column('a', 'x', 'input', 'B', null), column('b', 'y', 'input', 'A', null)];
    expect(decisionFields('a', loop, [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }])).toEqual([]);
  });
  it('outputs in table order', () => expect(outputColumnsOf('discount', columns).map((c) => c.columnId)).toEqual(['out1']));
});

describe('the context of the form', () => {
  const fields = decisionFields('discount', columns, decisions);
  it('typed values, empty as null', () => {
    expect(contextOf(fields, { Возраст: '30', 'Сумма покупок': '' })).toEqual({ context: { Возраст: 30, 'Сумма покупок': null }, problems: [] });
  });
  it('a field that does not read is named', () => {
    const { problems } = contextOf(fields, { Возраст: '30,5', 'Сумма покупок': 'много' });
    expect(problems.map((p) => [p.field.name, p.problem])).toEqual([
      ['Возраст', 'integer'],
      ['Сумма покупок', 'number'],
    ]);
  });
});

describe('the instance to take values from', () => {
  const bindings = [
    { decisionId: 'discount', columnId: 'in1', kind: 'input' as const, propId: 'p-age' },
    { decisionId: 'category', columnId: 'in3', kind: 'input' as const, propId: 'p-sum' },
    { decisionId: 'discount', columnId: 'out1', kind: 'output' as const, propId: 'p-discount' },
  ];
  it('the properties behind the fields, of required decisions too', () => {
    expect(boundInputProps('discount', bindings, decisionFields('discount', columns, decisions))).toEqual(['p-age', 'p-sum']);
  });
  it('their classes', () => {
    const properties = new Map([
      ['p-age', { id: 'p-age', name: 'Возраст', kind: 'data' as const, dataType: 'int', domains: ['client'], range: null }],
      ['p-sum', { id: 'p-sum', name: 'Сумма', kind: 'data' as const, dataType: 'float', domains: ['client', 'vip'], range: null }],
    ]);
    expect(classesOfProps({ properties }, ['p-age', 'p-sum', 'gone'])).toEqual(['client', 'vip']);
  });
});
